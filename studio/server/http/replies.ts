// The studio server's replies: never cached, never sniffed, with their length.
import type { ServerResponse } from 'node:http';

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

/** A JSON reply (UTF-8), as `send` sends one. */
export const sendJson = (res: ServerResponse, status: number, body: unknown, headers?: Record<string, string | string[]>) =>
  send(res, status, 'application/json; charset=utf-8', JSON.stringify(body), headers);
