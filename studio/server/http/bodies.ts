// A request's body read within a size bound and a nesting bound, as text or as JSON. Each call's
// bound is its row's limit in studio/server/calls.ts.
import type { IncomingMessage } from 'node:http';

import { header, isJsonType } from './headers.ts';

/** How deeply arrays and objects may nest in a JSON body, and in a screen or text file sent inside one: the deepest screen is 22. */
export const MAX_JSON_DEPTH = 64;

/** How deeply arrays and objects nest in JSON text, found by scanning it (strings skipped), before any parser recurses into it. */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c) index++;
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x7b || char === 0x5b) deepest = Math.max(deepest, ++depth);
    else if (char === 0x7d || char === 0x5d) depth--;
  }
  return deepest;
}

/** The message of a refusal of JSON nested past MAX_JSON_DEPTH. */
const tooDeepMessage = (what: string): string =>
  `${what} nests arrays and objects more than ${MAX_JSON_DEPTH} deep: no screen or text file is that deep.`;

/** The body as UTF-8 text, refused (`tooLarge`) past `maxBytes` (also when its declared length is larger, before reading it). */
export async function readText(req: IncomingMessage, maxBytes: number, tooLarge: () => Error): Promise<string> {
  if (Number(req.headers['content-length'] ?? 0) > maxBytes) throw tooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) throw tooLarge();
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

type Fail = (status: 400 | 413 | 415, message: string) => Error;

/**
 * The body as JSON (empty: `empty`), `fail(415)` unless it is sent as application/json, `fail(413)`
 * past `maxBytes`, `fail(400)` when it is not JSON or nests past MAX_JSON_DEPTH — and so does any
 * text field of it that holds JSON (a screen or a text file sent to be saved), before anything parses it.
 */
export async function readJson(
  req: IncomingMessage,
  options: { maxBytes: number; fail: Fail; empty?: unknown; tooLarge?: string },
): Promise<unknown> {
  if (!isJsonType(header(req, 'content-type'))) throw options.fail(415, 'Send the body as application/json.');
  const text = await readText(req, options.maxBytes, () => options.fail(413, options.tooLarge ?? 'The body is too large.'));
  if (jsonDepth(text) > MAX_JSON_DEPTH) throw options.fail(400, tooDeepMessage('The body'));
  let value: unknown;
  try {
    value = text.trim() ? JSON.parse(text) : options.empty;
  } catch {
    throw options.fail(400, 'The body is not JSON.');
  }
  if (value && typeof value === 'object' && !Array.isArray(value))
    for (const [key, field] of Object.entries(value as Record<string, unknown>))
      if (typeof field === 'string' && /^\s*[[{]/.test(field) && jsonDepth(field) > MAX_JSON_DEPTH)
        throw options.fail(400, tooDeepMessage(`The ${key.slice(0, 40)} sent`));
  return value;
}

/** The body as a JSON object (empty: `{}`), refused as `readJson` refuses. */
export async function readJsonObject(req: IncomingMessage, maxBytes: number, fail: Fail): Promise<Record<string, unknown>> {
  const value = await readJson(req, { maxBytes, fail, empty: {} });
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}
