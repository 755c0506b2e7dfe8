// What a replace writes in search and replace: only the files with a chosen match, each with its
// text before and after, a match left unticked untouched; afterwards the unticked matches of a
// changed file move with it and those of the other files stay as they were.
import { describe, expect, it } from 'vitest';

import { planReplace, untickedAfter } from '../../../../studio/web/search/replace-plan.ts';
import { findMatches, type Match, type SearchFile } from '../../../../studio/web/search/search.ts';

const FILES: SearchFile[] = [
  { path: 'screens/messages.json', text: '{"en": {"a": "Pay the loan", "b": "Loan amount"}}' },
  { path: 'content/en/about-us.md', text: 'We lend: a loan in minutes.' },
];
const matches = findMatches(FILES, { query: 'loan', caseSensitive: false, wholeWord: true });
const groups: [string, Match[]][] = [...new Set(matches.map((match) => match.path))].map((path) => [
  path,
  matches.filter((match) => match.path === path),
]);

describe('a replace', () => {
  it('changes the files with a chosen match only, leaving an unticked match as it was', () => {
    const [pay, amount] = matches;
    const { changes, records } = planReplace(groups, [pay], FILES, new Set([amount.id]), [], 'credit');
    expect(changes).toEqual([
      { path: 'screens/messages.json', before: FILES[0].text, after: '{"en": {"a": "Pay the credit", "b": "Loan amount"}}' },
    ]);
    expect(records.map((record) => record.path)).toEqual(['screens/messages.json']);
    expect(planReplace(groups, [], FILES, new Set(), [], 'credit').changes).toEqual([]);
  });

  it('keeps the unticked matches of other files, and moves those of a changed file with its text', () => {
    const [pay, amount, page] = matches;
    const { records } = planReplace(groups, [pay], FILES, new Set([amount.id, page.id]), [], 'credit line');
    const after = untickedAfter(new Set([amount.id, page.id]), records);
    const [moved] = findMatches([{ path: FILES[0].path, text: records[0].text }], { query: 'loan', caseSensitive: false, wholeWord: true });
    expect([...after].sort()).toEqual([moved.id, page.id].sort());
    expect(moved.id).not.toBe(amount.id);
  });
});
