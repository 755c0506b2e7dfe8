// A change as staff read it, in words, wherever a change is shown (save, Save all, review, publish,
// rollback, history, conflicts): each text old → new per language; the screen's structure as
// sentences ("Added field 'Reference number' (digits, optional, at most 20 characters) after
// 'Description'", "Moved button 'Confirm' below 'Due date'", "Changed field 'Amount': at most 20000 →
// 50000"). Things are named by what borrowers read in English (a text's key only as a detail), never
// by JSON, pointers or positions. Pure: the views render what this returns (change-list.tsx).
import { languageName } from '../../shared/languages.ts';

export interface Change {
  kind: 'added' | 'removed' | 'moved' | 'changed';
  /** The sentence, e.g. "Changed English text of 'Amount'" or "Moved field 'Payout account' below 'Due date'". */
  where: string;
  /** The value before (a text in quotes, a number, yes / no), when there is one to show. */
  before?: string;
  after?: string;
  /** For the curious: the thing's name in the files ("sent as nickname"). */
  detail?: string;
  /** A text's key, for developers: only in a tooltip. */
  key?: string;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };
/** Texts by language, then key: { en: { 'a.title': 'Hello' }, fil: { … } }. */
type Catalog = Record<string, Record<string, string>>;

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const quote = (text: string) => `“${text.length > 80 ? `${text.slice(0, 79)}…` : text}”`;
const words = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();

/** A catalog from a messages file's text or object (the `$schema` hint and anything not text left out). */
function toCatalog(messages: unknown): Catalog {
  let value = messages;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value) as unknown;
    } catch {
      return {};
    }
  }
  const out: Catalog = {};
  if (!isObject(value)) return out;
  for (const [locale, texts] of Object.entries(value)) {
    if (locale === '$schema' || !isObject(texts)) continue;
    out[locale] = Object.fromEntries(Object.entries(texts).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  }
  return out;
}

const localeOrder = (locales: Iterable<string>) =>
  [...new Set(locales)].sort((a, b) => (a === 'en' ? -1 : b === 'en' ? 1 : a === 'fil' ? -1 : b === 'fil' ? 1 : a.localeCompare(b)));

/**
 * Texts per language, old → new, each named by what borrowers read in English and where it is
 * (`on`, e.g. "on screen 'About us'"): "Text “Send” on screen 'About us'": “Send” → “Submit”. A text
 * changed in one language is one line of that language (the other language, unchanged, is not
 * listed); a new one is "New text …", a gone one "Removed text …". A Filipino line names the English
 * text it goes with, so that a reviewer knows where it shows. The key is only in `key`, for a tooltip.
 */
export function describeTexts(beforeMessages: unknown, afterMessages: unknown, on?: string): Change[] {
  const before = toCatalog(beforeMessages);
  const after = toCatalog(afterMessages);
  const locales = localeOrder([...Object.keys(before), ...Object.keys(after)]);
  const keys = new Set<string>();
  for (const locale of locales) for (const key of Object.keys(after[locale] ?? {})) keys.add(key);
  for (const locale of locales) for (const key of Object.keys(before[locale] ?? {})) keys.add(key);
  const place = on ? ` ${on}` : '';
  const out: Change[] = [];
  for (const key of keys) {
    const english = before.en?.[key] ?? after.en?.[key];
    for (const locale of locales) {
      const old = before[locale]?.[key];
      const now = after[locale]?.[key];
      if (old === now) continue;
      const language = locale === 'en' ? '' : `${languageName(locale)} `;
      const of = locale !== 'en' && english !== undefined ? ` of ${quote(english)}` : '';
      const text = `${language}text${of}${place}`;
      if (old === undefined) out.push({ kind: 'added', where: `New ${text}`, after: quote(now ?? ''), key });
      else if (now === undefined) out.push({ kind: 'removed', where: `Removed ${text}`, before: quote(old), key });
      else
        out.push({
          kind: 'changed',
          where: locale === 'en' ? `Text ${quote(old)}${place}` : text,
          before: quote(old),
          after: quote(now),
          key,
        });
    }
  }
  return out;
}

