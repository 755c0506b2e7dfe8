// A property that reads one value the screen knows ({"var": "data.offer.logo"}, or with a value for
// when there is none: {"var": ["vars.template.logo", "/favicon.svg"]}): a picture's address, a link,
// the text copied or a list's rows. Read and written so that staff pick the value in words
// (value-picker.tsx) and type what is used without one, never the expression.
import type { ConditionValue } from './condition-values.ts';

export interface ValueRef {
  /** The value's path, e.g. 'data.offer.logo'. */
  path: string;
  /** What is used when the value is empty: the expression's default, as it is written. */
  fallback: string | number | undefined;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The value a property reads, or undefined when it is not one value read as it is. */
export function readValueRef(value: unknown): ValueRef | undefined {
  if (!isRecord(value) || Object.keys(value).length !== 1) return undefined;
  const read = value.var;
  if (typeof read === 'string') return { path: read, fallback: undefined };
  if (!Array.isArray(read) || read.length < 1 || read.length > 2 || typeof read[0] !== 'string') return undefined;
  const fallback: unknown = read[1];
  if (fallback !== undefined && typeof fallback !== 'string' && typeof fallback !== 'number') return undefined;
  return { path: read[0], fallback };
}

/** The expression: the path alone, or with the value used when it is empty (an empty text: none). */
export function writeValueRef({ path, fallback }: ValueRef): { var: string | [string, string | number] } {
  return fallback === undefined || fallback === '' ? { var: path } : { var: [path, fallback] };
}

/** The names a step or a list gives a value where it runs, in staff words. */
const WHERE_IT_RUNS: Record<string, string> = {
  value: 'The value just chosen or typed',
  form: 'The form’s answers, all of them',
  item: 'The item of the list, whole',
  index: 'The item’s place in the list (0, 1, 2 …)',
};

/** What the picker offers: what the screen knows, with the name of where it runs when the value is one. */
export function valuesFor(path: string, known: readonly ConditionValue[]): readonly ConditionValue[] {
  const words = Object.hasOwn(WHERE_IT_RUNS, path) ? WHERE_IT_RUNS[path] : undefined;
  return words && !known.some((entry) => entry.path === path) ? [...known, { path, label: words, group: 'Where this runs' }] : known;
}
