/**
 * Loads by key, once: callers at the same time share one load, a loaded value is kept, and a
 * failed load is forgotten, so the next call tries again (a chunk that failed on a bad connection
 * loads when the borrower retries). Every "load on demand" of the engine and the app goes through it.
 * @example const blocks = createLoadOnce((type: string) => import(`./${type}.tsx`)); await blocks.load('tabs'); blocks.get('tabs');
 */
export function createLoadOnce<Key, Value>(load: (key: Key) => Promise<Value>) {
  const loaded = new Map<Key, Value>();
  const loading = new Map<Key, Promise<Value>>();
  return {
    load(key: Key): Promise<Value> {
      let pending = loading.get(key);
      if (!pending) {
        pending = load(key).then(
          (value) => {
            loaded.set(key, value);
            return value;
          },
          (error: unknown) => {
            loading.delete(key);
            throw error;
          },
        );
        loading.set(key, pending);
      }
      return pending;
    },
    /** The value once its load has succeeded, else undefined. */
    get: (key: Key): Value | undefined => loaded.get(key),
    /** Whether its load has succeeded (a load may give undefined). */
    isLoaded: (key: Key): boolean => loaded.has(key),
  };
}
