// The studio's preview page (the phone frames): a Vite server of its own in studio/server/server.ts,
// its modules under PREVIEW_BASE (every other path is the studio page's, its API's or the demo back
// end's), with its own dependency cache. The page and the studio talk only through postMessage.
import { resolve } from 'node:path';

import { defineConfig, mergeConfig } from 'vite';

import { PREVIEW_BASE } from './preview-base.ts';
import { cacheDir, root, sharedConfig } from './vite-shared.ts';

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
      outDir: resolve(root, 'bench-results/studio-preview-dist'),
      rolldownOptions: { input: { preview: resolve(root, 'studio/web/preview.html') } },
    },
  }),
);
