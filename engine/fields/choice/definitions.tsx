import type { Field } from '../../generated/schema-types.ts';
import { defineField, type FieldProps } from '../field-definition.ts';
import { ChoicePicker, useResolvedOptions } from './choice-picker.tsx';

/** An unchosen choice is left out of the request (SPEC §5: enum parameters only when chosen). */
const toChoiceRequestValue = (field: Field, value: unknown) =>
  value === undefined || value === null || value === '' ? (field.sendEmpty ? '' : undefined) : value;

const toChoiceFormValue = (field: Field) => (field.default === undefined || field.default === null ? '' : field.default);

function EnumPicker(props: FieldProps) {
  return <ChoicePicker {...props} layout={{}} options={useResolvedOptions(props.field.options)} />;
}

function CitySelect(props: FieldProps) {
  return <ChoicePicker {...props} layout={{ isSearchable: true }} options={useResolvedOptions(props.field.options)} />;
}

/** SPEC §3: a day of the month. */
const DAYS_IN_LONGEST_MONTH = 31;
const DAY_OPTIONS = Array.from({ length: DAYS_IN_LONGEST_MONTH }, (_, index) => ({ label: String(index + 1), value: String(index + 1) }));

function DayPicker(props: FieldProps) {
  const options = useResolvedOptions(props.field.options?.length ? props.field.options : DAY_OPTIONS);
  return <ChoicePicker {...props} layout={{ isGrid: true }} options={options} />;
}

export const enumField = defineField({ type: 'enum', toFormValue: toChoiceFormValue, toRequestValue: toChoiceRequestValue, Component: EnumPicker });
export const citySelectField = defineField({ type: 'citySelect', toFormValue: toChoiceFormValue, toRequestValue: toChoiceRequestValue, Component: CitySelect });
export const dayField = defineField({ type: 'day', toFormValue: toChoiceFormValue, toRequestValue: toChoiceRequestValue, Component: DayPicker });
