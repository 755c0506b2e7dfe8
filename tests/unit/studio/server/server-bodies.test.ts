// The studio API's request bodies and refusals: JSON only by its exact media type, nesting bounded
// before anything parses it (a screen or text file sent inside the body too), and no refusal that
// names where the server keeps its folders.
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { hashText } from '../../../../studio/server/content/screens-api.ts';
import { jsonDepth, MAX_JSON_DEPTH } from '../../../../studio/server/http/bodies.ts';
import { isJsonType } from '../../../../studio/server/http/headers.ts';
import { API_PREFIX, type StudioServer } from '../../../../studio/server/server.ts';
import { LOCAL_STUDIO_HOOK_TIMEOUT, type LocalStudio, startLocalStudio } from './local-studio-fixture.ts';
import { snapshotFiles } from './team-fixture.ts';

let dir: string;
let screensDir: string;
let studio: StudioServer;
let local: LocalStudio;

beforeAll(async () => {
  local = await startLocalStudio('studio-bodies-');
  ({ dir, screensDir, studio } = local);
}, LOCAL_STUDIO_HOOK_TIMEOUT);

afterAll(() => local?.close());

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const screenText = () => readFileSync(join(screensDir, 'about-us', 'screen.json'), 'utf8');
const messagesText = () => readFileSync(join(screensDir, 'about-us', 'messages.json'), 'utf8');
const put = (path: string, body: string, type = 'application/json') =>
  fetch(`${studio.url}${API_PREFIX}${path}`, { method: 'PUT', headers: { 'content-type': type }, body });
const saveBody = (screen: string) =>
  JSON.stringify({ screen, messages: messagesText(), base: { screen: hashText(screenText()), messages: hashText(messagesText()) } });

describe('studio request bodies', () => {
  it('measures nesting by scanning the text, strings skipped', () => {
    expect(jsonDepth('{"a": [1, {"b": "[[[{{{"}]}')).toBe(3);
    expect(jsonDepth('"\\"[["')).toBe(0);
    expect(jsonDepth(nested(100_000))).toBe(100_000);
  });

  it('takes application/json, with a utf-8 charset, and nothing that only starts like it', () => {
    expect(isJsonType('application/json')).toBe(true);
    expect(isJsonType('application/json; charset=utf-8')).toBe(true);
    expect(isJsonType('Application/JSON;charset=UTF-8')).toBe(true);
    expect(isJsonType('application/jsonfoo')).toBe(false);
    expect(isJsonType('application/json-patch+json')).toBe(false);
    expect(isJsonType('application/json; charset=utf-16')).toBe(false);
    expect(isJsonType(undefined)).toBe(false);
  });

  it('refuses a screen nested past the bound with a 400 that says so, and writes nothing', async () => {
    const before = snapshotFiles(screensDir);
    const deep = `{"id": "about-us", "body": ${nested(50_000)}}`;
    const response = await put('/screens/about-us', saveBody(deep));
    expect(response.status).toBe(400);
    expect((await response.json()).error).toBe(
      `The screen sent nests arrays and objects more than ${MAX_JSON_DEPTH} deep: no screen or text file is that deep.`,
    );
    expect(snapshotFiles(screensDir)).toEqual(before);
  });

  it('refuses a body nested past the bound, and a text file nested past it', async () => {
    const body = await put('/screens/about-us', `{"screen": ${nested(20_000)}}`);
    expect(body.status).toBe(400);
    expect((await body.json()).error).toMatch(/^The body nests arrays and objects more than 64 deep/);
    const file = await put('/files/screens%2Fmessages.json', JSON.stringify({ text: `{"x": ${nested(30_000)}}`, base: null }));
    expect(file.status).toBe(400);
    expect((await file.json()).error).toMatch(/^The text sent nests arrays and objects more than 64 deep/);
  });

  it('refuses application/jsonfoo with a 415 and takes application/json; charset=utf-8', async () => {
    const foo = await put('/screens/about-us', saveBody(screenText()), 'application/jsonfoo');
    expect(foo.status).toBe(415);
    expect((await foo.json()).error).toBe('Send the body as application/json.');
    const changed = screenText().replace(/"gap": "(sm|md)"/, (_all, gap: string) => `"gap": "${gap === 'sm' ? 'md' : 'sm'}"`);
    const utf8 = await put('/screens/about-us', saveBody(changed), 'application/json; charset=utf-8');
    expect(utf8.status).toBe(200);
  });

  it('never names an absolute server path in a refusal (an unknown bundle to compare with)', async () => {
    const response = await fetch(`${studio.url}${API_PREFIX}/compare?to=20200101-000000-00000000`);
    expect(response.status).toBe(404);
    const text = await response.text();
    expect(text).not.toContain(dir);
    expect(text).not.toContain(tmpdir());
    expect(JSON.parse(text).error).toContain('the publish folder');
  });
});
