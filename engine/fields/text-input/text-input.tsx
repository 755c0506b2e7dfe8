import { type ChangeEvent, useMemo } from 'react';

import type { FieldProps } from '../../react/registries.ts';
import { formats, toCaretPosition } from './formats.ts';

const isDigit = (char: string) => char >= '0' && char <= '9';

export function TextInput({ field, inputId, placeholder, errorId, isInvalid, register, rules, onValueChange }: FieldProps) {
  const format = formats[field.type as keyof typeof formats] ?? formats.text;
  const max = field.maxLength ?? format.defaultMaxLength;
  const registered = useMemo(() => register(field.name, rules), [register, field.name, rules]);
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const typed = input.value;
    const display = format.toDisplay(typed, max);
    if (display !== typed) {
      // SPEC §5: non-digits are stripped as typed; keep the caret where the borrower was typing.
      const caret = input.selectionStart ?? typed.length;
      input.value = display;
      if (field.type !== 'text' && document.activeElement === input) {
        const position = toCaretPosition(typed, caret, display, isDigit);
        input.setSelectionRange(position, position);
      }
    }
    registered.onChange(event);
    if (field.onChange) onValueChange(format.toRaw(display));
  };
  return (
    <input
      {...registered}
      onChange={onChange}
      id={inputId}
      className="eng-input"
      type="text"
      inputMode={format.inputMode}
      autoComplete="off"
      placeholder={placeholder}
      maxLength={field.type === 'text' ? max : undefined}
      aria-invalid={isInvalid || undefined}
      aria-describedby={errorId}
    />
  );
}
