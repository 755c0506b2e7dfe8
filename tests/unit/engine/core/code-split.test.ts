import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

import { describe, expect, it } from 'vitest';

import { CODE_CHUNKS, CODE_NEED_NAMES, findCodeNeeds, firstShownPart, NEED_MODULES } from '../../../../engine/core/code-split.ts';

const ROOT = resolve(import.meta.dirname, '..', '..', '../..');
const screenText = (blocks: unknown[]) => JSON.stringify({ id: 's', blocks }, null, 2);
const chunkOf = (module: string) =>
  Object.keys(CODE_CHUNKS).find((name) => CODE_CHUNKS[name].some((test) => test.test(resolve(ROOT, module))));

describe('findCodeNeeds', () => {
  it('finds block types, field inputs and form parts in a formatted screen file, in the table order', () => {
    const text = screenText([
      { type: 'tabs', tabs: [] },
      { type: 'form', id: 'f', draft: {}, fields: [{ type: 'day', name: 'payday' }] },
    ]);
    expect(findCodeNeeds(text, 'block')).toEqual(['form', 'tabs']);
    expect(findCodeNeeds(text, 'fieldInput')).toEqual(['choice']);
    expect(findCodeNeeds(text, 'formPart')).toEqual(['draftKey']);
  });

  it('loads the pickers and the built fields for a form that builds its fields from data', () => {
    const text = screenText([{ type: 'form', id: 'f', fieldsFrom: { each: { var: 'data.items' } } }]);
    expect(findCodeNeeds(text, 'fieldInput')).toEqual(['choice']);
    expect(findCodeNeeds(text, 'formPart')).toEqual(['builtFields']);
  });

  it('reads types, not words: a text that names a type needs nothing', () => {
    expect(findCodeNeeds(screenText([{ type: 'text', text: 'form, tabs and "draft"' }]), 'block')).toEqual([]);
  });
});

describe('the modules and chunks of each need', () => {
  it('names modules that exist, for every need', () => {
    for (const need of CODE_NEED_NAMES)
      for (const module of NEED_MODULES[need]) expect(existsSync(resolve(ROOT, module)), `${need}: ${module}`).toBe(true);
  });

  it("puts a need's modules in the chunk the table says: the form code and the draft key together, the pickers with the built fields", () => {
    expect([...NEED_MODULES.form, ...NEED_MODULES.draftKey].map(chunkOf)).toEqual(['form', 'form', 'form', 'form']);
    expect([...NEED_MODULES.choice, ...NEED_MODULES.builtFields].map(chunkOf)).toEqual(['choice-fields', 'choice-fields']);
    expect([...NEED_MODULES.imageUpload, ...NEED_MODULES.markdown].map(chunkOf)).toEqual([undefined, undefined]);
  });
});

describe('the part of a screen that shows before a tap', () => {
  const form = { type: 'form', id: 'f', fields: [] };
  const rating = { type: 'rating', name: 'stars' };
  const dialogs = [
    { id: 'code', blocks: [form] },
    { id: 'rate', blocks: [rating] },
  ];
  const needs = (screen: unknown) => findCodeNeeds(JSON.stringify(firstShownPart(screen)), 'block');

  it('leaves out the dialogs a tap opens, with their code', () => {
    const screen = { id: 's', blocks: [{ type: 'button', label: 'Pay', actions: [{ type: 'openDialog', dialog: 'code' }] }], dialogs };
    expect(firstShownPart(screen)).toEqual({ id: 's', blocks: screen.blocks });
    expect(needs(screen)).toEqual([]);
    expect(findCodeNeeds(JSON.stringify(screen), 'block')).toEqual(['form', 'rating']);
  });

  it('keeps the dialogs its onLoad opens, at once or after a call', () => {
    const atOnce = { id: 's', blocks: [], dialogs, onLoad: [{ type: 'openDialog', dialog: 'rate' }] };
    expect(needs(atOnce)).toEqual(['rating']);
    const afterCall = {
      id: 's',
      blocks: [],
      dialogs,
      onLoad: [{ type: 'call', endpoint: 'e', onSuccess: [{ type: 'if', when: true, then: [{ type: 'openDialog', dialog: 'code' }] }] }],
    };
    expect(needs(afterCall)).toEqual(['form']);
    expect((firstShownPart(afterCall) as { dialogs: unknown[] }).dialogs).toEqual([dialogs[0]]);
  });

  it('keeps the blocks and footer whatever their dialogs, and a screen without dialogs as it is', () => {
    const screen = { id: 's', blocks: [form], footer: [rating], dialogs };
    expect(needs(screen)).toEqual(['form', 'rating']);
    const plain = { id: 's', blocks: [form] };
    expect(firstShownPart(plain)).toBe(plain);
    expect(firstShownPart(null)).toBeNull();
  });
});
