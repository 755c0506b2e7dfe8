// The example's own field type: a peso amount, typed as 1500 or 1500.50 and sent as whole
// centavos. What tools know of it (its property schema, help, drafts) is its declaration,
// peso-amount.type.ts, which the definition spreads.
import { type ChangeEvent, useMemo } from 'react';

import { defineField, type FieldProps } from '@borrower/engine';

import type { PesoAmountField } from './generated/own-types.ts';
import { pesoAmountType } from './peso-amount.type.ts';

/** Pesos with at most two decimals: "1500", "1500.5", "1500.50". */
const PESOS = /^\d+(\.\d{1,2})?$/;

const toCentavos = (value: unknown): number | undefined =>
  typeof value === 'string' && PESOS.test(value.trim()) ? Math.round(Number(value.trim()) * 100) : undefined;

function PesoAmountInput({ field, inputId, placeholder, errorId, isInvalid, register, form }: FieldProps) {
  const { name, minPesos = 0, maxPesos = Infinity } = field as unknown as PesoAmountField;
  const registered = useMemo(
    () =>
      register(name, {
        validate: (value) => {
          const centavos = toCentavos(value);
          if (centavos === undefined) return 'Enter an amount in pesos, e.g. 1500 or 1500.50';
          if (centavos < minPesos * 100 || centavos > maxPesos * 100) return `Enter an amount from ₱${minPesos} to ₱${maxPesos}`;
          return true;
        },
      }),
    [register, name, minPesos, maxPesos],
  );
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    // Digits and one point only, as typed or pasted.
    event.target.value = event.target.value.replace(/[^\d.]/g, '');
    registered.onChange(event);
  };
  return (
    <div className="peso-amount">
      <span aria-hidden="true">₱</span>
      <input
        {...registered}
        onChange={onChange}
        id={inputId}
        className="eng-input"
        inputMode="decimal"
        autoComplete="off"
        placeholder={placeholder}
        defaultValue={typeof form.getValue(name) === 'string' ? (form.getValue(name) as string) : ''}
        aria-invalid={isInvalid || undefined}
        aria-describedby={errorId}
      />
    </div>
  );
}

export const pesoAmountField = defineField({
  ...pesoAmountType,
  toFormValue: () => '',
  toRequestValue: (_, value) => toCentavos(value),
  Component: PesoAmountInput,
});
