// The studio's two pages as built files (`npm run studio:build` → studio-dist/, served with
// `npm run studio -- --pages DIR`): the studio page at /studio with its files under
// STUDIO_PAGE_BASE, the preview frame at /__studio/preview with its files under PREVIEW_BASE. No
// Vite runs and nothing is compiled when staff open the studio: what a lender's IT deploys. The two
// pages are read once, when the studio starts; a folder without them stops the start with what to run.
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';

import { sendFileIn } from '../../../scripts/demo-server/server.ts';
import { PREVIEW_BASE, STUDIO_PAGE_BASE } from './page-paths.ts';

/** Where each page's HTML lands in its build (Vite keeps the source's path under the output folder). */
const PAGE_FILES = { studio: 'page/studio/web/studio.html', preview: 'frame/studio/web/preview.html' } as const;

export interface BuiltPages {
  /** The page's HTML (`studio` or `preview`). */
  html: Record<keyof typeof PAGE_FILES, string>;
  /** Sends the built file a path names, if it is one of the pages' files; false (nothing sent) if not. */
  sendFile: (req: IncomingMessage, res: ServerResponse, pathname: string) => Promise<boolean>;
}

export function readBuiltPages(dir: string): BuiltPages {
  const root = resolve(dir);
  const read = (file: string): string => {
    const path = join(root, file);
    if (!existsSync(path)) throw new Error(`The studio's built pages are not in ${root} (no ${file}): run npm run studio:build first.`);
    return readFileSync(path, 'utf8');
  };
  const html = { studio: read(PAGE_FILES.studio), preview: read(PAGE_FILES.preview) };
  const folders = [
    [STUDIO_PAGE_BASE, join(root, 'page')],
    [PREVIEW_BASE, join(root, 'frame')],
  ] as const;
  return {
    html,
    sendFile: async (req, res, pathname) => {
      const folder = folders.find(([base]) => pathname.startsWith(base));
      if (!folder || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
      return sendFileIn(req, res, pathname.slice(folder[0].length - 1), folder[1]);
    },
  };
}
