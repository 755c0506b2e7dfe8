import type { ComponentType } from 'react';
import type { RegisterOptions, UseFormRegisterReturn } from 'react-hook-form';
import type { Field, FieldType } from '../generated/schema-types.ts';

export interface FieldProps {
  field: Field;
  inputId: string;
  label: string;
  placeholder: string;
  /** Set when the field failed a rule; the input is marked invalid and described by it. */
  errorId?: string;
  isInvalid: boolean;
  /** Registers an input (uncontrolled: typing re-renders nothing else). Spread all it returns on the input. */
  register: FieldRegister;
  /** For pickers without a native input: read and set the form value directly. */
  form: FieldFormApi;
  /** The react-hook-form rules of this field (validate on submit). */
  rules: { validate: (value: unknown) => string | true };
  /** Runs the field's onChange actions with the new value. */
  onValueChange(value: unknown): void;
}

/**
 * react-hook-form's register, plus `form`: the id of the form's `<form>` element. The inputs are
 * not inside that element (see engine/blocks/form.tsx); the `form` attribute makes it their
 * owner, so Enter still submits and the keyboard still offers Next / Go.
 */
export type FieldRegister = (name: string, options?: RegisterOptions<Record<string, unknown>, string>) => UseFormRegisterReturn & { form: string };

export interface FieldFormApi {
  getValue(name: string): unknown;
  /** Sets the value; after a failed submit it is checked again at once. */
  setValue(name: string, value: unknown): void;
}

export interface FieldDefinition {
  type: FieldType;
  /** The form value the field starts with. */
  toFormValue(field: Field): unknown;
  /** The value sent; undefined leaves the parameter out. */
  toRequestValue(field: Field, value: unknown): unknown;
  Component: ComponentType<FieldProps>;
}

/**
 * Declares a field type for the registry.
 * @example defineField({ type: 'day', toFormValue: (f) => f.default ?? '', toRequestValue: (f, v) => v || undefined, Component: DayPicker })
 */
export function defineField(definition: FieldDefinition): FieldDefinition {
  return definition;
}
