// The studio's own Vite configs, served by scripts/studio/server.ts in development and built only
// to measure them (`npm run bench`); the borrower build (vite.config.ts) knows nothing of either.
// The studio page runs on React itself: tried on Preact, it stopped answering after a completion in
// its editor, so the staff tool keeps the renderer its code was written for. The preview page (the
// phone frames) runs on Preact, as borrowers' browsers do (scripts/lib/react-on-preact.ts): a Vite
// server of its own, its modules under PREVIEW_BASE (every other path is the studio's, its API's or
// the demo back end's), so what staff see is what borrowers get.
import { resolve } from 'node:path';
import { defineConfig, mergeConfig, type UserConfig } from 'vite';
import { REACT_ON_PREACT } from '../lib/react-on-preact.ts';
import { screensPlugin } from '../vite-plugin-screens.ts';
import { PREVIEW_BASE } from './preview-base.ts';

const root = resolve(import.meta.dirname, '..', '..');

const shared: UserConfig = {
  root,
  publicDir: false,
  // The app's messages module imports the build's shared texts; SCREENS_DIR is honoured.
  plugins: [screensPlugin()],
  logLevel: 'warn',
  worker: { format: 'es' },
  build: { emptyOutDir: true, target: 'es2022', reportCompressedSize: false, chunkSizeWarningLimit: 4000 },
};

export const studioConfig: UserConfig = mergeConfig(shared, {
  cacheDir: resolve(root, 'node_modules/.vite-studio'),
  optimizeDeps: {
    // Every entry, the checker's worker too: a dependency found later makes Vite reload the open pages.
    entries: ['src/studio/main.tsx', 'src/studio/check-worker.ts'],
    // axe-core is imported on demand (the pre-publish check): optimised up front, so asking for it reloads nothing.
    include: ['ajv/dist/2020.js', 'jsonc-parser', 'axe-core'],
  },
  build: {
    outDir: resolve(root, 'bench-results/studio-dist'),
    rolldownOptions: { input: { studio: resolve(root, 'src/studio/studio.html') } },
  },
} satisfies UserConfig);

export const previewConfig: UserConfig = mergeConfig(shared, {
  base: PREVIEW_BASE,
  cacheDir: resolve(root, 'node_modules/.vite-studio-preview'),
  resolve: { alias: REACT_ON_PREACT },
  optimizeDeps: { entries: ['src/studio/preview/main.tsx'], include: ['axe-core'] },
  build: {
    outDir: resolve(root, 'bench-results/studio-preview-dist'),
    rolldownOptions: { input: { preview: resolve(root, 'src/studio/preview.html') } },
  },
} satisfies UserConfig);

// `vite build --config scripts/studio/vite.config.ts` (the bench) builds the studio page; the
// preview page's build is `STUDIO_PAGE=preview`.
export default defineConfig(process.env.STUDIO_PAGE === 'preview' ? previewConfig : studioConfig);
