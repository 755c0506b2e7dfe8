// One object store of an IndexedDB database of the studio's (drafts, their set-aside copies, the
// undo histories): opened once, each call a transaction of its own that settles when it commits.
export interface IdbStore {
  /** Runs one request in a transaction and resolves with its result once the transaction commits. */
  run: <T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>) => Promise<T>;
  /** Every record by its key (a store with out-of-line string keys). */
  all: <T>() => Promise<Map<string, T>>;
}

export function openIdbStore(
  dbName: string,
  storeName: string,
  create: (database: IDBDatabase) => void = (database) => database.createObjectStore(storeName),
): IdbStore {
  let opened: Promise<IDBDatabase> | undefined;
  const db = (): Promise<IDBDatabase> => {
    opened ??= new Promise((resolve, reject) => {
      const request = indexedDB.open(dbName, 1);
      request.onupgradeneeded = () => create(request.result);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
    });
    return opened;
  };
  const run = async <T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> => {
    const database = await db();
    return new Promise((resolve, reject) => {
      const transaction = database.transaction(storeName, mode);
      const request = work(transaction.objectStore(storeName));
      transaction.oncomplete = () => resolve(request.result);
      transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB transaction failed'));
    });
  };
  const all = async <T>(): Promise<Map<string, T>> => {
    const database = await db();
    return new Promise((resolve, reject) => {
      const found = new Map<string, T>();
      const request = database.transaction(storeName).objectStore(storeName).openCursor();
      request.onsuccess = () => {
        const cursor = request.result;
        if (!cursor) {
          resolve(found);
          return;
        }
        found.set(cursor.key as string, cursor.value as T);
        cursor.continue();
      };
      request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
    });
  };
  return { run, all };
}
