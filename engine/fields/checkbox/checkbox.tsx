import { useMemo } from 'react';

import type { FieldProps } from '../../react/registries.ts';
import { defineField } from '../field-definition.ts';

function CheckboxInput({ field, inputId, label, errorId, isInvalid, register, rules, onValueChange }: FieldProps) {
  const registered = useMemo(() => register(field.name, rules), [register, field.name, rules]);
  return (
    <label className="eng-check" htmlFor={inputId}>
      <input
        {...registered}
        onChange={(event) => {
          registered.onChange(event);
          if (field.onChange) onValueChange(event.target.checked);
        }}
        id={inputId}
        type="checkbox"
        aria-invalid={isInvalid || undefined}
        aria-describedby={errorId}
      />
      <span>{label}</span>
    </label>
  );
}

export const checkboxField = defineField({
  type: 'checkbox',
  inDraft: true,
  toFormValue: (field) => field.default === true,
  toRequestValue: (_, value) => (value ? 1 : 0),
  Component: CheckboxInput,
});
