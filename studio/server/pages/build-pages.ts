// `npm run studio:build`: builds the studio's two pages (the studio page and the preview frame) into
// studio-dist/, which `npm run studio -- --pages studio-dist` then serves as files: no Vite runs, no
// module is compiled when staff open the studio, and the page's policy allows no inline script.
// A change to the studio's or the app's code needs a new build; the screens, texts and pages do not
// (the pages read them from the studio's API).
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';

import { build } from 'vite';

import { BUILT_PAGES_DIR } from './vite-shared.ts';

rmSync(BUILT_PAGES_DIR, { recursive: true, force: true });
for (const config of ['vite.config.ts', 'vite.preview.config.ts'])
  await build({ configFile: resolve(import.meta.dirname, config), configLoader: 'runner', logLevel: 'warn' });
console.log(`The studio's pages are built in ${BUILT_PAGES_DIR}: serve them with npm run studio -- --pages ${BUILT_PAGES_DIR}`);
