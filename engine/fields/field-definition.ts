import type { ComponentType } from 'react';
import type { FieldValueCodec } from '../core/forms.ts';
import { defineEntry } from '../core/registry.ts';
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
  /** The field's rules from the schema (checked on submit, unmounted fields included). */
  rules: { validate: (value: unknown) => string | true };
  /** Runs the field's onChange actions with the new value. */
  onValueChange: (value: unknown) => void;
}

/** What `register` returns: spread it all on the input (uncontrolled: typing re-renders nothing else). */
interface FieldRegisterReturn {
  name: string;
  /** The id of the form's `<form>` element: the inputs sit outside it (see engine/blocks/form.tsx), so Enter still submits and the keyboard still offers Next / Go. */
  form: string;
  ref: (element: HTMLElement | null) => void;
  onChange: (event: { target: EventTarget | null }) => void;
  onBlur: (event?: unknown) => void;
}

/**
 * Connects an input to its form in the engine's core (engine/core/forms.ts): the input shows the
 * stored value when it mounts, and every change goes to the store. `validate` replaces the field's
 * rules while the input is on screen (e.g. a photo still uploading).
 */
export type FieldRegister = (name: string, options?: { validate?: (value: unknown) => string | true }) => FieldRegisterReturn;

export interface FieldFormApi {
  getValue: (name: string) => unknown;
  /** Sets the value; after a failed submit it is checked again at once. */
  setValue: (name: string, value: unknown) => void;
}

/** A field type: its values (read by the core's forms, engine/core/forms.ts) and its input. */
export interface FieldDefinition extends FieldValueCodec {
  type: FieldType;
  Component: ComponentType<FieldProps>;
}

/**
 * Declares a field type for the registry.
 * @example defineField({ type: 'day', toFormValue: (f) => f.default ?? '', toRequestValue: (f, v) => v || undefined, Component: DayPicker })
 */
export function defineField(definition: FieldDefinition): FieldDefinition {
  return defineEntry<FieldDefinition>(definition);
}
