export type MoneyGrouping = 'locale' | 'dot' | 'comma';

export interface MoneyFormatOptions {
  /** SPEC §2.16/§9: 1 shows the rupee sign, anything else the peso sign. */
  currencyFlag?: number;
  /** Sets the thousands and decimal separators (CONTRACTS §1), e.g. "en-PH" → 1,234.50, "id-ID" → 1.234,50. */
  locale?: string;
  /** Overrides the locale's separators; "dot" is the legacy 1.234,50 (SPEC §9). */
  grouping?: MoneyGrouping;
}

export const PESO_SIGN = '₱';
export const RUPEE_SIGN = '₹';
export const NOT_A_NUMBER = '—';

const DEFAULT_LOCALE = 'en-PH';
const CENTS_PER_UNIT = 100;
const NUMERIC_TEXT = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

/** SPEC §9: an amount in cents shown divided by 100 with 2 decimals and the currency sign, e.g. ₱1,234.50. */
export function formatMoney(cents: unknown, options: MoneyFormatOptions = {}): string {
  const totalCents = toIntegerCents(cents);
  if (totalCents === undefined) return NOT_A_NUMBER;

  const isNegative = totalCents < 0;
  const absoluteCents = Math.abs(totalCents);
  // Whole units and cents are split as integers, so no float error reaches the text.
  const units = Math.floor(absoluteCents / CENTS_PER_UNIT);
  const fraction = absoluteCents % CENTS_PER_UNIT;
  const sign = options.currencyFlag === 1 ? RUPEE_SIGN : PESO_SIGN;
  const text = `${sign}${formatUnits(units, options)}${String(fraction).padStart(2, '0')}`;
  return isNegative ? `-${text}` : text;
}

function toIntegerCents(value: unknown): number | undefined {
  let amount: number;
  if (typeof value === 'number') amount = value;
  else if (typeof value === 'string' && NUMERIC_TEXT.test(value.trim())) amount = Number(value.trim());
  else return undefined;
  if (!Number.isFinite(amount)) return undefined;
  const rounded = Math.round(amount);
  // Object.is keeps "-0.4" from printing as "-₱0.00".
  return Object.is(rounded, -0) ? 0 : rounded;
}

// Returns the grouped whole units followed by the decimal separator.
function formatUnits(units: number, options: MoneyFormatOptions): string {
  if (options.grouping === 'dot') return `${groupDigits(units, '.')},`;
  if (options.grouping === 'comma') return `${groupDigits(units, ',')}.`;
  const { format, decimal } = getLocaleFormat(options.locale ?? DEFAULT_LOCALE);
  return `${format.format(units)}${decimal}`;
}

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

function groupDigits(units: number, separator: string): string {
  return String(units).replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}
