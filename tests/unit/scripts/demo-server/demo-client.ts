// Calls the demo handlers the way the app does (SPEC §7): form-encoded posts, query-string gets,
// session parameters in the query.
import { DEMO_SESSION } from '../../../../scripts/demo-server/data.ts';

export const DEMO_ORIGIN = 'http://demo.test';
/** 2025-06-11 10:00 in Manila: fixed so seeded dates and amounts are fixed. */
export const FIXED_NOW = Date.UTC(2025, 5, 11, 2, 0, 0);

// Replies are loosely typed on purpose: the tests assert the wire shape field by field.
export type Reply = { code: unknown; message: string; success?: boolean; data: any; res?: any };

function toUrl(path: string, query: Record<string, string>): string {
  const url = new URL(path, DEMO_ORIGIN);
  for (const [key, value] of Object.entries({ ...DEMO_SESSION, ...query })) url.searchParams.set(key, value);
  return url.href;
}

export async function postForm(
  path: string,
  fields: Record<string, string> = {},
  query: Record<string, string> = {},
  headers: Record<string, string> = {},
): Promise<Reply> {
  const response = await fetch(toUrl(path, query), {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
  });
  return (await response.json()) as Reply;
}

export async function getJson(path: string, query: Record<string, string> = {}, headers: Record<string, string> = {}): Promise<Reply> {
  const response = await fetch(toUrl(path, query), { headers });
  return (await response.json()) as Reply;
}
