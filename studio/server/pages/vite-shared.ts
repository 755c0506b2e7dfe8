// What the studio page's Vite config and the preview page's share (studio/server/pages/vite.config.ts,
// vite.preview.config.ts). Each server loads its config file afresh, so each gets its own screens
// plugin, reading SCREENS_DIR as it is when that server starts.
import { resolve } from 'node:path';

import type { UserConfig } from 'vite';

import { onClientBundleLog } from '../../../scripts/lib/bundle-logs.ts';
import { screensPlugin } from '../../../scripts/vite-plugin-screens.ts';

export const root = resolve(import.meta.dirname, '..', '..', '..');

/**
 * Where `npm run studio:build` writes the studio's two pages (`page/` and `frame/`), which
 * `npm run studio -- --pages studio-dist` serves instead of starting the two Vites.
 */
export const BUILT_PAGES_DIR = resolve(root, 'studio-dist');

/**
 * Where one of the studio's Vite servers keeps its dependency cache (`name`: 'studio' or
 * 'studio-preview'): `node_modules/.vite-<name>`, or `<STUDIO_VITE_CACHE>/<name>` when that is set
 * (relative to the repository). The unit tests' studios set it (vitest.config.ts), so they never
 * write the caches the browser tests' studios read while both run.
 */
export function cacheDir(name: 'studio' | 'studio-preview'): string {
  const folder = process.env.STUDIO_VITE_CACHE;
  return folder ? resolve(root, folder, name) : resolve(root, 'node_modules', `.vite-${name}`);
}

export function sharedConfig(): UserConfig {
  return {
    root,
    publicDir: false,
    // The app's messages module imports the build's shared texts; SCREENS_DIR is honoured.
    // The studio's pages get the screens from its API: a save is not checked again here (see `announce`),
    // and the project's own types are the ones the studio server read at start (own-types-api.ts).
    // A build of the studio's pages carries no screens: its pages ask the studio's API for them.
    plugins: [screensPlugin({ announce: false, ownTypes: false, emitBundle: false })],
    logLevel: 'warn',
    worker: { format: 'es' },
    build: {
      emptyOutDir: true,
      target: 'es2022',
      reportCompressedSize: false,
      chunkSizeWarningLimit: 4000,
      rolldownOptions: { onLog: onClientBundleLog },
    },
  };
}
