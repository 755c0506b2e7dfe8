import { isReadableText, UNREADABLE } from './unreadable.ts';

type MoneyGrouping = 'locale' | 'dot' | 'comma';

export interface MoneyFormatOptions {
  /** SPEC §2.16/§9: 1 shows the rupee sign, anything else the peso sign. */
  currencyFlag?: number;
  /** Sets the thousands and decimal separators (CONTRACTS §1), e.g. "en-PH" → 1,234.50, "id-ID" → 1.234,50. */
  locale?: string;
  /** Overrides the locale's separators; "dot" is the legacy 1.234,50 (SPEC §9). */
  grouping?: MoneyGrouping;
}

const PESO_SIGN = '₱';
const RUPEE_SIGN = '₹';

/**
 * How a bare whole number of an amount field is read: `cents` (integer centavos, 140000 →
 * ₱1,400.00) or `pesos` (whole pesos, 850 → ₱850.00). The reply schemas state each field's unit.
 */
export type MoneyUnit = 'cents' | 'pesos';

const DEFAULT_LOCALE = 'en-PH';
const CENTS_PER_UNIT = 100;
const WHOLE_NUMBER_TEXT = /^[+-]?\d+$/;
// A decimal peso amount: '2575.00', '850.5', or grouped the Philippine way, '2,575.00' / '2,575'.
const PESO_TEXT = /^([+-]?)(\d+|\d{1,3}(?:,\d{3})+)(?:\.(\d{1,2}))?$/;

/**
 * SPEC §9 and the reply schemas: an amount shown with 2 decimals, the currency sign and the
 * locale's grouping, e.g. ₱1,234.50. What the server sends decides how it is read:
 * - a number, or text of digits only: in `unit` (centavos by default, SPEC §9 "amounts in cents");
 * - text with a decimal point and one or two decimals ('2575.00'), or grouped text ('2,575.00'):
 *   a peso amount, whatever the unit;
 * - any other text with a digit ('₱2,575.00', 'PHP 2,575'): already formatted by the server, shown as given;
 * - nothing usable (null, an object, NaN, Infinity, a number too large to be exact, text without a
 *   digit such as 'abc', or JavaScript's words and notations 'NaN', 'Infinity', '1e400'): '—'.
 * Never a wrong number: text that fits no rule is the server's text, not a guess.
 */
export function formatMoney(value: unknown, options: MoneyFormatOptions & { unit?: MoneyUnit } = {}): string {
  const amount = toAmount(value, options.unit ?? 'cents');
  if (amount === undefined) return UNREADABLE;
  if (typeof amount === 'string') return amount;
  const totalCents = amount;

  const isNegative = totalCents < 0;
  const absoluteCents = Math.abs(totalCents);
  // Whole units and cents are split as integers, so no float error reaches the text.
  const units = Math.floor(absoluteCents / CENTS_PER_UNIT);
  const fraction = absoluteCents % CENTS_PER_UNIT;
  const sign = options.currencyFlag === 1 ? RUPEE_SIGN : PESO_SIGN;
  const text = `${sign}${formatUnits(units, options)}${String(fraction).padStart(2, '0')}`;
  return isNegative ? `-${text}` : text;
}

/** Integer centavos, the server's own text to show as given, or undefined for nothing usable. */
function toAmount(value: unknown, unit: MoneyUnit): number | string | undefined {
  if (typeof value === 'number') return fromNumber(value, unit);
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (text === '') return undefined;
  if (WHOLE_NUMBER_TEXT.test(text)) return fromNumber(Number(text), unit) ?? toServerText(text);
  const peso = PESO_TEXT.exec(text);
  if (!peso) return toServerText(text);
  const [, sign, whole, fraction = ''] = peso;
  const cents = Number(whole.replaceAll(',', '')) * CENTS_PER_UNIT + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) return toServerText(text);
  return sign === '-' && cents !== 0 ? -cents : cents;
}

/** The server's own text to show as given, or undefined (a dash) when it cannot be an amount. */
function toServerText(text: string): string | undefined {
  return isReadableText(text, true) ? text : undefined;
}

function fromNumber(amount: number, unit: MoneyUnit): number | undefined {
  if (!Number.isFinite(amount)) return undefined;
  // Number(`${x}e2`) moves the decimal point in the text, so 10.05 pesos is 1005 cents, not 1004.
  const rounded = Math.round(unit === 'pesos' ? Number(`${amount}e2`) : amount);
  if (!Number.isSafeInteger(rounded)) return undefined;
  // Object.is keeps "-0.4" from printing as "-₱0.00".
  return Object.is(rounded, -0) ? 0 : rounded;
}

