// The structure tree's rows and keys as data: which nodes show (a closed node hides its children),
// and what a key does on the focused row (WAI-ARIA tree: arrows move, Right / Left open, close or go
// to the first child / the parent, Home / End, Enter and Space select, Alt+↑ / Alt+↓ move the node).
import type { OutlineNode } from './selection.ts';

export interface Visible {
  node: OutlineNode;
  level: number;
  parent: string | undefined;
}

/** The rows shown, in order: every node whose ancestors are all open. */
export function visibleNodes(nodes: OutlineNode[], collapsed: ReadonlySet<string>): Visible[] {
  const list: Visible[] = [];
  const walk = (items: OutlineNode[], level: number, parent: string | undefined) => {
    for (const node of items) {
      list.push({ node, level, parent });
      if (node.children.length && !collapsed.has(node.pointer)) walk(node.children, level + 1, node.pointer);
    }
  };
  walk(nodes, 1, undefined);
  return list;
}

export type TreeKeyAction =
  | { kind: 'focus'; to: Visible | undefined }
  | { kind: 'open' | 'close' }
  | { kind: 'select'; how: 'select' | 'enter' }
  | { kind: 'reorder'; by: -1 | 1 }
  /** Handled, nothing to do (Right on a node without children). */
  | { kind: 'none' };

/** What `key` does on the row at `index` of `visible`; undefined for a key the tree leaves alone. */
export function treeKeyAction(
  key: string,
  altKey: boolean,
  visible: readonly Visible[],
  index: number,
  collapsed: ReadonlySet<string>,
  canMove: boolean,
): TreeKeyAction | undefined {
  const entry = visible[index];
  if (!entry) return undefined;
  const isOpen = entry.node.children.length > 0 && !collapsed.has(entry.node.pointer);
  if (altKey && canMove && (key === 'ArrowUp' || key === 'ArrowDown')) return { kind: 'reorder', by: key === 'ArrowUp' ? -1 : 1 };
  switch (key) {
    case 'ArrowDown':
      return { kind: 'focus', to: visible[index + 1] };
    case 'ArrowUp':
      return { kind: 'focus', to: visible[index - 1] };
    case 'Home':
      return { kind: 'focus', to: visible[0] };
    case 'End':
      return { kind: 'focus', to: visible.at(-1) };
    case 'ArrowRight':
      if (entry.node.children.length === 0) return { kind: 'none' };
      return isOpen ? { kind: 'focus', to: visible[index + 1] } : { kind: 'open' };
    case 'ArrowLeft':
      return isOpen ? { kind: 'close' } : { kind: 'focus', to: visible.find((candidate) => candidate.node.pointer === entry.parent) };
    case 'Enter':
    case ' ':
      return { kind: 'select', how: key === 'Enter' ? 'enter' : 'select' };
    default:
      return undefined;
  }
}
