// Shared parts put in place (no Node APIs: the build, the publish step and the studio's preview use it).
const isInclude = (node: unknown): node is { type: 'include'; part: string } =>
  typeof node === 'object' &&
  node !== null &&
  (node as { type?: unknown }).type === 'include' &&
  typeof (node as { part?: unknown }).part === 'string';

/**
 * A copy of a screen with every include block replaced by its part's blocks (parts may include
 * parts). The checker has made sure every part exists and no include goes round in a cycle.
 */
export function expandIncludes<T>(node: T, parts: ReadonlyMap<string, unknown[]>, trail: readonly string[] = []): T {
  if (Array.isArray(node)) {
    return (node as unknown[]).flatMap((item) => {
      if (!isInclude(item)) return [expandIncludes(item, parts, trail)];
      const blocks = parts.get(item.part);
      if (!blocks) throw new Error(`No part "${item.part}" in screens/parts/`);
      if (trail.includes(item.part)) throw new Error(`Parts include each other in a cycle: ${[...trail, item.part].join(' → ')}`);
      return expandIncludes(blocks, parts, [...trail, item.part]);
    }) as T;
  }
  if (typeof node === 'object' && node !== null) {
    return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, expandIncludes(value, parts, trail)])) as T;
  }
  return node;
}