// Returns the grouped whole units followed by the decimal separator.
function formatUnits(units: number, options: MoneyFormatOptions): string {
  const locale = options.locale ?? DEFAULT_LOCALE;
  const grouping = options.grouping === 'dot' || options.grouping === 'comma' ? options.grouping : KNOWN_LOCALE_GROUPING[locale];
  if (grouping === 'dot' || grouping === 'comma') {
    const { group, decimal } = SEPARATORS[grouping];
    return `${groupDigits(String(units), group)}${decimal}`;
  }
  const { format, decimal } = getLocaleFormat(locale);
  return `${format.format(units)}${decimal}`;
}

/**
 * The separators of the locales config.js documents (README, `locale`), as Intl gives them: these
 * need no Intl, whose first call loads the browser's locale data (about 0.3 s of a cheap phone's
 * main thread before the screen shows). Any other locale is asked of Intl.
 */
const KNOWN_LOCALE_GROUPING: Partial<Record<string, 'comma' | 'dot'>> = {
  'en-PH': 'comma',
  'fil-PH': 'comma',
  en: 'comma',
  fil: 'comma',
  'id-ID': 'dot',
  id: 'dot',
};

const localeFormats = new Map<string, { format: Intl.NumberFormat; decimal: string }>();

// Intl does the grouping so locales with other patterns (en-IN: 1,23,456) stay right.
function getLocaleFormat(locale: string): { format: Intl.NumberFormat; decimal: string } {
  const cached = localeFormats.get(locale);
  if (cached) return cached;
  const options: Intl.NumberFormatOptions = { useGrouping: true, maximumFractionDigits: 0, numberingSystem: 'latn' };
  let format: Intl.NumberFormat;
  try {
    format = new Intl.NumberFormat(locale, options);
  } catch {
    format = new Intl.NumberFormat(DEFAULT_LOCALE, options);
  }
  const decimal =
    new Intl.NumberFormat(format.resolvedOptions().locale, {
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
      numberingSystem: 'latn',
    })
      .formatToParts(1.5)
      .find((part) => part.type === 'decimal')?.value ?? '.';
  const entry = { format, decimal };
  localeFormats.set(locale, entry);
  return entry;
}

/** The separators of the two groupings the app writes without Intl. */
const SEPARATORS = { comma: { group: ',', decimal: '.' }, dot: { group: '.', decimal: ',' } } as const;

/** A run of digits with `separator` between each group of three from the right. */
function groupDigits(digits: string, separator: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

const MAX_NUMBER_FRACTION_DIGITS = 3;

/**
 * A number as text (a `number` text format): the config locale's grouping and decimal separator,
 * at most three decimals, as `toLocaleString` would give it in that locale, e.g. 1234.5 →
 * "1,234.5" (en-PH), "1.234,5" (id-ID). The documented locales need no Intl (its first call loads
 * the browser's locale data); any other locale is asked of Intl. Text with a digit is shown as
 * given ('12,500 pts'); anything else (NaN, Infinity, null, true, an object, 'abc', 'NaN', '1e400')
 * is '—'. Never the device's own locale: a number reads like the amounts beside it.
 */
export function formatNumber(value: unknown, locale: string = DEFAULT_LOCALE): string {
  if (typeof value === 'string') return isReadableText(value, true) ? value : UNREADABLE;
  if (typeof value !== 'number' || !Number.isFinite(value)) return UNREADABLE;
  const grouping = KNOWN_LOCALE_GROUPING[locale];
  // toFixed writes an exponent from 1e21 up; Intl still groups those.
  if (!grouping || Math.abs(value) >= 1e21) return toLocaleNumber(value, locale);
  const [whole, fraction = ''] = Math.abs(value).toFixed(MAX_NUMBER_FRACTION_DIGITS).split('.');
  const decimals = fraction.replace(/0+$/, '');
  const { group, decimal } = SEPARATORS[grouping];
  const text = `${groupDigits(whole, group)}${decimals ? `${decimal}${decimals}` : ''}`;
  // As Intl writes it: a negative number keeps its sign even when it rounds to 0 ("-0").
  return value < 0 || Object.is(value, -0) ? `-${text}` : text;
}

function toLocaleNumber(value: number, locale: string): string {
  const options: Intl.NumberFormatOptions = { maximumFractionDigits: MAX_NUMBER_FRACTION_DIGITS, numberingSystem: 'latn' };
  try {
    return value.toLocaleString(locale, options);
  } catch {
    return value.toLocaleString(DEFAULT_LOCALE, options);
  }
}
