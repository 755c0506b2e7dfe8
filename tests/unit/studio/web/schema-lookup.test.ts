// The schema of a place in screen.json, by JSON pointer and by offset in the text: what the
// palette, the property panel, the editor's completion and its hover read.
import { describe, expect, it } from 'vitest';

import { nodeForm } from '../../../../studio/web/editor/property-form.ts';
import { propertyCompletion, propertyHover } from '../../../../studio/web/editor/schema-assist.ts';
import { describeSchema, propertySchema, schemaAt } from '../../../../studio/web/editor/schema-lookup.ts';

const doc = {
  schemaVersion: 1,
  id: 'promo',
  title: { msg: 'promo.title' },
  variables: { agreed: { initial: false } },
  blocks: [
    { type: 'text', text: 'Hello', variant: 'title' },
    {
      type: 'form',
      id: 'apply',
      fields: [{ type: 'text', name: 'nickname', label: { msg: 'promo.nickname' }, visibleWhen: { var: 'vars.agreed' } }],
      onSubmit: [{ type: 'call', endpoint: 'applyPromo', onSuccess: [{ type: 'navigate', to: 'home' }] }],
    },
  ],
};

describe('schema lookup by JSON pointer', () => {
  it('finds the schema of blocks, fields and actions by their type, through lists and $refs', () => {
    expect(schemaAt(doc, '')?.title).toBe('Screen');
    expect(schemaAt(doc, '/blocks/0')?.title).toBe('TextBlock');
    expect(schemaAt(doc, '/blocks/1')?.title).toBe('FormBlock');
    expect(schemaAt(doc, '/blocks/1/fields/0')?.title).toBe('Field');
    expect(schemaAt(doc, '/blocks/1/onSubmit/0')?.title).toBe('CallAction');
    expect(schemaAt(doc, '/blocks/1/onSubmit/0/onSuccess/0')?.title).toBe('NavigateAction');
    expect(schemaAt(doc, '/title')?.title).toBe('MessageText');
    expect(schemaAt(doc, '/variables/agreed')?.title).toBe('Variable');
    expect(schemaAt(doc, '/blocks/0/variant')?.enum).toContain('title');
    // A place the language has no rule for.
    expect(schemaAt(doc, '/blocks/0/colour')).toBeUndefined();
    // A place not in the document yet: the schema alone says (a form's second field).
    expect(schemaAt(doc, '/blocks/1/fields/1')?.title).toBe('Field');
  });

  it('describes a property: its description and the values it allows', () => {
    const variant = describeSchema(propertySchema(schemaAt(doc, '/blocks/0'), doc.blocks[0], 'variant'));
    expect(variant.description).toMatch(/^link: brand-coloured/);
    expect(variant.allowed).toMatch(/^one of: "display", "title"/);
    const layout = describeSchema(propertySchema(schemaAt(doc, ''), doc, 'layout'));
    expect(layout.allowed).toBe('one of: "app", "site"; default "app"');
    const name = describeSchema(propertySchema(schemaAt(doc, '/blocks/1/fields/0'), doc.blocks[1].fields?.[0], 'name'));
    expect(name).toEqual({ description: 'The request parameter the value is sent as.', allowed: 'text matching ^[A-Za-z_][\\w-]*$' });
  });
});

describe('editor completion and hover from the schema', () => {
  const text = JSON.stringify(doc, null, 2);
  it('offers the property names a field may still have, with their descriptions, halfway through typing one', () => {
    const at = text.indexOf('"name": "nickname",') + '"name": "nickname",'.length;
    const typing = `${text.slice(0, at)}\n "ma${text.slice(at)}`;
    const found = propertyCompletion(typing, at + 5);
    expect(found?.owner).toBe('Field');
    expect(found?.typed).toBe('ma');
    const names = found?.options.map((option) => option.name) ?? [];
    expect(names).toContain('maxLength');
    expect(names).toContain('placeholder');
    expect(names).not.toContain('label');
    expect(found?.options.find((option) => option.name === 'maxLength')).toMatchObject({
      description: 'Input beyond this many characters is ignored as typed.',
      allowed: 'a whole number, at least 1',
    });
  });

  it('completes in every object: the screen, a text, an action inside an action, a variable', () => {
    const emptyAt = (before: string) => {
      const at = text.indexOf(before) + before.length;
      return propertyCompletion(`${text.slice(0, at)} "${text.slice(at)}`, at + 2);
    };
    expect(emptyAt('"schemaVersion": 1,')?.owner).toBe('Screen');
    expect(emptyAt('"msg": "promo.title"')).toBeUndefined(); // after a value, before its comma: no name goes there
    expect(emptyAt('"title": {')?.options.map((option) => option.name)).toEqual(['args']);
    expect(emptyAt('"to": "home"')).toBeUndefined();
    expect(emptyAt('"type": "navigate",')?.owner).toBe('NavigateAction');
    expect(emptyAt('"agreed": {')?.options.map((option) => option.name)).toEqual(['description']);
  });

  it('says what a property is on its name and on its value', () => {
    const at = text.indexOf('"variant"') + 3;
    expect(propertyHover(text, at)).toMatchObject({ name: 'variant', owner: 'TextBlock', allowed: expect.stringMatching(/^one of:/) });
    const value = text.indexOf('"applyPromo"') + 3;
    expect(propertyHover(text, value)).toMatchObject({
      name: 'endpoint',
      owner: 'CallAction',
      description: "An endpoint name the app declares, e.g. 'bindCardNew'.",
      allowed: 'text, not empty',
    });
    expect(propertyHover(text, text.indexOf('"visibleWhen"') + 2)?.allowed).toMatch(/expression/);
  });
});

