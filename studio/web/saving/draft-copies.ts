import { openIdbStore } from './idb.ts';

// Copies of drafts set aside (e.g. "take theirs" in a conflict): kept in the browser's IndexedDB,
// apart from the drafts, until staff open or delete them. Nothing typed is ever lost.
export interface DraftCopy {
  id?: number;
  /** The screen folder, e.g. 'loan-detail'. */
  name: string;
  screen: string;
  messages: string | null;
  keptAt: number;
  /** Why it was kept, shown beside it. */
  reason: string;
}

const store = openIdbStore('screen-studio-copies', 'copies', (database) =>
  database.createObjectStore('copies', { keyPath: 'id', autoIncrement: true }).createIndex('name', 'name'),
);

export const draftCopies = {
  keep: (copy: Omit<DraftCopy, 'id'>) => store.run('readwrite', (store) => store.add(copy)) as Promise<number>,
  /** The copies of one screen, newest first. */
  of: async (name: string) =>
    ((await store.run('readonly', (store) => store.index('name').getAll(name))) as DraftCopy[]).sort((a, b) => b.keptAt - a.keptAt),
  remove: (id: number) => store.run('readwrite', (store) => store.delete(id)),
};
