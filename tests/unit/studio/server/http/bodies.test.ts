// A body is read within its size bound (refused before reading when its declared length is over)
// and its nesting bound, as text or as JSON of exactly application/json.
import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';

import { describe, expect, it } from 'vitest';

import { MAX_JSON_DEPTH, readJson, readJsonObject, readText } from '../../../../../studio/server/http/bodies.ts';
import { isFormType, isJsonType } from '../../../../../studio/server/http/headers.ts';

class Refused extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}
const fail = (status: number, message: string) => new Refused(status, message);

/** A request whose body is `chunks`, read only when asked (`read` counts the chunks given out). */
function requestOf(chunks: string[], headers: Record<string, string> = { 'content-type': 'application/json' }) {
  const seen = { read: 0 };
  const stream = Readable.from(
    (function* () {
      for (const chunk of chunks) {
        seen.read++;
        yield Buffer.from(chunk);
      }
    })(),
  );
  return { req: Object.assign(stream, { headers }) as unknown as IncomingMessage, seen };
}

const refusal = async (work: Promise<unknown>) => {
  const error = await work.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(Refused);
  return error as Refused;
};

describe('readText', () => {
  it('joins the chunks as UTF-8, a character split between two chunks too', async () => {
    const bytes = Buffer.from('sí');
    // The first chunk ends inside "í".
    const req = Object.assign(Readable.from([bytes.subarray(0, 2), bytes.subarray(2)]), { headers: {} }) as unknown as IncomingMessage;
    expect(await readText(req, 100, () => new Error('too large'))).toBe('sí');
  });

  it('refuses a declared length over the bound before reading any of it', async () => {
    const { req, seen } = requestOf(['{}'], { 'content-length': '11' });
    await expect(readText(req, 10, () => new Error('too large'))).rejects.toThrow('too large');
    expect(seen.read).toBe(0);
  });

  it('refuses a body that grows over the bound without a declared length, and stops reading', async () => {
    const { req, seen } = requestOf(['12345', '67890', 'x', 'never read'], {});
    await expect(readText(req, 10, () => new Error('too large'))).rejects.toThrow('too large');
    expect(seen.read).toBe(3);
  });
});

describe('readJson', () => {
  it('parses a JSON body, and gives `empty` for an empty one', async () => {
    expect(await readJson(requestOf(['{"a":', '[1]}']).req, { maxBytes: 100, fail })).toEqual({ a: [1] });
    expect(await readJson(requestOf(['  ']).req, { maxBytes: 100, fail, empty: null })).toBeNull();
  });

  it('refuses 415 for another media type, 413 past the bound (with its message), 400 for text that is no JSON', async () => {
    expect((await refusal(readJson(requestOf(['{}'], { 'content-type': 'text/plain' }).req, { maxBytes: 100, fail }))).status).toBe(415);
    const large = await refusal(readJson(requestOf(['x'.repeat(20)]).req, { maxBytes: 10, fail, tooLarge: 'Too big.' }));
    expect([large.status, large.message]).toEqual([413, 'Too big.']);
    expect((await refusal(readJson(requestOf(['{nope']).req, { maxBytes: 100, fail }))).status).toBe(400);
  });

  it('refuses JSON nested past the bound, and a field of JSON text nested past it, before parsing it', async () => {
    const deep = `${'['.repeat(MAX_JSON_DEPTH + 1)}${']'.repeat(MAX_JSON_DEPTH + 1)}`;
    expect((await refusal(readJson(requestOf([deep]).req, { maxBytes: 10_000, fail }))).status).toBe(400);
    const inside = await refusal(readJson(requestOf([JSON.stringify({ screen: deep })]).req, { maxBytes: 10_000, fail }));
    expect(inside.message).toMatch(/^The screen sent nests/);
    const atBound = `${'['.repeat(MAX_JSON_DEPTH)}${']'.repeat(MAX_JSON_DEPTH)}`;
    expect(await readJson(requestOf([atBound]).req, { maxBytes: 10_000, fail })).toBeInstanceOf(Array);
  });

  it('reads an object as one, and anything else (or nothing) as an empty object', async () => {
    expect(await readJsonObject(requestOf(['{"name":"x"}']).req, 100, fail)).toEqual({ name: 'x' });
    expect(await readJsonObject(requestOf(['[1,2]']).req, 100, fail)).toEqual({});
    expect(await readJsonObject(requestOf(['']).req, 100, fail)).toEqual({});
  });
});

describe('media types', () => {
  it('takes exactly application/json, UTF-8 only, and forms by their media type', () => {
    expect(isJsonType('application/json')).toBe(true);
    expect(isJsonType('Application/JSON; charset = "UTF-8"')).toBe(true);
    expect(isJsonType('application/json; charset=utf-16')).toBe(false);
    expect(isJsonType('application/jsonfoo')).toBe(false);
    expect(isJsonType(undefined)).toBe(false);
    expect(isFormType('application/x-www-form-urlencoded; charset=utf-8')).toBe(true);
    expect(isFormType('multipart/form-data')).toBe(false);
  });
});
