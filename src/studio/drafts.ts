// Drafts kept in the browser (IndexedDB) until saved: a draft with problems, a reload or a crash
// never loses an edit. Each draft remembers the file versions it started from.
export interface Draft {
  screen: string;
  messages: string | null;
  base: { screen: string | null; messages: string | null };
  updatedAt: number;
}

const DB_NAME = 'screen-studio';
const STORE = 'drafts';

let opened: Promise<IDBDatabase> | undefined;
function db(): Promise<IDBDatabase> {
  opened ??= new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
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

export const drafts = {
  async all(): Promise<Map<string, Draft>> {
    const database = await db();
    return new Promise((resolve, reject) => {
      const found = new Map<string, Draft>();
      const request = database.transaction(STORE).objectStore(STORE).openCursor();
      request.onsuccess = () => {
        const cursor = request.result;
        if (!cursor) {
          resolve(found);
          return;
        }
        found.set(String(cursor.key), cursor.value as Draft);
        cursor.continue();
      };
      request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
    });
  },
  put: (name: string, draft: Draft) => run('readwrite', (store) => store.put(draft, name)),
  remove: (name: string) => run('readwrite', (store) => store.delete(name)),
};
