// What the team studio's own answers share: a reply that is never cached or sniffed, and a request
// body read within a size bound, as text or as a JSON object.
import type { IncomingMessage, ServerResponse } from 'node:http';

/** A reply of `type`, never cached, never sniffed. */
export function send(
  res: ServerResponse,
  status: number,
  type: string,
  body: string,
  headers: Record<string, string | string[]> = {},
): void {
  res.writeHead(status, {
    'content-type': type,
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    ...headers,
  });
  res.end(body);
}

export const sendJson = (res: ServerResponse, status: number, body: unknown, headers?: Record<string, string | string[]>) =>
  send(res, status, 'application/json; charset=utf-8', JSON.stringify(body), headers);

/** The body as UTF-8 text, refused (`tooLarge`) past `maxBytes`. */
export async function readText(req: IncomingMessage, maxBytes: number, tooLarge: () => Error): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) throw tooLarge();
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The body as a JSON object (empty: `{}`), `fail(413 | 400, message)` past `maxBytes` or when it is not JSON. */
export async function readJsonObject(
  req: IncomingMessage,
  maxBytes: number,
  fail: (status: 400 | 413, message: string) => Error,
): Promise<Record<string, unknown>> {
  const text = await readText(req, maxBytes, () => fail(413, 'The body is too large.'));
  try {
    const value: unknown = JSON.parse(text || '{}');
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    throw fail(400, 'The body is not JSON.');
  }
}
