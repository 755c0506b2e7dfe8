import type { Text } from '../generated/schema-types.ts';
import type { EngineServices } from './services.ts';
import { evaluate, evaluateParams, isEmpty, type Scope } from './expression.ts';

/** The string a Text shows: literal, a catalog message, or formatted data. Always plain text. */
export function resolveText(text: Text | undefined, scope: Scope, services: Pick<EngineServices, 'messages' | 'format'>): string {
  if (text === undefined) return '';
  if (typeof text === 'string') return text;
  if ('msg' in text) return services.messages.t(text.msg, evaluateParams(text.args, scope));
  const value = evaluate(text.value, scope);
  if (isEmpty(value)) return text.fallback ?? '';
  switch (text.format) {
    case 'money':
      return services.format.money(value);
    case 'date':
      return services.format.date(value, false);
    case 'dateTime':
      return services.format.date(value, true);
    case 'number':
      return typeof value === 'number' ? value.toLocaleString() : String(value);
    default:
      return typeof value === 'object' ? '' : String(value);
  }
}
