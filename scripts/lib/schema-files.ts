import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

import { Ajv2020 } from 'ajv/dist/2020.js';

import { SchemaGenerationError } from './schema-errors.ts';
import type { SchemaFile } from './schema-file.ts';

export const ROOT = join(import.meta.dirname, '..', '..');
export const META_DIR = join(ROOT, 'schemas', 'meta');
export const API_DIR = join(ROOT, 'schemas', 'api');

/** The schema files of a folder; each named from `root` (the repository's) in messages. */
export function readSchemaDir(dir: string, root = ROOT): SchemaFile[] {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  return entries
    .filter((file) => file.endsWith('.schema.json'))
    .sort()
    .map((file) => {
      const path = join(dir, file);
      return { path, name: relative(root, path), schema: JSON.parse(readFileSync(path, 'utf8')) as SchemaFile['schema'] };
    });
}

/**
 * An ajv for draft 2020-12 with every schema of the given files added under its $id. A file that is
 * no valid JSON Schema throws a SchemaGenerationError naming it and the JSON pointer of the mistake.
 */
export function createAjv(files: SchemaFile[], options: { code?: boolean; verbose?: boolean } = {}) {
  const ajv = new Ajv2020({
    // Browser validators stop at the first error: far smaller code, and one reason is enough.
    allErrors: !options.code,
    strict: true,
    strictTuples: false,
    discriminator: true,
    allowUnionTypes: true,
    verbose: options.verbose,
    code: options.code ? { source: true, esm: true } : undefined,
  });
  for (const file of files) {
    try {
      ajv.addSchema(file.schema, file.schema.$id ?? file.name);
    } catch (error) {
      const first = ajv.errors?.[0];
      if (!first) throw new SchemaGenerationError(file.name, '', (error as Error).message, 'Fix the file (JSON Schema 2020-12).');
      throw new SchemaGenerationError(
        file.name,
        first.instancePath,
        `${first.message ?? 'invalid'} (JSON Schema 2020-12's own rule ${first.schemaPath})`,
        'Change the value there so the file is valid JSON Schema 2020-12.',
      );
    }
  }
  return ajv;
}
