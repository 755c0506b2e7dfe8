// The structure tree's keys as data: the rows a closed node hides, and what each key does on a row
// (WAI-ARIA tree), Alt+↑ / Alt+↓ only where nodes may move, keys it does not know left alone.
import { describe, expect, it } from 'vitest';

import type { OutlineNode } from '../../../../studio/web/editor/selection.ts';
import { treeKeyAction, visibleNodes } from '../../../../studio/web/editor/tree-keys.ts';

const node = (pointer: string, children: OutlineNode[] = []): OutlineNode =>
  ({ pointer, children, kind: 'block', type: 'text', from: 0, to: 0 }) as unknown as OutlineNode;
const nodes = [node('/blocks/0', [node('/blocks/0/blocks/0'), node('/blocks/0/blocks/1')]), node('/blocks/1')];
const pointers = (list: { node: OutlineNode }[]) => list.map((entry) => entry.node.pointer);

describe('the rows shown', () => {
  it('lists every node in order with its level and parent, a closed node without its children', () => {
    const open = visibleNodes(nodes, new Set());
    expect(pointers(open)).toEqual(['/blocks/0', '/blocks/0/blocks/0', '/blocks/0/blocks/1', '/blocks/1']);
    expect(open[1]).toMatchObject({ level: 2, parent: '/blocks/0' });
    expect(pointers(visibleNodes(nodes, new Set(['/blocks/0'])))).toEqual(['/blocks/0', '/blocks/1']);
  });
});

describe('a key on a row', () => {
  const open = visibleNodes(nodes, new Set());
  const on = (key: string, index: number, collapsed = new Set<string>(), altKey = false, canMove = true) =>
    treeKeyAction(key, altKey, visibleNodes(nodes, collapsed), index, collapsed, canMove);
  const focusOn = (key: string, index: number, collapsed?: Set<string>) => {
    const action = on(key, index, collapsed);
    return action?.kind === 'focus' ? action.to?.node.pointer : action;
  };

  it('moves up, down, to the first and the last row', () => {
    expect(focusOn('ArrowDown', 0)).toBe('/blocks/0/blocks/0');
    expect(focusOn('ArrowUp', 1)).toBe('/blocks/0');
    expect(focusOn('Home', 3)).toBe('/blocks/0');
    expect(focusOn('End', 0)).toBe('/blocks/1');
    expect(focusOn('ArrowDown', open.length - 1)).toBeUndefined();
  });

  it('opens a closed node, goes into an open one, closes it, and goes to the parent from a child', () => {
    expect(on('ArrowRight', 0, new Set(['/blocks/0']))).toEqual({ kind: 'open' });
    expect(focusOn('ArrowRight', 0)).toBe('/blocks/0/blocks/0');
    expect(on('ArrowRight', 3)).toEqual({ kind: 'none' });
    expect(on('ArrowLeft', 0)).toEqual({ kind: 'close' });
    expect(focusOn('ArrowLeft', 2)).toBe('/blocks/0');
  });

  it('selects with Space, enters the editor with Enter, moves the node with Alt+arrows where it may', () => {
    expect(on(' ', 1)).toEqual({ kind: 'select', how: 'select' });
    expect(on('Enter', 1)).toEqual({ kind: 'select', how: 'enter' });
    expect(on('ArrowUp', 1, new Set(), true)).toEqual({ kind: 'reorder', by: -1 });
    expect(on('ArrowDown', 1, new Set(), true)).toEqual({ kind: 'reorder', by: 1 });
    expect(focusOn('ArrowDown', 1, new Set())).toBe('/blocks/0/blocks/1');
    expect(on('ArrowDown', 1, new Set(), true, false)).toMatchObject({ kind: 'focus' });
    expect(on('a', 1)).toBeUndefined();
    expect(on('ArrowDown', 9)).toBeUndefined();
  });
});
