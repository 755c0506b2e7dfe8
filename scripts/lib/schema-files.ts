import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';

export const ROOT = join(import.meta.dirname, '..', '..');
export const META_DIR = join(ROOT, 'schemas', 'meta');
export const API_DIR = join(ROOT, 'schemas', 'api');

export interface SchemaFile {
  path: string;
  /** Path from the repo root, for messages. */
  name: string;
  schema: Record<string, unknown> & { $id?: string; $defs?: Record<string, unknown> };
}

export function readSchemaDir(dir: string): SchemaFile[] {
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
      return { path, name: relative(ROOT, path), schema: JSON.parse(readFileSync(path, 'utf8')) };
    });
}

/** An ajv for draft 2020-12 with every schema of the given files added under its $id. */
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
  for (const file of files) ajv.addSchema(file.schema, file.schema.$id ?? file.name);
  return ajv;
}

/** One schema holding every $defs entry of the files, with cross-file refs made local. */
export function mergeDefs(files: SchemaFile[], title: string): Record<string, unknown> {
  const defs: Record<string, unknown> = {};
  for (const file of files) {
    for (const [key, value] of Object.entries(file.schema.$defs ?? {})) {
      if (key in defs) throw new Error(`${file.name}: $defs/${key} is defined in another schema file too; names must be unique.`);
      defs[key] = value;
    }
  }
  const localised = JSON.parse(JSON.stringify(defs).replace(/"\$ref":"[^"#]*#\/\$defs\//g, '"$ref":"#/$defs/')) as Record<string, unknown>;
  return { $schema: 'https://json-schema.org/draft/2020-12/schema', title, $defs: localised };
}

/** Moves a $ref that has sibling keywords into allOf, which json-schema-to-typescript resolves. */
export function isolateRefs(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(isolateRefs);
  if (!node || typeof node !== 'object') return node;
  const entries = Object.entries(node as Record<string, unknown>).map(([key, value]) => [key, isolateRefs(value)] as const);
  const copy = Object.fromEntries(entries) as Record<string, unknown>;
  if (typeof copy.$ref === 'string' && Object.keys(copy).length > 1) {
    const { $ref, ...rest } = copy;
    return { ...rest, allOf: [{ $ref }] };
  }
  if (copy.discriminator) {
    // The discriminated union alone says it all; the shared `type` property would add `& {type}`.
    delete copy.discriminator;
    delete copy.properties;
    delete copy.required;
    delete copy.type;
  }
  return copy;
}
