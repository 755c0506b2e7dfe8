import { toScalarText } from '../core/expression.ts';

/** Query values as text; empty values are left out. */
export function toQuery(values: Record<string, unknown>): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null || value === '') continue;
    query[key] = typeof value === 'object' ? JSON.stringify(value) : toScalarText(value);
  }
  return query;
}
