// The saved screens folder as a bundle, built once per saved content. Every review poll, change
// view and publish check asks what the saved content is (studio/server/publishing/releases.ts); building the
// bundle parses, expands and hashes every screen, while reading the saved files and hashing them
// as they are costs a small part of that. So the bundle is kept under the hash of every file the
// build reads (the screens folder and the content folder beside it, each file's path and text): the
// same files give the same bundle (its content id is made from them), a save changes the hash and
// the next call builds anew. Only the last few contents are kept.
import { createHash } from 'node:crypto';
import { type Dirent, existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

import { buildScreensBundle, type ScreensBundle } from '../../../scripts/lib/screens-bundle.ts';

/** Saved contents kept: the one saved now, and a few the team moves between (an undo, a rollback). */
const BUNDLE_CACHE_SIZE = 4;
/** Deeper than any folder the build reads (screens/<folder>/, content/<lang>/): a link loop ends here. */
const MAX_DEPTH = 8;

/** Every file under `dir`, as `path\0text` lines in a stable order (links followed, as the build reads them). */
function hashTree(hash: ReturnType<typeof createHash>, dir: string, depth = 0): void {
  if (depth > MAX_DEPTH || !existsSync(dir)) return;
  const entries = readdirSync(dir, { withFileTypes: true }).sort((a: Dirent, b: Dirent) =>
    a.name < b.name ? -1 : a.name > b.name ? 1 : 0,
  );
  for (const entry of entries) {
    const path = join(dir, entry.name);
    const isLink = entry.isSymbolicLink();
    const stats = isLink ? statSync(path, { throwIfNoEntry: false }) : undefined;
    if (entry.isDirectory() || stats?.isDirectory()) {
      hash.update(`${path}/\n`);
      hashTree(hash, path, depth + 1);
    } else if (entry.isFile() || stats?.isFile()) {
      hash.update(`${path}\0`);
      hash.update(readFileSync(path));
      hash.update('\n');
    }
  }
}

/** The hash of what `buildScreensBundle(screensDir)` reads: the screens folder and the content folder beside it. */
export function savedContentKey(screensDir: string): string {
  const hash = createHash('sha256');
  const screens = resolve(screensDir);
  hashTree(hash, screens);
  hash.update('\0content\0');
  hashTree(hash, join(dirname(screens), 'content'));
  return hash.digest('hex');
}

export interface BundleCache {
  /** The saved folder's bundle: the one built before when the files are the same, else built now. */
  get: (screensDir: string) => ScreensBundle;
  /** How many calls were answered from the cache and how many built (for tests and the bench). */
  readonly stats: { hits: number; builds: number };
}

/**
 * A cache of built bundles, the last `size` kept (the least recently used goes first). A build that
 * fails (a file that does not parse) is not kept: it throws each time, as the build does.
 * The bundle's version and date are those of its first build: a publish builds anew.
 */
export function createBundleCache(size = BUNDLE_CACHE_SIZE, build = (dir: string) => buildScreensBundle(dir)): BundleCache {
  const kept = new Map<string, ScreensBundle>();
  const stats = { hits: 0, builds: 0 };
  return {
    stats,
    get(screensDir) {
      const key = `${resolve(screensDir)}\0${savedContentKey(screensDir)}`;
      const found = kept.get(key);
      if (found) {
        stats.hits++;
        kept.delete(key);
        kept.set(key, found);
        return found;
      }
      const bundle = build(screensDir);
      stats.builds++;
      // Kept only when nothing changed while it was built (another program writing the folder).
      if (`${resolve(screensDir)}\0${savedContentKey(screensDir)}` !== key) return bundle;
      kept.set(key, bundle);
      while (kept.size > size) kept.delete(kept.keys().next().value as string);
      return bundle;
    },
  };
}

/** The studio's one cache: every request's releases (one per signed-in person and request) share it. */
export const savedBundles = createBundleCache();
