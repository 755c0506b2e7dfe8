import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import Ajv2020 from 'ajv/dist/2020';

import type { ReplyValidator } from '../../../../../src/app/api/create-api.ts';

// Stands in for src/generated/api-validators.js (compiled by scripts/compile-validators.ts):
// one validator per $defs key of every schemas/api/*.schema.json.
const SCHEMA_DIR = join(dirname(fileURLToPath(import.meta.url)), '../../../../../schemas/api');

export interface ApiSchemaFile {
  file: string;
  schema: { $id: string; $defs: Record<string, unknown> };
}

export function readApiSchemas(): ApiSchemaFile[] {
  return readdirSync(SCHEMA_DIR)
    .filter((file) => file.endsWith('.schema.json'))
    .sort()
    .map((file) => ({ file, schema: JSON.parse(readFileSync(join(SCHEMA_DIR, file), 'utf8')) }));
}

export function compileApiValidators(): Record<string, ReplyValidator> {
  const ajv = new Ajv2020({ allErrors: true, allowUnionTypes: true, strict: true });
  const files = readApiSchemas();
  for (const { schema } of files) ajv.addSchema(schema);
  const validators: Record<string, ReplyValidator> = {};
  for (const { schema } of files) {
    for (const name of Object.keys(schema.$defs)) {
      validators[name] = ajv.compile({ $ref: `${schema.$id}#/$defs/${name}` });
    }
  }
  return validators;
}
