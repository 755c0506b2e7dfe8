// A text that shows data ({"value": …, "format": …} in the screen file): the value shown, picked in
// words from what the screen knows (condition-values.ts), how it is shown (an amount, a date …),
// what a bare amount counts in, and what shows when there is no value. Read from and written as the
// screen language's text, so staff set all of it without JSON; a value a developer worked out (an
// "if", a "concat") keeps its expression and shows what it reads.

export type DataFormat = 'text' | 'money' | 'date' | 'dateTime' | 'number';
export type MoneyUnit = 'cents' | 'pesos';

export interface DataText {
  /** The value's path when it is one value ('data.offer.amount'); undefined when it is worked out. */
  path: string | undefined;
  /** The value's expression as the screen file has it (kept as it is when only the rest changes). */
  expression: unknown;
  format: DataFormat | undefined;
  unit: MoneyUnit | undefined;
  fallback: string | undefined;
}

/** How each format shows a value, in staff words, with an example (the schema's own descriptions). */
export const FORMAT_WORDS: Record<DataFormat, string> = {
  text: 'As the server sends it',
  money: 'Money (₱1,400.00)',
  date: 'Date (2026-11-29)',
  dateTime: 'Date and time (2026-11-29 14:30:00)',
  number: 'Number (12,500.5)',
};

export const UNIT_WORDS: Record<MoneyUnit, string> = {
  cents: 'Centavos (140000 → ₱1,400.00)',
  pesos: 'Pesos (850 → ₱850.00)',
};

const KEYS = new Set(['value', 'format', 'unit', 'fallback']);
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The path of an expression that is one value read as it is ({"var": "data.amount"}), else undefined. */
function plainPath(expression: unknown): string | undefined {
  if (!isRecord(expression) || Object.keys(expression).length !== 1) return undefined;
  return typeof expression.var === 'string' ? expression.var : undefined;
}

/** The data text a property's value is, or undefined when it is not one (a literal, a message, another shape). */
export function readDataText(value: unknown): DataText | undefined {
  if (!isRecord(value) || !('value' in value) || !Object.keys(value).every((key) => KEYS.has(key))) return undefined;
  const { format, unit, fallback } = value;
  if (format !== undefined && !(typeof format === 'string' && format in FORMAT_WORDS)) return undefined;
  if (unit !== undefined && unit !== 'cents' && unit !== 'pesos') return undefined;
  if (fallback !== undefined && typeof fallback !== 'string') return undefined;
  return {
    path: plainPath(value.value),
    expression: value.value,
    format: format as DataFormat | undefined,
    unit,
    fallback,
  };
}

/**
 * The screen file's text for a data text. A new path replaces the expression with that one value;
 * the unit goes with a format other than money; an empty fallback is left out.
 */
export function writeDataText(text: DataText): Record<string, unknown> {
  const value = text.path === undefined ? text.expression : { var: text.path };
  return {
    value,
    ...(text.format ? { format: text.format } : {}),
    ...(text.format === 'money' && text.unit ? { unit: text.unit } : {}),
    ...(text.fallback ? { fallback: text.fallback } : {}),
  };
}
