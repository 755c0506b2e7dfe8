// Manila time as staff enter and read a scheduled release's moment: UTC+8 all year, whatever the
// zone the code runs in, and a date or time that is not one refused in words.
import { describe, expect, it } from 'vitest';

import { formatManilaTime, parseManilaTime, toManilaInput } from '../../../studio/shared/manila-time.ts';

describe('Manila time', () => {
  it('reads a Manila date and time as the moment eight hours before the same clock reading in UTC', () => {
    expect(parseManilaTime('2026-12-01T09:00')).toBe(Date.parse('2026-12-01T01:00:00Z'));
    // Just after midnight in Manila is still the day before in UTC.
    expect(parseManilaTime('2027-01-01T00:30')).toBe(Date.parse('2026-12-31T16:30:00Z'));
  });

  it('shows a moment in Manila time and gives it back as the date and time fields hold it', () => {
    expect(formatManilaTime('2026-12-01T01:00:00.000Z')).toBe('1 Dec 2026, 09:00');
    expect(formatManilaTime(Date.parse('2026-12-31T16:30:00Z'))).toBe('1 Jan 2027, 00:30');
    expect(toManilaInput(Date.parse('2026-12-31T16:30:00Z'))).toBe('2027-01-01T00:30');
  });

  it.each([
    ['1 Dec 2026 9am', /e\.g\. 2026-12-01T09:00/],
    ['2026-12-01 09:00', /e\.g\. 2026-12-01T09:00/],
    ['2026-02-29T09:00', /There is no day 29 in month 2 of 2026/],
    ['2026-13-01T09:00', /There is no day 1 in month 13 of 2026/],
    ['2026-12-01T09:60', /09:60 is not a time of day/],
  ])('refuses %s in words', (text, problem) => {
    const parsed = parseManilaTime(text);
    expect(typeof parsed).toBe('object');
    expect((parsed as { problem: string }).problem).toMatch(problem);
  });

  it('takes 29 February in a leap year', () => {
    expect(parseManilaTime('2028-02-29T09:00')).toBe(Date.parse('2028-02-29T01:00:00Z'));
  });
});
