// Named values sent with a call, put in an address or into a page's placeholders ({"templateId":
// {"var": "query.templateId"}, "from": "confirm"}): each row a name and either a value the screen
// knows (value-ref.ts) or a fixed text. Read and written so that staff edit them as a table, never
// as JSON; a row of another shape (a worked-out value) leaves the whole to the JSON editor.
import { readValueRef, type ValueRef, writeValueRef } from './value-ref.ts';

export type ParamValue = { kind: 'value'; ref: ValueRef } | { kind: 'fixed'; text: string | number };

export interface ParamRow {
  name: string;
  value: ParamValue;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The rows of a property's value (none when it is not set), or undefined when a row is of another shape. */
export function readParams(value: unknown): ParamRow[] | undefined {
  if (value === undefined) return [];
  if (!isRecord(value)) return undefined;
  const rows: ParamRow[] = [];
  for (const [name, entry] of Object.entries(value)) {
    if (typeof entry === 'string' || typeof entry === 'number') rows.push({ name, value: { kind: 'fixed', text: entry } });
    else {
      const ref = readValueRef(entry);
      if (!ref) return undefined;
      rows.push({ name, value: { kind: 'value', ref } });
    }
  }
  return rows;
}

/**
 * The property's value: each row with a name and a value, in order (a later row of the same name
 * wins); nothing at all when no row is left. A row still being filled in (no name, no value picked)
 * is not written.
 */
export function writeParams(rows: readonly ParamRow[]): Record<string, unknown> | undefined {
  const written: Record<string, unknown> = {};
  for (const { name, value } of rows) {
    const key = name.trim();
    if (!key || (value.kind === 'value' && !value.ref.path.trim())) continue;
    written[key] = value.kind === 'fixed' ? value.text : writeValueRef(value.ref);
  }
  return Object.keys(written).length > 0 ? written : undefined;
}
