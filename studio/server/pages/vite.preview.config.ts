// The studio's preview page (the phone frames): a Vite server of its own in studio/server/server.ts,
// or built by `npm run studio:build` into studio-dist/frame/; its modules and files under
// PREVIEW_BASE (every other path is the studio page's, its API's or the demo back end's), with its
// own dependency cache. The page and the studio talk only through postMessage.
import { resolve } from 'node:path';

import { defineConfig, mergeConfig } from 'vite';

import { PREVIEW_BASE } from './page-paths.ts';
import { BUILT_PAGES_DIR, cacheDir, root, sharedConfig } from './vite-shared.ts';

export default defineConfig(
  mergeConfig(sharedConfig(), {
    base: PREVIEW_BASE,
    cacheDir: cacheDir('studio-preview'),
    optimizeDeps: {
      entries: ['studio/web/preview/main.tsx'],
      // axe-core is imported on demand (the pre-publish check): optimised up front, so asking for it reloads nothing.
      include: ['axe-core'],
    },
    build: {
      outDir: resolve(BUILT_PAGES_DIR, 'frame'),
      rolldownOptions: { input: { preview: resolve(root, 'studio/web/preview.html') } },
    },
  }),
);
