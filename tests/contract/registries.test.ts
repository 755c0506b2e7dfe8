import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { ACTION_GROUPS, ACTION_TYPES, actionsOnDemand, loadActions } from '../../engine/actions/on-demand.ts';
import { actions } from '../../engine/actions/registry.ts';
import { blocks } from '../../engine/blocks/registry.ts';
import { OPERATORS } from '../../engine/core/expression.ts';
import { fields } from '../../engine/fields/registry.ts';

// The schemas name every type a screen may use; the engine's registries hold the implementations.
// Both directions are checked: a type the schema names without an implementation, and an
// implementation no schema names (a screen could never reach it, and the checker would refuse it).

interface SchemaDefinition {
  enum?: string[];
  oneOf?: { $ref: string }[];
  anyOf?: { $ref?: string }[];
  properties?: Record<string, { const?: string }>;
}

const defsOf = (file: string): Record<string, SchemaDefinition> =>
  (JSON.parse(readFileSync(`schemas/meta/${file}`, 'utf8')) as { $defs: Record<string, SchemaDefinition> }).$defs;

const enumOf = (file: string, name: string): string[] => defsOf(file)[name].enum ?? [];

/** The `type` const of each branch of a oneOf union: its discriminator values. */
function discriminatorsOf(file: string, union: string): string[] {
  const defs = defsOf(file);
  return (defs[union].oneOf ?? []).map(({ $ref }) => {
    const branch = defs[$ref.split('/').pop() ?? ''];
    const value = branch.properties?.type?.const;
    if (value === undefined) throw new Error(`${file}: ${$ref} has no "type" const`);
    return value;
  });
}

/** Every operator key of the expression schema: the property names of each operation it allows. */
function schemaOperators(): string[] {
  const defs = defsOf('expression.schema.json');
  return (defs.Expr.anyOf ?? []).flatMap(({ $ref }) => ($ref ? Object.keys(defs[$ref.split('/').pop() ?? ''].properties ?? {}) : []));
}

const sorted = (values: Iterable<string>) => [...values].sort();

describe('schema types and engine registries name the same types', () => {
  it.each([
    ['block', 'block.schema.json', 'BlockType', blocks.keys()],
    ['field', 'field.schema.json', 'FieldType', fields.keys()],
    ['action', 'action.schema.json', 'ActionType', actions.keys()],
    ['action (code on demand)', 'action.schema.json', 'ActionType', [...ACTION_TYPES]],
  ])('every %s type of the schema enum has an implementation, and every implementation is in the enum', (_, file, name, keys) => {
    const named = enumOf(file, name);
    expect(named.length).toBeGreaterThan(0);
    expect({
      withoutImplementation: named.filter((type) => !keys.includes(type)),
      notInSchema: keys.filter((type) => !named.includes(type)),
    }).toEqual({
      withoutImplementation: [],
      notInSchema: [],
    });
    // A type registered twice would have thrown when the registry was made.
    expect(sorted(keys)).toEqual(sorted(named));
  });

  it.each([
    ['block', 'block.schema.json', 'Block', blocks.keys()],
    ['action', 'action.schema.json', 'Action', actions.keys()],
  ])('every %s branch of the oneOf union has an implementation, and every implementation has a branch', (_, file, union, keys) => {
    const named = discriminatorsOf(file, union);
    expect(named.length).toBeGreaterThan(0);
    expect(new Set(named).size).toBe(named.length);
    expect(sorted(keys)).toEqual(sorted(named));
  });

  it('every operator of the expression schema is implemented by the engine, and the engine implements no other', () => {
    const named = schemaOperators();
    expect(named).toContain('var');
    expect(sorted(OPERATORS)).toEqual(sorted(named));
  });

  it('the on-demand action registry knows the same types, and hands out their definitions once loaded', async () => {
    expect(actionsOnDemand.has('call')).toBe(true);
    expect(actionsOnDemand.has('noSuchAction')).toBe(false);
    expect(actionsOnDemand.get('noSuchAction')).toBeUndefined();
    // Loaded as the app does when idle.
    await loadActions();
    for (const type of actions.keys()) expect(actionsOnDemand.get(type)).toBe(actions.get(type));
  });

  it('each on-demand group of action types loads exactly the types it declares', async () => {
    for (const group of Object.values(ACTION_GROUPS)) {
      const definitions = await group.load();
      expect(definitions.map((definition) => definition.type).sort()).toEqual([...group.types].sort());
    }
  });
});
