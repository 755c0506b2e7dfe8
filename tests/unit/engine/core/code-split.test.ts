import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

import { describe, expect, it } from 'vitest';

import { CODE_CHUNKS, CODE_NEED_NAMES, findCodeNeeds, NEED_MODULES } from '../../../../engine/core/code-split.ts';

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
