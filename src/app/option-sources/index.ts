import { createLoadOnce } from '@borrower/engine/core/load-once.ts';
import type { OptionSources, SourcedOption } from '@borrower/engine/core/services.ts';

// Option lists a screen names in a field's `optionsFrom` (field.schema.json). Each is a lazy
// chunk, fetched when a picker that needs it first opens, never with the page.
const loaders: Record<string, () => Promise<readonly SourcedOption[]>> = {
  phCities: () => import('./ph-cities.ts').then((module) => module.PH_CITY_OPTIONS),
};

/**
 * The app's option sources. A loaded list is kept for the visit; a failed load (the chunk did
 * not download) is forgotten, so Retry fetches it again.
 */
export function createOptionSources(load: Record<string, () => Promise<readonly SourcedOption[]>> = loaders): OptionSources {
  const lists = createLoadOnce((source: string) => load[source]());
  return {
    has: (source) => Object.hasOwn(load, source),
    load(source) {
      if (!Object.hasOwn(load, source))
        return Promise.reject(new Error(`No options source named "${source}". Known: ${Object.keys(load).join(', ')}.`));
      return lists.load(source);
    },
  };
}

/** The app's sources, shared by every screen of the visit. */
export const appOptionSources = createOptionSources();
