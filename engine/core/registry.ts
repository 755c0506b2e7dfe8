/** A plain registry of typed definitions keyed by their `type`. */
export interface Registry<T extends { type: string }> {
  kind: string;
  get: (type: string) => T | undefined;
  has: (type: string) => boolean;
  keys: () => string[];
}

/**
 * The one place a definition written for its own schema type (an action run with its own action,
 * a block rendered with its own block) becomes its registry's common entry. Sound because a
 * registry hands each definition only nodes whose `type` is the definition's own; every `define*`
 * helper (defineBlock, defineField, defineAction) goes through here.
 */
export function defineEntry<Entry extends { type: string }>(definition: { type: Entry['type'] }): Entry {
  return definition as Entry;
}

/**
 * Makes a registry; a duplicate type is a programming error and throws at start-up.
 * @example const fields = createRegistry('field', [textField, enumField]);
 */
export function createRegistry<T extends { type: string }>(kind: string, definitions: readonly T[]): Registry<T> {
  const byType = new Map<string, T>();
  for (const definition of definitions) {
    if (byType.has(definition.type)) throw new Error(`Duplicate ${kind} type "${definition.type}"`);
    byType.set(definition.type, definition);
  }
  return {
    kind,
    get: (type) => byType.get(type),
    has: (type) => byType.has(type),
    keys: () => [...byType.keys()],
  };
}

/**
 * The registry with `own` definitions found first, then the base's (read at each call, so a base
 * that loads its types on demand still does). An own type with the name of one of its own is a
 * programming error and throws at start-up.
 */
export function withOwnTypes<T extends { type: string }>(base: Registry<T>, own: readonly T[] | undefined): Registry<T> {
  if (!own?.length) return base;
  const ownRegistry = createRegistry(base.kind, own);
  return {
    kind: base.kind,
    get: (type) => ownRegistry.get(type) ?? base.get(type),
    has: (type) => ownRegistry.has(type) || base.has(type),
    keys: () => [...new Set([...base.keys(), ...ownRegistry.keys()])],
  };
}

/** The closest known name, for "did you mean" hints. */
export function suggestName(unknown: string, known: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of known) {
    const distance = editDistance(unknown.toLowerCase(), candidate.toLowerCase());
    if (distance < bestDistance) {
      bestDistance = distance;
      best = candidate;
    }
  }
  return bestDistance <= Math.max(2, Math.floor(unknown.length / 3)) ? best : undefined;
}

function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const current = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length];
}
