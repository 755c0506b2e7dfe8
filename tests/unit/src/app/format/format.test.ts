import { describe, expect, it, vi } from 'vitest';

import { formatDate } from '../../../../../src/app/format/format-date.ts';
import { formatMoney, formatNumber } from '../../../../../src/app/format/format-money.ts';

describe('formatMoney', () => {
  it('shows cents divided by 100 with 2 decimals and the peso sign, grouped for en-PH', () => {
    expect(formatMoney(123450)).toBe('₱1,234.50');
    expect(formatMoney(5, { locale: 'en-PH' })).toBe('₱0.05');
    expect(formatMoney(0)).toBe('₱0.00');
    expect(formatMoney(123456789012)).toBe('₱1,234,567,890.12');
  });

  it('groups the documented locales as Intl does, without asking Intl (its locale data loads on first use)', () => {
    const NumberFormat = vi.spyOn(Intl, 'NumberFormat');
    const amounts = [0, 5, 99999, 123450, 100000000, 123456789012];
    const texts = Object.fromEntries(
      ['en-PH', 'fil-PH', 'en', 'fil', 'id-ID', 'id'].map((locale) => [locale, amounts.map((cents) => formatMoney(cents, { locale }))]),
    );
    expect(NumberFormat).not.toHaveBeenCalled();
    NumberFormat.mockRestore();
    for (const [locale, shown] of Object.entries(texts)) {
      const viaIntl = amounts.map((cents) => {
        const whole = new Intl.NumberFormat(locale, { useGrouping: true, maximumFractionDigits: 0, numberingSystem: 'latn' });
        const decimal = new Intl.NumberFormat(locale, { minimumFractionDigits: 1 })
          .formatToParts(1.5)
          .find((part) => part.type === 'decimal')?.value;
        return `₱${whole.format(Math.floor(cents / 100))}${decimal}${String(cents % 100).padStart(2, '0')}`;
      });
      expect(shown, locale).toEqual(viaIntl);
    }
  });

  it('asks Intl for any other locale, so its own grouping stays right', () => {
    expect(formatMoney(12345600, { locale: 'en-IN' })).toBe('₱1,23,456.00');
  });

  it('shows the rupee sign when currencyFlag is 1', () => {
    expect(formatMoney(100000, { currencyFlag: 1 })).toBe('₹1,000.00');
    expect(formatMoney(100000, { currencyFlag: 0 })).toBe('₱1,000.00');
  });

  it('gives the legacy dot grouping by option or by a dot locale', () => {
    expect(formatMoney(123450, { grouping: 'dot' })).toBe('₱1.234,50');
    expect(formatMoney(123456789, { locale: 'id-ID' })).toBe('₱1.234.567,89');
  });

  it('tolerates numeric strings and rounds fractional cents without float error', () => {
    expect(formatMoney('123450')).toBe('₱1,234.50');
    expect(formatMoney(' 1999 ')).toBe('₱19.99');
    expect(formatMoney(0.1 * 3 * 100)).toBe('₱0.30');
    expect(formatMoney(1005)).toBe('₱10.05');
    expect(formatMoney('-2550')).toBe('-₱25.50');
  });

  it('reads text with one or two decimals, or grouped text, as a peso amount whatever the unit', () => {
    expect(formatMoney('2575.00')).toBe('₱2,575.00');
    expect(formatMoney('850.00')).toBe('₱850.00');
    expect(formatMoney(' 850.5 ', { unit: 'pesos' })).toBe('₱850.50');
    expect(formatMoney('2,575.00')).toBe('₱2,575.00');
    expect(formatMoney('1,234,567')).toBe('₱1,234,567.00');
    expect(formatMoney('-10.05')).toBe('-₱10.05');
    expect(formatMoney('2575.00', { locale: 'id-ID' })).toBe('₱2.575,00');
    expect(formatMoney('2575.00', { currencyFlag: 1 })).toBe('₹2,575.00');
  });

  it("reads whole numbers in the field's unit: centavos by default, pesos when the field says so", () => {
    expect(formatMoney(140000, { unit: 'cents' })).toBe('₱1,400.00');
    expect(formatMoney(850, { unit: 'pesos' })).toBe('₱850.00');
    expect(formatMoney('850', { unit: 'pesos' })).toBe('₱850.00');
    expect(formatMoney(10.05, { unit: 'pesos' })).toBe('₱10.05');
  });

  it('shows text the server already formatted, or text with a digit that fits no rule, as given: never a guess', () => {
    expect(formatMoney('₱2,575.00')).toBe('₱2,575.00');
    expect(formatMoney(' PHP 2,575 ')).toBe('PHP 2,575');
    expect(formatMoney('12abc')).toBe('12abc');
    expect(formatMoney('2575.000')).toBe('2575.000');
    expect(formatMoney('2,57.00')).toBe('2,57.00');
  });

  it('shows a dash only when nothing usable was sent', () => {
    for (const value of [null, undefined, '', '  ', NaN, Infinity, {}, [], true]) {
      expect(formatMoney(value)).toBe('—');
    }
  });

  it("shows a dash for text that cannot be an amount: no digit, or JavaScript's words and exponents for a number", () => {
    for (const value of [
      'abc',
      '—',
      'NaN',
      '-NaN',
      'Infinity',
      '-Infinity',
      ' Infinity ',
      '1e400',
      '-1e400',
      '1e3',
      '2.5E-3',
      'undefined',
      'null',
      '[object Object]',
    ]) {
      expect(formatMoney(value), JSON.stringify(value)).toBe('—');
      expect(formatMoney(value, { unit: 'pesos' }), JSON.stringify(value)).toBe('—');
    }
    // A number beyond exact centavos is no amount (a JSON 1e400 is read as Infinity).
    expect(formatMoney(JSON.parse('1e400'))).toBe('—');
    expect(formatMoney(1e300)).toBe('—');
    expect(formatMoney(-5)).toBe('-₱0.05');
  });
});

