// Where a property's value comes from, in words for staff: the lender's server (which reply and
// field, changed in the lender's system), the deploy-time configuration IT sets, the page's address,
// or the screen itself while it runs. Read from the first `var` the value reads.

/** The first variable a value reads ({"var": "data.loan.telephone"} anywhere inside it). */
export function firstVar(value: unknown): string | undefined {
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = firstVar(item);
      if (found) return found;
    }
    return undefined;
  }
  if (!value || typeof value !== 'object') return undefined;
  const record = value as Record<string, unknown>;
  if (typeof record.var === 'string') return record.var;
  if (Array.isArray(record.var) && typeof record.var[0] === 'string') return record.var[0];
  for (const item of Object.values(record)) {
    const found = firstVar(item);
    if (found) return found;
  }
  return undefined;
}

/** A screen's data sources: each source's endpoint, by the source's name. */
export function dataSourcesOf(doc: unknown): Record<string, string> {
  const data = doc && typeof doc === 'object' ? (doc as { data?: unknown }).data : undefined;
  if (!data || typeof data !== 'object') return {};
  const sources: Record<string, string> = {};
  for (const [name, source] of Object.entries(data as Record<string, unknown>)) {
    const endpoint = source && typeof source === 'object' ? (source as { endpoint?: unknown }).endpoint : undefined;
    if (typeof endpoint === 'string') sources[name] = endpoint;
  }
  return sources;
}

/** The words for where a value comes from, or undefined for a value the screen itself holds. */
export function describeOrigin(value: unknown, sources: Readonly<Record<string, string>>): string | undefined {
  const name = firstVar(value);
  if (!name) return undefined;
  const [scope, head, ...rest] = name.split('.');
  const field = rest.join('.');
  if (scope === 'data' && head) {
    const reply = Object.hasOwn(sources, head) ? `the ${sources[head]} reply` : `the "${head}" data`;
    return `From the lender's server: ${reply}${field ? `, field ${field}` : ''}. It is changed in the lender's system, not here; the screen decides only how it shows.`;
  }
  if (scope === 'config')
    return `Set for each deployment by IT in config.js${head ? ` (${[head, ...rest].join('.')})` : ''}: ask IT to change it.`;
  if (scope === 'query') return `From the page's address${head ? ` (${head})` : ''}: the link that opened the page.`;
  if (scope === 'vars') return `Set on this screen while a borrower uses it${head ? ` (its value "${head}")` : ''}.`;
  return undefined;
}
