// Reading a valid screen's tree: every object node with its JSON pointer, the paths expressions
// read, and the message keys texts use. The references and includes families build on these.
import { escapePointer } from './json-text.ts';

/** Walks every object node with its JSON pointer. */
export function walk(node: unknown, pointer: string, visit: (node: Record<string, unknown>, pointer: string) => void) {
  if (Array.isArray(node)) node.forEach((item, index) => walk(item, `${pointer}/${index}`, visit));
  else if (node && typeof node === 'object') {
    visit(node as Record<string, unknown>, pointer);
    for (const [key, value] of Object.entries(node)) walk(value, `${pointer}/${escapePointer(key)}`, visit);
  }
}

/** The message keys a screen's texts use, each with the pointers of its uses. */
export function messageKeyUses(screen: unknown): Map<string, string[]> {
  const uses = new Map<string, string[]>();
  walk(screen, '', (node, pointer) => {
    if (typeof node.msg === 'string' && !('type' in node)) uses.set(node.msg, [...(uses.get(node.msg) ?? []), `${pointer}/msg`]);
  });
  return uses;
}

/** An expression that reads a path: {"var": "path"} or {"var": ["path", default]}. */
export function readPath(node: Record<string, unknown>): string | undefined {
  if (!('var' in node) || 'type' in node || Object.keys(node).length !== 1) return undefined;
  const path: unknown = Array.isArray(node.var) ? node.var[0] : node.var;
  return typeof path === 'string' ? path : undefined;
}
