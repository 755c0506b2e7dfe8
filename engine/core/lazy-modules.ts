import { createLoadOnce } from './load-once.ts';

/**
 * Modules loaded on demand by name (code only some screens need, each a chunk of its own): one
 * load shared by every caller, a failed one tried again by the next; the module itself once loaded.
 * @example const parts = createLazyModules({ hash: () => import('./hash.ts') }); await parts.load('hash'); parts.get('hash')?.digest(text);
 */
export function createLazyModules<Loaders extends Record<string, () => Promise<unknown>>>(loaders: Loaders) {
  type Name = keyof Loaders & string;
  type ModuleOf<K extends Name> = Awaited<ReturnType<Loaders[K]>>;
  const modules = createLoadOnce((name: Name) => loaders[name]());
  return {
    names: Object.keys(loaders) as Name[],
    load: <K extends Name>(name: K) => modules.load(name) as Promise<ModuleOf<K>>,
    get: <K extends Name>(name: K) => modules.get(name) as ModuleOf<K> | undefined,
    isLoaded: (name: Name): boolean => modules.isLoaded(name),
  };
}
