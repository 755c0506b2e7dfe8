// The property panel in staff words: every property of every block, field and action on the
// project's screens and parts has a label and a line of help (the schema's name only as a developer
// detail), a field shows only what its type uses, and a property not set is added by its label and
// then edited with its own control (a condition without JSON).
import { existsSync, readdirSync, readFileSync } from 'node:fs';

import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { readCondition, writeCondition } from '../../../../studio/web/editor/conditions.ts';
import { paletteItems } from '../../../../studio/web/editor/palette.ts';
import { type NodeForm, nodeForm } from '../../../../studio/web/editor/property-form.ts';
import { helpText } from '../../../../studio/web/editor/property-panel.tsx';
import { optionWords } from '../../../../studio/web/editor/property-words.ts';
import { typeWords } from '../../../../studio/web/editor/type-words.ts';
import { panelFor } from './property-panel-harness.tsx';

const catalogs = { own: {}, shared: {} };

/** Every node with a type in a file, by its pointer. */
function typedNodes(doc: unknown): string[] {
  const found: string[] = [];
  const walk = (value: unknown, pointer: string) => {
    if (Array.isArray(value)) value.forEach((item, index) => walk(item, `${pointer}/${index}`));
    else if (value && typeof value === 'object') {
      if (typeof (value as { type?: unknown }).type === 'string' && pointer) found.push(pointer);
      for (const [key, item] of Object.entries(value)) walk(item, `${pointer}/${key}`);
    }
  };
  walk(doc, '');
  return found;
}

const renderPanel = (form: NodeForm) => render(panelFor(form));

const files = [
  ...readdirSync('screens')
    .filter((name) => existsSync(`screens/${name}/screen.json`))
    .map((name) => `screens/${name}/screen.json`),
  ...readdirSync('screens/parts').map((name) => `screens/parts/${name}`),
];

