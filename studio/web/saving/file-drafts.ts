// Drafts of the files beside the screens (the shared texts, a shared part, a Markdown page), kept in
// the browser (IndexedDB) until saved, like a screen's drafts (drafts.ts): a reload or a crash never
// loses an edit. Each remembers the saved version it started from, so a save over a file changed on
// disk since is refused as before (Save again replaces it, Discard changes takes it).
import { openIdbStore } from './idb.ts';

export interface KeptFileDraft {
  text: string;
  /** The saved version's hash the draft started from; null for a new file. */
  base: string | null;
  updatedAt: number;
}

/** Where the drafts are kept: IndexedDB in the studio, a map in tests. */
export interface FileDraftStore {
  all: () => Promise<Map<string, KeptFileDraft>>;
  put: (path: string, draft: KeptFileDraft) => Promise<unknown>;
  remove: (path: string) => Promise<unknown>;
}

const store = openIdbStore('screen-studio-files', 'drafts');

export const fileDrafts: FileDraftStore = {
  all: () => store.all<KeptFileDraft>(),
  put: (path, draft) => store.run('readwrite', (files) => files.put(draft, path)),
  remove: (path) => store.run('readwrite', (files) => files.delete(path)),
};

/** A store in memory (tests; a browser without IndexedDB keeps its drafts until the page closes). */
export function memoryFileDrafts(start: Iterable<[string, KeptFileDraft]> = []): FileDraftStore & { kept: Map<string, KeptFileDraft> } {
  const kept = new Map(start);
  return {
    kept,
    all: () => Promise.resolve(new Map(kept)),
    put: (path, draft) => Promise.resolve(kept.set(path, draft)),
    remove: (path) => Promise.resolve(kept.delete(path)),
  };
}

/**
 * The drafts kept, as the page starts with them: a draft whose text is the saved text now (saved
 * in another tab, or the same change made elsewhere) is no draft any more; the others stay with the
 * version they started from, even when the file changed on disk since (their save says so).
 */
export function draftsToRestore(
  kept: ReadonlyMap<string, KeptFileDraft>,
  saved: ReadonlyMap<string, { text: string }>,
): { drafts: Map<string, { text: string; base: string | null }>; stale: string[] } {
  const drafts = new Map<string, { text: string; base: string | null }>();
  const stale: string[] = [];
  for (const [path, draft] of kept) {
    if (typeof draft?.text !== 'string') stale.push(path);
    else if (saved.get(path)?.text === draft.text) stale.push(path);
    else drafts.set(path, { text: draft.text, base: typeof draft.base === 'string' ? draft.base : null });
  }
  return { drafts, stale };
}

/** What to write to the store so it holds `now` after `before`: the drafts put and the paths removed. */
export function draftWrites<T extends { text: string; base: string | null }>(
  before: ReadonlyMap<string, T>,
  now: ReadonlyMap<string, T>,
): { put: [string, T][]; removed: string[] } {
  const put = [...now].filter(([path, draft]) => {
    const was = before.get(path);
    return !was || was.text !== draft.text || was.base !== draft.base;
  });
  const removed = [...before.keys()].filter((path) => !now.has(path));
  return { put, removed };
}
