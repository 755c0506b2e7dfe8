// A text that shows data ({"value": …, "format": …}) in the property panel: the value shown picked in
// words, how it is shown, what a bare amount counts in and what shows without a value, all without
// JSON; a value a developer worked out keeps its expression.
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { readDataText, writeDataText } from '../../../../studio/web/editor/data-text.ts';
import { nodeForm } from '../../../../studio/web/editor/property-form.ts';
import { panelFor } from './property-panel-harness.tsx';

const loanScreen = (text: unknown) => ({
  schemaVersion: 1,
  id: 'details',
  data: { loan: { endpoint: 'loanDetails', params: {} } },
  blocks: [
    { type: 'text', text },
    { type: 'text', text: { value: { var: 'data.loan.dueDate' }, format: 'date' } },
  ],
});

const formOf = (text: unknown) => nodeForm(loanScreen(text), '/blocks/0', { own: {}, shared: {} })!;

describe('a text that shows data, read and written', () => {
  it('reads each part, and leaves other shapes to their own controls', () => {
    expect(readDataText({ value: { var: 'data.loan.amount' }, format: 'money', unit: 'pesos', fallback: '0' })).toEqual({
      path: 'data.loan.amount',
      expression: { var: 'data.loan.amount' },
      format: 'money',
      unit: 'pesos',
      fallback: '0',
    });
    const workedOut = { concat: [{ var: 'item.bankName' }, ' ', { var: 'item.cardNo' }] };
    expect(readDataText({ value: workedOut })?.path).toBeUndefined();
    expect(readDataText({ msg: 'loan.title' })).toBeUndefined();
    expect(readDataText({ value: { var: 'a.b' }, format: 'currency' })).toBeUndefined();
    expect(readDataText({ value: { var: 'a.b' }, extra: 1 })).toBeUndefined();
    expect(readDataText('Due date')).toBeUndefined();
  });

  it('writes a new value over a worked-out one, drops the unit with another format, and leaves an empty fallback out', () => {
    const text = readDataText({
      value: { if: [{ var: 'data.a' }, { var: 'data.a' }, { var: 'data.b' }] },
      format: 'money',
      unit: 'pesos',
    })!;
    expect(writeDataText({ ...text, fallback: '' })).toEqual({ value: text.expression, format: 'money', unit: 'pesos' });
    expect(writeDataText({ ...text, path: 'data.c' })).toEqual({ value: { var: 'data.c' }, format: 'money', unit: 'pesos' });
    expect(writeDataText({ ...text, format: 'date' })).toEqual({ value: text.expression, format: 'date' });
  });
});

describe('a text that shows data in the property panel', () => {
  it('is a form in words, not JSON, and each change sets the screen’s text', () => {
    const onSet = vi.fn();
    const onEditJson = vi.fn();
    render(panelFor(formOf({ value: { var: 'data.loan.amount' }, format: 'money' }), { onSet, onEditJson }));
    expect(screen.queryByRole('button', { name: 'Edit as JSON' })).toBeNull();
    expect(screen.queryByText(/"var"/)).toBeNull();

    const picker = screen.getByRole<HTMLSelectElement>('combobox', { name: /value shown$/ });
    // The value shown by its name in words, among what the screen reads from the lender's server.
    expect(picker.selectedOptions[0].textContent).toBe('Amount');
    expect(within(picker).getByRole('group', { name: 'From the lender’s server' })).toBeTruthy();
    fireEvent.change(picker, { target: { value: 'data.loan.dueDate' } });
    expect(onSet).toHaveBeenLastCalledWith('text', { value: { var: 'data.loan.dueDate' }, format: 'money' }, false);

    const shownAs = screen.getByRole<HTMLSelectElement>('combobox', { name: /shown as$/ });
    expect(shownAs.selectedOptions[0].textContent).toBe('Money (₱1,400.00)');
    fireEvent.change(shownAs, { target: { value: 'date' } });
    expect(onSet).toHaveBeenLastCalledWith('text', { value: { var: 'data.loan.amount' }, format: 'date' }, false);

    const unit = screen.getByRole<HTMLSelectElement>('combobox', { name: /counted in$/ });
    expect(unit.selectedOptions[0].textContent).toMatch(/^Centavos/);
    fireEvent.change(unit, { target: { value: 'pesos' } });
    expect(onSet).toHaveBeenLastCalledWith('text', { value: { var: 'data.loan.amount' }, format: 'money', unit: 'pesos' }, false);

    fireEvent.change(screen.getByRole('textbox', { name: /if no value$/ }), { target: { value: 'Not yet known' } });
    expect(onSet).toHaveBeenLastCalledWith(
      'text',
      { value: { var: 'data.loan.amount' }, format: 'money', fallback: 'Not yet known' },
      true,
    );
    expect(onEditJson).not.toHaveBeenCalled();
  });

  it('asks what a bare amount counts in only for money', () => {
    render(panelFor(formOf({ value: { var: 'data.loan.amount' } })));
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: /shown as$/ }).value).toBe('text');
    expect(screen.queryByRole('combobox', { name: /counted in$/ })).toBeNull();
  });

  it('names what a worked-out value reads, and keeps its expression when only how it shows changes', () => {
    const onSet = vi.fn();
    const workedOut = { if: [{ empty: { var: 'data.loan.delayAmount' } }, { var: 'data.loan.amount' }, { var: 'data.loan.delayAmount' }] };
    render(panelFor(formOf({ value: workedOut, format: 'money' }), { onSet }));
    expect(screen.getByRole('note', { name: '' }).textContent).toMatch(/^Worked out from Delay amount, Amount, as a developer set it/);
    const picker = screen.getByRole<HTMLSelectElement>('combobox', { name: /value shown$/ });
    expect(picker.selectedOptions[0].textContent).toBe('Worked out from several values (as set)');
    fireEvent.change(screen.getByRole('textbox', { name: /if no value$/ }), { target: { value: '—' } });
    expect(onSet).toHaveBeenLastCalledWith('text', { value: workedOut, format: 'money', fallback: '—' }, true);
    // Choosing the prompt again keeps the developer's expression.
    fireEvent.change(picker, { target: { value: '' } });
    expect(onSet).toHaveBeenCalledTimes(1);
  });
});
