// The table of field inputs whose code is a chunk of its own, apart from the field types that show
// them (lazy-input.tsx): the app's preload (engine/blocks/registry.ts, in the first load) reads the
// table, while the field types' code comes with a form's.
import { createLazyModules } from '../core/lazy-modules.ts';

/**
 * Field inputs that only some forms use, each a chunk of its own: the pickers (with their dialog)
 * and the photo upload. A screen loads them with its form when it names one of their field types,
 * or, for the pickers, when it builds fields from server data (`fieldsFrom`: a bank form's items
 * are often choices).
 */
const LAZY_FIELD_INPUTS = {
  choice: { types: ['enum', 'citySelect', 'day'], orWith: 'fieldsFrom', load: () => import('./choice/choice-picker.tsx') },
  imageUpload: { types: ['imageUpload'], orWith: undefined, load: () => import('./image-upload/image-upload.tsx') },
} as const;

export type LazyFieldInputs = keyof typeof LAZY_FIELD_INPUTS;

export const fieldInputs = createLazyModules({
  choice: LAZY_FIELD_INPUTS.choice.load,
  imageUpload: LAZY_FIELD_INPUTS.imageUpload.load,
});

/** The lazy field inputs a screen file's text names (a cheap scan, like findLazyBlockTypes). */
export function findLazyFieldInputs(screenText: string): LazyFieldInputs[] {
  return (Object.keys(LAZY_FIELD_INPUTS) as LazyFieldInputs[]).filter((inputs) => {
    const { types, orWith } = LAZY_FIELD_INPUTS[inputs];
    return (
      types.some((type) => new RegExp(`"type"\\s*:\\s*"${type}"`).test(screenText)) ||
      (orWith !== undefined && screenText.includes(`"${orWith}"`))
    );
  });
}
