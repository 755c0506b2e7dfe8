// One JSON Schema file as the schema tools read it: its own module, so the readers
// (schema-files.ts) and the error messages that name it (schema-errors.ts) share it without
// importing each other.

export interface SchemaFile {
  path: string;
  /** Path from the repo root, for messages. */
  name: string;
  schema: Record<string, unknown> & { $id?: string; $defs?: Record<string, unknown> };
}
