// Named values (a call's, an address's, a page's placeholders) in the property panel: a table of
// name → a value the screen knows or a fixed text, rows added and removed, no JSON; a row of another
// shape leaves the whole to the JSON editor.
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { readParams, writeParams } from '../../../../studio/web/editor/params.ts';
import { nodeForm } from '../../../../studio/web/editor/property-form.ts';
import { panelFor } from './property-panel-harness.tsx';

const doc = (params: unknown) => ({
  schemaVersion: 1,
  id: 'download',
  onLoad: [{ type: 'call', endpoint: 'channelTemplate', into: 'template', params }],
  blocks: [{ type: 'text', text: { value: { var: 'query.channel' } } }],
});
const formOf = (params: unknown) => nodeForm(doc(params), '/onLoad/0', { own: {}, shared: {} })!;

describe('named values, read and written', () => {
  it('reads values and fixed texts, and nothing when a row is worked out', () => {
    expect(readParams({ templateId: { var: 'query.templateId' }, from: 'confirm' })).toEqual([
      { name: 'templateId', value: { kind: 'value', ref: { path: 'query.templateId', fallback: undefined } } },
      { name: 'from', value: { kind: 'fixed', text: 'confirm' } },
    ]);
    expect(readParams(undefined)).toEqual([]);
    expect(readParams({ phone: { if: [{ var: 'a' }, { var: 'a' }, 'none'] } })).toBeUndefined();
  });

  it('writes named rows in order, leaves out rows being filled in, and nothing when none is left', () => {
    expect(
      writeParams([
        { name: ' templateId ', value: { kind: 'value', ref: { path: 'query.templateId', fallback: undefined } } },
        { name: '', value: { kind: 'fixed', text: 'x' } },
        { name: 'from', value: { kind: 'value', ref: { path: '', fallback: undefined } } },
        { name: 'page', value: { kind: 'fixed', text: 2 } },
      ]),
    ).toEqual({ templateId: { var: 'query.templateId' }, page: 2 });
    expect(writeParams([])).toBeUndefined();
  });
});

describe('named values in the property panel', () => {
  it('is a table: a value picked in words, a fixed text, a row added and one removed', () => {
    const onSet = vi.fn();
    const { rerender } = render(panelFor(formOf({ templateId: { var: 'query.templateId' } }), { onSet }));
    // The panel shows the screen as each change leaves it, as the studio does.
    const applied = () => rerender(panelFor(formOf(onSet.mock.lastCall?.[1]), { onSet }));
    expect(screen.queryByRole('button', { name: 'Edit as JSON' })).toBeNull();
    const picked = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Sent with it: templateId' });
    expect(picked.selectedOptions[0].textContent).toBe('Template id');

    // A new row: its name, then a fixed text. Not written until it has a value: the call is sent as it was.
    fireEvent.change(screen.getByRole('textbox', { name: 'Sent with it: name of a new value' }), { target: { value: 'from' } });
    expect(onSet).toHaveBeenLastCalledWith('params', { templateId: { var: 'query.templateId' } }, true);
    applied();
    fireEvent.change(screen.getByRole('combobox', { name: 'Sent with it: from comes from' }), { target: { value: 'fixed' } });
    applied();
    fireEvent.change(screen.getByRole('textbox', { name: 'Sent with it: from, fixed text' }), { target: { value: 'confirm' } });
    expect(onSet).toHaveBeenLastCalledWith('params', { templateId: { var: 'query.templateId' }, from: 'confirm' }, true);
    applied();

    fireEvent.click(screen.getByRole('button', { name: 'Remove templateId' }));
    expect(onSet).toHaveBeenLastCalledWith('params', { from: 'confirm' }, false);
    applied();
    expect(screen.queryByRole('combobox', { name: 'Sent with it: templateId' })).toBeNull();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Sent with it: from, fixed text' }).value).toBe('confirm');
  });

  it('leaves a worked-out row to the JSON editor', () => {
    render(panelFor(formOf({ phone: { if: [{ var: 'a' }, { var: 'a' }, 'none'] } })));
    expect(screen.getByRole('button', { name: 'Edit as JSON' })).toBeTruthy();
  });
});
