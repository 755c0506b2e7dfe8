// A condition staff set without JSON ("Show only when", "Greyed out when", "Marked as chosen when"):
// a value of the screen (a field, a remembered value, the server's data) is filled, empty, equal to
// a value or not. Read from and written as the screen language's expressions; a condition of another
// shape is left to the JSON editor.

export type ConditionTest = 'filled' | 'empty' | 'equals' | 'differs';

export interface Condition {
  /** The value looked at, e.g. 'vars.nickname' or 'data.detail.sonType'. */
  name: string;
  test: ConditionTest;
  /** What it is compared with ('equals', 'differs'). */
  value: string;
}

/** The properties that hold a condition (`when`: an "Only if" step's). */
export const CONDITION_PROPERTIES: ReadonlySet<string> = new Set(['visibleWhen', 'disabledWhen', 'selectedWhen', 'when']);

export const TEST_WORDS: Record<ConditionTest, string> = {
  filled: 'is filled in',
  empty: 'is empty',
  equals: 'is',
  differs: 'is not',
};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const only = (value: unknown, key: string): unknown => (isRecord(value) && Object.keys(value).length === 1 ? value[key] : undefined);
const varName = (value: unknown): string | undefined => {
  const name = only(value, 'var');
  return typeof name === 'string' ? name : undefined;
};

/** The condition an expression is, or undefined when it is of another shape. */
export function readCondition(expression: unknown): Condition | undefined {
  const negated = only(expression, 'not');
  const empty = only(negated ?? expression, 'empty');
  const emptyName = varName(empty);
  if (emptyName !== undefined) return { name: emptyName, test: negated === undefined ? 'empty' : 'filled', value: '' };
  if (negated !== undefined) return undefined;
  for (const [op, test] of [
    ['==', 'equals'],
    ['!=', 'differs'],
  ] as const) {
    const pair = only(expression, op);
    if (Array.isArray(pair) && pair.length === 2) {
      const [looked, value] = pair as unknown[];
      const name = varName(looked);
      if (name !== undefined && (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'))
        return { name, test, value: String(value) };
    }
  }
  return undefined;
}

/** A value as typed: a number or true / false when it reads as one, else the text. */
function typed(text: string): string | number | boolean {
  if (/^-?\d+(\.\d+)?$/.test(text.trim())) return Number(text);
  if (text === 'true' || text === 'false') return text === 'true';
  return text;
}

/** The expression of a condition (undefined without a name: nothing to test yet). */
export function writeCondition({ name, test, value }: Condition): unknown {
  const looked = name.trim();
  if (!looked) return undefined;
  const at = { var: looked };
  switch (test) {
    case 'filled':
      return { not: { empty: at } };
    case 'empty':
      return { empty: at };
    case 'equals':
      return { '==': [at, typed(value)] };
    case 'differs':
      return { '!=': [at, typed(value)] };
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