describe('the property form of a node', () => {
  it('makes texts message keys in two languages, enums pickers, booleans switches and conditions words', () => {
    const catalogs = { own: { en: { 'promo.nickname': 'Nickname' }, fil: { 'promo.nickname': 'Palayaw' } }, shared: {} };
    const form = nodeForm(doc, '/blocks/1/fields/0', catalogs, { endpoint: ['applyPromo'] });
    expect(form).toMatchObject({ type: 'text', inList: true, index: 0, listLength: 1 });
    const byName = new Map(form?.properties.map((property) => [property.name, property]));
    expect(byName.get('label')).toMatchObject({ kind: 'text', key: 'promo.nickname', en: 'Nickname', fil: 'Palayaw', shared: false });
    expect(byName.get('type')).toMatchObject({ kind: 'choice', value: 'text', description: 'Any words: a name, an address line.' });
    expect(byName.get('sendEmpty')).toMatchObject({ kind: 'boolean', value: undefined, fallback: false });
    expect(byName.get('maxLength')).toMatchObject({ kind: 'number', integer: true, minimum: 1 });
    expect(byName.get('visibleWhen')).toMatchObject({
      kind: 'condition',
      value: { join: 'and', parts: [{ name: 'vars.agreed', test: 'on', value: '' }] },
    });
    // Lists of children are in the tree, not the form.
    expect(nodeForm(doc, '/blocks/1', catalogs)?.properties.map((property) => property.name)).not.toContain('fields');
    const call = nodeForm(doc, '/blocks/1/onSubmit/0', catalogs, { endpoint: ['applyPromo', 'other'] });
    expect(call?.properties.find((property) => property.name === 'endpoint')).toMatchObject({
      kind: 'choice',
      value: 'applyPromo',
      options: ['applyPromo', 'other'],
    });
    expect(call?.properties.map((property) => property.name)).not.toContain('type');
  });

  it('makes a list of titles (a key/value list’s rowOrder, hiddenRows) a box of lines, its other texts stay JSON', () => {
    const details = {
      schemaVersion: 1,
      id: 'details',
      blocks: [{ type: 'keyValueList', items: { var: 'data.loan.rows' }, rowOrder: ['Due date', 'Payout account'] }],
    };
    const form = nodeForm(details, '/blocks/0', { own: {}, shared: {} });
    const byName = new Map(form?.properties.map((property) => [property.name, property]));
    expect(byName.get('rowOrder')).toMatchObject({ kind: 'lines', value: ['Due date', 'Payout account'] });
    expect(byName.get('hiddenRows')).toMatchObject({ kind: 'lines', value: undefined });
    expect(byName.get('rowLabels')).toMatchObject({ kind: 'rowLabels', value: [] });
  });

  it("names the server's rows' arrangement and every other property in staff words", () => {
    const details = { schemaVersion: 1, id: 'details', blocks: [{ type: 'keyValueList', items: { var: 'data.loan.rows' } }] };
    const form = nodeForm(details, '/blocks/0', { own: {}, shared: {} });
    const labels = new Map(form?.properties.map((property) => [property.name, property.label]));
    expect(labels.get('rowOrder')).toBe("Order of the server's rows");
    expect(labels.get('hiddenRows')).toBe('Rows to hide');
    expect(labels.get('rowLabels')).toBe('New titles for rows');
    expect(labels.get('title')).toBe('Title');
    expect(labels.get('valueKey')).toBe('Row value from');
  });
});
