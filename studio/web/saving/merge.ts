// Three-way merge of a screen's files (or a JSON file beside the screens): the version both people
// started from (base), the version saved meanwhile (theirs) and this draft (mine). What only one
// side changed is taken; what both changed differently is an overlap, decided per overlap (theirs
// unless the person picks theirs' replacement with mine). Texts merge per language and key, blocks
// and fields by their id or name (else by position when no list grew or shrank), properties by name.
import { languageName } from '../../shared/languages.ts';
import type { Files } from '../store/state.ts';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Value = Json | undefined;

export type Side = 'theirs' | 'mine';

/** Both changed the same thing differently. */
export interface Overlap {
  /** Stable id of the place, for the choice. */
  id: string;
  file: 'screen' | 'messages';
  /** As staff read it: 'the English text “Loan details”', 'blocks › 3 (button) › label'. */
  where: string;
  theirs: string;
  mine: string;
}

export interface MergeOutcome {
  files: Files;
  overlaps: Overlap[];
}

const isObject = (value: Value): value is { [key: string]: Json } => typeof value === 'object' && value !== null && !Array.isArray(value);
const same = (a: Value, b: Value) => JSON.stringify(a) === JSON.stringify(b);

const shown = (value: Value): string => {
  if (value === undefined) return '(removed)';
  if (typeof value === 'string') return `“${value}”`;
  if (isObject(value)) {
    const name = value.id ?? value.name ?? value.type;
    return typeof name === 'string' ? `their ${name} as edited` : 'as edited';
  }
  return JSON.stringify(value);
};

interface Context {
  file: 'screen' | 'messages';
  overlaps: Overlap[];
  choices: ReadonlyMap<string, Side>;
  /** A text's English in any of the versions (theirs first), to name a text by its words. */
  english?: (key: string) => string | undefined;
}

const keyOf = (item: Json): string | undefined => {
  if (!isObject(item)) return undefined;
  const key = item.id ?? item.name;
  return typeof key === 'string' ? key : undefined;
};

function keyed(list: Json[]): Map<string, Json> | undefined {
  const map = new Map<string, Json>();
  for (const item of list) {
    const key = keyOf(item);
    if (key === undefined || map.has(key)) return undefined;
    map.set(key, item);
  }
  return map;
}

function where(ctx: Context, path: string[]): string {
  if (ctx.file === 'messages' && path.length === 2) {
    // Named by its English words (a text's key is for developers); a text with no English yet by its key.
    const english = ctx.english?.(path[1]);
    const language = languageName(path[0] ?? '');
    if (english === undefined) return `${language} text "${path[1]}"`;
    return path[0] === 'en' ? `the English text “${english}”` : `the ${language} text of “${english}”`;
  }
  return path.join(' › ') || 'the whole file';
}

function overlap(ctx: Context, path: string[], theirs: Value, mine: Value): Value {
  const id = `${ctx.file}:${path.join('\u0000')}`;
  ctx.overlaps.push({ id, file: ctx.file, where: where(ctx, path), theirs: shown(theirs), mine: shown(mine) });
  return ctx.choices.get(id) === 'mine' ? mine : theirs;
}

function mergeKeyedLists(base: Json[], theirs: Json[], mine: Json[], path: string[], ctx: Context): Json[] | undefined {
  const b = keyed(base);
  const t = keyed(theirs);
  const m = keyed(mine);
  if (!b || !t || !m) return undefined;
  const result = new Map<string, Json>();
  const step = (key: string) => [...path, key];
  for (const [key, their] of t) {
    if (!b.has(key)) {
      // They added it (and I may have added the same).
      const merged = m.has(key) ? mergeValue(undefined, their, m.get(key), step(key), ctx) : their;
      if (merged !== undefined) result.set(key, merged);
      continue;
    }
    const merged = mergeValue(b.get(key), their, m.get(key), step(key), ctx);
    if (merged !== undefined) result.set(key, merged);
  }
  for (const [key, baseItem] of b) {
    if (t.has(key) || !m.has(key)) continue;
    // They removed it; I kept it: removed, unless I changed it.
    const merged = mergeValue(baseItem, undefined, m.get(key), step(key), ctx);
    if (merged !== undefined) result.set(key, merged);
  }
  for (const [key, myItem] of m) if (!b.has(key) && !t.has(key)) result.set(key, myItem);
  // Order: theirs, unless only I reordered; what the other side has besides goes after the item before it there.
  const common = (list: Map<string, Json>) => [...list.keys()].filter((key) => b.has(key) && t.has(key) && m.has(key));
  const theyReordered = !same(common(t), common(b));
  const [first, second] = theyReordered ? [t, m] : [m, t];
  const ordered = [...first.keys()].filter((key) => result.has(key));
  const secondKeys = [...second.keys()];
  for (const key of secondKeys) {
    if (!result.has(key) || ordered.includes(key)) continue;
    const before = secondKeys
      .slice(0, secondKeys.indexOf(key))
      .reverse()
      .find((other) => ordered.includes(other));
    ordered.splice(before === undefined ? 0 : ordered.indexOf(before) + 1, 0, key);
  }
  for (const key of result.keys()) if (!ordered.includes(key)) ordered.push(key);
  return ordered.map((key) => result.get(key) as Json);
}

