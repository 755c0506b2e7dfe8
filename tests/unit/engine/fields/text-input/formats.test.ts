import { describe, expect, it } from 'vitest';

import { formats, toCaretPosition } from '../../../../../engine/fields/text-input/formats.ts';

describe('input formats (SPEC §5)', () => {
  it('phone: digits only, at most 11, grouped 3-4-4', () => {
    expect(formats.phone.toDisplay('+63 917-123-4567 ext')).toBe('639 1712 3456');
    expect(formats.phone.toDisplay('09171234567999')).toBe('091 7123 4567');
    expect(formats.phone.toRaw('091 7123 4567')).toBe('09171234567');
  });
  it('bank card: digits grouped in fours', () => {
    expect(formats.bankCard.toDisplay('1234-5678 9012 3456 78')).toBe('1234 5678 9012 3456 78');
    expect(formats.bankCard.toRaw('1234 5678')).toBe('12345678');
  });
  it('digits and number: non-digits stripped, max length honoured', () => {
    expect(formats.digits.toDisplay('12a3b', 2)).toBe('12');
    expect(formats.number.toDisplay('٣4.5')).toBe('45');
  });
  it('text: input beyond the limit is ignored', () => {
    expect(formats.text.toDisplay('abcdef', 4)).toBe('abcd');
  });
  it('keeps the caret after the same digit when grouping adds spaces', () => {
    // typed "0917" with the caret at the end → "091 7": caret after the 4th digit
    expect(toCaretPosition('0917', 4, '091 7', (c) => /\d/.test(c))).toBe(5);
    expect(toCaretPosition('09a17', 3, '091 7', (c) => /\d/.test(c))).toBe(2);
  });
});
