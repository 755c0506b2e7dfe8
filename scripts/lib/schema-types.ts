// TypeScript declarations from the schemas, with json-schema-to-typescript: one declaration per
// `$defs` entry, named after it, in the files' order, each file's part headed by its path and
// description, formatted with the repo's Prettier config.
import { compile, type JSONSchema } from 'json-schema-to-typescript';

import { toFormatted } from './generated-files.ts';
import type { SchemaFile } from './schema-files.ts';

/**
 * The declarations of every `$defs` entry of the files, as the text of one module. Each entry is
 * compiled alone, its `$ref`s written as the names of the entries they point to, so the library
 * adds no root type and no note of where an entry was found. `filepath` picks the Prettier config.
 */
export async function toSchemaTypes(files: SchemaFile[], header: string, filepath: string): Promise<string> {
  const names = toTypeNames(files);
  const parts = [header];
  for (const file of files) {
    const defs = Object.entries(file.schema.$defs ?? {});
    if (defs.length === 0) continue;
    const description = typeof file.schema.description === 'string' ? `: ${file.schema.description}` : '';
    parts.push(toLineComment(`${file.name}${description}`) + '\n');
    for (const [key, def] of defs) {
      const schema = toCompilable(def, names, `${file.name}#/$defs/${key}`) as JSONSchema;
      parts.push(
        await compile(schema, names.get(key) ?? key, {
          bannerComment: '',
          additionalProperties: false,
          strictIndexSignatures: false,
          format: false,
        }),
      );
    }
  }
  return toFormatted(parts.join('\n'), filepath);
}

/** The text as `//` lines of at most 100 characters (Prettier leaves comments as they are). */
function toLineComment(text: string): string {
  const lines: string[] = [];
  let line = '//';
  for (const word of text.split(/\s+/)) {
    if (line.length + 1 + word.length > COMMENT_WIDTH && line !== '//') {
      lines.push(line);
      line = '//';
    }
    line += ` ${word}`;
  }
  return [...lines, line].join('\n');
}
const COMMENT_WIDTH = 100;

/** Each `$defs` key's type name, as json-schema-to-typescript writes it (first letter upper case). */
function toTypeNames(files: SchemaFile[]): Map<string, string> {
  const names = new Map<string, string>();
  for (const file of files) {
    for (const key of Object.keys(file.schema.$defs ?? {})) {
      if (names.has(key)) throw new Error(`${file.name}: $defs/${key} is defined in another schema file too; names must be unique.`);
      if (!/^[A-Za-z][A-Za-z0-9]*$/.test(key)) throw new Error(`${file.name}: $defs/${key} is no type name; use letters and digits only.`);
      names.set(key, key[0].toUpperCase() + key.slice(1));
    }
  }
  return names;
}

/**
 * The schema with each `$ref` made the name of the type it points to (`tsType`, its other keywords
 * such as the description kept), and a discriminated union left as the union alone: the shared
 * `type` property beside it would add `& {type}` to each member.
 */
function toCompilable(node: unknown, names: Map<string, string>, at: string): unknown {
  if (Array.isArray(node)) return node.map((item, index) => toCompilable(item, names, `${at}/${index}`));
  if (typeof node !== 'object' || node === null) return node;
  const copy = Object.fromEntries(Object.entries(node).map(([key, value]) => [key, toCompilable(value, names, `${at}/${key}`)]));
  if (typeof copy.$ref === 'string') {
    const { $ref, ...rest } = copy;
    const name = /#\/\$defs\/(\w+)$/.exec($ref)?.[1];
    const tsType = name === undefined ? undefined : names.get(name);
    if (tsType === undefined) throw new Error(`${at}: $ref "${$ref}" points to no $defs entry; types are made from $defs entries only.`);
    return { ...rest, tsType };
  }
  if ('discriminator' in copy) {
    const { discriminator: _discriminator, properties: _properties, required: _required, type: _type, ...union } = copy;
    return union;
  }
  return copy;
}
