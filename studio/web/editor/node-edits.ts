// Edits of a screen's blocks, fields and actions as changes of its two files' text: insert a node
// where the selection says, move it up or down, duplicate it, delete it, set or remove one of its
// properties, and the texts that come and go with them in messages.json. Only the changed part of
// a file is rewritten (jsonc-parser's modify), so the rest keeps its layout and an undo shows the
// edit as made.
import { applyEdits, type JSONPath, modify } from 'jsonc-parser';

import type { NewNode, PaletteKind } from './palette.ts';
import { pointerSegments, refName, resolve, schemaAt } from './schema-lookup.ts';

const FORMAT = { formattingOptions: { insertSpaces: true, tabSize: 2, eol: '\n' } };
const toPath = (pointer: string): JSONPath =>
  pointerSegments(pointer).map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment));
const parentOf = (pointer: string) => pointer.slice(0, pointer.lastIndexOf('/'));
const lastIndex = (pointer: string) => Number(pointer.slice(pointer.lastIndexOf('/') + 1));

export function valueAt(doc: unknown, pointer: string): unknown {
  let value = doc;
  for (const segment of pointerSegments(pointer)) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[segment];
  }
  return value;
}

/** What a list of the screen holds, by its schema: 'block', 'field', 'action', or undefined. */
export function listKind(doc: unknown, pointer: string): PaletteKind | undefined {
  const schema = resolve(schemaAt(doc, pointer));
  const item = refName(schema?.items);
  return item === 'Block' ? 'block' : item === 'Field' ? 'field' : item === 'Action' ? 'action' : undefined;
}

/** Where a new node of `kind` goes: after the selected node of that kind, else at the end of a fitting list in or around it. */
export type Place = { list: string; index: number; problem?: undefined } | { list?: undefined; index?: undefined; problem: string };

const LIST_PROPERTIES: Record<PaletteKind, string[]> = {
  block: ['blocks'],
  field: ['fields'],
  action: ['actions', 'onSubmit', 'then', 'onPress', 'onItemPress', 'onSuccess', 'onChange', 'onLoad'],
};

export function placeFor(doc: unknown, selected: string | undefined, kind: PaletteKind): Place {
  for (let at = selected ?? ''; ; at = parentOf(at)) {
    const value = valueAt(doc, at);
    // The selected node sits in a list of this kind: after it.
    if (at && /\/\d+$/.test(at) && listKind(doc, parentOf(at)) === kind) return { list: parentOf(at), index: lastIndex(at) + 1 };
    // It is such a list (e.g. the group "blocks"): at its end.
    if (Array.isArray(value) && listKind(doc, at) === kind) return { list: at, index: value.length };
    // It holds one (a form's fields, a button's actions): at its end, the list made when missing.
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      for (const property of LIST_PROPERTIES[kind]) {
        const list = `${at}/${property}`;
        const held = (value as Record<string, unknown>)[property];
        if ((held === undefined || Array.isArray(held)) && listKind(doc, list) === kind)
          return { list, index: Array.isArray(held) ? held.length : 0 };
      }
    }
    if (at === '') break;
  }
  return {
    problem:
      kind === 'field'
        ? 'Select a form, or a field of one, in the structure: a field goes into a form.'
        : kind === 'action'
          ? 'Select a button, a form or an action in the structure: an action goes into what runs it.'
          : 'Select a block or a list of blocks in the structure first.',
  };
}

export interface Files {
  screen: string;
  messages: string | null;
}

const EMPTY_MESSAGES = '{\n  "$schema": "../../schemas/meta/messages.schema.json",\n  "en": {},\n  "fil": {}\n}\n';

/** messages.json with `key` set (or removed, for undefined) in one language. */
export function setMessage(messages: string | null, key: string, locale: 'en' | 'fil', text: string | undefined): string {
  const base = messages ?? EMPTY_MESSAGES;
  return applyEdits(base, modify(base, [locale, key], text, FORMAT));
}

/** The files with `node` inserted at `place`, its texts and variables added. */
export function insertNode(files: Files, place: { list: string; index: number }, node: NewNode): Files {
  let screen = files.screen;
  const doc = JSON.parse(screen) as Record<string, unknown>;
  if (valueAt(doc, place.list) === undefined) screen = applyEdits(screen, modify(screen, toPath(place.list), [node.value], FORMAT));
  else screen = applyEdits(screen, modify(screen, [...toPath(place.list), place.index], node.value, { ...FORMAT, isArrayInsertion: true }));
  for (const [name, initial] of Object.entries(node.variables))
    screen = applyEdits(screen, modify(screen, ['variables', name], { initial }, FORMAT));
  let messages = files.messages;
  for (const text of node.texts) {
    messages = setMessage(messages, text.key, 'en', text.en);
    messages = setMessage(messages, text.key, 'fil', text.fil);
  }
  return { screen, messages };
}

/** The screen with the node at `pointer` swapped with its neighbour (-1 up, +1 down), and the node's new pointer; undefined at an end. */
export function moveNode(screen: string, pointer: string, by: -1 | 1): { screen: string; pointer: string } | undefined {
  const doc = JSON.parse(screen) as unknown;
  const list = valueAt(doc, parentOf(pointer));
  const index = lastIndex(pointer);
  if (!Array.isArray(list) || index + by < 0 || index + by >= list.length) return undefined;
  const path = toPath(parentOf(pointer));
  const removed = applyEdits(screen, modify(screen, [...path, index], undefined, FORMAT));
  const moved = applyEdits(removed, modify(removed, [...path, index + by], list[index], { ...FORMAT, isArrayInsertion: true }));
  return { screen: moved, pointer: `${parentOf(pointer)}/${index + by}` };
}

