// The studio page's Vite config, served by studio/server/server.ts in development and built only to
// measure it (`npm run bench`); the borrower build (vite.config.ts) knows nothing of it. The studio
// page and its preview frames (vite.preview.config.ts) both run on React DOM, as borrowers' browsers do.
import { resolve } from 'node:path';

import { defineConfig, mergeConfig } from 'vite';

import { cacheDir, root, sharedConfig } from './vite-shared.ts';

export default defineConfig(
  mergeConfig(sharedConfig(), {
    cacheDir: cacheDir('studio'),
    optimizeDeps: {
      // Every entry, the checker's worker too: a dependency found later makes Vite reload the open pages.
      entries: ['studio/web/main.tsx', 'studio/web/editor/check-worker.ts'],
      include: ['ajv/dist/2020.js', 'jsonc-parser', '@headlessui/react'],
    },
    build: {
      outDir: resolve(root, 'bench-results/studio-dist'),
      rolldownOptions: { input: { studio: resolve(root, 'studio/web/studio.html') } },
    },
  }),
);
