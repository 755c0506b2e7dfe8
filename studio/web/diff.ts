// A change as staff read it: blocks added, removed or moved, properties changed, texts changed
// per language. Computed from the saved files and the draft (both must parse).
export interface Change {
  kind: 'added' | 'removed' | 'moved' | 'changed';
  /** Where, e.g. 'blocks › 2 (button) › label'. */
  where: string;
  before?: string;
  after?: string;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const isObject = (value: Json | undefined): value is { [key: string]: Json } =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const show = (value: Json | undefined): string =>
  value === undefined ? '' : typeof value === 'string' ? `"${value}"` : JSON.stringify(value);
const label = (value: Json | undefined, index: number): string => {
  if (!isObject(value)) return String(index + 1);
  const name = value.id ?? value.name ?? value.type;
  return typeof name === 'string' ? `${index + 1} (${name})` : String(index + 1);
};
const join = (path: string[]) => path.join(' › ') || 'screen';

function diffArrays(before: Json[], after: Json[], path: string[], out: Change[]): void {
  const keysBefore = before.map((item) => JSON.stringify(item));
  const keysAfter = after.map((item) => JSON.stringify(item));
  const unmatchedBefore = new Set(keysBefore.map((_, index) => index));
  const unmatchedAfter: number[] = [];
  keysAfter.forEach((key, index) => {
    const found = keysBefore.findIndex((other, at) => other === key && unmatchedBefore.has(at));
    if (found < 0) return void unmatchedAfter.push(index);
    unmatchedBefore.delete(found);
    // Moved: its position among the unchanged items differs.
    if (found !== index && keysBefore.length === keysAfter.length)
      out.push({
        kind: 'moved',
        where: join([...path, label(after[index], index)]),
        before: `position ${found + 1}`,
        after: `position ${index + 1}`,
      });
  });
  // What is left changed in place (same position, same type) or was added / removed.
  const leftBefore = [...unmatchedBefore];
  for (const index of unmatchedAfter) {
    const sameType = leftBefore.findIndex(
      (at) =>
        !isObject(after[index]) || !isObject(before[at]) || (before[at] as { type?: Json }).type === (after[index] as { type?: Json }).type,
    );
    if (sameType >= 0 && (isObject(after[index]) || leftBefore.length === unmatchedAfter.length)) {
      const [at] = leftBefore.splice(sameType, 1);
      diffValues(before[at], after[index], [...path, label(after[index], index)], out);
    } else {
      out.push({ kind: 'added', where: join([...path, label(after[index], index)]), after: show(after[index]) });
    }
  }
  for (const at of leftBefore) out.push({ kind: 'removed', where: join([...path, label(before[at], at)]), before: show(before[at]) });
}

function diffValues(before: Json | undefined, after: Json | undefined, path: string[], out: Change[]): void {
  if (JSON.stringify(before) === JSON.stringify(after)) return;
  if (Array.isArray(before) && Array.isArray(after)) {
    diffArrays(before, after, path, out);
    return;
  }
  if (isObject(before) && isObject(after)) {
    for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
      if (!(key in after)) out.push({ kind: 'removed', where: join([...path, key]), before: show(before[key]) });
      else if (!(key in before)) out.push({ kind: 'added', where: join([...path, key]), after: show(after[key]) });
      else diffValues(before[key], after[key], [...path, key], out);
    }
    return;
  }
  out.push({ kind: 'changed', where: join(path), before: show(before), after: show(after) });
}

export function diffScreen(before: string, after: string): Change[] {
  const out: Change[] = [];
  diffValues(JSON.parse(before || 'null') as Json, JSON.parse(after) as Json, [], out);
  return out;
}

/** Texts per language: 'fil › loanDetail.title'. */
export function diffTexts(before: string | null, after: string | null): Change[] {
  const out: Change[] = [];
  const parse = (text: string | null) => (text ? (JSON.parse(text) as Record<string, Json>) : {});
  const a = parse(before);
  const b = parse(after);
  for (const locale of new Set([...Object.keys(a), ...Object.keys(b)])) {
    if (locale === '$schema') continue;
    const textsBefore = (a[locale] ?? {}) as Record<string, Json>;
    const textsAfter = (b[locale] ?? {}) as Record<string, Json>;
    for (const key of new Set([...Object.keys(textsBefore), ...Object.keys(textsAfter)])) {
      const where = `${locale} › ${key}`;
      if (!(key in textsAfter)) out.push({ kind: 'removed', where, before: show(textsBefore[key]) });
      else if (!(key in textsBefore)) out.push({ kind: 'added', where, after: show(textsAfter[key]) });
      else if (textsBefore[key] !== textsAfter[key])
        out.push({ kind: 'changed', where, before: show(textsBefore[key]), after: show(textsAfter[key]) });
    }
  }
  return out;
}
