import type { Text, ValueText } from '../generated/schema-types.ts';
import type { EngineServices } from './services.ts';
import { evaluate, isEmpty, type Scope } from './expression.ts';

type TextServices = Pick<EngineServices, 'messages' | 'format'>;

/** The string a Text shows: literal, a catalog message, or formatted data. Always plain text. */
export function resolveText(text: Text | undefined, scope: Scope, services: TextServices): string {
  if (text === undefined) return '';
  if (typeof text === 'string') return text;
  if ('msg' in text) return services.messages.t(text.msg, resolveArgs(text.args, scope, services));
  return resolveValueText(text, scope, services);
}

/** A message's placeholder values: a {value, format} arg is formatted, any other arg is an expression. */
function resolveArgs(args: Record<string, unknown> | undefined, scope: Scope, services: TextServices): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [name, arg] of Object.entries(args ?? {})) {
    result[name] = isValueText(arg) ? resolveValueText(arg, scope, services) : evaluate(arg as never, scope);
  }
  return result;
}

function isValueText(arg: unknown): arg is ValueText {
  return typeof arg === 'object' && arg !== null && !Array.isArray(arg) && 'value' in arg;
}

function resolveValueText(text: ValueText, scope: Scope, services: TextServices): string {
  const value = evaluate(text.value, scope);
  if (isEmpty(value)) return text.fallback ?? '';
  switch (text.format) {
    case 'money':
      return services.format.money(value, text.unit);
    case 'date':
      return services.format.date(value, false);
    case 'dateTime':
      return services.format.date(value, true);
    case 'number':
      return services.format.number(value);
    default:
      return typeof value === 'object' ? '' : String(value);
  }
}
