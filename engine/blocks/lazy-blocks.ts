// Block types whose code (and libraries: react-hook-form and the field types for forms) only some
// screens need (forms, legal texts, bar codes, tabs, ratings, the site's header): each is a chunk of
// its own (core/code-split.ts, the table of what loads with what), loaded before a screen that uses
// it is shown (`preloadScreenBlocks` in registry.ts), or earlier by whoever reads the screen file
// first (the app's prefetch).
import { findCodeNeeds, type NeedOf } from '../core/code-split.ts';
import { loadFormFactory } from '../core/form-factory.ts';
import type { Registry } from '../core/registry.ts';
import type { BlockDefinition, FieldDefinition } from '../react/registries.ts';

let loadedFields: Registry<FieldDefinition> | undefined;

export const LAZY_BLOCK_LOADERS = {
  form: () =>
    Promise.all([import('./form.tsx'), import('../fields/registry.ts'), loadFormFactory()]).then(([form, fields]) => {
      loadedFields = fields.fields;
      return form.formBlock;
    }),
  markdown: () => import('./markdown.tsx').then((module) => module.markdownBlock),
  barcode: () => import('./barcode.tsx').then((module) => module.barcodeBlock),
  tabs: () => import('./tabs.tsx').then((module) => module.tabsBlock),
  rating: () => import('./rating.tsx').then((module) => module.ratingBlock),
  nav: () => import('./nav.tsx').then((module) => module.navBlock),
} satisfies Record<NeedOf<'block'>, () => Promise<BlockDefinition>>;

/**
 * The engine's field types, there once the form block's code is: only a form asks for them, and a
 * form is shown after its code has loaded.
 */
export const fieldsOnDemand: Registry<FieldDefinition> = {
  kind: 'field',
  get: (type) => loadedFields?.get(type),
  has: (type) => loadedFields?.has(type) ?? false,
  keys: () => loadedFields?.keys() ?? [],
};

export type LazyBlockType = NeedOf<'block'>;

/** The lazy block types a screen file's text names (a cheap scan; a false hit only loads a chunk early). */
export const findLazyBlockTypes = (screenText: string): LazyBlockType[] => findCodeNeeds(screenText, 'block');
