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

const DB_NAME = 'screen-studio-copies';
const STORE = 'copies';

let opened: Promise<IDBDatabase> | undefined;
function db(): Promise<IDBDatabase> {
  opened ??= new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () =>
      request.result.createObjectStore(STORE, { keyPath: 'id', autoIncrement: true }).createIndex('name', 'name');
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
  return opened;
}

async function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const database = await db();
  return new Promise((resolve, reject) => {
    const transaction = database.transaction(STORE, mode);
    const request = work(transaction.objectStore(STORE));
    transaction.oncomplete = () => resolve(request.result);
    transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB transaction failed'));
  });
}

export const draftCopies = {
  keep: (copy: Omit<DraftCopy, 'id'>) => run('readwrite', (store) => store.add(copy)) as Promise<number>,
  /** The copies of one screen, newest first. */
  of: async (name: string) =>
    ((await run('readonly', (store) => store.index('name').getAll(name))) as DraftCopy[]).sort((a, b) => b.keptAt - a.keptAt),
  remove: (id: number) => run('readwrite', (store) => store.delete(id)),
};
