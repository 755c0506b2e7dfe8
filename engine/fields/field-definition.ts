import type { ComponentType } from 'react';
import type { Control, UseFormRegister } from 'react-hook-form';
import type { Field, FieldType } from '../generated/schema-types.ts';

export interface FieldProps {
  field: Field;
  inputId: string;
  label: string;
  placeholder: string;
  /** Set when the field failed a rule; the input is marked invalid and described by it. */
  errorId?: string;
  isInvalid: boolean;
  control: Control<Record<string, unknown>>;
  register: UseFormRegister<Record<string, unknown>>;
  /** The react-hook-form rules of this field (validate on submit). */
  rules: { validate: (value: unknown) => string | true };
  /** Runs the field's onChange actions with the new value. */
  onValueChange(value: unknown): void;
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
