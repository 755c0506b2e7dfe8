import { describe, expect, it } from 'vitest';

import { findLazyBlockTypes } from '../../../../engine/blocks/lazy-blocks.ts';
import { findFormParts } from '../../../../engine/core/form-parts.ts';
import { findLazyFieldInputs } from '../../../../engine/fields/lazy-inputs.ts';

const screenText = (fields: unknown[], extra: Record<string, unknown> = {}) =>
  JSON.stringify({ id: 's', blocks: [{ type: 'form', id: 'f', fields, ...extra }] }, null, 2);

describe('the code a screen loads before it shows', () => {
  it('is the form block without any picker or photo code for a form of text inputs', () => {
    const text = screenText([
      { type: 'phone', name: 'phone' },
      { type: 'digits', name: 'code' },
      { type: 'textarea', name: 'detail' },
    ]);
    expect(findLazyBlockTypes(text)).toEqual(['form']);
    expect(findLazyFieldInputs(text)).toEqual([]);
    expect(findFormParts(text)).toEqual([]);
  });

  it("adds the draft key's hash only for a form that keeps a draft, and the built fields' code only for fields from data", () => {
    expect(findFormParts(screenText([{ type: 'textarea', name: 'detail' }], { draft: { keyFrom: ['orderNo'] } }))).toEqual(['draftKey']);
    expect(findFormParts(screenText([], { fieldsFrom: { each: { var: 'data.card.items' } } }))).toEqual(['builtFields']);
  });

  it('adds the pickers for a choice field, or for fields built from server data', () => {
    expect(findLazyFieldInputs(screenText([{ type: 'enum', name: 'bank' }]))).toEqual(['choice']);
    expect(findLazyFieldInputs(screenText([{ type: 'citySelect', name: 'city' }]))).toEqual(['choice']);
    expect(findLazyFieldInputs(screenText([{ type: 'day', name: 'payday' }]))).toEqual(['choice']);
    expect(findLazyFieldInputs(screenText([], { fieldsFrom: { each: { var: 'data.card.items' } } }))).toEqual(['choice']);
  });

  it('is the tabs, rating or site nav block only for a screen that shows one', () => {
    const screen = (blocks: unknown[]) => JSON.stringify({ id: 's', blocks }, null, 2);
    expect(
      findLazyBlockTypes(
        screen([
          { type: 'tabs', var: 'tab', options: [] },
          { type: 'rating', var: 'score' },
        ]),
      ),
    ).toEqual(['tabs', 'rating']);
    expect(findLazyBlockTypes(screen([{ type: 'nav', links: [] }]))).toEqual(['nav']);
    expect(findLazyBlockTypes(screen([{ type: 'text', text: 'tabs, rating and nav' }]))).toEqual([]);
  });

  it('adds the photo upload only for a photo field', () => {
    expect(findLazyFieldInputs(screenText([{ type: 'imageUpload', name: 'photos' }]))).toEqual(['imageUpload']);
    // A text that merely mentions the word is not a photo field.
    expect(findLazyFieldInputs(screenText([{ type: 'text', name: 'imageUpload' }]))).toEqual([]);
  });
});