function mergeValue(base: Value, theirs: Value, mine: Value, path: string[], ctx: Context): Value {
  if (same(mine, theirs) || same(mine, base)) return theirs;
  if (same(theirs, base)) return mine;
  if (isObject(base) && isObject(theirs) && isObject(mine)) {
    const out: { [key: string]: Json } = {};
    for (const key of new Set([...Object.keys(theirs), ...Object.keys(mine)])) {
      const merged = mergeValue(base[key], theirs[key], mine[key], [...path, key], ctx);
      if (merged !== undefined) out[key] = merged;
    }
    return out;
  }
  if (isObject(theirs) && isObject(mine) && base === undefined) {
    // Both added an object at the same place: merged property by property against nothing.
    return mergeValue({}, theirs, mine, path, ctx);
  }
  if (Array.isArray(base) && Array.isArray(theirs) && Array.isArray(mine)) {
    const byKey = mergeKeyedLists(base, theirs, mine, path, ctx);
    if (byKey) return byKey;
    if (base.length === theirs.length && base.length === mine.length)
      return base.map((item, index) => {
        const label = keyOf(theirs[index]) ?? (isObject(item) && typeof item.type === 'string' ? item.type : '');
        return mergeValue(item, theirs[index], mine[index], [...path, label ? `${index + 1} (${label})` : String(index + 1)], ctx) as Json;
      });
  }
  return overlap(ctx, path, theirs, mine);
}

const serialize = (value: Value) => `${JSON.stringify(value, null, 2)}\n`;

/** One JSON file merged; its text is theirs unchanged when the merge took nothing of mine. */
function mergeText(
  file: 'screen' | 'messages',
  base: string | null,
  theirs: string | null,
  mine: string | null,
  ctx: Omit<Context, 'file'>,
): string | null {
  if (mine === base || mine === theirs) return theirs;
  if (theirs === base) return mine;
  const parse = (text: string | null): Value => (text === null ? undefined : (JSON.parse(text) as Json));
  const [b, t, m] = [parse(base), parse(theirs), parse(mine)];
  const englishOf = (value: Value, key: string) => {
    const en = isObject(value) ? value.en : undefined;
    const text = isObject(en) ? en[key] : undefined;
    return typeof text === 'string' ? text : undefined;
  };
  const english = (key: string) => englishOf(b, key) ?? englishOf(t, key) ?? englishOf(m, key);
  const merged = mergeValue(b, t, m, [], { ...ctx, file, english });
  if (same(merged, t)) return theirs;
  if (same(merged, m)) return mine;
  return merged === undefined ? null : serialize(merged);
}

/**
 * The three-way merge of a screen's two files. Throws when a version is not valid JSON (then only a
 * merge by hand is possible). `choices` decides overlaps (theirs when absent).
 */
export function mergeFiles(base: Files, theirs: Files, mine: Files, choices: ReadonlyMap<string, Side> = new Map()): MergeOutcome {
  const overlaps: Overlap[] = [];
  const ctx = { overlaps, choices };
  const screen = mergeText('screen', base.screen, theirs.screen, mine.screen, ctx) ?? theirs.screen;
  const messages = mergeText('messages', base.messages, theirs.messages, mine.messages, ctx);
  return { files: { screen, messages }, overlaps };
}