/** The screen with the node at `pointer` moved to position `to` of the same list (a drag in the tree), and its new pointer. */
export function moveNodeTo(screen: string, pointer: string, to: number): { screen: string; pointer: string } | undefined {
  const doc = JSON.parse(screen) as unknown;
  const list = valueAt(doc, parentOf(pointer));
  const index = lastIndex(pointer);
  if (!Array.isArray(list) || to === index || to < 0 || to >= list.length) return undefined;
  const path = toPath(parentOf(pointer));
  const removed = applyEdits(screen, modify(screen, [...path, index], undefined, FORMAT));
  const moved = applyEdits(removed, modify(removed, [...path, to], list[index], { ...FORMAT, isArrayInsertion: true }));
  return { screen: moved, pointer: `${parentOf(pointer)}/${to}` };
}

/** Every {"msg": key} in a value. */
function messageKeysIn(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((item) => messageKeysIn(item, into));
  else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record.msg === 'string' && !('type' in record)) into.add(record.msg);
    Object.values(record).forEach((item) => messageKeysIn(item, into));
  }
  return into;
}

type Catalogs = { en?: Record<string, string>; fil?: Record<string, string> };

/** The messages with the screen's own texts no longer shown anywhere in `screen` removed (the checker refuses unused texts). */
export function dropUnusedTexts(screen: string, messages: string | null, candidates: Iterable<string>): string | null {
  if (!messages) return messages;
  const used = messageKeysIn(JSON.parse(screen));
  const catalogs = JSON.parse(messages) as Catalogs;
  let next = messages;
  for (const key of candidates) {
    if (used.has(key)) continue;
    for (const locale of ['en', 'fil'] as const)
      if (catalogs[locale] && key in catalogs[locale]) next = setMessage(next, key, locale, undefined);
  }
  return next;
}

/** The files without the node at `pointer` (and without its own texts, when nothing else shows them). */
export function deleteNode(files: Files, pointer: string): Files {
  const doc = JSON.parse(files.screen) as unknown;
  const keys = messageKeysIn(valueAt(doc, pointer));
  const screen = applyEdits(files.screen, modify(files.screen, toPath(pointer), undefined, FORMAT));
  return { screen, messages: dropUnusedTexts(screen, files.messages, keys) };
}

/**
 * The files with a copy of the node at `pointer` right after it: the copy's id or name made unique
 * and each of its own texts copied to a new key (so that editing the copy leaves the original).
 */
export function duplicateNode(files: Files, pointer: string, takenKeys: ReadonlySet<string>): { files: Files; pointer: string } {
  const doc = JSON.parse(files.screen) as unknown;
  const original = valueAt(doc, pointer) as Record<string, unknown>;
  const own = (files.messages ? (JSON.parse(files.messages) as Catalogs) : {}) satisfies Catalogs;
  const names = new Set<string>();
  const collect = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === 'object')
      for (const [key, item] of Object.entries(value)) {
        if ((key === 'id' || key === 'name') && typeof item === 'string') names.add(item);
        collect(item);
      }
  };
  collect(doc);
  const keys = new Set(takenKeys);
  for (const key of Object.keys(own.en ?? {})) keys.add(key);
  const renamed = new Map<string, string>();
  const copyOf = (value: unknown, top: boolean): unknown => {
    if (Array.isArray(value)) return value.map((item) => copyOf(item, false));
    if (!value || typeof value !== 'object') return value;
    const record = value as Record<string, unknown>;
    if (typeof record.msg === 'string' && !('type' in record) && own.en && record.msg in own.en) {
      const key = renamed.get(record.msg) ?? uniqueName(`${record.msg}Copy`, keys);
      keys.add(key);
      renamed.set(record.msg, key);
      return { ...record, msg: key };
    }
    const copy: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(record)) {
      if (top && (key === 'id' || (key === 'name' && 'type' in record)) && typeof item === 'string') {
        copy[key] = uniqueName(`${item}Copy`, names);
        names.add(copy[key] as string);
      } else copy[key] = copyOf(item, false);
    }
    return copy;
  };
  const copy = copyOf(original, true);
  const index = lastIndex(pointer);
  const screen = applyEdits(
    files.screen,
    modify(files.screen, [...toPath(parentOf(pointer)), index + 1], copy, { ...FORMAT, isArrayInsertion: true }),
  );
  let messages = files.messages;
  for (const [from, to] of renamed) {
    messages = setMessage(messages, to, 'en', own.en?.[from] ?? '');
    messages = setMessage(messages, to, 'fil', own.fil?.[from] ?? '');
  }
  return { files: { screen, messages }, pointer: `${parentOf(pointer)}/${index + 1}` };
}

const uniqueName = (stem: string, taken: ReadonlySet<string>) => {
  if (!taken.has(stem)) return stem;
  for (let count = 2; ; count++) if (!taken.has(`${stem}${count}`)) return `${stem}${count}`;
};

/** The screen with a property of the node at `pointer` set, or removed for undefined. */
export function setProperty(screen: string, pointer: string, name: string, value: unknown): string {
  return applyEdits(screen, modify(screen, [...toPath(pointer), name], value, FORMAT));
}
