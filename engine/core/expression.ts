import type { Expr } from '../generated/schema-types.ts';

/** Values an expression reads; `storage` is read through a function so nothing is copied. */
export type Scope = Record<string, unknown> & {
  readStorage?: (area: 'local' | 'session', key: string) => string | null;
};

/**
 * The first part of every path an expression reads (engine/README.md 'Scope'). Some exist only where
 * they apply: item / index in a list, value in onChange, result / error after a call, form in
 * onSubmit, invalid in onInvalid, event in a screen's events.
 */
export const SCOPE_ROOTS: readonly string[] = [
  'data',
  'vars',
  'query',
  'config',
  'storage',
  'env',
  'item',
  'index',
  'value',
  'result',
  'error',
  'form',
  'invalid',
  'event',
];

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

/** A string, number or boolean as text; '' for anything else (null, a missing value, an object). */
export const toScalarText = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';

// A list reads as its items with commas, as JavaScript writes it; any other object has no text.
function toText(value: unknown): string {
  return Array.isArray(value) ? (value as unknown[]).map(toText).join(',') : toScalarText(value);
}

/** An operation of schemas/meta/expression.schema.json: an object with exactly one operator key. */
type Operation = Exclude<Expr, string | number | boolean | null | Expr[]>;

/** The keys of each member of a union. */
type KeysOfEach<T> = T extends unknown ? keyof T : never;

/** Every operator key the schema defines (the type is generated from it). */
type Operator = KeysOfEach<Operation>;

/** Evaluates one operation from its operator's argument. */
type Evaluator = (arg: unknown, scope: Scope, op: Operator) => unknown;

const evaluateEach = (arg: unknown, scope: Scope) => (arg as Expr[]).map((item) => evaluate(item, scope));

const compare: Evaluator = (arg, scope, op) => {
  const [a, b] = evaluateEach(arg, scope).map(toNumber);
  if (Number.isNaN(a) || Number.isNaN(b)) return false;
  if (op === '<') return a < b;
  if (op === '<=') return a <= b;
  if (op === '>') return a > b;
  return a >= b;
};

const addOrSubtract: Evaluator = (arg, scope, op) => {
  const [a, b] = evaluateEach(arg, scope).map((value) => {
    const number = toNumber(value);
    return Number.isFinite(number) ? number : 0;
  });
  return op === '+' ? a + b : a - b;
};

/**
 * The engine's implementation of every operator: the one list of what an expression can do.
 * Typed by the schema's operators, so TypeScript fails when the schema gains an operator the
 * engine lacks or the engine implements one the schema does not define.
 */
