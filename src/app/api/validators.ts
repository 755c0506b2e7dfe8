import { replyValidators } from '../../generated/api-validators.js';
import { endpoints, type EndpointTable } from './endpoints.ts';

/**
 * One reply check by its name (a chunk of its own, loaded beside the request that needs it): a
 * route loads the checks of the endpoints it calls, not all of them. An unknown name loads
 * nothing, and the reply is then refused as unchecked (create-api.ts fails closed).
 */
export function loadValidators(name: string): Promise<Readonly<Record<string, unknown>>> {
  return Object.hasOwn(replyValidators, name) ? replyValidators[name as keyof typeof replyValidators]() : Promise.resolve({});
}

/** The reply checks of the endpoints a screen file's `data` loads from (a hint: anything odd gives none). */
export function findDataReplyChecks(screen: unknown): string[] {
  const data = isRecord(screen) && isRecord(screen.data) ? screen.data : {};
  const table: EndpointTable = endpoints;
  const names = Object.values(data).flatMap((source) => {
    const name = isRecord(source) ? source.endpoint : undefined;
    return typeof name === 'string' && Object.hasOwn(table, name) ? (table[name].responseValidator ?? []) : [];
  });
  return [...new Set(names)];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
