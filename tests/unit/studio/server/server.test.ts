// The studio server's safety rules and its API over a copy of the screens folder.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { hashText } from '../../../../studio/server/content/screens-api.ts';
import { API_PREFIX, MAX_BODY_BYTES, startStudioServer, type StudioServer } from '../../../../studio/server/server.ts';
import { LOCAL_STUDIO_HOOK_TIMEOUT, type LocalStudio, startLocalStudio } from './local-studio-fixture.ts';

let dir: string;
let screensDir: string;
let distDir: string;
let studio: StudioServer;
let local: LocalStudio;

beforeAll(async () => {
  local = await startLocalStudio('studio-test-', { content: false });
  ({ dir, screensDir, distDir, studio } = local);
}, LOCAL_STUDIO_HOOK_TIMEOUT);

afterAll(() => local?.close());

const call = (path: string, init: RequestInit = {}) => fetch(`${studio.url}${API_PREFIX}${path}`, init);
const put = (name: string, body: unknown, headers: Record<string, string> = {}) =>
  call(`/screens/${name}`, { method: 'PUT', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
const screenFile = (name: string) => join(screensDir, name, 'screen.json');
const messagesFile = (name: string) => join(screensDir, name, 'messages.json');
const baseOf = (name: string) => ({
  screen: hashText(readFileSync(screenFile(name), 'utf8')),
  messages: hashText(readFileSync(messagesFile(name), 'utf8')),
});

describe('studio API', () => {
  it('answers "who is signed in" with null in a local studio (no 404 in the page\'s console)', async () => {
    const response = await call('/team/me');
    expect(response.status).toBe(200);
    expect(await response.json()).toBeNull();
  });

  it('lists every screen with the hash a save must send back, and the names the checker knows', async () => {
    const response = await call('/screens');
    expect(response.status).toBe(200);
    const folder = await response.json();
    const loanDetail = folder.screens.find((screen: { name: string }) => screen.name === 'loan-detail');
    expect(loanDetail.screen.text).toBe(readFileSync(screenFile('loan-detail'), 'utf8'));
    expect(loanDetail.screen.hash).toBe(baseOf('loan-detail').screen);
    expect(folder.known.endpoints).toContain('loanDetails');
    expect(folder.known.codeKeys).toContain('engine.retry');
  });

  it('saves a screen that passes the checker, byte for byte', async () => {
    const text = readFileSync(screenFile('about-us'), 'utf8').replace('"gap": "sm"', '"gap": "md"');
    const messages = readFileSync(messagesFile('about-us'), 'utf8').replace('"About us"', '"About the company"');
    const response = await put('about-us', { screen: text, messages, base: baseOf('about-us') });
    expect(response.status).toBe(200);
    expect(readFileSync(screenFile('about-us'), 'utf8')).toBe(text);
    expect(readFileSync(messagesFile('about-us'), 'utf8')).toBe(messages);
    expect((await response.json()).screen.hash).toBe(hashText(text));
  });

  it('refuses a save over a version changed since the editor opened it (a second tab)', async () => {
    const before = baseOf('about-us');
    const original = readFileSync(screenFile('about-us'), 'utf8');
    const first = await put('about-us', {
      screen: original.replace('"variant": "heading"', '"variant": "title"'),
      messages: readFileSync(messagesFile('about-us'), 'utf8'),
      base: before,
    });
    expect(first.status, await first.clone().text()).toBe(200);
    const afterFirst = readFileSync(screenFile('about-us'), 'utf8');
    const second = await put('about-us', { screen: original, messages: readFileSync(messagesFile('about-us'), 'utf8'), base: before });
    expect(second.status).toBe(409);
    const body = await second.json();
    expect(body.status).toBe('conflict');
    expect(body.current.screen.text).toBe(afterFirst);
    expect(readFileSync(screenFile('about-us'), 'utf8')).toBe(afterFirst);
  });

  it('refuses a screen that fails the checker and leaves the file as it was', async () => {
    const before = readFileSync(screenFile('about-us'), 'utf8');
    const response = await put('about-us', {
      screen: before.replace('"gap": "md"', '"gap": 5'),
      messages: readFileSync(messagesFile('about-us'), 'utf8'),
      base: baseOf('about-us'),
    });
    expect(response.status).toBe(422);
    const body = await response.json();
    expect(body.problems[0]).toMatchObject({ file: 'screens/about-us/screen.json', pointer: '/blocks/0/gap' });
    expect(body.problems[0].line).toBeGreaterThan(1);
    expect(readFileSync(screenFile('about-us'), 'utf8')).toBe(before);
  });

  it.each(['..', '..%2F..%2Fetc', '%2E%2E', 'Loan-Detail', 'a'.repeat(65), 'x%00y', 'screens%2Fabout-us'])(
    'refuses the screen name %s',
    async (name) => {
      const response = await put(name, { screen: '{}', messages: null, base: { screen: null, messages: null } });
      expect([400, 404]).toContain(response.status);
      expect((await response.json()).error).toMatch(/not a screen name|no studio call/i);
    },
  );

  it('creates a new screen folder only under a valid new name', async () => {
    const screen =
      JSON.stringify(
        {
          $schema: '../../schemas/meta/screen.schema.json',
          schemaVersion: 1,
          id: 'promoNotes',
          route: { path: '/promoNotes' },
          title: { msg: 'promoNotes.title' },
          blocks: [{ type: 'text', text: { msg: 'promoNotes.title' } }],
        },
        null,
        2,
      ) + '\n';
    const messages =
      JSON.stringify(
        {
          $schema: '../../schemas/meta/messages.schema.json',
          en: { 'promoNotes.title': 'Notes' },
          fil: { 'promoNotes.title': 'Mga tala' },
        },
        null,
        2,
      ) + '\n';
    const response = await put('promo-notes', { screen, messages, base: { screen: null, messages: null } });
    expect(response.status, await response.clone().text()).toBe(200);
    expect(readFileSync(screenFile('promo-notes'), 'utf8')).toBe(screen);
    // The same name again, as if new: a conflict, not an overwrite.
    expect((await put('promo-notes', { screen, messages, base: { screen: null, messages: null } })).status).toBe(409);
  });

  it('refuses a body over the size limit and one that is not JSON', async () => {
    const big = await put('about-us', { screen: 'x'.repeat(MAX_BODY_BYTES), messages: null, base: { screen: null, messages: null } });
    expect(big.status).toBe(413);
    const notJson = await call('/screens/about-us', { method: 'PUT', headers: { 'content-type': 'text/plain' }, body: 'hello' });
    expect(notJson.status).toBe(415);
  });

  it.each(['https://evil.example', 'null', 'not a url'])(
    'refuses writes from another origin (%s) with a 403 and writes nothing',
    async (origin) => {
      const before = readFileSync(screenFile('about-us'), 'utf8');
      const response = await put('about-us', { screen: '{}', messages: null, base: { screen: null, messages: null } }, { origin });
      expect(response.status).toBe(403);
      expect(await response.text()).toContain('Writes are accepted from the studio page only.');
      expect(readFileSync(screenFile('about-us'), 'utf8')).toBe(before);
    },
  );

  const post = (path: string, body: unknown) =>
    call(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const publishDir = () => join(distDir, 'screens');
  const liveVersion = () => JSON.parse(readFileSync(join(publishDir(), 'manifest.json'), 'utf8')).version as string;
  const logFile = () => join(dir, '.studio', 'publish-log.json');
  /** Every file publishing may write, with its text: a refused request leaves all of them as they were. */
  const snapshot = () => ({
    files: readdirSync(publishDir()).sort(),
    history: readFileSync(join(publishDir(), 'history.json'), 'utf8'),
    manifest: readFileSync(join(publishDir(), 'manifest.json'), 'utf8'),
    log: existsSync(logFile()) ? readFileSync(logFile(), 'utf8') : null,
  });

  it('lists what Publish would change against what is live, and publishes it with a note, the user and the time', async () => {
    const comparison = await (await call('/compare?to=saved')).json();
    expect(comparison.live).toBe(liveVersion());
    // The saves above: about-us changed, promo-notes new.
    expect(comparison.screens.map((change: { name: string; kind: string }) => `${change.kind} ${change.name}`)).toEqual([
      'changed about-us',
      'added promo-notes',
    ]);
    const aboutUs = comparison.screens[0];
    expect(aboutUs.before.messages.en['about.title']).toBe('About us');
    expect(aboutUs.after.messages.en['about.title']).toBe('About the company');

    const published = await post('/publish', {
      note: 'Promo notes screen; about-us title',
      contentId: comparison.contentId,
      live: comparison.live,
    });
    expect(published.status, await published.clone().text()).toBe(200);
    const { version, from } = await published.json();
    expect(from).toBe(comparison.live);
    const manifest = JSON.parse(readFileSync(join(publishDir(), 'manifest.json'), 'utf8'));
    expect(manifest.version).toBe(version);
    expect(manifest.screens.promoNotes.path).toBe('/promoNotes');
    const history = await (await call('/history')).json();
    expect(history.live).toBe(version);
    expect(history.bundles.map((row: { version: string; state: string }) => [row.version, row.state])).toEqual([
      [version, 'live'],
      [comparison.live, 'earlier'],
    ]);
    expect(history.bundles[0].published).toMatchObject({ kind: 'publish', by: 'staff-test', note: 'Promo notes screen; about-us title' });
    expect(Date.now() - Date.parse(history.bundles[0].published.at)).toBeLessThan(60_000);
    // Names and notes stay out of the served folder.
    expect(readdirSync(publishDir()).some((name) => readFileSync(join(publishDir(), name), 'utf8').includes('staff-test'))).toBe(false);
    expect((await (await call('/compare?to=saved')).json()).screens).toEqual([]);
  });

  it('refuses a publish without a note, with a note too long or with control characters, or over changes not shown, and writes nothing', async () => {
    writeFileSync(
      messagesFile('about-us'),
      readFileSync(messagesFile('about-us'), 'utf8').replace('"About the company"', '"About our company"'),
    );
    const comparison = await (await call('/compare?to=saved')).json();
    const before = snapshot();
    const refusals: [unknown, number, RegExp][] = [
      [{ contentId: comparison.contentId, live: comparison.live }, 400, /note must be text/],
      [{ note: '   ', contentId: comparison.contentId, live: comparison.live }, 400, /Write a note/],
      [{ note: 'x'.repeat(501), contentId: comparison.contentId, live: comparison.live }, 400, /within 500/],
      [{ note: 'fine\u202eenil', contentId: comparison.contentId, live: comparison.live }, 400, /plain text/],
      [{ note: 'About title', contentId: 'not-what-was-shown', live: comparison.live }, 409, /changed since the changes were shown/],
      [{ note: 'About title', contentId: comparison.contentId, live: '20260101-000000-00000000' }, 409, /live changed meanwhile/],
    ];
    for (const [body, status, message] of refusals) {
      const response = await post('/publish', body);
      expect(response.status).toBe(status);
      expect((await response.json()).error).toMatch(message);
      expect(snapshot()).toEqual(before);
    }
  });

  it('leaves the previous version live when a publish fails half-way', async () => {
    const comparison = await (await call('/compare?to=saved')).json();
    const before = snapshot();
    // The live manifest cannot be written: its temporary file's place is taken.
    const blocker = join(publishDir(), `manifest.json.${process.pid}.tmp`);
    mkdirSync(blocker);
    try {
      const response = await post('/publish', { note: 'About title', contentId: comparison.contentId, live: comparison.live });
      expect(response.status).toBe(500);
      expect((await response.json()).error).toMatch(new RegExp(`Nothing changed for borrowers: ${comparison.live} stays live`));
    } finally {
      rmSync(blocker, { recursive: true });
    }
    expect(snapshot()).toEqual(before);
    expect((await (await call('/history')).json()).live).toBe(comparison.live);
  });

  it('rolls back keeping the bundle in the history, and the next publish names what it would bring back and asks', async () => {
    const history = await (await call('/history')).json();
    const [live, earlier] = history.bundles;
    const made = await post('/rollback', { to: earlier.version, note: 'Promo notes are not ready', live: live.version });
    expect(await made.json()).toEqual({ from: live.version, to: earlier.version });
    expect(liveVersion()).toBe(earlier.version);
    const after = await (await call('/history')).json();
    expect(after.bundles.map((row: { version: string; state: string }) => [row.version, row.state])).toEqual([
      [live.version, 'rolled back'],
      [earlier.version, 'live'],
    ]);
    expect(after.bundles[0].rolledBack).toMatchObject({ kind: 'make live', by: 'staff-test', note: 'Promo notes are not ready' });
    expect(after.bundles[0].published.note).toBe(live.published.note);

    // The saved folder still holds promo-notes: it stays off (held back) until someone brings it back, and then Publish says so and asks.
    const held = await (await call('/compare?to=saved')).json();
    expect(held.screens.find((change: { name: string }) => change.name === 'promo-notes')).toBeUndefined();
    expect(held.heldBack).toEqual([expect.objectContaining({ name: 'promo-notes', change: 'added', version: live.version })]);
    const brought = await post('/bring-back', { keys: [held.heldBack[0].key], contentId: held.contentId });
    expect(brought.status, await brought.clone().text()).toBe(200);
    const comparison = await (await call('/compare?to=saved')).json();
    const promo = comparison.screens.find((change: { name: string }) => change.name === 'promo-notes');
    expect(promo).toMatchObject({ kind: 'added', bringsBack: live.version });
    expect(comparison.bringsBack).toMatchObject({ kind: 'make live', from: live.version, note: 'Promo notes are not ready' });
    const before = snapshot();
    const unasked = await post('/publish', { note: 'Again', contentId: comparison.contentId, live: comparison.live });
    expect(unasked.status).toBe(409);
    expect((await unasked.json()).error).toMatch(/brings back what a rollback took off/);
    expect(snapshot()).toEqual(before);

    // The rolled-back bundle can be made live again.
    const forward = await post('/rollback', { to: live.version, live: earlier.version });
    expect(forward.status, await forward.clone().text()).toBe(200);
    expect(liveVersion()).toBe(live.version);
    const badVersion = await post('/rollback', { to: '../../x' });
    expect(badVersion.status).toBe(400);
    const badNote = await post('/rollback', { to: earlier.version, note: 'y'.repeat(600) });
    expect(badNote.status).toBe(400);
    expect(liveVersion()).toBe(live.version);
  });

  it('never publishes a folder that fails the checker', async () => {
    writeFileSync(screenFile('promo-notes'), readFileSync(screenFile('promo-notes'), 'utf8').replace('"text"', '"txet"'));
    const before = snapshot();
    const response = await post('/publish', { note: 'Broken', contentId: 'x', live: liveVersion() });
    expect(response.status).toBe(422);
    expect((await response.json()).problems.length).toBeGreaterThan(0);
    expect(snapshot()).toEqual(before);
    rmSync(join(screensDir, 'promo-notes'), { recursive: true });
  });
});

describe('studio server address and token', () => {
  it('will not listen beyond loopback without a token', async () => {
    await expect(startStudioServer({ port: 0, host: '0.0.0.0', screensDir, distDir, withVite: false })).rejects.toThrow(/--token/);
  });

  it('asks every request for the token when one is set, and accepts it once given', async () => {
    const secret = 'a-long-studio-secret-123';
    const guarded = await startStudioServer({ port: 0, host: '0.0.0.0', token: secret, screensDir, distDir, withVite: false });
    try {
      const url = `http://127.0.0.1:${guarded.port}${API_PREFIX}/screens`;
      expect((await fetch(url)).status).toBe(401);
      expect((await fetch(url, { headers: { 'x-studio-token': 'wrong-secret-of-same-len' } })).status).toBe(401);
      expect((await fetch(url, { headers: { 'x-studio-token': secret } })).status).toBe(200);
      const first = await fetch(`${url}?token=${secret}`);
      expect(first.status).toBe(200);
      const cookie = first.headers.get('set-cookie')!.split(';')[0];
      expect((await fetch(url, { headers: { cookie } })).status).toBe(200);
    } finally {
      await guarded.close();
    }
  });

  it('answers a loopback studio only under a loopback host name (no DNS rebinding)', async () => {
    const status = await new Promise<number>((done, fail) => {
      const sent = request(
        { host: '127.0.0.1', port: studio.port, path: `${API_PREFIX}/screens`, headers: { host: `attacker.example:${studio.port}` } },
        (response) => {
          response.resume();
          done(response.statusCode ?? 0);
        },
      );
      sent.on('error', fail);
      sent.end();
    });
    expect(status).toBe(403);
  });
});

it('keeps the test folder apart from the real one', () => {
  expect(existsSync(join(screensDir, 'loan-detail', 'screen.json'))).toBe(true);
});
