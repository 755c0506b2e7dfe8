// The Blocks tab's edits as data: how staff name a node and the place a new one goes, the checker's
// problems by property of the selected node, and the screen after a node is added, moved one place,
// or dropped on another of its list (each with the words the undo history shows).
import type { OwnTypes } from '@borrower/engine/core';

import type { Problem } from './checker.ts';
import { type Files, insertNode, listKind, moveNode, moveNodeTo, placeFor, valueAt } from './node-edits.ts';
import { makeNode, type PaletteContext, type PaletteKind } from './palette.ts';
import type { Catalogs, NodeForm } from './property-form.ts';

export function parse(text: string | null | undefined): Record<string, unknown> | undefined {
  try {
    const value: unknown = text ? JSON.parse(text) : undefined;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** How staff name a node: its type and its id, name or text key. */
export function nameOf(value: unknown): string {
  if (!value || typeof value !== 'object') return '';
  const record = value as Record<string, unknown>;
  const own = [record.id, record.name, record.endpoint, record.to, record.call].find((item) => typeof item === 'string');
  const type = typeof record.type === 'string' ? record.type : 'node';
  return `${type}${typeof own === 'string' ? ` ${own}` : ''}`;
}

/** The first segment most of the screen's own keys share, else the screen id: new keys follow the screen's style. */
export function keyPrefix(own: Catalogs['own'], screenId: string): string {
  const counts = new Map<string, number>();
  for (const key of Object.keys(own.en ?? {})) counts.set(key.split('.')[0], (counts.get(key.split('.')[0]) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? (/^[a-zA-Z][\w-]*$/.test(screenId) ? screenId : 'screen');
}

/** Where a new node of `kind` goes, in words ('after text title'), or why it cannot go in. */
export function describePlace(doc: unknown, selected: string | undefined, kind: PaletteKind): { where: string } | { problem: string } {
  const place = placeFor(doc, selected, kind);
  if (place.problem !== undefined) return { problem: place.problem };
  const before = place.index > 0 ? valueAt(doc, `${place.list}/${place.index - 1}`) : undefined;
  const where = before ? `after ${nameOf(before)}` : `first in ${place.list.split('/').filter(Boolean).join(' › ')}`;
  return { where };
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
export function movedInList(screen: string, doc: unknown, pointer: string, by: -1 | 1): Moved | undefined {
  const list = pointer.slice(0, pointer.lastIndexOf('/'));
  if (!doc || !/\/\d+$/.test(pointer) || !listKind(doc, list)) return undefined;
  const moved = moveNode(screen, pointer, by);
  return moved && { ...moved, label: `move ${nameOf(valueAt(doc, pointer))} ${by < 0 ? 'up' : 'down'}` };
}

/** A node dragged onto another of its list takes that one's place; undefined for another list. */
export function droppedInList(screen: string, doc: unknown, pointer: string, onto: string): Moved | undefined {
  const list = pointer.slice(0, pointer.lastIndexOf('/'));
  if (!doc || !listKind(doc, list) || !onto.startsWith(`${list}/`)) return undefined;
  const moved = moveNodeTo(screen, pointer, Number(onto.slice(list.length + 1)));
  return moved && { ...moved, label: `move ${nameOf(valueAt(doc, pointer))}` };
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
  return { files: insertNode(files, place, made.node), select: `${place.list}/${place.index}`, label: `add ${item.type} ${item.kind}` };
}

/** The id of the form the selection is in, for a submit or validate action added there. */
function formAround(doc: unknown, selected: string | undefined): string | undefined {
  for (let at = selected ?? ''; at; at = at.slice(0, at.lastIndexOf('/'))) {
    const value = valueAt(doc, at) as { type?: unknown; id?: unknown } | undefined;
    if (value?.type === 'form' && typeof value.id === 'string') return value.id;
  }
  return undefined;
}
