// The studio page's Vite config: served by studio/server/server.ts from source (its Vite), or built
// by `npm run studio:build` into studio-dist/page/, served under STUDIO_PAGE_BASE; the borrower build
// (vite.config.ts) knows nothing of it. The studio page and its preview frames
// (vite.preview.config.ts) both run on React DOM, as borrowers' browsers do.
import { resolve } from 'node:path';

import { defineConfig, mergeConfig } from 'vite';

import { STUDIO_PAGE_BASE } from './page-paths.ts';
import { BUILT_PAGES_DIR, cacheDir, root, sharedConfig } from './vite-shared.ts';

export default defineConfig(({ command }) =>
  mergeConfig(sharedConfig(), {
    // From source the page's modules keep their own paths (dispatch.ts sends them to this Vite).
    base: command === 'build' ? STUDIO_PAGE_BASE : '/',
    cacheDir: cacheDir('studio'),
    optimizeDeps: {
      // Every entry, the checker's worker too: a dependency found later makes Vite reload the open pages.
      entries: ['studio/web/main.tsx', 'studio/web/editor/check-worker.ts'],
      include: ['ajv/dist/2020.js', 'jsonc-parser', '@headlessui/react'],
    },
    build: {
      outDir: resolve(BUILT_PAGES_DIR, 'page'),
      rolldownOptions: { input: { studio: resolve(root, 'studio/web/studio.html') } },
    },
  }),
);
