import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ACTION_GROUPS, ACTION_TYPES, actionsOnDemand } from '../../engine/actions/on-demand.ts';
import { actions } from '../../engine/actions/registry.ts';
import { blocks } from '../../engine/blocks/registry.ts';
import { fields } from '../../engine/fields/registry.ts';

const enumOf = (file: string, def: string): string[] => JSON.parse(readFileSync(`schemas/meta/${file}`, 'utf8')).$defs[def].enum;

describe('schema enums and engine registries', () => {
  it.each([
    ['block', 'block.schema.json', 'BlockType', blocks.keys()],
    ['field', 'field.schema.json', 'FieldType', fields.keys()],
    ['action', 'action.schema.json', 'ActionType', actions.keys()],
    ['action (code on demand)', 'action.schema.json', 'ActionType', ACTION_TYPES],
  ])('every known %s type has exactly one implementation', (_, file, def, keys) => {
    expect([...keys].sort()).toEqual([...enumOf(file, def)].sort());
  });

  it('every block and action type of the enum has a oneOf branch with its const', () => {
    for (const [file, union, def] of [
      ['block.schema.json', 'Block', 'BlockType'],
      ['action.schema.json', 'Action', 'ActionType'],
    ] as const) {
      const schema = JSON.parse(readFileSync(`schemas/meta/${file}`, 'utf8'));
      const consts = (schema.$defs[union].oneOf as { $ref: string }[]).map(
        ({ $ref }) => schema.$defs[$ref.split('/').pop()!].properties.type.const,
      );
      expect(consts.sort()).toEqual([...schema.$defs[def].enum].sort());
    }
  });

  it('the on-demand action registry knows the same types, and hands out their definitions once loaded', () => {
    expect(actionsOnDemand.has('call')).toBe(true);
    expect(actionsOnDemand.has('noSuchAction')).toBe(false);
    expect(actionsOnDemand.get('noSuchAction')).toBeUndefined();
    // The test setup has loaded the actions' code (as the app does when idle).
    for (const type of actions.keys()) expect(actionsOnDemand.get(type)).toBe(actions.get(type));
  });

  it('each on-demand group of action types loads exactly the types it declares', async () => {
    for (const group of Object.values(ACTION_GROUPS)) {
      const definitions = await group.load();
      expect(definitions.map((definition) => definition.type).sort()).toEqual([...group.types].sort());
    }
  });
});
