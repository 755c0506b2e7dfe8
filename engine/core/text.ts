import type { Text, ValueText } from '../generated/schema-types.ts';
import { evaluate, isEmpty, type Scope, toScalarText } from './expression.ts';
import type { EngineServices } from './services.ts';

type TextServices = Pick<EngineServices, 'messages' | 'format'>;

/**
 * What a text shows for a value that is no value: a number that is not one (NaN, Infinity: a JSON
 * 1e400 is read as Infinity), the text 'NaN', 'Infinity' or 'undefined', or a format's result that
 * holds one of those words. A {value} text shows its `fallback` instead when it has one.
 */
const UNREADABLE = '—';
const NOT_A_VALUE_TEXT = /^\s*[+-]?(?:NaN|Infinity|undefined)\s*$/;
const NOT_A_VALUE_WORD = /\b(?:NaN|Infinity|undefined)\b/;

function isNotAValue(value: unknown): boolean {
  if (typeof value === 'number') return !Number.isFinite(value);
  return typeof value === 'string' && NOT_A_VALUE_TEXT.test(value);
}

/** The string a Text shows: literal, a catalog message, or formatted data. Always plain text. */
export function resolveText(text: Text | undefined, scope: Scope, services: TextServices): string {
  if (text === undefined) return '';
  if (typeof text === 'string') return text;
  if ('msg' in text) return services.messages.t(text.msg, resolveArgs(text.args, scope, services));
  return resolveValueText(text, scope, services);
}

/**
 * A message's placeholder values: a {value, format} arg is formatted, any other arg is an
 * expression; an expression with no value (null, absent, NaN, Infinity, 'NaN') fills its
 * placeholder with a dash, never with the word or the bare {placeholder}.
 */
function resolveArgs(args: Record<string, unknown> | undefined, scope: Scope, services: TextServices): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [name, arg] of Object.entries(args ?? {})) {
    if (isValueText(arg)) {
      result[name] = resolveValueText(arg, scope, services);
      continue;
    }
    const value = evaluate(arg as never, scope);
    result[name] = value === null || value === undefined || isNotAValue(value) ? UNREADABLE : value;
  }
  return result;
}

function isValueText(arg: unknown): arg is ValueText {
  return typeof arg === 'object' && arg !== null && !Array.isArray(arg) && 'value' in arg;
}

function resolveValueText(text: ValueText, scope: Scope, services: TextServices): string {
  const value = evaluate(text.value, scope);
  if (isEmpty(value)) return text.fallback ?? '';
  if (isNotAValue(value)) return text.fallback ?? UNREADABLE;
  if (text.format === undefined || text.format === 'text') return toScalarText(value);
  const shown = toFormatted(text, value, services);
  return NOT_A_VALUE_WORD.test(shown) ? (text.fallback ?? UNREADABLE) : shown;
}

function toFormatted(text: ValueText, value: unknown, services: TextServices): string {
  switch (text.format) {
    case 'money':
      return services.format.money(value, text.unit);
    case 'date':
      return services.format.date(value, false);
    case 'dateTime':
      return services.format.date(value, true);
    default:
      return services.format.number(value);
  }
}
