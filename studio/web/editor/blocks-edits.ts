// The Blocks tab's edits as data: how staff name a node and the place a new one goes, the checker's
// problems by property of the selected node, and the screen after a node is added, moved one place,
// or dropped on another of its list (each with the words the undo history shows).
import type { OwnTypes } from '@borrower/engine/core';

import type { Problem } from './checker.ts';
import { type Files, insertNode, listKind, moveNode, moveNodeTo, placeFor, valueAt } from './node-edits.ts';
import { makeNode, type PaletteContext, type PaletteKind } from './palette.ts';
import type { Catalogs, NodeForm } from './property-form.ts';
import { nodeName, placeWords, typeName } from './type-words.ts';

export function parse(text: string | null | undefined): Record<string, unknown> | undefined {
  try {
    const value: unknown = text ? JSON.parse(text) : undefined;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

const NAMING = ['id', 'name', 'endpoint', 'to', 'call', 'dialog', 'part'];
const TEXTS = ['label', 'text', 'title', 'message', 'submitLabel'];

/** Reads a message's English (this screen's texts, then the shared texts). */
export type English = (key: string) => string | undefined;

/** The English of a message from the screen's catalogs: its own texts first, then the shared ones. */
export const englishIn =
  (catalogs: Catalogs): English =>
  (key) => {
    const found = catalogs.own.en?.[key] ?? catalogs.shared.en?.[key];
    return typeof found === 'string' ? found : undefined;
  };

/**
 * How staff name a node: its type in words and its first text in quotes ("Photos 'Photos
 * (optional)'"), else its id or name; `isField` for a form's field (a field's type has its own words).
 */
export function nameOf(value: unknown, english?: English, isField = false): string {
  if (!value || typeof value !== 'object') return '';
  const record = value as Record<string, unknown>;
  const own = NAMING.map((name) => record[name]).find((item) => typeof item === 'string');
  const text = TEXTS.map((name) => record[name]).find((item) => typeof item === 'string' || (item && typeof item === 'object'));
  const key = text && typeof text === 'object' ? (text as { msg?: unknown }).msg : undefined;
  const words = typeof text === 'string' ? { literal: text } : typeof key === 'string' ? { key } : undefined;
  const type = typeof record.type === 'string' ? record.type : 'node';
  return nodeName({ type, isField, words, label: typeof own === 'string' ? own : undefined }, english);
}

/** The node at a pointer of the screen, named as staff name it. */
const nameAt = (doc: unknown, pointer: string, english?: English) => nameOf(valueAt(doc, pointer), english, /\/fields\/\d+$/.test(pointer));

/** The first segment most of the screen's own keys share, else the screen id: new keys follow the screen's style. */
export function keyPrefix(own: Catalogs['own'], screenId: string): string {
  const counts = new Map<string, number>();
  for (const key of Object.keys(own.en ?? {})) counts.set(key.split('.')[0], (counts.get(key.split('.')[0]) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? (/^[a-zA-Z][\w-]*$/.test(screenId) ? screenId : 'screen');
}

/** Where a new node of `kind` goes, in words ("after Photos 'Photos (optional)'", "first in Form apply"), or why it cannot go in. */
export function describePlace(
  doc: unknown,
  selected: string | undefined,
  kind: PaletteKind,
  english?: English,
): { where: string } | { problem: string } {
  const place = placeFor(doc, selected, kind);
  if (place.problem !== undefined) return { problem: place.problem };
  if (place.index > 0) return { where: `after ${nameAt(doc, `${place.list}/${place.index - 1}`, english)}` };
  const holder = place.list.slice(0, place.list.lastIndexOf('/'));
  const list = place.list.slice(place.list.lastIndexOf('/') + 1);
  // A list of the screen itself ("/blocks", "/footer"), or of a pop-up, else of a block, field or action.
  if (holder === '') return { where: `first in ${placeWords(list)}` };
  if (/^\/dialogs\/\d+$/.test(holder)) {
    const id = (valueAt(doc, holder) as { id?: unknown }).id;
    return { where: typeof id === 'string' ? `first in the pop-up ${id}` : 'first in the pop-up' };
  }
  return { where: `first in ${nameAt(doc, holder, english)}` };
}

/** The checker's messages about the node of `form`, by the property they are about ('' for the node itself). */
export function problemsByProperty(problems: readonly Problem[], form: NodeForm | undefined): Map<string, string[]> {
  const found = new Map<string, string[]>();
  if (form)
    for (const problem of problems) {
      if (problem.pointer !== form.pointer && !problem.pointer.startsWith(`${form.pointer}/`)) continue;
      const rest = problem.pointer.slice(form.pointer.length + 1).split('/')[0] ?? '';
      const name = form.properties.some((property) => property.name === rest) ? rest : '';
      found.set(name, [...(found.get(name) ?? []), problem.message]);
    }
  return found;
}

/** A node change: the screen after it, the node to select and the undo history's words. */
interface Moved {
  screen: string;
  pointer: string;
  label: string;
}

/** A node of a list of blocks, fields or actions one place up or down; undefined where it cannot move. */
export function movedInList(screen: string, doc: unknown, pointer: string, by: -1 | 1, english?: English): Moved | undefined {
  const list = pointer.slice(0, pointer.lastIndexOf('/'));
  if (!doc || !/\/\d+$/.test(pointer) || !listKind(doc, list)) return undefined;
  const moved = moveNode(screen, pointer, by);
  return moved && { ...moved, label: `move ${nameAt(doc, pointer, english)} ${by < 0 ? 'up' : 'down'}` };
}

/** A node dragged onto another of its list takes that one's place; undefined for another list. */
export function droppedInList(screen: string, doc: unknown, pointer: string, onto: string, english?: English): Moved | undefined {
  const list = pointer.slice(0, pointer.lastIndexOf('/'));
  if (!doc || !listKind(doc, list) || !onto.startsWith(`${list}/`)) return undefined;
  const moved = moveNodeTo(screen, pointer, Number(onto.slice(list.length + 1)));
  return moved && { ...moved, label: `move ${nameAt(doc, pointer, english)}` };
}

/** The files with a new node of the palette's `item` at the place for it, the node to select; or why not. */
export function addedNode(
  files: Files,
  selected: string | undefined,
  item: { kind: PaletteKind; type: string },
  context: Omit<PaletteContext, 'formId'>,
  ownTypes: OwnTypes | undefined,
): { problem: string } | { files: Partial<Files>; select: string; label: string } {
  const { doc } = context;
  const place = placeFor(doc, selected, item.kind);
  if (place.problem !== undefined) return { problem: place.problem };
  const made = makeNode(item.kind, item.type, { ...context, formId: formAround(doc, selected) }, ownTypes);
  if (made.problem !== undefined) return { problem: made.problem };
  return {
    files: insertNode(files, place, made.node),
    select: `${place.list}/${place.index}`,
    label: `add ${typeName(item.type, item.kind === 'field')}`,
  };
}

/** The id of the form the selection is in, for a submit or validate action added there. */
function formAround(doc: unknown, selected: string | undefined): string | undefined {
  for (let at = selected ?? ''; at; at = at.slice(0, at.lastIndexOf('/'))) {
    const value = valueAt(doc, at) as { type?: unknown; id?: unknown } | undefined;
    if (value?.type === 'form' && typeof value.id === 'string') return value.id;
  }
  return undefined;
}
