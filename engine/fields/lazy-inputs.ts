// The table of field inputs whose code is a chunk of its own, apart from the field types that show
// them (lazy-input.tsx): the app's preload (engine/blocks/registry.ts, in the first load) reads the
// table, while the field types' code comes with a form's.
import { findCodeNeeds, type NeedOf } from '../core/code-split.ts';
import { createLazyModules } from '../core/lazy-modules.ts';

export type LazyFieldInputs = NeedOf<'fieldInput'>;

/**
 * Field inputs that only some forms use, each a chunk of its own: the pickers (with their dialog)
 * and the photo upload. Which field types (or `fieldsFrom`) need them: core/code-split.ts.
 */
export const fieldInputs = createLazyModules({
  choice: () => import('./choice/choice-picker.tsx'),
  imageUpload: () => import('./image-upload/image-upload.tsx'),
} satisfies Record<LazyFieldInputs, () => Promise<unknown>>);

/** The lazy field inputs a screen file's text names (a cheap scan, like findLazyBlockTypes). */
export const findLazyFieldInputs = (screenText: string): LazyFieldInputs[] => findCodeNeeds(screenText, 'fieldInput');
