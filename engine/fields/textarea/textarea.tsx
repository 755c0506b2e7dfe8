import { type ChangeEvent, useMemo, useState } from 'react';

import { toScalarText } from '../../core/expression.ts';
import type { FieldProps } from '../../react/registries.ts';
import { defineField } from '../field-definition.ts';

function TextareaInput({ field, inputId, placeholder, errorId, isInvalid, register, rules, onValueChange, form }: FieldProps) {
  const registered = useMemo(() => register(field.name, rules), [register, field.name, rules]);
  const [count, setCount] = useState(() => Array.from(toScalarText(form.getValue(field.name))).length);
  const onChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    const max = field.maxLength;
    // SPEC §5: input beyond the limit is ignored (pasted text included).
    if (max && Array.from(event.target.value).length > max) event.target.value = Array.from(event.target.value).slice(0, max).join('');
    setCount(Array.from(event.target.value).length);
    registered.onChange(event);
    if (field.onChange) onValueChange(event.target.value);
  };
  const counterId = `${inputId}-count`;
  return (
    <div className="eng-textarea">
      <textarea
        {...registered}
        onChange={onChange}
        id={inputId}
        className="eng-input eng-input--multiline"
        rows={5}
        placeholder={placeholder}
        maxLength={field.maxLength}
        aria-invalid={isInvalid || undefined}
        aria-describedby={[errorId, counterId].filter(Boolean).join(' ')}
      />
      {field.maxLength ? (
        <span id={counterId} className="eng-counter" aria-live="polite">
          {count}/{field.maxLength}
        </span>
      ) : null}
    </div>
  );
}

export const textareaField = defineField({
  type: 'textarea',
  inDraft: true,
  toFormValue: (field) => (typeof field.default === 'string' ? field.default : ''),
  toRequestValue: (_, value) => (typeof value === 'string' ? value.trim() : ''),
  Component: TextareaInput,
});
