// The generators' errors for people: which schema file, where in it (a JSON pointer) and what to
// change, instead of a compiler's message alone.
import type { SchemaFile } from './schema-file.ts';

/** A generator failure that names the schema file, the JSON pointer and what to change. */
export class SchemaGenerationError extends Error {
  constructor(
    readonly file: string,
    readonly pointer: string,
    readonly problem: string,
    readonly hint: string,
  ) {
    super(`${file}#${pointer}: ${problem}. ${hint}`);
    this.name = 'SchemaGenerationError';
  }
}

const escapePointer = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/** Every value of the schema with its JSON pointer, parents first. */
function* walkSchema(node: unknown, pointer = ''): Generator<{ pointer: string; key: string; value: unknown }> {
  if (typeof node !== 'object' || node === null) return;
  for (const [key, value] of Array.isArray(node) ? node.entries() : Object.entries(node)) {
    const at = `${pointer}/${escapePointer(String(key))}`;
    yield { pointer: at, key: String(key), value };
    yield* walkSchema(value, at);
  }
}

/** The first place in the files where `test` holds, else undefined. */
function findInFiles(files: readonly SchemaFile[], test: (key: string, value: unknown) => boolean) {
  for (const file of files) {
    for (const entry of walkSchema(file.schema)) if (test(entry.key, entry.value)) return { file: file.name, pointer: entry.pointer };
  }
  return undefined;
}

const isBadPattern = (key: string, value: unknown): boolean => {
  if (key !== 'pattern' || typeof value !== 'string') return false;
  try {
    new RegExp(value, 'u');
    return false;
  } catch {
    return true;
  }
};

/**
 * The compiler's error about the schema `at` (`file` and the JSON pointer of the entry compiled),
 * made a SchemaGenerationError: the place of the cause when it can be found in the files (a pattern
 * JavaScript refuses, a keyword ajv does not know), else the entry compiled.
 */
export function toSchemaGenerationError(
  error: unknown,
  files: readonly SchemaFile[],
  at: { file: string; pointer: string },
): SchemaGenerationError {
  if (error instanceof SchemaGenerationError) return error;
  const message = error instanceof Error ? error.message : String(error);
  if (/^Invalid regular expression/.test(message) || message.includes('Invalid regular expression')) {
    const place = findInFiles(files, isBadPattern) ?? at;
    return new SchemaGenerationError(
      place.file,
      place.pointer,
      message,
      'Write a regular expression JavaScript accepts with the u flag (in JSON a backslash is written twice: "^09\\\\d{9}$").',
    );
  }
  const unknownKeyword = /unknown keyword: "([^"]+)"/.exec(message)?.[1];
  if (unknownKeyword !== undefined) {
    const place =
      findInFiles(files, (key, value) => key === unknownKeyword && typeof value !== 'string') ??
      findInFiles(files, (key) => key === unknownKeyword) ??
      at;
    return new SchemaGenerationError(
      place.file,
      place.pointer,
      `"${unknownKeyword}" is no keyword of JSON Schema 2020-12 (ajv's strict mode)`,
      'Spell a known keyword, or remove it; text for people goes in "description".',
    );
  }
  if (/can't resolve reference|missingRef/.test(message)) {
    return new SchemaGenerationError(
      at.file,
      at.pointer,
      message,
      'Point the $ref at an existing $defs entry ("other.schema.json#/$defs/name").',
    );
  }
  return new SchemaGenerationError(
    at.file,
    at.pointer,
    message,
    'Fix the schema entry (JSON Schema 2020-12, as ajv reads it in strict mode).',
  );
}