// ——— The screen's structure ———

const TYPE_WORDS: Record<string, string> = {
  stack: 'group',
  textarea: 'long text',
  enum: 'choice',
  citySelect: 'city picker',
  imageUpload: 'photo upload',
  bankCard: 'bank card number',
  checkbox: 'tick box',
  day: 'day of the month',
  include: 'shared part',
  keyValueList: 'list of details',
};
const typeWords = (type: unknown) => (typeof type === 'string' ? (TYPE_WORDS[type] ?? words(type)) : 'item');

/** What a list holds, by the property that holds it. */
const LIST_KIND: Record<string, 'field' | 'block' | 'dialog' | 'option' | 'step'> = {
  fields: 'field',
  blocks: 'block',
  footer: 'block',
  header: 'block',
  dialogs: 'dialog',
  options: 'option',
};
const listKindOf = (property: string, items: Json[]): 'field' | 'block' | 'dialog' | 'option' | 'step' | undefined => {
  if (LIST_KIND[property]) return LIST_KIND[property];
  if (items.every((item) => isObject(item) && typeof item.type === 'string')) return 'step';
  return undefined;
};

/** Staff words for a property, and the unit its number counts. */
const PROPERTY: Record<string, { say: string; unit?: string }> = {
  maxLength: { say: 'at most', unit: 'characters' },
  minLength: { say: 'at least', unit: 'characters' },
  maxCount: { say: 'at most', unit: 'photos' },
  max: { say: 'at most' },
  min: { say: 'at least' },
  maximum: { say: 'at most' },
  minimum: { say: 'at least' },
  path: { say: 'address' },
  route: { say: 'address' },
  label: { say: 'label' },
  placeholder: { say: 'hint inside the box' },
  hint: { say: 'hint' },
  title: { say: 'title' },
  text: { say: 'text' },
  variant: { say: 'look' },
  style: { say: 'look' },
  align: { say: 'alignment' },
  gap: { say: 'spacing' },
  direction: { say: 'direction' },
  endpoint: { say: 'server call' },
  to: { say: 'goes to' },
  dialog: { say: 'dialog it opens' },
  visibleWhen: { say: 'when it shows' },
  default: { say: 'starting value' },
  type: { say: 'kind' },
  name: { say: 'name it is sent as' },
  pattern: { say: 'allowed format' },
  keepInDraft: { say: 'kept in the draft' },
  sendEmpty: { say: 'sent when empty' },
  dismissible: { say: 'can be closed' },
  ms: { say: 'wait', unit: 'milliseconds' },
  data: { say: 'data it loads' },
  rules: { say: 'checks' },
  upload: { say: 'photo upload settings' },
  actions: { say: 'what it does' },
  onSubmit: { say: 'what sending does' },
  onSuccess: { say: 'what happens after success' },
  onChange: { say: 'what a change does' },
  params: { say: 'what it sends' },
  value: { say: 'value' },
  message: { say: 'message' },
  id: { say: 'name in the files' },
  description: { say: 'description' },
};
/** Settings made of settings: each inner one is described on its own. */
const SETTINGS = new Set(['rules', 'upload', 'minLength', 'pattern']);
const propertyWords = (name: string) => PROPERTY[name]?.say ?? words(name);

/** A value in words: a text in quotes, a number with its unit, yes / no; undefined for anything larger. */
function valueWords(value: Json | undefined, property: string, english: (key: string) => string | undefined): string | undefined {
  if (typeof value === 'string') return quote(value);
  if (typeof value === 'number') return PROPERTY[property]?.unit ? `${value} ${PROPERTY[property].unit}` : String(value);
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (isObject(value) && typeof value.msg === 'string') {
    const text = english(value.msg);
    return text === undefined ? `the text ${value.msg}` : quote(text);
  }
  if (isObject(value) && typeof value.value === 'string') return quote(value.value);
  return undefined;
}

interface Context {
  english: (key: string) => string | undefined;
  englishBefore: (key: string) => string | undefined;
  out: Change[];
}

