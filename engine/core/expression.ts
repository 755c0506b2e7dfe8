import type { Expr } from '../generated/schema-types.ts';

/** Values an expression reads; `storage` is read through a function so nothing is copied. */
export type Scope = Record<string, unknown> & {
  readStorage?: (area: 'local' | 'session', key: string) => string | null;
};

/** The operator keys of an operation (schemas/meta/expression.schema.json). */
export const OPERATORS: ReadonlySet<string> = new Set(['var', '==', '!=', '<', '<=', '>', '>=', 'and', 'or', 'not', 'in', 'empty', 'if', 'concat', 'lookup', 'length', 'object', 'entries', 'at', 'find', 'startsWith', 'digits', 'split', '+', '-']);

/**
 * The first part of every path an expression reads (engine/README.md 'Scope'). Some exist only where
 * they apply: item / index in a list, value in onChange, result / error after a call, form in
 * onSubmit, invalid in onInvalid, event in a screen's events.
 */
export const SCOPE_ROOTS: readonly string[] = ['data', 'vars', 'query', 'config', 'storage', 'env', 'item', 'index', 'value', 'result', 'error', 'form', 'invalid', 'event'];

/** Reads a dotted path such as `data.loan.userOrderDetail.detail`. */
export function getPath(scope: Scope, path: string): unknown {
  const parts = path.split('.');
  if (parts[0] === 'storage' && parts.length === 3 && (parts[1] === 'local' || parts[1] === 'session')) {
    return scope.readStorage?.(parts[1], parts[2]) ?? undefined;
  }
  let current: unknown = scope;
  for (const part of parts) {
    if (current === null || current === undefined) return undefined;
    if (typeof current !== 'object') return undefined;
    if (!Object.prototype.hasOwnProperty.call(current, part)) return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}

/** Loose equality of legacy servers: 1 and '1' are equal; nothing else is coerced. */
export function isSameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a === 'number' && typeof b === 'string') return b.trim() !== '' && Number(b) === a;
  if (typeof a === 'string' && typeof b === 'number') return a.trim() !== '' && Number(a) === b;
  return false;
}

export function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return Object.keys(value).length === 0;
  return false;
}

export function isTruthy(value: unknown): boolean {
  if (Array.isArray(value)) return value.length > 0;
  return Boolean(value);
}

function toNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '') return Number(value);
  return Number.NaN;
}

function toText(value: unknown): string {
  if (value === null || value === undefined) return '';
  return String(value);
}

/**
 * Evaluates a data-only expression against a scope. Never throws for odd data: a missing
 * path is undefined, a failed comparison is false. Nothing is ever compiled or eval'd.
 * @example evaluate({ in: [{ var: 'data.loan.orderStatus' }, [174, 180]] }, scope) // true
 */
