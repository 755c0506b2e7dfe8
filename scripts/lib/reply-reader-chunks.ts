// An endpoint's reply reader (`loadToData` in src/app/api/endpoints.ts: a module that renames a reply's
// fields, loaded beside the call) and its reply check (`responseValidator`, a generated module under
// src/generated/api-validators/) always load together, with the call. The build puts both in one
// chunk, named after the check: one request on a route's busiest round instead of two.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

export interface ReplyReaderChunk {
  /** The reply check's name, e.g. `legacyConfirmReply`: the chunk's name too. */
  check: string;
  /** The reader's module, from src/app/api/ (e.g. `legacy-loan`). */
  reader: string;
}

/**
 * Each endpoint of endpoints.ts (its source text) that has both a reader and a reply check. An
 * endpoint is one `name: {` … `},` entry at the object's first level; a reader is written
 * `loadToData: () => import('./<module>.ts')`.
 */
export function findReplyReaderChunks(endpointsSource: string): ReplyReaderChunk[] {
  const found: ReplyReaderChunk[] = [];
  for (const entry of endpointsSource.split(/\n {2}\w+: \{\n/).slice(1)) {
    const end = entry.search(/\n {2}\}/);
    const body = end === -1 ? entry : entry.slice(0, end);
    const reader = /loadToData: \(\) => import\('\.\/([\w-]+)\.ts'\)/.exec(body)?.[1];
    const check = /responseValidator: '(\w+)'/.exec(body)?.[1];
    if (reader && check) found.push({ check, reader });
  }
  return found;
}

const sep = String.raw`[\\/]`;

/** The chunk groups for vite.config.ts: a reader and its check, each pair one chunk. */
export function replyReaderGroups(root: string): { name: string; test: RegExp; priority: number }[] {
  const source = readFileSync(resolve(root, 'src/app/api/endpoints.ts'), 'utf8');
  return findReplyReaderChunks(source).map(({ check, reader }) => ({
    name: check,
    test: new RegExp(`${sep}src${sep}app${sep}api${sep}${reader}\\.ts$|${sep}src${sep}generated${sep}api-validators${sep}${check}\\.js$`),
    priority: 0,
  }));
}
