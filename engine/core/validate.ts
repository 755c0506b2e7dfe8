import type { Field } from '../generated/schema-types.ts';
import { isEmpty, type Scope } from './expression.ts';
import type { EngineServices } from './services.ts';
import { resolveText } from './text.ts';

/**
 * Checks one field's request value against its rules; returns the message to show or undefined.
 * Runs on submit (and again as the borrower corrects a field).
 * @example getRuleMessage({ type: 'digits', name: 'code', rules: { minLength: { value: 6 } } }, '123', scope, services)
 */
export function getRuleMessage(
  field: Field,
  value: unknown,
  scope: Scope,
  services: Pick<EngineServices, 'messages' | 'format'>,
): string | undefined {
  const rules = field.rules;
  if (!rules) return undefined;
  const message = (text: Field['label'] | undefined, fallbackKey: string) =>
    text === undefined ? services.messages.t(fallbackKey) : resolveText(text, scope, services);
  if (isEmpty(value) || value === false) {
    return rules.required ? message(rules.required.message, 'engine.required') : undefined;
  }
  const text = Array.isArray(value) ? value.join(',') : String(value);
  if (rules.minLength && Array.from(text).length < rules.minLength.value) {
    return message(rules.minLength.message, 'engine.invalidValue');
  }
  if (rules.pattern && !toRegExp(rules.pattern.value).test(text)) {
    return message(rules.pattern.message, 'engine.invalidValue');
  }
  return undefined;
}

const patterns = new Map<string, RegExp>();

/** Patterns are checked by `npm run schemas:check`; one that still fails to compile matches nothing. */
function toRegExp(source: string): RegExp {
  let pattern = patterns.get(source);
  if (!pattern) {
    try {
      pattern = new RegExp(source, 'u');
    } catch {
      pattern = /(?!)/;
    }
    patterns.set(source, pattern);
  }
  return pattern;
}
