import type { Field } from '../../generated/schema-types.ts';
import { defineField } from '../field-definition.ts';
import { lazyInput } from '../lazy-input.tsx';

// The pickers' code (and their dialog's) is a chunk of its own, loaded with a screen that uses a
// choice field (fields/lazy-inputs.ts, LAZY_FIELD_INPUTS), not on every form.

/** An unchosen choice is left out of the request (SPEC §5: enum parameters only when chosen). */
const toChoiceRequestValue = (field: Field, value: unknown) =>
  value === undefined || value === null || value === '' ? (field.sendEmpty ? '' : undefined) : value;

const toChoiceFormValue = (field: Field) => (field.default === undefined || field.default === null ? '' : field.default);

export const enumField = defineField({
  type: 'enum',
  toFormValue: toChoiceFormValue,
  toRequestValue: toChoiceRequestValue,
  Component: lazyInput('choice', (inputs) => inputs.EnumPicker),
});
export const citySelectField = defineField({
  type: 'citySelect',
  toFormValue: toChoiceFormValue,
  toRequestValue: toChoiceRequestValue,
  Component: lazyInput('choice', (inputs) => inputs.CitySelect),
});
export const dayField = defineField({
  type: 'day',
  toFormValue: toChoiceFormValue,
  toRequestValue: toChoiceRequestValue,
  Component: lazyInput('choice', (inputs) => inputs.DayPicker),
});
