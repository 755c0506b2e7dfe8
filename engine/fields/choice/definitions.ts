import type { Field } from '../../generated/schema-types.ts';
import { defineField } from '../field-definition.ts';
import { lazyInput } from '../lazy-input.tsx';

// The pickers' code (and their dialog's) is a chunk of its own, loaded with a screen that uses a
// choice field (fields/lazy-inputs.ts, LAZY_FIELD_INPUTS), not on every form.

/** A chosen value is sent as it is; an unchosen choice is left out (SPEC §5: enum parameters only when chosen), see `sendsEmpty`. */
const toChoiceRequestValue = (_: Field, value: unknown) => value;

const toChoiceFormValue = (field: Field) => (field.default === undefined || field.default === null ? '' : field.default);

export const enumField = defineField({
  type: 'enum',
  inDraft: true,
  sendsEmpty: 'whenAsked',
  toFormValue: toChoiceFormValue,
  toRequestValue: toChoiceRequestValue,
  Component: lazyInput('choice', (inputs) => inputs.EnumPicker),
});
export const citySelectField = defineField({
  type: 'citySelect',
  inDraft: true,
  sendsEmpty: 'whenAsked',
  toFormValue: toChoiceFormValue,
  toRequestValue: toChoiceRequestValue,
  Component: lazyInput('choice', (inputs) => inputs.CitySelect),
});
export const dayField = defineField({
  type: 'day',
  inDraft: true,
  sendsEmpty: 'whenAsked',
  toFormValue: toChoiceFormValue,
  toRequestValue: toChoiceRequestValue,
  Component: lazyInput('choice', (inputs) => inputs.DayPicker),
});