/** The English a text property shows (a key looked up, or a literal), if any. */
function textOf(value: Json | undefined, english: (key: string) => string | undefined): string | undefined {
  if (typeof value === 'string') return value;
  if (isObject(value) && typeof value.msg === 'string') return english(value.msg) ?? value.msg;
  return undefined;
}

/** "field 'Reference number'", "button 'Confirm'", "dialog 'Submitted'", "group". */
function nameOf(item: Json | undefined, kind: string | undefined, english: (key: string) => string | undefined): string {
  if (!isObject(item)) return typeof item === 'string' ? quote(item) : 'item';
  const label = textOf(item.label ?? item.title ?? item.text ?? item.heading, english);
  const short = label && (label.length > 40 ? `${label.slice(0, 39)}…` : label);
  if (kind === 'field') return `field '${short ?? (typeof item.name === 'string' ? item.name : typeWords(item.type))}'`;
  if (kind === 'dialog') return `dialog '${short ?? (typeof item.id === 'string' ? item.id : 'dialog')}'`;
  if (kind === 'option') {
    const value = typeof item.value === 'string' || typeof item.value === 'number' ? String(item.value) : 'option';
    return `option '${short ?? value}'`;
  }
  if (kind === 'step') {
    const target = item.to ?? item.endpoint ?? item.dialog ?? item.form;
    return `step '${typeWords(item.type)}${typeof target === 'string' ? ` ${target}` : ''}'`;
  }
  if (item.type === 'include' && typeof item.part === 'string') return `shared part '${item.part}'`;
  const type = typeWords(item.type);
  if (short) return `${type} '${short}'`;
  if (typeof item.id === 'string') return `${type} '${item.id}'`;
  return type;
}

/** The short name used after "after" / "below": the label alone when there is one. */
const shortName = (item: Json | undefined, kind: string | undefined, english: (key: string) => string | undefined) => {
  const name = nameOf(item, kind, english);
  const quoted = /'(.*)'$/.exec(name);
  return quoted ? `'${quoted[1]}'` : `the ${name}`;
};

/** "(digits, optional, at most 20 characters)" for a new field. */
function fieldSummary(field: JsonObject): string {
  const rules = isObject(field.rules) ? field.rules : {};
  const parts = [typeWords(field.type), rules.required === undefined ? 'optional' : 'required'];
  if (typeof field.maxLength === 'number') parts.push(`at most ${field.maxLength} characters`);
  if (isObject(rules.minLength) && typeof rules.minLength.value === 'number') parts.push(`at least ${rules.minLength.value} characters`);
  if (typeof field.maxCount === 'number') parts.push(`at most ${field.maxCount} photos`);
  return ` (${parts.join(', ')})`;
}

const identity = (item: Json): string | undefined => {
  if (!isObject(item)) return undefined;
  if (typeof item.name === 'string') return `name ${item.name}`;
  if (typeof item.id === 'string') return `id ${item.id}`;
  if (item.type === 'include' && typeof item.part === 'string') return `part ${item.part}`;
  return undefined;
};

/** Pairs of positions (before, after) for the items of two lists that are the same thing. */
function matchItems(before: Json[], after: Json[]): { pairs: [number, number][]; added: number[]; removed: number[] } {
  const freeBefore = new Set(before.map((_, index) => index));
  const pairOf = new Map<number, number>();
  const take = (test: (b: Json, a: Json) => boolean) => {
    after.forEach((item, at) => {
      if (pairOf.has(at)) return;
      const found = [...freeBefore].find((index) => test(before[index], item));
      if (found === undefined) return;
      freeBefore.delete(found);
      pairOf.set(at, found);
    });
  };
  take((b, a) => identity(a) !== undefined && identity(a) === identity(b));
  take((b, a) => identity(b) === identity(a) && same(a, b));
  take((b, a) => identity(b) === undefined && identity(a) === undefined && isObject(a) && isObject(b) && a.type === b.type);
  const pairs = [...pairOf.entries()].sort((x, y) => x[0] - y[0]).map(([at, index]): [number, number] => [index, at]);
  return {
    pairs,
    added: after.map((_, at) => at).filter((at) => !pairOf.has(at)),
    removed: [...freeBefore].sort((x, y) => x - y),
  };
}

