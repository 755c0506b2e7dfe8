import { describe, expect, it } from 'vitest';

import { checkFieldProperties } from '../../../../engine/checker/rules/field-properties.ts';
import { parseJson } from '../../../../engine/checker/rules/json-text.ts';
import { checkScreenText } from '../../../../engine/checker/screen-rules.ts';

const check = (screen: unknown) => {
  const { doc } = parseJson('s.json', JSON.stringify(screen, null, 2));
  return checkFieldProperties(doc!).map(({ pointer, message }) => ({ pointer, message }));
};

const form = (fields: unknown[]) => ({ blocks: [{ type: 'stack', blocks: [{ type: 'form', id: 'f', fields }] }] });

describe('checkFieldProperties', () => {
  it('refuses maxCount on an amount field, with what it is for and what to do', () => {
    expect(check(form([{ type: 'number', name: 'amount', maxCount: 3 }]))).toEqual([
      {
        pointer: '/blocks/0/blocks/0/fields/0/maxCount',
        message:
          "'maxCount' does nothing on a number field: it is for an imageUpload field (at most this many images). Remove it, or change the field's type.",
      },
    ]);
  });

  it('lets each property be where its type reads it', () => {
    expect(
      check(
        form([
          { type: 'imageUpload', name: 'photos', maxCount: 3 },
          { type: 'citySelect', name: 'city', optionsFrom: 'phCities' },
        ]),
      ),
    ).toEqual([]);
    expect(check(form([{ type: 'day', name: 'd', optionsFrom: 'days' }]))[0].message).toContain('it is for enum or citySelect fields');
  });

  it('is one of the checks a screen file gets, with its line and column', () => {
    const text = JSON.stringify(
      {
        schemaVersion: 1,
        id: 'loan',
        title: 'Loan',
        blocks: [{ type: 'form', id: 'f', fields: [{ type: 'number', name: 'amount', maxCount: 2 }] }],
      },
      null,
      2,
    );
    const problems = checkScreenText('screens/loan/screen.json', text);
    expect(problems).toContainEqual(expect.objectContaining({ pointer: '/blocks/0/fields/0/maxCount', line: 13, column: 11 }));
  });
});
