/**
 * Modules loaded on demand by name (code only some screens need, each a chunk of its own): one
 * load shared by every caller, a failed one tried again by the next; the module itself once loaded.
 * @example const parts = createLazyModules({ hash: () => import('./hash.ts') }); await parts.load('hash'); parts.get('hash')?.digest(text);
 */
export function createLazyModules<Loaders extends Record<string, () => Promise<unknown>>>(loaders: Loaders) {
  type Name = keyof Loaders & string;
  type ModuleOf<K extends Name> = Awaited<ReturnType<Loaders[K]>>;
  const loaded = new Map<Name, unknown>();
  const loading = new Map<Name, Promise<unknown>>();
  return {
    names: Object.keys(loaders) as Name[],
    load<K extends Name>(name: K): Promise<ModuleOf<K>> {
      let pending = loading.get(name);
      if (!pending) {
        pending = loaders[name]().then(
          (module) => (loaded.set(name, module), module),
          (error: unknown) => {
            loading.delete(name);
            throw error;
          },
        );
        loading.set(name, pending);
      }
      return pending as Promise<ModuleOf<K>>;
    },
    get<K extends Name>(name: K): ModuleOf<K> | undefined {
      return loaded.get(name) as ModuleOf<K> | undefined;
    },
  };
}