/** The pairs that kept their order (the longest run whose before positions increase); the rest moved. */
function keptInOrder(pairs: [number, number][]): Set<number> {
  const tails: number[] = [];
  const previous: number[] = [];
  const tailIndex: number[] = [];
  pairs.forEach(([before], index) => {
    let low = 0;
    let high = tails.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (tails[middle] < before) low = middle + 1;
      else high = middle;
    }
    tails[low] = before;
    tailIndex[low] = index;
    previous[index] = low > 0 ? tailIndex[low - 1] : -1;
  });
  const kept = new Set<number>();
  for (let index = tailIndex[tails.length - 1] ?? -1; index >= 0; index = previous[index]) kept.add(index);
  return kept;
}

const inWhere = (where: string) => (where ? ` ${where}` : '');

function describeList(before: Json[], after: Json[], property: string, where: string, context: Context): void {
  const kind = listKindOf(property, [...before, ...after]);
  const { english, englishBefore, out } = context;
  const { pairs, added, removed } = matchItems(before, after);
  const kept = keptInOrder(pairs);
  const afterItem = (at: number) => (at > 0 ? `after ${shortName(after[at - 1], kind, english)}` : 'at the top');
  pairs.forEach(([index, at], order) => {
    if (!kept.has(order))
      out.push({
        kind: 'moved',
        where: `Moved ${nameOf(after[at], kind, english)}${at > 0 ? ` below ${shortName(after[at - 1], kind, english)}` : ' to the top'}${inWhere(where)}`,
      });
    if (same(before[index], after[at])) return;
    // Named as it was when the change renames it (a text whose words changed).
    describeItem(before[index], after[at], nameOf(before[index], kind, englishBefore), context, {
      form: isObject(after[at]) && after[at].type === 'form',
    });
  });
  for (const at of added) {
    const item = after[at];
    const summary = kind === 'field' && isObject(item) ? fieldSummary(item) : '';
    out.push({
      kind: 'added',
      where: `Added ${nameOf(item, kind, english)}${summary} ${afterItem(at)}${inWhere(where)}`,
      ...detailOf(item),
    });
  }
  for (const index of removed)
    out.push({
      kind: 'removed',
      where: `Removed ${nameOf(before[index], kind, englishBefore)}${inWhere(where)}`,
      ...detailOf(before[index]),
    });
}

const detailOf = (item: Json): { detail?: string } => {
  if (!isObject(item)) return {};
  if (typeof item.name === 'string') return { detail: `sent as ${item.name}` };
  return {};
};

/** A matched item (or the screen itself) that changed: each property in words, lists item by item. */
function describeItem(before: Json, after: Json, name: string, context: Context, { form = false } = {}): void {
  if (!isObject(before) || !isObject(after)) {
    context.out.push({ kind: 'changed', where: `Changed ${name}` });
    return;
  }
  for (const key of new Set([...Object.keys(after), ...Object.keys(before)])) {
    if (key === '$schema' || same(before[key], after[key])) continue;
    const old = before[key];
    const now = after[key];
    // Fields are in their form, blocks in an untitled group: nothing to add; else "in dialog 'Submitted'".
    const containing = name === 'the screen' || name === 'the part' || form || !name.includes("'") ? '' : `in ${name}`;
    if (
      (Array.isArray(old) || old === undefined) &&
      (Array.isArray(now) || now === undefined) &&
      listKindOf(key, [...(old ?? []), ...(now ?? [])])
    ) {
      describeList(
        old ?? [],
        now ?? [],
        key,
        key === 'footer' ? `in the footer${containing ? ` ${containing}` : ''}` : containing,
        context,
      );
      continue;
    }
    describeProperty(key, old, now, name, context, []);
  }
}

