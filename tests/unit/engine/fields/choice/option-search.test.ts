import { describe, expect, it } from 'vitest';

import { findMatches, MAX_MATCHES, type ResolvedOption, toSheetStatus } from '../../../../../engine/fields/choice/option-search.ts';

const cities: ResolvedOption[] = [
  { label: 'City of Cebu', value: 'cebu', group: 'Cebu' },
  { label: 'Parañaque', value: 'paranaque', group: 'Metro Manila' },
  { label: 'Cebu City Proper', value: 'proper', group: 'Cebu' },
  { label: 'Lapu-Lapu', value: 'lapu', group: 'Cebu' },
];

/** Names the message and its values, so a test reads which text the sheet would say. */
const t = (key: string, values?: Record<string, unknown>) => (values ? `${key} ${JSON.stringify(values)}` : key);

describe('the options a search finds', () => {
  it('finds every word in any order, accents and commas ignored, labels starting with the text first', () => {
    expect(findMatches(cities, 'cebu city').map((option) => option.value)).toEqual(['proper', 'cebu']);
    expect(findMatches(cities, 'PARANAQUE').map((option) => option.value)).toEqual(['paranaque']);
    expect(findMatches(cities, 'cebu, lapu').map((option) => option.value)).toEqual(['lapu']);
  });

  it('reads a group as part of the label, and gives every option for an empty search', () => {
    expect(findMatches(cities, 'metro').map((option) => option.value)).toEqual(['paranaque']);
    expect(findMatches(cities, '  ')).toEqual(cities);
    expect(findMatches(cities, '  ')).not.toBe(cities);
  });
});

describe('what the sheet says besides its options', () => {
  const base = { search: '', matchCount: 4, optionCount: 4, isLong: false };

  it('says nothing for a short list shown whole', () => {
    expect(toSheetStatus(t, base)).toBeUndefined();
  });

  it('tells a source’s load, its failure, and its count once searched', () => {
    expect(toSheetStatus(t, { ...base, source: { status: 'loading' } })).toBe('engine.loading');
    expect(toSheetStatus(t, { ...base, source: { status: 'idle' } })).toBe('engine.loading');
    expect(toSheetStatus(t, { ...base, source: { status: 'failed' } })).toBe('engine.optionsFailed');
    expect(toSheetStatus(t, { ...base, source: { status: 'ready' }, search: 'ce', matchCount: 2 })).toBe('engine.matchCount {"count":2}');
  });

  it('asks to type on a long list, counts its matches, and says when there are more than it shows', () => {
    expect(toSheetStatus(t, { ...base, optionCount: 1600, isLong: true })).toBe('engine.typeToSearch {"count":1600}');
    expect(toSheetStatus(t, { ...base, search: 'a', optionCount: 1600, matchCount: 12, isLong: true })).toBe(
      'engine.matchCount {"count":12}',
    );
    expect(toSheetStatus(t, { ...base, search: 'a', optionCount: 1600, matchCount: MAX_MATCHES + 1, isLong: true })).toBe(
      `engine.moreMatches {"shown":${MAX_MATCHES},"count":${MAX_MATCHES + 1}}`,
    );
  });

  it('says when nothing matches, and when there is nothing to choose', () => {
    expect(toSheetStatus(t, { ...base, search: 'zz', matchCount: 0 })).toBe('engine.noMatches {"search":"zz"}');
    expect(toSheetStatus(t, { ...base, matchCount: 0, optionCount: 0 })).toBe('engine.noOptions');
  });
});