export function evaluate(expr: Expr | undefined, scope: Scope): unknown {
  if (expr === undefined) return undefined;
  if (expr === null || typeof expr !== 'object') return expr;
  if (Array.isArray(expr)) return expr.map((item) => evaluate(item, scope));
  const [op] = Object.keys(expr);
  const arg = (expr as Record<string, unknown>)[op];
  const pair = () => (arg as Expr[]).map((item) => evaluate(item, scope));
  switch (op) {
    case 'var': {
      const [path, fallback] = Array.isArray(arg) ? (arg as [string, Expr?]) : [arg as string, undefined];
      const value = getPath(scope, path);
      return value === undefined ? evaluate(fallback, scope) : value;
    }
    case '==': {
      const [a, b] = pair();
      return isSameValue(a, b);
    }
    case '!=': {
      const [a, b] = pair();
      return !isSameValue(a, b);
    }
    case '<':
    case '<=':
    case '>':
    case '>=': {
      const [a, b] = pair().map(toNumber);
      if (Number.isNaN(a) || Number.isNaN(b)) return false;
      if (op === '<') return a < b;
      if (op === '<=') return a <= b;
      if (op === '>') return a > b;
      return a >= b;
    }
    case 'and': {
      for (const item of arg as Expr[]) if (!isTruthy(evaluate(item, scope))) return false;
      return true;
    }
    case 'or': {
      for (const item of arg as Expr[]) if (isTruthy(evaluate(item, scope))) return true;
      return false;
    }
    case 'not':
      return !isTruthy(evaluate(arg as Expr, scope));
    case 'in': {
      const [value, list] = pair();
      return Array.isArray(list) && list.some((entry) => isSameValue(entry, value));
    }
    case 'empty':
      return isEmpty(evaluate(arg as Expr, scope));
    case 'if': {
      const [condition, then, otherwise] = arg as [Expr, Expr, Expr];
      return isTruthy(evaluate(condition, scope)) ? evaluate(then, scope) : evaluate(otherwise, scope);
    }
    case 'concat':
      return (arg as Expr[]).map((item) => toText(evaluate(item, scope))).join('');
    case 'lookup': {
      const [key, table, fallback] = arg as [Expr, Record<string, unknown>, Expr?];
      const found = table[toText(evaluate(key, scope))];
      return found === undefined ? evaluate(fallback, scope) : found;
    }
    case 'length': {
      const value = evaluate(arg as Expr, scope);
      return Array.isArray(value) || typeof value === 'string' ? value.length : 0;
    }
    case 'object': {
      const result: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(arg as Record<string, Expr>)) result[key] = evaluate(value, scope);
      return result;
    }
    case 'entries':
      return toEntries(evaluate(arg as Expr, scope));
    case 'at': {
      const [collection, ...keys] = pair();
      return keys.reduce<unknown>((current, key) => stepInto(current, key), collection);
    }
    case 'find': {
      const [list, key, value] = arg as [Expr, string, Expr];
      const items = evaluate(list, scope);
      const wanted = evaluate(value, scope);
      return Array.isArray(items) ? items.find((item) => isSameValue(stepInto(item, key), wanted)) : undefined;
    }
    case 'startsWith': {
      const [text, prefix] = pair();
      const prefixes = (Array.isArray(prefix) ? prefix : [prefix]).map((entry) => toText(entry).toLowerCase()).filter(Boolean);
      const value = toText(text).toLowerCase();
      return prefixes.some((entry) => value.startsWith(entry));
    }
    case 'digits': {
      const value = evaluate(arg as Expr, scope);
      return typeof value === 'string' || typeof value === 'number' ? String(value).replace(/\D+/g, '') : '';
    }
    case '+':
    case '-': {
      const [a, b] = pair().map((value) => {
        const number = toNumber(value);
        return Number.isFinite(number) ? number : 0;
      });
      return op === '+' ? a + b : a - b;
    }
    case 'split': {
      const [value, separator] = arg as [Expr, string];
      return toList(evaluate(value, scope), separator);
    }
    default:
      // Not an operation: a literal object (schemas forbid these; tolerate at runtime).
      return expr;
  }
}

/** One step of `at`: a list position or an object's own key; undefined for anything else. */
function stepInto(current: unknown, key: unknown): unknown {
  if (current === null || typeof current !== 'object') return undefined;
  if (Array.isArray(current)) {
    const index = typeof key === 'number' ? key : typeof key === 'string' && /^\d+$/.test(key) ? Number(key) : Number.NaN;
    return Number.isInteger(index) ? current[index] : undefined;
  }
  const name = toText(key);
  return Object.prototype.hasOwnProperty.call(current, name) ? (current as Record<string, unknown>)[name] : undefined;
}

/** A list as it is, or a text cut at `separator` into trimmed, non-empty parts. */
function toList(value: unknown, separator: string): unknown[] {
  if (Array.isArray(value)) return value;
  if (typeof value !== 'string') return [];
  return value
    .split(separator)
    .map((part) => part.trim())
    .filter(Boolean);
}

/** `{key, value}` per own entry of an object (or per item of a list); [] for anything else. */
export function toEntries(value: unknown): Array<{ key: string | number; value: unknown }> {
  if (Array.isArray(value)) return value.map((item, index) => ({ key: index, value: item }));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value as Record<string, unknown>).map(([key, item]) => ({ key, value: item }));
}

/**
 * The entries of an object expression (e.g. `{"var": "form"}`) under explicit params, which win.
 * @example evaluateParamsFrom({ var: 'form' }, { product_id: { var: 'query.productId' } }, scope)
 */
export function evaluateParamsFrom(from: Expr | undefined, params: Record<string, Expr> | undefined, scope: Scope): Record<string, unknown> {
  const spread = evaluate(from, scope);
  const base = spread && typeof spread === 'object' && !Array.isArray(spread) ? (spread as Record<string, unknown>) : {};
  return { ...base, ...evaluateParams(params, scope) };
}

/** Evaluates each entry of a params map. */
export function evaluateParams(params: Record<string, Expr> | undefined, scope: Scope): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(params ?? {})) result[key] = evaluate(value, scope);
  return result;
}
