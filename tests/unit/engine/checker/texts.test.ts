import { describe, expect, it } from 'vitest';

import { checkCatalogs, checkMessagesFile } from '../../../../engine/checker/rules/texts.ts';
import type { Problem } from '../../../../engine/checker/types.ts';

const check = (catalogs: unknown, fallback = {}) => {
  const problems: Problem[] = [];
  const doc = checkMessagesFile({ name: 'm.json', text: JSON.stringify(catalogs, null, 2) }, problems);
  if (doc) checkCatalogs(doc, fallback, problems);
  return problems.map(({ pointer, message }) => ({ pointer, message }));
};

describe('checkCatalogs', () => {
  it('accepts a key with the same placeholders in every language', () => {
    expect(check({ en: { 's.due': 'Due {date}' }, fil: { 's.due': 'Takdang {date}' } })).toEqual([]);
  });

  it('finds a missing Filipino text, unless the fallback has it', () => {
    expect(check({ en: { 's.hi': 'Hi' }, fil: {} })).toEqual([
      { pointer: '/en/s.hi', message: expect.stringMatching(/^'s.hi' has no Filipino text/) },
    ]);
    expect(check({ en: { 's.hi': 'Hi' }, fil: {} }, { fil: { 's.hi': 'Kumusta' } })).toEqual([]);
  });

  it('finds placeholders that differ between languages', () => {
    expect(check({ en: { 's.due': 'Due {date}' }, fil: { 's.due': 'Takdang {petsa}' } })).toEqual([
      { pointer: '/fil/s.due', message: expect.stringMatching(/en has \{date\}, fil has \{petsa\}/) },
    ]);
  });
});
