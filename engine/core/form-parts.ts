// A module of its own: the form store (forms.ts) reads these parts, and form-factory.ts loads the
// form store, so neither imports the other.
import { findCodeNeeds, type NeedOf } from './code-split.ts';
import { createLazyModules } from './lazy-modules.ts';

/**
 * Parts of the form code that only some forms need, each a chunk of its own, loaded with the form
 * code when the screen file names them (findFormParts): the draft key's hash (forms with `draft`)
 * and fields built from server data with their check (forms with `fieldsFrom`).
 */
export const formParts = createLazyModules({
  draftKey: () => import('./draft-key.ts'),
  builtFields: () => import('./build-fields.ts'),
} satisfies Record<NeedOf<'formPart'>, () => Promise<unknown>>);

export type FormPart = NeedOf<'formPart'>;

/** The form parts a screen file's text names (a cheap scan; a false hit only loads a chunk early). */
export const findFormParts = (screenText: string): FormPart[] => findCodeNeeds(screenText, 'formPart');