const OPERATIONS: Record<Operator, Evaluator> = {
  var: (arg, scope) => {
    const [path, fallback] = Array.isArray(arg) ? (arg as [string, Expr?]) : [arg as string, undefined];
    const value = getPath(scope, path);
    return value === undefined ? evaluate(fallback, scope) : value;
  },
  '==': (arg, scope) => {
    const [a, b] = evaluateEach(arg, scope);
    return isSameValue(a, b);
  },
  '!=': (arg, scope) => {
    const [a, b] = evaluateEach(arg, scope);
    return !isSameValue(a, b);
  },
  '<': compare,
  '<=': compare,
  '>': compare,
  '>=': compare,
  and: (arg, scope) => {
    for (const item of arg as Expr[]) if (!isTruthy(evaluate(item, scope))) return false;
    return true;
  },
  or: (arg, scope) => {
    for (const item of arg as Expr[]) if (isTruthy(evaluate(item, scope))) return true;
    return false;
  },
  not: (arg, scope) => !isTruthy(evaluate(arg as Expr, scope)),
  in: (arg, scope) => {
    const [value, list] = evaluateEach(arg, scope);
    return Array.isArray(list) && list.some((entry) => isSameValue(entry, value));
  },
  empty: (arg, scope) => isEmpty(evaluate(arg as Expr, scope)),
  if: (arg, scope) => {
    const [condition, then, otherwise] = arg as [Expr, Expr, Expr];
    return isTruthy(evaluate(condition, scope)) ? evaluate(then, scope) : evaluate(otherwise, scope);
  },
  concat: (arg, scope) => (arg as Expr[]).map((item) => toText(evaluate(item, scope))).join(''),
  lookup: (arg, scope) => {
    const [key, table, fallback] = arg as [Expr, Record<string, unknown>, Expr?];
    const found = table[toText(evaluate(key, scope))];
    return found === undefined ? evaluate(fallback, scope) : found;
  },
  length: (arg, scope) => {
    const value = evaluate(arg as Expr, scope);
    return Array.isArray(value) || typeof value === 'string' ? value.length : 0;
  },
  object: (arg, scope) => {
    const result: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(arg as Record<string, Expr>)) result[key] = evaluate(value, scope);
    return result;
  },
  entries: (arg, scope) => toEntries(evaluate(arg as Expr, scope)),
  at: (arg, scope) => {
    const [collection, ...keys] = evaluateEach(arg, scope);
    return keys.reduce<unknown>((current, key) => stepInto(current, key), collection);
  },
  find: (arg, scope) => {
    const [list, key, value] = arg as [Expr, string, Expr];
    const items = evaluate(list, scope);
    const wanted = evaluate(value, scope);
    return Array.isArray(items) ? (items as unknown[]).find((item) => isSameValue(stepInto(item, key), wanted)) : undefined;
  },
  startsWith: (arg, scope) => {
    const [text, prefix] = evaluateEach(arg, scope);
    const prefixes = (Array.isArray(prefix) ? prefix : [prefix]).map((entry) => toText(entry).toLowerCase()).filter(Boolean);
    const value = toText(text).toLowerCase();
    return prefixes.some((entry) => value.startsWith(entry));
  },
  digits: (arg, scope) => {
    const value = evaluate(arg as Expr, scope);
    return typeof value === 'string' || typeof value === 'number' ? String(value).replace(/\D+/g, '') : '';
  },
  split: (arg, scope) => {
    const [value, separator] = arg as [Expr, string];
    return toList(evaluate(value, scope), separator);
  },
  '+': addOrSubtract,
  '-': addOrSubtract,
};

/** The operator keys the engine implements (the keys of its implementation table), for the screens checker. */
export const OPERATORS: ReadonlySet<string> = new Set(Object.keys(OPERATIONS));

/**
 * Evaluates a data-only expression against a scope. Never throws for odd data: a missing
 * path is undefined, a failed comparison is false. Nothing is ever compiled or eval'd.
 * @example evaluate({ in: [{ var: 'data.loan.orderStatus' }, [174, 180]] }, scope) // true
 */
export function evaluate(expr: Expr | undefined, scope: Scope): unknown {
  if (expr === undefined) return undefined;
  if (expr === null || typeof expr !== 'object') return expr;
  if (Array.isArray(expr)) return (expr as readonly Expr[]).map((item) => evaluate(item, scope));
  const [op] = Object.keys(expr);
  // Not an operation: a literal object (schemas forbid these; tolerate at runtime).
  if (!Object.hasOwn(OPERATIONS, op)) return expr;
  return OPERATIONS[op as Operator]((expr as Record<string, unknown>)[op], scope, op as Operator);
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
  if (Array.isArray(value)) return (value as unknown[]).map((item, index) => ({ key: index, value: item }));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value as Record<string, unknown>).map(([key, item]) => ({ key, value: item }));
}

/**
 * The entries of an object expression (e.g. `{"var": "form"}`) under explicit params, which win.
 * @example evaluateParamsFrom({ var: 'form' }, { product_id: { var: 'query.productId' } }, scope)
 */
export function evaluateParamsFrom(
  from: Expr | undefined,
  params: Record<string, Expr> | undefined,
  scope: Scope,
): Record<string, unknown> {
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
