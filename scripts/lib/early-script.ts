// The early script of index.html (src/app/screen-source/early-screen.ts) built as one small classic
// script with the build's screen table in it (route-code.ts), to be inlined: the app's own code
// (screens-base.ts), bundled and minified by a nested Vite build, not a hand-written copy.
import { createHash } from 'node:crypto';
import { resolve } from 'node:path';

import { build, type Rolldown } from 'vite';

import type { ScreenFiles } from '../../src/shared/screen-files.ts';

const EARLY_MODULE = resolve(import.meta.dirname, '..', '..', 'src', 'app', 'screen-source', 'early-screen.ts');
const ENTRY_ID = '\0early-screen-entry';

export interface EarlyScript {
  code: string;
  /** Its SHA-256, base64, for the CSP's script-src. */
  hash: string;
}

/**
 * `screensBase` and `root`: the URLs of the build's screens folder and of the site's root, ending
 * in '/'; `sharedFile`: the build's shared texts, in that folder.
 */
export async function buildEarlyScript(files: ScreenFiles, screensBase: string, root: string, sharedFile: string): Promise<EarlyScript> {
  const result = (await build({
    configFile: false,
    logLevel: 'silent',
    publicDir: false,
    plugins: [
      {
        name: 'early-screen-entry',
        resolveId: (id) => (id === ENTRY_ID ? id : undefined),
        load: (id) =>
          id === ENTRY_ID
            ? `import { startRoute } from ${JSON.stringify(EARLY_MODULE)};\nstartRoute(${JSON.stringify(files)}, ${JSON.stringify(screensBase)}, ${JSON.stringify(root)}, ${JSON.stringify(sharedFile)});\n`
            : undefined,
      },
    ],
    build: {
      write: false,
      minify: true,
      target: 'es2020',
      modulePreload: false,
      copyPublicDir: false,
      rolldownOptions: { input: ENTRY_ID, output: { format: 'iife' } },
    },
  })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
  const [output] = Array.isArray(result) ? result : [result];
  const chunk = output.output.find((item) => item.type === 'chunk');
  if (!chunk) throw new Error('early script: the build wrote no code');
  const code = chunk.code.trim();
  if (code.includes('</')) throw new Error('early script: its code cannot be inlined (it contains "</")');
  return { code, hash: createHash('sha256').update(code).digest('base64') };
}