describe('formatNumber (the number text format)', () => {
  const NUMBERS = [0, 7, -7, 1234, 1234.5, -1234.5678, 0.1 + 0.2, 1000000, 123456789.125, -0.0004, 2.5e-7, 9007199254740991];

  it('writes the documented locales as toLocaleString does in that locale, without asking Intl', () => {
    const NumberFormat = vi.spyOn(Intl, 'NumberFormat');
    const toLocaleString = vi.spyOn(Number.prototype, 'toLocaleString');
    const texts = Object.fromEntries(
      ['en-PH', 'fil-PH', 'en', 'fil', 'id-ID', 'id'].map((locale) => [locale, NUMBERS.map((value) => formatNumber(value, locale))]),
    );
    expect(NumberFormat).not.toHaveBeenCalled();
    expect(toLocaleString).not.toHaveBeenCalled();
    NumberFormat.mockRestore();
    toLocaleString.mockRestore();
    for (const [locale, shown] of Object.entries(texts)) {
      expect(shown, locale).toEqual(NUMBERS.map((value) => value.toLocaleString(locale, { maximumFractionDigits: 3 })));
    }
    expect(texts['en-PH'].slice(0, 6)).toEqual(['0', '7', '-7', '1,234', '1,234.5', '-1,234.568']);
    expect(texts['id-ID'][5]).toBe('-1.234,568');
  });

  it("uses the config's locale, never the device's", () => {
    const deviceLocale = vi.spyOn(Number.prototype, 'toLocaleString').mockReturnValue('1.234,5 (device)');
    expect(formatNumber(1234.5)).toBe('1,234.5');
    deviceLocale.mockRestore();
  });

  it('asks Intl for any other locale, and for numbers too large to write without an exponent', () => {
    expect(formatNumber(1234567.5, 'en-IN')).toBe('12,34,567.5');
    expect(formatNumber(1234.5, 'not a locale')).toBe('1,234.5');
    expect(formatNumber(1e21, 'en-PH')).toBe((1e21).toLocaleString('en-PH'));
  });

  it('shows text with a digit as given, and a dash for anything else: never NaN, Infinity or undefined', () => {
    expect(formatNumber('12,500 pts')).toBe('12,500 pts');
    for (const value of [
      Number.NaN,
      Infinity,
      -Infinity,
      JSON.parse('1e400') as number,
      true,
      null,
      undefined,
      {},
      [],
      '',
      'abc',
      'NaN',
      'Infinity',
      '1e400',
      'undefined',
    ]) {
      expect(formatNumber(value), JSON.stringify(value)).toBe('—');
    }
  });
});

describe('formatDate', () => {
  // 2024-03-05 16:07:08 UTC is 2024-03-06 00:07:08 in Manila (UTC+8).
  const INSTANT_MS = Date.UTC(2024, 2, 5, 16, 7, 8);

  it('formats a Date, epoch milliseconds and epoch seconds in Manila time', () => {
    expect(formatDate(new Date(INSTANT_MS))).toBe('2024-03-06');
    expect(formatDate(INSTANT_MS, true)).toBe('2024-03-06 00:07:08');
    expect(formatDate(INSTANT_MS / 1000, true)).toBe('2024-03-06 00:07:08');
    expect(formatDate(String(INSTANT_MS / 1000))).toBe('2024-03-06');
  });

  it('converts ISO text with a zone to Manila time', () => {
    expect(formatDate('2024-03-05T16:07:08Z', true)).toBe('2024-03-06 00:07:08');
    expect(formatDate('2024-03-05T16:07:08.123+00:00', true)).toBe('2024-03-06 00:07:08');
    expect(formatDate('2024-03-06T00:07:08+08:00', true)).toBe('2024-03-06 00:07:08');
  });

  it('keeps server wall-clock text without a zone as written', () => {
    expect(formatDate('2024-03-06 09:05:01', true)).toBe('2024-03-06 09:05:01');
    expect(formatDate('2024-03-06 09:05:01')).toBe('2024-03-06');
    expect(formatDate('2024-3-6', true)).toBe('2024-03-06 00:00:00');
    expect(formatDate('2024/03/06')).toBe('2024-03-06');
  });

  it('returns unparseable text as is', () => {
    expect(formatDate('next Monday')).toBe('next Monday');
    expect(formatDate('2024-02-30')).toBe('2024-02-30');
  });

  it('shows a dash for what is no date and no text to show: never NaN, Invalid Date or undefined', () => {
    for (const value of [
      null,
      undefined,
      {},
      [],
      true,
      Number.NaN,
      Infinity,
      JSON.parse('1e400') as number,
      1e300,
      '',
      ' ',
      'NaN',
      'Infinity',
      'Invalid Date',
      'undefined',
      '1e400',
    ]) {
      expect(formatDate(value), JSON.stringify(value)).toBe('—');
      expect(formatDate(value, true), JSON.stringify(value)).toBe('—');
    }
    expect(formatDate(new Date('nope'))).toBe('—');
  });
});
