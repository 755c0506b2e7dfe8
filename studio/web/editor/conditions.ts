// A condition staff set without JSON ("Show only when", "Greyed out when", "Marked as chosen when"):
// a value of the screen (a field, a remembered value, the server's data) is filled or empty, on or
// off, equal to a value or not, one of a list, less or more than a number, or the same as another
// value. Read from and written as the screen language's expressions; a condition of another shape
// (a list's count, a worked-out value) is left to the JSON editor.

export type ConditionTest =
  'filled' | 'empty' | 'on' | 'off' | 'equals' | 'differs' | 'oneOf' | 'less' | 'atMost' | 'more' | 'atLeast' | 'same';

export interface Condition {
  /** The value looked at, e.g. 'vars.nickname' or 'data.detail.sonType'. */
  name: string;
  test: ConditionTest;
  /**
   * What it is compared with, as typed: a value ('equals', 'differs'), a number (less, more …), values
   * separated by commas ('oneOf'), or the other value's path ('same').
   */
  value: string;
}

/** The properties that hold a condition (`when`: an "Only if" step's). */
export const CONDITION_PROPERTIES: ReadonlySet<string> = new Set(['visibleWhen', 'disabledWhen', 'selectedWhen', 'when']);

export const TEST_WORDS: Record<ConditionTest, string> = {
  filled: 'is filled in',
  empty: 'is empty',
  on: 'is on (yes, ticked)',
  off: 'is off (no, not ticked)',
  equals: 'is',
  differs: 'is not',
  oneOf: 'is one of',
  less: 'is less than',
  atMost: 'is at most',
  more: 'is more than',
  atLeast: 'is at least',
  same: 'is the same as',
};

/** What a test compares with: nothing, a value typed, a number, a list typed, or another value picked. */
export type ConditionValueKind = 'none' | 'text' | 'number' | 'list' | 'value';

export const VALUE_KINDS: Record<ConditionTest, ConditionValueKind> = {
  filled: 'none',
  empty: 'none',
  on: 'none',
  off: 'none',
  equals: 'text',
  differs: 'text',
  oneOf: 'list',
  less: 'number',
  atMost: 'number',
  more: 'number',
  atLeast: 'number',
  same: 'value',
};

/** The screen language's operator of each comparison of numbers. */
const COMPARISONS = { less: '<', atMost: '<=', more: '>', atLeast: '>=' } as const;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const only = (value: unknown, key: string): unknown => (isRecord(value) && Object.keys(value).length === 1 ? value[key] : undefined);
const varName = (value: unknown): string | undefined => {
  const name = only(value, 'var');
  return typeof name === 'string' ? name : undefined;
};
const isPlain = (value: unknown): value is string | number | boolean =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

/** The looked-at value's name and the other argument of a two-argument operation, when it is one. */
function pairOf(expression: unknown, op: string): { name: string; other: unknown } | undefined {
  const pair = only(expression, op);
  if (!Array.isArray(pair) || pair.length !== 2) return undefined;
  const name = varName(pair[0]);
  return name === undefined ? undefined : { name, other: pair[1] as unknown };
}

/** The condition an expression is, or undefined when it is of another shape. */
export function readCondition(expression: unknown): Condition | undefined {
  const onName = varName(expression);
  if (onName !== undefined) return { name: onName, test: 'on', value: '' };
  const negated = only(expression, 'not');
  const offName = varName(negated);
  if (offName !== undefined) return { name: offName, test: 'off', value: '' };
  const emptyName = varName(only(negated ?? expression, 'empty'));
  if (emptyName !== undefined) return { name: emptyName, test: negated === undefined ? 'empty' : 'filled', value: '' };
  if (negated !== undefined) return undefined;
  for (const [op, test] of [
    ['==', 'equals'],
    ['!=', 'differs'],
  ] as const) {
    const pair = pairOf(expression, op);
    if (pair && isPlain(pair.other)) return { name: pair.name, test, value: String(pair.other) };
    const otherName = varName(pair?.other);
    if (pair && op === '==' && otherName !== undefined) return { name: pair.name, test: 'same', value: otherName };
  }
  for (const [test, op] of Object.entries(COMPARISONS) as [keyof typeof COMPARISONS, string][]) {
    const pair = pairOf(expression, op);
    if (pair && typeof pair.other === 'number') return { name: pair.name, test, value: String(pair.other) };
  }
  const list = pairOf(expression, 'in');
  const items: unknown = list?.other;
  // Items with a comma of their own could not be told apart when typed in one box.
  if (list && Array.isArray(items) && items.length > 0 && items.every((item) => isPlain(item) && !String(item).includes(',')))
    return { name: list.name, test: 'oneOf', value: items.map(String).join(', ') };
  return undefined;
}

/** A number written out: digits, a sign and a decimal point. */
const NUMBER = /^-?\d+(\.\d+)?$/;

/** A value as typed: a number or true / false when it reads as one, else the text. */
function typed(text: string): string | number | boolean {
  if (NUMBER.test(text.trim())) return Number(text);
  if (text === 'true' || text === 'false') return text === 'true';
  return text;
}

/** A number as typed ("1,000" reads as 1000), or undefined when it is none. */
function numberOf(text: string): number | undefined {
  const trimmed = text.trim().replaceAll(',', '');
  return NUMBER.test(trimmed) ? Number(trimmed) : undefined;
}

/** The expression of a condition (undefined while it is not complete: no value named, no number typed). */
export function writeCondition({ name, test, value }: Condition): unknown {
  const looked = name.trim();
  if (!looked) return undefined;
  const at = { var: looked };
  switch (test) {
    case 'filled':
      return { not: { empty: at } };
    case 'empty':
      return { empty: at };
    case 'on':
      return at;
    case 'off':
      return { not: at };
    case 'equals':
      return { '==': [at, typed(value)] };
    case 'differs':
      return { '!=': [at, typed(value)] };
    case 'oneOf': {
      const items = value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean)
        .map(typed);
      return items.length > 0 ? { in: [at, items] } : undefined;
    }
    case 'same':
      return value.trim() ? { '==': [at, { var: value.trim() }] } : undefined;
    case 'less':
    case 'atMost':
    case 'more':
    case 'atLeast': {
      const number = numberOf(value);
      return number === undefined ? undefined : { [COMPARISONS[test]]: [at, number] };
    }
  }
}

/** How the conditions of a compound one combine: all of them hold, or any one does. */
export type ConditionJoin = 'and' | 'or';

/** A condition as staff set it: one test, or several joined by all / any. */
export interface ConditionSet {
  join: ConditionJoin;
  parts: Condition[];
}

export const JOIN_WORDS: Record<ConditionJoin, string> = {
  and: 'All of these hold',
  or: 'Any one of these holds',
};

/** The condition set an expression is (one test, or an and / or of tests), or undefined when of another shape. */
export function readConditions(expression: unknown): ConditionSet | undefined {
  const single = readCondition(expression);
  if (single) return { join: 'and', parts: [single] };
  for (const join of ['and', 'or'] as const) {
    const list = only(expression, join);
    if (!Array.isArray(list) || list.length < 2) continue;
    const parts = list.map(readCondition);
    return parts.every((part) => part !== undefined) ? { join, parts } : undefined;
  }
  return undefined;
}

/** The expression of a condition set: its one test alone, the named tests joined; undefined when none is named. */
export function writeConditions({ join, parts }: ConditionSet): unknown {
  const written = parts.map(writeCondition).filter((part) => part !== undefined);
  if (written.length === 0) return undefined;
  return written.length === 1 ? written[0] : { [join]: written };
}
