// The screen's structure for the tree and for selection: its blocks, fields and actions with their
// JSON pointers and places in the text (jsonc-parser keeps offsets and reads a file that is broken
// halfway through an edit), and the way between the file's pointers and the preview's, where shared
// parts stand in place of their includes.
import { findNodeAtLocation, findNodeAtOffset, getNodePath, type Node, parseTree } from 'jsonc-parser';

import type { OwnTypes } from '@borrower/engine/core';

import actionSchema from '../../../schemas/meta/action.schema.json';
import blockSchema from '../../../schemas/meta/block.schema.json';
import fieldSchema from '../../../schemas/meta/field.schema.json';

const enumOf = (schema: { $defs?: Record<string, unknown> }, name: string) =>
  new Set((schema.$defs?.[name] as { enum?: string[] } | undefined)?.enum ?? []);
const BLOCK_TYPES = enumOf(blockSchema, 'BlockType');
const FIELD_TYPES = enumOf(fieldSchema, 'FieldType');
const ACTION_TYPES = enumOf(actionSchema, 'ActionType');

type OutlineKind = 'block' | 'field' | 'action' | 'group';

/** A node's first text: a message's key, words written in place, or the value of data it shows ({"value": {"var": path}}). */
export type TextWords = { key: string } | { literal: string } | { data: string };

export interface OutlineNode {
  pointer: string;
  kind: OutlineKind;
  /** The block, field or action type; for a group, what it holds ("blocks", "dialog"). */
  type: string;
  /** Its id, name, endpoint, route, text key… whatever tells it apart. */
  label: string;
  /** Its first text borrowers read (label, text, title…): the key of a message, the words written in place, or the path of the data it shows. */
  words?: TextWords;
  /** The properties between its parent node and it ("onSubmit", "then"), when not plain blocks. */
  via?: string;
  from: number;
  to: number;
  children: OutlineNode[];
}