describe('the property panel in staff words', () => {
  it('gives every property on the screens and parts a label and a help of its own, the name only as a detail', () => {
    const missing = new Set<string>();
    let seen = 0;
    for (const file of files) {
      const doc = JSON.parse(readFileSync(file, 'utf8')) as unknown;
      for (const pointer of typedNodes(doc)) {
        for (const property of nodeForm(doc, pointer, catalogs)?.properties ?? []) {
          seen++;
          if (!property.label || !property.description) missing.add(`${file}${pointer} ${property.name}`);
          expect(property.detail).toContain(`In the screen file: ${property.name}.`);
        }
      }
    }
    expect(seen).toBeGreaterThan(300);
    expect([...missing]).toEqual([]);
  });

  it('words every choice, every type and every help line for staff: no choice by its raw name, no help ending "Allowed: …"', () => {
    const raw = new Set<string>();
    let choices = 0;
    for (const file of files) {
      const doc = JSON.parse(readFileSync(file, 'utf8')) as unknown;
      for (const pointer of typedNodes(doc)) {
        const form = nodeForm(doc, pointer, catalogs);
        if (!form) continue;
        const isField = /\/fields\/\d+$/.test(pointer);
        if (!typeWords(isField ? 'field' : 'block', form.type) && !typeWords('action', form.type)) raw.add(`type ${form.type}`);
        if (form.title === form.type) raw.add(`heading ${form.type}`);
        if (/Allowed:|\{"var"|react-hook-form|CONTRACTS/.test(form.description ?? '')) raw.add(`${form.type}: ${form.description}`);
        for (const property of form.properties) {
          const help = helpText(property);
          if (/Allowed:|\{"|\bmsg\b/.test(help)) raw.add(`${file}${pointer} ${property.name} help: ${help}`);
          if (property.kind !== 'choice') continue;
          for (const option of property.options) {
            choices++;
            if (optionWords(form.type, property.name, option, isField) === undefined || property.labels[option] === option)
              raw.add(`${form.type}.${property.name} = ${option}`);
          }
        }
      }
    }
    expect(choices).toBeGreaterThan(50);
    expect([...raw]).toEqual([]);
  });

  it('names every type of the palette in staff words', () => {
    const unnamed = paletteItems()
      .filter((item) => !typeWords(item.kind, item.type) || typeWords(item.kind, item.type)?.name === item.type)
      .map((item) => `${item.kind} ${item.type}`);
    expect(unnamed).toEqual([]);
  });

  it("shows a field's kinds by their staff names and a number's limit in words", () => {
    const doc = { blocks: [{ type: 'form', id: 'f', fields: [{ type: 'imageUpload', name: 'photos', maxCount: 3 }] }] };
    const form = nodeForm(doc, '/blocks/0/fields/0', catalogs)!;
    renderPanel(form);
    expect(screen.getByRole('region', { name: 'Properties of Photos' })).toBeTruthy();
    const kind = screen.getByRole('combobox', { name: 'Kind of field' });
    expect(within(kind).getByRole('option', { name: 'Photos' })).toBeTruthy();
    expect(within(kind).queryByRole('option', { name: 'imageUpload' })).toBeNull();
    expect(within(kind).getByRole('option', { name: 'Digits only' })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/Allowed:|imageUpload/);
    expect(screen.getByText(/Borrowers can add at most this many photos\. At least 1\./)).toBeTruthy();
  });

  it("words a key/value list's properties for what the borrower sees", () => {
    const doc = { blocks: [{ type: 'keyValueList', items: { var: 'data.detail' }, labelKey: 'title', valueKey: 'value' }] };
    const form = nodeForm(doc, '/blocks/0', catalogs);
    const label = (name: string) => form?.properties.find((property) => property.name === name)?.label;
    expect([label('valueKey'), label('collapsedCount'), label('rowKey'), label('items')]).toEqual([
      'Row value from',
      'Rows shown before “More”',
      'Rows named by',
      'Rows',
    ]);
  });

  it('offers a field only what its type uses', () => {
    const doc = {
      blocks: [
        {
          type: 'form',
          id: 'f',
          fields: [
            { type: 'phone', name: 'mobile' },
            { type: 'imageUpload', name: 'photos' },
          ],
        },
      ],
    };
    const names = (pointer: string) => nodeForm(doc, pointer, catalogs)?.properties.map((property) => property.name) ?? [];
    expect(names('/blocks/0/fields/0')).not.toEqual(expect.arrayContaining(['maxCount']));
    expect(names('/blocks/0/fields/0').filter((name) => ['maxCount', 'upload', 'options', 'optionsFrom'].includes(name))).toEqual([]);
    expect(names('/blocks/0/fields/1')).toEqual(expect.arrayContaining(['maxCount', 'upload']));
    expect(names('/blocks/0/fields/1')).not.toContain('maxLength');
  });
});

describe('conditions without JSON', () => {
  it('reads and writes filled, empty, equals and differs; leaves other shapes to the editor', () => {
    const filled = { not: { empty: { var: 'data.detail.sonType' } } };
    expect(readCondition(filled)).toEqual({ name: 'data.detail.sonType', test: 'filled', value: '' });
    expect(writeCondition(readCondition(filled)!)).toEqual(filled);
    expect(readCondition({ empty: { var: 'vars.x' } })?.test).toBe('empty');
    expect(readCondition({ '==': [{ var: 'data.status' }, 200] })).toEqual({ name: 'data.status', test: 'equals', value: '200' });
    expect(writeCondition({ name: 'data.status', test: 'differs', value: '200' })).toEqual({ '!=': [{ var: 'data.status' }, 200] });
    expect(writeCondition({ name: 'vars.kind', test: 'equals', value: 'loan' })).toEqual({ '==': [{ var: 'vars.kind' }, 'loan'] });
    expect(writeCondition({ name: '  ', test: 'filled', value: '' })).toBeUndefined();
    expect(readCondition({ and: [{ var: 'a' }, { var: 'b' }] })).toBeUndefined();
    expect(readCondition({ not: { not: { empty: { var: 'a' } } } })).toBeUndefined();
    expect(readCondition({ '>': [{ length: { var: 'data.orders' } }, 1] })).toBeUndefined();
  });

  it('reads and writes on and off, numbers compared, one of a list and the same as another value (every shape the screens use)', () => {
    const shapes: [unknown, { name: string; test: string; value: string }][] = [
      [{ var: 'vars.showSonTypes' }, { name: 'vars.showSonTypes', test: 'on', value: '' }],
      [{ not: { var: 'vars.agreed' } }, { name: 'vars.agreed', test: 'off', value: '' }],
      [{ '<': [{ var: 'vars.score' }, 1] }, { name: 'vars.score', test: 'less', value: '1' }],
      [{ '<=': [{ var: 'vars.countdown' }, 0] }, { name: 'vars.countdown', test: 'atMost', value: '0' }],
      [{ '>': [{ var: 'vars.countdown' }, 0] }, { name: 'vars.countdown', test: 'more', value: '0' }],
      [{ '>=': [{ var: 'index' }, 2.5] }, { name: 'index', test: 'atLeast', value: '2.5' }],
      [{ in: [{ var: 'error.kind' }, ['network', 'timeout']] }, { name: 'error.kind', test: 'oneOf', value: 'network, timeout' }],
      [{ '==': [{ var: 'item.id' }, { var: 'vars.card.id' }] }, { name: 'item.id', test: 'same', value: 'vars.card.id' }],
    ];
    for (const [expression, condition] of shapes) {
      expect(readCondition(expression)).toEqual(condition);
      expect(writeCondition(readCondition(expression)!)).toEqual(expression);
    }
    // A number is typed as staff write it; without one (or without the other value) nothing is written yet.
    expect(writeCondition({ name: 'vars.total', test: 'more', value: ' 1,000 ' })).toEqual({ '>': [{ var: 'vars.total' }, 1000] });
    expect(writeCondition({ name: 'vars.total', test: 'more', value: 'many' })).toBeUndefined();
    expect(writeCondition({ name: 'vars.total', test: 'less', value: '' })).toBeUndefined();
    expect(writeCondition({ name: 'item.id', test: 'same', value: ' ' })).toBeUndefined();
    expect(writeCondition({ name: 'data.status', test: 'oneOf', value: '200, 201,, ' })).toEqual({
      in: [{ var: 'data.status' }, [200, 201]],
    });
    // Only numbers are compared in words; a list whose items hold commas stays with the editor.
    expect(readCondition({ '<': [{ var: 'vars.a' }, { var: 'vars.b' }] })).toBeUndefined();
    expect(readCondition({ in: [{ var: 'vars.a' }, ['1,2', '3']] })).toBeUndefined();
  });

  it('adds "Show only when" by its label and sets it with its own boxes, no JSON', () => {
    const doc = { blocks: [{ type: 'text', text: 'Hello' }] };
    const form = nodeForm(doc, '/blocks/0', catalogs)!;
    const onSet = vi.fn();
    const onEditJson = vi.fn();
    render(panelFor(form, { onSet, onEditJson }));
    expect(screen.queryByText(/written as JSON/)).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Show only when: the value looked at' })).toBeNull();
    const add = screen.getByRole('combobox', { name: 'Add a property' });
    fireEvent.change(add, { target: { value: 'visibleWhen' } });
    // A value the screen does not read elsewhere is typed by hand, in a box of its own.
    const picker = screen.getByRole('combobox', { name: 'Show only when: the value looked at' });
    expect(screen.queryByRole('textbox', { name: 'Show only when: the value looked at, typed by hand' })).toBeNull();
    fireEvent.change(picker, {
      target: { value: within(picker).getByRole('option', { name: 'Another value, typed by hand…' }).getAttribute('value') },
    });
    const looked = screen.getByRole('textbox', { name: 'Show only when: the value looked at, typed by hand' });
    fireEvent.change(looked, { target: { value: 'vars.nickname' } });
    expect(onSet).toHaveBeenLastCalledWith('visibleWhen', { not: { empty: { var: 'vars.nickname' } } }, true);
    fireEvent.change(screen.getByRole('combobox', { name: 'Show only when: test' }), { target: { value: 'equals' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Show only when: compared with' }), { target: { value: 'yes' } });
    expect(onSet).toHaveBeenLastCalledWith('visibleWhen', { '==': [{ var: 'vars.nickname' }, 'yes'] }, true);
    expect(onEditJson).not.toHaveBeenCalled();
  });

  it('takes a condition added by its label off again with Always: its row goes, and it can be added again', () => {
    const doc: { blocks: { type: string; text: string; visibleWhen?: unknown }[] } = { blocks: [{ type: 'text', text: 'Hello' }] };
    const onSet = vi.fn((_name: string, value: unknown) => {
      doc.blocks[0].visibleWhen = value;
    });
    const { rerender } = render(panelFor(nodeForm(doc, '/blocks/0', catalogs)!, { onSet }));
    const applied = () => rerender(panelFor(nodeForm(doc, '/blocks/0', catalogs)!, { onSet }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Add a property' }), { target: { value: 'visibleWhen' } });
    const picker = screen.getByRole('combobox', { name: 'Show only when: the value looked at' });
    fireEvent.change(picker, {
      target: { value: within(picker).getByRole('option', { name: 'Another value, typed by hand…' }).getAttribute('value') },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Show only when: the value looked at, typed by hand' }), {
      target: { value: 'vars.nickname' },
    });
    applied();
    expect(doc.blocks[0].visibleWhen).toEqual({ not: { empty: { var: 'vars.nickname' } } });

    fireEvent.click(within(screen.getByRole('group', { name: 'Show only when' })).getByRole('button', { name: 'Always' }));
    applied();
    expect(onSet).toHaveBeenLastCalledWith('visibleWhen', undefined, false);
    expect(screen.queryByRole('group', { name: 'Show only when' })).toBeNull();
    const add = screen.getByRole('combobox', { name: 'Add a property' });
    expect(within(add).getByRole('option', { name: 'Show only when' })).toBeTruthy();
  });

  it('offers what the screen knows in words, the path only in a tooltip', () => {
    const doc = {
      variables: { agree: false, tab: 'all' },
      data: { loan: { endpoint: 'loanDetail' } },
      blocks: [
        { type: 'checkbox', var: 'agree', label: { msg: 'a.agree' } },
        { type: 'text', text: { var: 'data.loan.detail.dueDate' }, visibleWhen: { not: { empty: { var: 'query.orderNo' } } } },
        { type: 'list', items: { var: 'data.loan.rows' }, blocks: [{ type: 'text', text: { var: 'item.title' } }] },
        { type: 'button', label: 'Pay', actions: [] },
      ],
    };
    const form = nodeForm(doc, '/blocks/3', { own: { en: { 'a.agree': 'I have read and agree' } }, shared: {} })!;
    const inList = nodeForm(doc, '/blocks/2/blocks/0', catalogs)!;
    const values = (model: NodeForm, name: string) => {
      const property = model.properties.find((candidate) => candidate.name === name);
      return property?.kind === 'condition' ? property.values.map((value) => [value.group, value.label, value.path]) : [];
    };
    expect(values(form, 'disabledWhen')).toEqual([
      ['Remembered on this screen', 'Tick box “I have read and agree”', 'vars.agree'],
      ['Remembered on this screen', 'Tab', 'vars.tab'],
      ['From the lender’s server', 'Detail › due date', 'data.loan.detail.dueDate'],
      ['From the lender’s server', 'Rows', 'data.loan.rows'],
      ['From the page’s address', 'Order no', 'query.orderNo'],
    ]);
    expect(values(inList, 'visibleWhen')).toContainEqual(['The item of the list', 'Title', 'item.title']);
    expect(values(form, 'disabledWhen').map(([, , path]) => path)).not.toContain('item.title');

    const onSet = vi.fn();
    render(panelFor(form, { onSet }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Add a property' }), { target: { value: 'disabledWhen' } });
    const picker = screen.getByRole('combobox', { name: 'Greyed out when: the value looked at' });
    const option = within(picker).getByRole('option', { name: 'Tick box “I have read and agree”' });
    expect(option.getAttribute('title')).toBe('In the screen file: vars.agree');
    expect(picker.textContent).not.toMatch(/vars\.|data\.|query\./);
    fireEvent.change(picker, { target: { value: 'vars.agree' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Greyed out when: test' }), { target: { value: 'empty' } });
    expect(onSet).toHaveBeenLastCalledWith('disabledWhen', { empty: { var: 'vars.agree' } }, false);
    expect(screen.queryByRole('textbox', { name: /typed by hand/ })).toBeNull();
  });

  it('compares with a number typed, or with another value picked in words, and starts the other afresh on a switch', () => {
    const doc = {
      variables: { countdown: 0, card: null },
      blocks: [
        { type: 'list', items: { var: 'vars.cards' }, blocks: [{ type: 'text', text: { var: 'item.id' } }] },
        { type: 'button', label: 'Send the code again', actions: [], visibleWhen: { '<=': [{ var: 'vars.countdown' }, 0] } },
      ],
    };
    const onSet = vi.fn();
    const { rerender } = render(panelFor(nodeForm(doc, '/blocks/1', catalogs)!, { onSet }));
    // The panel shows the property as the screen now holds it (the studio writes each change).
    const applied = () => {
      doc.blocks[1].visibleWhen = onSet.mock.lastCall?.[1] as (typeof doc.blocks)[1]['visibleWhen'];
      rerender(panelFor(nodeForm(doc, '/blocks/1', catalogs)!, { onSet }));
    };
    const test = () => screen.getByRole<HTMLSelectElement>('combobox', { name: 'Show only when: test' });
    expect(test().selectedOptions[0].textContent).toBe('is at most');
    const number = screen.getByRole<HTMLInputElement>('textbox', { name: 'Show only when: compared with' });
    expect(number.value).toBe('0');
    expect(number.inputMode).toBe('decimal');
    fireEvent.change(test(), { target: { value: 'more' } });
    expect(onSet).toHaveBeenLastCalledWith('visibleWhen', { '>': [{ var: 'vars.countdown' }, 0] }, false);
    applied();
    fireEvent.change(number, { target: { value: '5' } });
    expect(onSet).toHaveBeenLastCalledWith('visibleWhen', { '>': [{ var: 'vars.countdown' }, 5] }, true);

    // In a list's item: "is the same as" another value, picked from what the screen knows.
    const inList = nodeForm(doc, '/blocks/0/blocks/0', catalogs)!;
    onSet.mockClear();
    rerender(panelFor(inList, { onSet }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Add a property' }), { target: { value: 'visibleWhen' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Show only when: the value looked at' }), { target: { value: 'item.id' } });
    fireEvent.change(test(), { target: { value: 'same' } });
    expect(screen.queryByRole('textbox', { name: 'Show only when: compared with' })).toBeNull();
    const other = screen.getByRole('combobox', { name: 'Show only when: compared with' });
    expect(within(other).getByRole('option', { name: 'Choose the other value…' })).toBeTruthy();
    fireEvent.change(other, { target: { value: 'vars.card' } });
    expect(onSet).toHaveBeenLastCalledWith('visibleWhen', { '==': [{ var: 'item.id' }, { var: 'vars.card' }] }, false);
    // Back to a value typed: the path picked is not kept as text.
    fireEvent.change(test(), { target: { value: 'equals' } });
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Show only when: compared with' }).value).toBe('');
  });
});
