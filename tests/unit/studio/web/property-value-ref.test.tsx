// A property that reads one value ({"var": path} or {"var": [path, default]}) in the property panel:
// the value picked in words and what is used without one, no JSON; an "Only if" step's condition in
// words, which it cannot do without; an expression that is a plain text or number, in a box.
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { nodeForm } from '../../../../studio/web/editor/property-form.ts';
import { readValueRef, writeValueRef } from '../../../../studio/web/editor/value-ref.ts';
import { panelFor } from './property-panel-harness.tsx';

const doc = {
  schemaVersion: 1,
  id: 'download',
  data: { offer: { endpoint: 'loanConfirm', params: {} } },
  variables: { template: { initial: null } },
  onLoad: [{ type: 'if', when: { not: { empty: { var: 'query.templateId' } } }, then: [{ type: 'set', var: 'count', value: 0 }] }],
  blocks: [
    { type: 'image', src: { var: ['vars.template.logo', '/favicon.svg'] }, alt: 'Logo' },
    { type: 'image', src: '/site/icon-whatsapp.svg', alt: 'WhatsApp' },
    { type: 'text', text: { value: { var: 'data.offer.comProductName' } } },
  ],
};
const formAt = (pointer: string) => nodeForm(doc, pointer, { own: {}, shared: {} })!;

describe('a value the screen knows, read and written', () => {
  it('reads a path with or without a default, and nothing of another shape', () => {
    expect(readValueRef({ var: 'data.offer.logo' })).toEqual({ path: 'data.offer.logo', fallback: undefined });
    expect(readValueRef({ var: ['vars.template.logo', '/favicon.svg'] })).toEqual({ path: 'vars.template.logo', fallback: '/favicon.svg' });
    expect(readValueRef({ var: ['vars.count', 0] })).toEqual({ path: 'vars.count', fallback: 0 });
    expect(readValueRef({ var: ['a', { var: 'b' }] })).toBeUndefined();
    expect(readValueRef({ concat: [{ var: 'a' }] })).toBeUndefined();
    expect(writeValueRef({ path: 'data.offer.logo', fallback: '' })).toEqual({ var: 'data.offer.logo' });
    expect(writeValueRef({ path: 'data.offer.logo', fallback: '/x.svg' })).toEqual({ var: ['data.offer.logo', '/x.svg'] });
  });
});

describe('values in the property panel', () => {
  it('sets a picture’s value by name and what is used without one, with no JSON', () => {
    const onSet = vi.fn();
    render(panelFor(formAt('/blocks/0'), { onSet }));
    expect(screen.queryByRole('button', { name: 'Edit as JSON' })).toBeNull();
    const picker = screen.getByRole<HTMLSelectElement>('combobox', { name: /: value$/ });
    expect(picker.selectedOptions[0].textContent).toBe('Template › logo');
    fireEvent.change(picker, { target: { value: 'data.offer.comProductName' } });
    expect(onSet).toHaveBeenLastCalledWith('src', { var: ['data.offer.comProductName', '/favicon.svg'] }, false);
    const fallback = screen.getByRole<HTMLInputElement>('textbox', { name: /: if no value$/ });
    expect(fallback.value).toBe('/favicon.svg');
    fireEvent.change(fallback, { target: { value: '' } });
    expect(onSet).toHaveBeenLastCalledWith('src', { var: 'vars.template.logo' }, true);
  });

  it('shows a plain address in a box', () => {
    const onSet = vi.fn();
    render(panelFor(formAt('/blocks/1'), { onSet }));
    const box = screen.getAllByRole<HTMLInputElement>('textbox').find((input) => input.value === '/site/icon-whatsapp.svg')!;
    fireEvent.change(box, { target: { value: '/site/icon-viber.svg' } });
    expect(onSet).toHaveBeenLastCalledWith('src', '/site/icon-viber.svg', true);
  });

  it('sets an "Only if" step’s condition in words, and never takes it off', () => {
    const onSet = vi.fn();
    render(panelFor(formAt('/onLoad/0'), { onSet }));
    const looked = screen.getByRole<HTMLSelectElement>('combobox', { name: /the value looked at$/ });
    expect(looked.value).toBe('query.templateId');
    expect(screen.queryByRole('button', { name: 'Always' })).toBeNull();
    fireEvent.change(screen.getByRole('combobox', { name: /: test$/ }), { target: { value: 'empty' } });
    expect(onSet).toHaveBeenLastCalledWith('when', { empty: { var: 'query.templateId' } }, false);
    // The prompt keeps the condition it has: nothing is set.
    fireEvent.change(looked, { target: { value: '' } });
    expect(onSet).toHaveBeenCalledTimes(1);
  });

  it('shows a number set by a step in a number box', () => {
    const onSet = vi.fn();
    render(panelFor(formAt('/onLoad/0/then/0'), { onSet }));
    const box = screen.getByRole<HTMLInputElement>('spinbutton');
    expect(box.value).toBe('0');
    fireEvent.change(box, { target: { value: '2' } });
    expect(onSet).toHaveBeenLastCalledWith('value', 2, true);
  });
});
