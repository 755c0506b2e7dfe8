import { openIdbStore } from './idb.ts';

// Drafts kept in the browser (IndexedDB) until saved: a draft with problems, a reload or a crash
// never loses an edit. Each draft remembers the file versions it started from.
export interface Draft {
  screen: string;
  messages: string | null;
  base: { screen: string | null; messages: string | null };
  /** The texts of the versions it started from, for a three-way merge when someone else saved meanwhile. */
  baseText?: { screen: string; messages: string | null };
  updatedAt: number;
}

const store = openIdbStore('screen-studio', 'drafts');

export const drafts = {
  all: () => store.all<Draft>(),
  put: (name: string, draft: Draft) => store.run('readwrite', (store) => store.put(draft, name)),
  remove: (name: string) => store.run('readwrite', (store) => store.delete(name)),
};
