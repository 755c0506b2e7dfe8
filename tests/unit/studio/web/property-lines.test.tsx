// The property panel's box for a list of titles: one a line, typed as typed, the list its lines.
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import type { NodeForm } from '../../../../studio/web/editor/property-form.ts';
import { toLines } from '../../../../studio/web/editor/property-panel.tsx';
import { panelFor } from './property-panel-harness.tsx';

const formWith = (rowOrder: string[] | undefined): NodeForm => ({
  pointer: '/blocks/0',
  type: 'keyValueList',
  description: undefined,
  properties: [
    { name: 'rowOrder', required: false, description: 'Rows in this order.', allowed: undefined, kind: 'lines', value: rowOrder },
  ],
  inList: false,
  index: 0,
  listLength: 1,
});

const panel = (form: NodeForm, onSet = vi.fn()) => panelFor(form, { onSet });

describe('a list of titles in the property panel', () => {
  it('reads lines trimmed, without empty ones, and nothing when none is left', () => {
    expect(toLines(' Due date \n\nPayout account\n')).toEqual(['Due date', 'Payout account']);
    expect(toLines('  \n')).toBeUndefined();
  });

  it('sets the list as it is typed, keeps a line being started, and shows a list changed elsewhere (undo)', () => {
    const onSet = vi.fn();
    const { rerender } = render(panel(formWith(undefined), onSet));
    const box = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'rowOrder' });
    fireEvent.change(box, { target: { value: 'Due date\n' } });
    expect(onSet).toHaveBeenLastCalledWith('rowOrder', ['Due date'], true);
    rerender(panel(formWith(['Due date']), onSet));
    expect(box.value).toBe('Due date\n');
    rerender(panel(formWith(undefined), onSet));
    expect(box.value).toBe('');
  });

  it('labels the box in staff words where the property has them', () => {
    const form = formWith(undefined);
    form.properties = [{ ...form.properties[0], label: "Order of the server's rows" }];
    render(panel(form));
    expect(screen.getByRole('textbox', { name: "Order of the server's rows" })).toBeTruthy();
    expect(screen.getByRole('group', { name: "Order of the server's rows" })).toBeTruthy();
    expect(screen.queryByText('rowOrder')).toBeNull();
  });
});
