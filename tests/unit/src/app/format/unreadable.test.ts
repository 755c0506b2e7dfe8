import { describe, expect, it } from 'vitest';

import { isReadableText, UNREADABLE } from '../../../../../src/app/format/unreadable.ts';

describe('isReadableText', () => {
  it('takes text with a digit for an amount or a number, any text for a date', () => {
    expect(isReadableText('PHP 2,575', true)).toBe(true);
    expect(isReadableText('12abc', true)).toBe(true);
    expect(isReadableText('abc', true)).toBe(false);
    expect(isReadableText('end of term', false)).toBe(true);
  });

  it("refuses JavaScript's words for no value and numbers in exponent notation", () => {
    for (const text of [
      'NaN',
      '₱NaN',
      '-Infinity',
      'undefined days',
      'null',
      'Invalid Date',
      '[object Object]',
      '1e400',
      '2.5E-3',
      '',
      '  ',
    ]) {
      expect(isReadableText(text, true), text).toBe(false);
      expect(isReadableText(text, false), text).toBe(false);
    }
    // Words that only contain them are text.
    expect(isReadableText('Nanay Cash 5', true)).toBe(true);
    expect(isReadableText('Due 5 Dec', true)).toBe(true);
  });

  it('is a dash', () => {
    expect(UNREADABLE).toBe('—');
  });
});
