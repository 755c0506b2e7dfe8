// A condition of several tests in the property panel: "All of these hold" or "Any one of these
// holds", each test picked in words, one added and one removed, without JSON.
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { readConditions, writeConditions } from '../../../../studio/web/editor/conditions.ts';
import { nodeForm } from '../../../../studio/web/editor/property-form.ts';
import { panelFor } from './property-panel-harness.tsx';

const either = { or: [{ empty: { var: 'vars.channel' } }, { empty: { var: 'data.info.repayAmount' } }] };
const doc = (disabledWhen: unknown) => ({
  schemaVersion: 1,
  id: 'repay',
  data: { info: { endpoint: 'repayInfo', params: {} } },
  variables: { channel: { initial: null } },
  blocks: [{ type: 'button', label: 'Pay', actions: [], disabledWhen, visibleWhen: { not: { empty: { var: 'data.info.repayAmount' } } } }],
});
const formOf = (disabledWhen: unknown) => nodeForm(doc(disabledWhen), '/blocks/0', { own: {}, shared: {} })!;

describe('a condition of several tests, read and written', () => {
  it('reads an and / or of tests, and nothing when one of them is of another shape', () => {
    expect(readConditions(either)).toEqual({
      join: 'or',
      parts: [
        { name: 'vars.channel', test: 'empty', value: '' },
        { name: 'data.info.repayAmount', test: 'empty', value: '' },
      ],
    });
    expect(readConditions({ and: [{ empty: { var: 'a' } }, { '>': [{ length: { var: 'b' } }, 1] }] })).toBeUndefined();
    expect(writeConditions(readConditions(either)!)).toEqual(either);
    // A test without a value named yet is left out; one test alone is not wrapped.
    expect(
      writeConditions({
        join: 'and',
        parts: [
          { name: 'vars.channel', test: 'empty', value: '' },
          { name: '', test: 'filled', value: '' },
        ],
      }),
    ).toEqual({
      empty: { var: 'vars.channel' },
    });
  });
});

describe('a condition of several tests in the property panel', () => {
  it('shows each test and how they combine, and changes, adds and removes one', () => {
    const onSet = vi.fn();
    const { rerender } = render(panelFor(formOf(either), { onSet }));
    const applied = () => rerender(panelFor(formOf(onSet.mock.lastCall?.[1]), { onSet }));
    expect(screen.queryByRole('button', { name: 'Edit as JSON' })).toBeNull();
    const join = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Greyed out when: how they combine' });
    expect(join.selectedOptions[0].textContent).toBe('Any one of these holds');
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Greyed out when 2: the value looked at' }).value).toBe(
      'data.info.repayAmount',
    );

    fireEvent.change(join, { target: { value: 'and' } });
    expect(onSet).toHaveBeenLastCalledWith('disabledWhen', { and: either.or }, false);
    applied();

    fireEvent.click(screen.getByRole('button', { name: 'Remove Greyed out when 1' }));
    expect(onSet).toHaveBeenLastCalledWith('disabledWhen', { empty: { var: 'data.info.repayAmount' } }, false);
    applied();
    // One test left: no "how they combine", no Remove.
    expect(screen.queryByRole('combobox', { name: 'Greyed out when: how they combine' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Remove Greyed out when/ })).toBeNull();

    // And another: written once its value is named.
    const greyedOut = screen.getByRole('group', { name: 'Greyed out when' });
    fireEvent.click(within(greyedOut).getByRole('button', { name: 'And another condition' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Greyed out when 2: the value looked at' }), {
      target: { value: 'vars.channel' },
    });
    expect(onSet).toHaveBeenLastCalledWith(
      'disabledWhen',
      { and: [{ empty: { var: 'data.info.repayAmount' } }, { not: { empty: { var: 'vars.channel' } } }] },
      false,
    );
  });
});
