// The studio's own Vite config: the studio page and the preview page, served by
// scripts/studio/server.ts in development and built only to measure them (`npm run bench`).
// The borrower build (vite.config.ts) knows nothing of either. Both run on React itself, not on
// Preact as the borrower build does (scripts/lib/react-on-preact.ts): tried on Preact, the studio
// stopped answering after a completion in its editor, so the staff tool keeps the renderer its code
// was written for; the borrower routes are checked on Preact by the browser tests.
import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import { screensPlugin } from '../vite-plugin-screens.ts';

const root = resolve(import.meta.dirname, '..', '..');

export default defineConfig({
  root,
  cacheDir: resolve(root, 'node_modules/.vite-studio'),
  publicDir: false,
  // The app's messages module imports the build's shared texts; SCREENS_DIR is honoured.
  plugins: [screensPlugin()],
  logLevel: 'warn',
  optimizeDeps: {
    // Every entry, the checker's worker too: a dependency found later makes Vite reload the open pages.
    entries: ['src/studio/main.tsx', 'src/studio/preview/main.tsx', 'src/studio/check-worker.ts'],
    // axe-core is imported on demand (the pre-publish check): optimised up front, so asking for it reloads nothing.
    include: ['ajv/dist/2020.js', 'jsonc-parser', 'axe-core'],
  },
  worker: { format: 'es' },
  build: {
    outDir: resolve(root, 'bench-results/studio-dist'),
    emptyOutDir: true,
    target: 'es2022',
    reportCompressedSize: false,
    chunkSizeWarningLimit: 4000,
    rolldownOptions: {
      input: { studio: resolve(root, 'src/studio/studio.html'), preview: resolve(root, 'src/studio/preview.html') },
    },
  },
});
