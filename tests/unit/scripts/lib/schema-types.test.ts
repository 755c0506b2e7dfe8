import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import type { SchemaFile } from '../../../../scripts/lib/schema-file.ts';
import { toSchemaTypes } from '../../../../scripts/lib/schema-types.ts';

const OUT = join(import.meta.dirname, 'types.ts');

function file(name: string, schema: SchemaFile['schema']): SchemaFile {
  return { path: join('/schemas', name), name: `schemas/api/${name}`, schema };
}

const envelope = file('envelope.schema.json', {
  $id: 'envelope.schema.json',
  description: 'Reply envelopes.',
  $defs: {
    codeReply: {
      description: 'A reply with no data.',
      type: 'object',
      required: ['code'],
      properties: { code: { type: ['string', 'number'] }, message: { type: ['string', 'null'] } },
    },
  },
});
const card = file('card.schema.json', {
  $id: 'card.schema.json',
  $defs: {
    cardKind: { enum: ['debit', 'credit'] },
    cardReply: {
      type: 'object',
      required: ['status', 'kind'],
      properties: {
        status: { $ref: 'envelope.schema.json#/$defs/codeReply', description: 'How the bind went.' },
        kind: { $ref: '#/$defs/cardKind' },
      },
    },
  },
});

describe('toSchemaTypes', () => {
  it('declares each $defs entry under its own name, with no root type and no note of where it was found', async () => {
    const code = await toSchemaTypes([envelope, card], '// Generated.\n', OUT);
    expect([...code.matchAll(/^export (?:type|interface) (\w+)/gm)].map((match) => match[1])).toEqual([
      'CodeReply',
      'CardKind',
      'CardReply',
    ]);
    expect(code).not.toMatch(/referenced by|\[k: string\]: unknown/);
  });

  it('writes a $ref to another file or the same file as the name of its entry, formatted as the repo writes code', async () => {
    const code = await toSchemaTypes([envelope, card], '// Generated.\n', OUT);
    expect(code).toContain(
      ['export interface CardReply {', '  /**', '   * How the bind went.', '   */', '  status: CodeReply;', '  kind: CardKind;', '}'].join(
        '\n',
      ),
    );
    expect(code).toContain("export type CardKind = 'debit' | 'credit';");
  });

  it("keeps the descriptions as doc comments and heads each file's part with its path and description", async () => {
    const code = await toSchemaTypes([envelope, card], '// Generated.\n', OUT);
    expect(
      code.startsWith(
        '// Generated.\n\n// schemas/api/envelope.schema.json: Reply envelopes.\n\n/**\n * A reply with no data.\n */\nexport interface CodeReply {',
      ),
    ).toBe(true);
    expect(code).toContain('\n// schemas/api/card.schema.json\n');
  });

  it('wraps a long file description at 100 characters a line', async () => {
    const long = file('long.schema.json', { description: 'word '.repeat(50).trim(), $defs: { flag: { type: 'boolean' } } });
    const comment = (await toSchemaTypes([long], '', OUT)).split('\n').filter((line) => line.startsWith('//'));
    expect(comment).toHaveLength(3);
    expect(comment.every((line) => line.length <= 100)).toBe(true);
    expect(comment.join(' ').replace(/\/\/ /g, '')).toBe(`schemas/api/long.schema.json: ${'word '.repeat(50).trim()}`);
  });

  it('names the place of a $ref that points to no $defs entry', async () => {
    const broken = file('broken.schema.json', {
      $defs: { loanReply: { type: 'object', properties: { data: { $ref: '#/$defs/missing' } } } },
    });
    await expect(toSchemaTypes([broken], '', OUT)).rejects.toThrow(
      'schemas/api/broken.schema.json#/$defs/loanReply/properties/data: $ref "#/$defs/missing" points to no $defs entry',
    );
  });

  it('refuses two files that define the same entry', async () => {
    await expect(toSchemaTypes([envelope, envelope], '', OUT)).rejects.toThrow('$defs/codeReply is defined in another schema file too');
  });
});