const escape = (segment: string | number) => String(segment).replace(/~/g, '~0').replace(/\//g, '~1');
const unescape = (segment: string) => segment.replace(/~1/g, '/').replace(/~0/g, '~');
const toPointer = (path: readonly (string | number)[]) => path.map((segment) => `/${escape(segment)}`).join('');
const toPath = (pointer: string): (string | number)[] =>
  pointer === ''
    ? []
    : pointer
        .slice(1)
        .split('/')
        .map((segment) => (/^\d+$/.test(segment) ? Number(segment) : unescape(segment)));

function propertyValue(node: Node, name: string): Node | undefined {
  const property = node.children?.find((child) => child.type === 'property' && child.children?.[0]?.value === name);
  return property?.children?.[1];
}

function textOf(node: Node | undefined): string | undefined {
  if (!node) return undefined;
  if (node.type === 'string') return String(node.value);
  if (node.type === 'object') {
    const key = propertyValue(node, 'msg');
    if (key?.type === 'string') return String(key.value);
  }
  return undefined;
}

const NAMING = ['id', 'name', 'endpoint', 'route', 'to', 'dialog', 'call', 'part', 'source', 'var'];
const TEXTS = ['label', 'text', 'title', 'message', 'submitLabel'];

function labelOf(node: Node): string {
  for (const name of NAMING) {
    const value = propertyValue(node, name);
    if (value?.type === 'string') return String(value.value);
  }
  for (const name of TEXTS) {
    const text = textOf(propertyValue(node, name));
    if (text) return text.length > 40 ? `${text.slice(0, 39)}…` : text;
  }
  return '';
}

/** A node's first text borrowers read: a message's key or the words themselves. */
function wordsOf(node: Node): OutlineNode['words'] {
  for (const name of TEXTS) {
    const value = propertyValue(node, name);
    if (value?.type === 'string') return { literal: String(value.value) };
    const key = value?.type === 'object' ? propertyValue(value, 'msg') : undefined;
    if (key?.type === 'string') return { key: String(key.value) };
    const shown = value?.type === 'object' ? propertyValue(value, 'value') : undefined;
    const path = shown?.type === 'object' && shown.children?.length === 1 ? propertyValue(shown, 'var') : undefined;
    if (path?.type === 'string' && path.value) return { data: String(path.value) };
  }
  return undefined;
}

const declares = (list: OwnTypes['fields'], type: string) => list?.some((entry) => entry.type === type) ?? false;

/** A node's kind by its type: the engine's types, then the project's own (`own`). */
function kindOf(type: string, via: readonly (string | number)[], own: OwnTypes = {}): OutlineKind | undefined {
  const property = [...via].reverse().find((segment) => typeof segment === 'string');
  if (property === 'fields' && (FIELD_TYPES.has(type) || declares(own.fields, type))) return 'field';
  if ((BLOCK_TYPES.has(type) || declares(own.blocks, type)) && property !== 'fields') return 'block';
  if (ACTION_TYPES.has(type) || declares(own.actions, type)) return 'action';
  if (FIELD_TYPES.has(type)) return 'field';
  return undefined;
}

/** The blocks, fields and actions of a screen file's text (with those of the project's own types), in file order, nested as in the file. */
export function outline(text: string, own?: OwnTypes): OutlineNode[] {
  const root = parseTree(text, [], { allowTrailingComma: true, disallowComments: false });
  if (!root || root.type !== 'object') return [];
  const top: OutlineNode[] = [];
  // Typed objects under `node` become children of `into`; `via` is the path since the last node.
  const visit = (node: Node, path: (string | number)[], via: (string | number)[], into: OutlineNode[]) => {
    if (node.type === 'array') {
      node.children?.forEach((child, index) => visit(child, [...path, index], [...via, index], into));
      return;
    }
    if (node.type !== 'object') return;
    const type = propertyValue(node, 'type');
    const kind = type?.type === 'string' ? kindOf(String(type.value), via, own) : undefined;
    let target = into;
    let nextVia = via;
    if (kind) {
      const named = via.filter((segment): segment is string => typeof segment === 'string' && segment !== 'blocks');
      const entry: OutlineNode = {
        pointer: toPointer(path),
        kind,
        type: String(type?.value),
        label: labelOf(node),
        ...(wordsOf(node) && { words: wordsOf(node) }),
        ...(named.length ? { via: named.join(' › ') } : {}),
        from: node.offset,
        to: node.offset + node.length,
        children: [],
      };
      into.push(entry);
      target = entry.children;
      nextVia = [];
    } else if (path[0] === 'dialogs' && path.length === 2) {
      // A dialog: a group named by its id.
      const entry: OutlineNode = {
        pointer: toPointer(path),
        kind: 'group',
        type: 'dialog',
        label: labelOf(node),
        from: node.offset,
        to: node.offset + node.length,
        children: [],
      };
      into.push(entry);
      target = entry.children;
      nextVia = [];
    }
    for (const property of node.children ?? []) {
      const [key, value] = property.children ?? [];
      if (key?.type !== 'string' || !value || typeof value.value === 'string' || (value.type !== 'object' && value.type !== 'array'))
        continue;
      const name = String(key.value);
      visit(value, [...path, name], [...nextVia, name], target);
    }
  };
  for (const property of root.children ?? []) {
    const [key, value] = property.children ?? [];
    if (key?.type !== 'string' || !value || (value.type !== 'object' && value.type !== 'array')) continue;
    const name = String(key.value);
    const group: OutlineNode = {
      pointer: `/${escape(name)}`,
      kind: 'group',
      type: name,
      label: '',
      from: property.offset,
      to: property.offset + property.length,
      children: [],
    };
    visit(value, [name], [], group.children);
    if (group.children.length) top.push(group);
  }
  return top;
}

/** Every node of the outline, depth first. */
export function flatten(nodes: readonly OutlineNode[]): OutlineNode[] {
  return nodes.flatMap((node) => [node, ...flatten(node.children)]);
}

/** The innermost node whose text holds `offset` (the editor's cursor). */
export function nodeAt(nodes: readonly OutlineNode[], offset: number): OutlineNode | undefined {
  for (const node of nodes) {
    if (offset >= node.from && offset <= node.to) return nodeAt(node.children, offset) ?? node;
  }
  return undefined;
}

/** The text range of the value at `pointer`, or of its nearest ancestor present in the text. */
export function rangeOf(text: string, pointer: string): { from: number; to: number; pointer: string } | undefined {
  const root = parseTree(text, [], { allowTrailingComma: true });
  if (!root) return undefined;
  const path = toPath(pointer);
  for (let length = path.length; length >= 0; length--) {
    const node = findNodeAtLocation(root, path.slice(0, length));
    if (node) return { from: node.offset, to: node.offset + node.length, pointer: toPointer(path.slice(0, length)) };
  }
  return undefined;
}

/** The pointer of the value at `offset` in the text. */
export function pointerAt(text: string, offset: number): string | undefined {
  const root = parseTree(text, [], { allowTrailingComma: true });
  const node = root && findNodeAtOffset(root, offset);
  return node ? toPointer(getNodePath(node)) : undefined;
}

const isInclude = (value: unknown): value is { type: 'include'; part: string } =>
  typeof value === 'object' &&
  value !== null &&
  (value as { type?: unknown }).type === 'include' &&
  typeof (value as { part?: unknown }).part === 'string';

export interface PointerMap {
  /** A pointer of the screen as the preview runs it → the pointer in the file (an included part's blocks → their include). */
  toSource: Map<string, string>;
  /** A pointer in the file → the preview's pointers (an include → each block put in its place). */
  toPreview: Map<string, string[]>;
}

/**
 * Pointers between the screen file and the screen the preview runs, where each include is
 * replaced by its part's blocks (engine/checker/parts.ts expandIncludes does the same to the screen).
 */
export function pointerMap(screen: unknown, parts: ReadonlyMap<string, unknown[]>): PointerMap {
  const toSource = new Map<string, string>();
  const toPreview = new Map<string, string[]>();
  const link = (preview: string, source: string) => {
    toSource.set(preview, source);
    const list = toPreview.get(source);
    if (list) list.push(preview);
    else toPreview.set(source, [preview]);
  };
  const walk = (node: unknown, source: string, preview: string, inPart: string | undefined, trail: readonly string[]) => {
    link(preview, inPart ?? source);
    if (Array.isArray(node)) {
      let at = 0;
      node.forEach((item, index) => {
        if (isInclude(item) && !trail.includes(item.part)) {
          const placed = inPart ?? `${source}/${index}`;
          for (const block of parts.get(item.part) ?? []) {
            walk(block, placed, `${preview}/${at}`, placed, [...trail, item.part]);
            at++;
          }
        } else {
          walk(item, `${source}/${index}`, `${preview}/${at}`, inPart, trail);
          at++;
        }
      });
    } else if (typeof node === 'object' && node !== null) {
      for (const [key, value] of Object.entries(node)) walk(value, `${source}/${escape(key)}`, `${preview}/${escape(key)}`, inPart, trail);
    }
  };
  walk(screen, '', '', undefined, []);
  return { toSource, toPreview };
}

/** The file's pointer for a pointer of the preview: itself or its nearest ancestor the map knows. */
export function sourcePointer(map: PointerMap, preview: string): string {
  const path = preview.split('/');
  for (let length = path.length; length > 0; length--) {
    const found = map.toSource.get(path.slice(0, length).join('/'));
    if (found !== undefined) return found;
  }
  return '';
}
