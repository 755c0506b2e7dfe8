import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { actions } from '../../engine/actions/registry.ts';
import { blocks } from '../../engine/blocks/registry.ts';
import { fields } from '../../engine/fields/registry.ts';

const enumOf = (file: string, def: string): string[] =>
  JSON.parse(readFileSync(`schemas/meta/${file}`, 'utf8')).$defs[def].enum;

describe('schema enums and engine registries', () => {
  it.each([
    ['block', 'block.schema.json', 'BlockType', blocks.keys()],
    ['field', 'field.schema.json', 'FieldType', fields.keys()],
    ['action', 'action.schema.json', 'ActionType', actions.keys()],
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
});
