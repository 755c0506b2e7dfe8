// The build writes a Brotli copy (`<file>.br`, quality 11) beside each content-hashed text file it
// emits: the app's scripts and stylesheet under assets/ and the screen files under screens/. They
// never change once written, so the best compression is paid once, at build time, and a server
// sends it as it is (nginx `brotli_static on`, the demo server). About 12 % fewer bytes than gzip -9
// on the first-load chunks: on the slow phone network borrowers have, about 0.1 s of a form
// route's first paint. Files that change after the build (index.html, config.js, the screens
// manifest, screens the studio publishes) have none: a server compresses them as they are.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';

import type { Plugin } from 'vite';

const compress = promisify(brotliCompress);
const TEXT = /\.(?:js|mjs|css|json|svg|md)$/;
/** The build's content-hashed output: Vite's assets and the screens plugin's `<name>.<hash>.json`. */
const HASHED = /^assets\/|^screens\/[a-z0-9-]+\.[0-9a-f]{16}\.json$/;

export function isPrecompressed(fileName: string): boolean {
  return TEXT.test(fileName) && HASHED.test(fileName);
}

export function brotli(data: Buffer | string): Promise<Buffer> {
  const buffer = typeof data === 'string' ? Buffer.from(data) : data;
  return compress(buffer, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: buffer.length },
  });
}

export function precompressPlugin(): Plugin {
  return {
    name: 'precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const outDir = options.dir;
      if (!outDir) return;
      await Promise.all(
        Object.values(bundle)
          .filter((item) => isPrecompressed(item.fileName))
          .map(async (item) => {
            const data = item.type === 'chunk' ? item.code : item.source;
            await writeFile(join(outDir, `${item.fileName}.br`), await brotli(typeof data === 'string' ? data : Buffer.from(data)));
          }),
      );
    },
  };
}