function describeProperty(key: string, old: Json | undefined, now: Json | undefined, name: string, context: Context, path: string[]): void {
  const { out, english, englishBefore } = context;
  // "checks, at least" for rules › minLength › value: the words of the settings it is in, without the plumbing.
  const spoken = [...path, key].filter((part) => part !== 'rules' && part !== 'value');
  const said = (spoken.length ? spoken : [key]).map(propertyWords).join(', ');
  const unitKey = spoken.at(-1) ?? key;
  const of = name === 'the screen' || name === 'the part' ? `${name}'s` : `${name}:`;
  // A required rule: "now required" / "now optional".
  if (key === 'required' && path.at(-1) === 'rules') {
    out.push({ kind: 'changed', where: `Changed ${name}: now ${now === undefined ? 'optional' : 'required'}` });
    return;
  }
  const wordsBefore = valueWords(old, unitKey, englishBefore);
  const wordsAfter = valueWords(now, unitKey, english);
  const isSettings = (value: Json | undefined): value is JsonObject | undefined =>
    value === undefined || (isObject(value) && !('msg' in value) && Object.values(value).every((inner) => !Array.isArray(inner)));
  if ((isObject(old) || isObject(now)) && isSettings(old) && isSettings(now) && SETTINGS.has(key)) {
    // A setting with settings of its own (checks, photo upload): each one that changed.
    const was = old ?? {};
    const is = now ?? {};
    for (const inner of new Set([...Object.keys(is), ...Object.keys(was)]))
      if (!same(was[inner], is[inner])) describeProperty(inner, was[inner], is[inner], name, context, [...path, key]);
    return;
  }
  if (old === undefined)
    out.push({
      kind: 'changed',
      where: `Changed ${of} ${said}${wordsAfter ? ' set to' : ' set'}`,
      ...(wordsAfter && { after: wordsAfter }),
    });
  else if (now === undefined)
    out.push({ kind: 'changed', where: `Changed ${of} ${said} taken out`, ...(wordsBefore && { before: wordsBefore }) });
  else if (wordsBefore !== undefined && wordsAfter !== undefined && wordsBefore !== wordsAfter)
    out.push({ kind: 'changed', where: `Changed ${of} ${said}`, before: wordsBefore, after: wordsAfter });
  else if (wordsBefore === undefined || wordsAfter === undefined)
    // A condition, an expression, a list of steps: named, not shown as code.
    out.push({ kind: 'changed', where: `Changed ${of} ${said}` });
}

/** The whole screen's structure, in sentences; `messages` (the screen's texts, then the shared ones) name things by their English. */
export function describeScreen(
  beforeScreen: unknown,
  afterScreen: unknown,
  messages: { before?: unknown; after?: unknown; shared?: unknown; what?: 'the screen' | 'the part' } = {},
): Change[] {
  const shared = toCatalog(messages.shared);
  const before = toCatalog(messages.before);
  const after = toCatalog(messages.after);
  const lookup = (catalog: Catalog) => (key: string) => catalog.en?.[key] ?? shared.en?.[key];
  const context: Context = {
    english: (key) => lookup(after)(key) ?? lookup(before)(key),
    englishBefore: (key) => lookup(before)(key) ?? lookup(after)(key),
    out: [],
  };
  const old = (beforeScreen ?? null) as Json;
  const now = (afterScreen ?? null) as Json;
  if (same(old, now)) return [];
  if (isObject(old) && isObject(now)) {
    // The address and the title first: they read as the screen's own.
    const route = (value: Json | undefined) => (isObject(value) && typeof value.path === 'string' ? value.path : undefined);
    if (route(old.route) !== route(now.route))
      context.out.push({ kind: 'changed', where: 'Changed the address', before: route(old.route), after: route(now.route) });
    const rest = (value: JsonObject) => ({ ...value, route: isObject(value.route) ? { ...value.route, path: null } : null });
    describeItem(rest(old), rest(now), messages.what ?? 'the screen', context);
    return context.out;
  }
  if (isObject(now) && Array.isArray(now.blocks)) describeList([], now.blocks, 'blocks', '', context);
  return context.out;
}
