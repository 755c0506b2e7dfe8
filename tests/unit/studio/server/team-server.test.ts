// Team mode over real HTTP: signing in and out, the session cookie, refusals of forged and replayed
// requests, the rate limit on sign-in, names and notes kept as text, and the audit log of who did what.
// Over 400 lines on purpose: one team studio (its accounts hashed once, at the real cost) serves every case.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { hashText } from '../../../../studio/server/content/screens-api.ts';
import { createAccounts } from '../../../../studio/server/team/accounts.ts';
import { REFUSED_HEADER, SESSION_COOKIE } from '../../../../studio/server/team/team.ts';
import {
  type Call,
  cookieOf,
  PASSWORD,
  send,
  signIn,
  snapshotFiles,
  startTeamStudio,
  submitSignIn,
  TEAM_HOOK_TIMEOUT,
  type TeamStudio,
} from './team-fixture.ts';

let team: TeamStudio;
beforeAll(async () => {
  team = await startTeamStudio({ idleMs: 30 * 60_000 });
}, TEAM_HOOK_TIMEOUT);
afterAll(() => team?.close());

/** Past the sign-in throttle (which forgets after an hour) and every idle session: each test starts afresh. */
const moveOn = () => {
  team.clock.now += 61 * 60_000;
};
const screenFile = (name: string) => join(team.screensDir, name, 'screen.json');
const messagesFile = (name: string) => join(team.screensDir, name, 'messages.json');
const baseOf = (name: string) => ({
  screen: hashText(readFileSync(screenFile(name), 'utf8')),
  messages: hashText(readFileSync(messagesFile(name), 'utf8')),
});
const contentFiles = () => ({ screens: snapshotFiles(team.screensDir), dist: snapshotFiles(team.distDir) });
const auditLines = () =>
  readFileSync(join(team.teamDir, 'audit.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
const saveAboutUs = (cookie: string, headers: Record<string, string> = {}, origin?: string | null) => {
  const text = readFileSync(screenFile('about-us'), 'utf8');
  return send(team.studio, '/__studio/api/screens/about-us', {
    method: 'PUT',
    cookie,
    origin,
    headers,
    body: {
      screen: text.replace(/"gap": "(sm|md)"/, (_all, gap: string) => `"gap": "${gap === 'sm' ? 'md' : 'sm'}"`),
      messages: readFileSync(messagesFile('about-us'), 'utf8'),
      base: baseOf('about-us'),
    },
  });
};

describe('team sign-in', { timeout: TEAM_HOOK_TIMEOUT }, () => {
  it('serves its own sign-in page, and sends a page of the studio there when nobody is signed in', async () => {
    moveOn();
    const page = await send(team.studio, '/__studio/sign-in');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    // The form posts to the page's own address: a studio link's #screen, kept over the redirect here, comes back after sign-in.
    expect(await page.text()).toContain('<form method="post">');
    const studio = await send(team.studio, '/studio', { headers: { accept: 'text/html' } });
    expect([studio.status, studio.headers.get('location')]).toEqual([303, '/__studio/sign-in']);
    const api = await send(team.studio, '/__studio/api/screens');
    expect(api.status).toBe(401);
    expect((await api.json()).error).toBe('You are not signed in: sign in again at /__studio/sign-in.');
  });

  it('signs in with a new httpOnly, SameSite=Strict session cookie, and knows who it is', async () => {
    moveOn();
    const response = await submitSignIn(team.studio, 'editor', PASSWORD);
    expect([response.status, response.headers.get('location')]).toEqual([303, '/studio']);
    const line = response.headers.getSetCookie().find((text) => text.startsWith(`${SESSION_COOKIE}=`));
    expect(line).toMatch(/; Path=\/; HttpOnly; SameSite=Strict$/);
    const me = await send(team.studio, '/__studio/api/team/me', { cookie: cookieOf(response, SESSION_COOKIE) });
    expect(await me.json()).toEqual({ name: 'editor', displayName: 'Editor', roles: ['editor'], idleMinutes: 30 });
    // The session id is never written down: the team folder keeps its hash only.
    const id = cookieOf(response, SESSION_COOKIE)!.split('=')[1];
    expect(readFileSync(join(team.teamDir, 'sessions.json'), 'utf8')).not.toContain(id);
  });

  it('refuses a wrong password and an unknown account with one message, and records both without the password', async () => {
    moveOn();
    for (const [name, password] of [
      ['editor', 'not the password at all'],
      ['nobody', PASSWORD],
    ]) {
      const response = await submitSignIn(team.studio, name, password);
      expect(response.status).toBe(401);
      expect(await response.text()).toContain('The account name or the password is wrong.');
      expect(cookieOf(response, SESSION_COOKIE)).toBeUndefined();
    }
    const refused = auditLines()
      .filter((entry) => entry.action === 'sign-in refused')
      .slice(-2);
    expect(refused.map((entry) => [entry.who, entry.reason])).toEqual([
      ['editor', 'wrong password'],
      ['nobody', 'no such account'],
    ]);
    expect(readFileSync(join(team.teamDir, 'audit.jsonl'), 'utf8')).not.toMatch(/not the password at all|a long test password/);
  });

  it('slows an account name from an address after 5 wrong passwords by growing waits, never a lock', async () => {
    moveOn();
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await submitSignIn(team.studio, 'reviewer', `wrong guess ${attempt}`)).status).toBe(401);
    const slowed = await submitSignIn(team.studio, 'reviewer', PASSWORD);
    expect(slowed.status).toBe(429);
    expect(await slowed.text()).toContain('Too many attempts: try again in 1 second.');
    expect(cookieOf(slowed, SESSION_COOKIE)).toBeUndefined();
    // Another account from the same address is not slowed by it.
    expect((await submitSignIn(team.studio, 'viewer', PASSWORD)).status).toBe(303);
    team.clock.now += 1000;
    expect((await submitSignIn(team.studio, 'reviewer', 'wrong guess 5')).status).toBe(401);
    expect(await (await submitSignIn(team.studio, 'reviewer', PASSWORD)).text()).toContain('Too many attempts: try again in 2 seconds.');
    team.clock.now += 2000;
    expect((await submitSignIn(team.studio, 'reviewer', PASSWORD)).status).toBe(303);
  });

  it('refuses a sign-in form posted from another site, or without the form token of the sign-in page', async () => {
    moveOn();
    const page = await send(team.studio, '/__studio/sign-in');
    const formCookie = cookieOf(page, 'studio-sign-in')!;
    const token = /name="form" value="([^"]+)"/.exec(await page.text())![1];
    const forged = await send(team.studio, '/__studio/sign-in', {
      method: 'POST',
      origin: 'https://evil.example',
      cookie: formCookie,
      form: { form: token, name: 'editor', password: PASSWORD },
    });
    expect(forged.status).toBe(403);
    expect(await forged.text()).toContain(
      'Writes are accepted from the studio&#39;s own pages only; this one came from https://evil.example.',
    );
    const noToken = await send(team.studio, '/__studio/sign-in', { method: 'POST', form: { name: 'editor', password: PASSWORD } });
    expect(noToken.status).toBe(403);
    expect(await noToken.text()).toContain('The sign-in form expired: sign in again.');
    expect(cookieOf(noToken, SESSION_COOKIE)).toBeUndefined();
  });

  it('refuses a sign-in form over 4 KB', async () => {
    moveOn();
    const response = await send(team.studio, '/__studio/sign-in', { method: 'POST', form: { name: 'editor', password: 'x'.repeat(5000) } });
    expect(response.status).toBe(413);
    expect(await response.text()).toContain('The form is too large.');
  });

  it('shows a name typed into the sign-in form as text, never as markup', async () => {
    moveOn();
    const response = await submitSignIn(team.studio, '<script>alert(1)</script>', 'whatever it is');
    const html = await response.text();
    expect(html).toContain('value="&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(html).not.toContain('<script>');
  });
});

describe('team sessions', { timeout: TEAM_HOOK_TIMEOUT }, () => {
  it('signs in afresh with a new session id, ending one planted before (session fixation)', async () => {
    moveOn();
    // The attacker's own session, planted in the victim's browser.
    const planted = await signIn(team.studio, 'viewer');
    const response = await submitSignIn(team.studio, 'publisher', PASSWORD, planted);
    const fresh = cookieOf(response, SESSION_COOKIE)!;
    expect(fresh).not.toBe(planted);
    expect((await send(team.studio, '/__studio/api/team/me', { cookie: planted })).status).toBe(401);
    expect((await (await send(team.studio, '/__studio/api/team/me', { cookie: fresh })).json()).name).toBe('publisher');
  });

  it('signs out from its page, and a copy of the cookie is refused afterwards (replay) and writes nothing', async () => {
    moveOn();
    const cookie = await signIn(team.studio, 'editor');
    const page = await send(team.studio, '/__studio/sign-out', { cookie });
    const token = /name="form" value="([^"]+)"/.exec(await page.text())![1];
    const out = await send(team.studio, '/__studio/sign-out', { method: 'POST', cookie, form: { form: token } });
    expect([out.status, out.headers.get('location')]).toEqual([303, '/__studio/sign-in']);
    expect(out.headers.getSetCookie()[0]).toMatch(/^studio-session=; Path=\/; HttpOnly; SameSite=Strict; Max-Age=0$/);
    const before = contentFiles();
    const replay = await saveAboutUs(cookie);
    expect(replay.status).toBe(401);
    expect((await replay.json()).error).toBe('Your session has ended (signed out, or idle too long): sign in again at /__studio/sign-in.');
    expect(contentFiles()).toEqual(before);
    expect(auditLines().at(-1)).toMatchObject({ who: 'editor', action: 'sign-out' });
  });

  it('refuses a sign-out form without its token (another site cannot sign people out)', async () => {
    moveOn();
    const cookie = await signIn(team.studio, 'viewer');
    const forged = await send(team.studio, '/__studio/sign-out', { method: 'POST', cookie, form: { form: 'guessed' } });
    expect(forged.status).toBe(403);
    expect((await send(team.studio, '/__studio/api/team/me', { cookie })).status).toBe(200);
  });

  it('ends a session idle for longer than the timeout, and keeps one in use', async () => {
    moveOn();
    const cookie = await signIn(team.studio, 'viewer');
    for (let step = 0; step < 3; step++) {
      team.clock.now += 29 * 60_000;
      expect((await send(team.studio, '/__studio/api/screens', { cookie })).status).toBe(200);
    }
    team.clock.now += 30 * 60_000 + 1;
    expect((await send(team.studio, '/__studio/api/screens', { cookie })).status).toBe(401);
  });

  it('ends the sessions of an account disabled meanwhile, and lets its roles change at once', async () => {
    moveOn();
    const accounts = createAccounts(team.teamDir);
    const cookie = await signIn(team.studio, 'several');
    accounts.setRoles('several', ['viewer']);
    expect((await saveAboutUs(cookie)).status).toBe(403);
    accounts.setRoles('several', ['editor', 'publisher']);
    accounts.setDisabled('several', true);
    expect((await send(team.studio, '/__studio/api/screens', { cookie })).status).toBe(401);
    accounts.setDisabled('several', false);
    expect((await send(team.studio, '/__studio/api/screens', { cookie })).status).toBe(401);
    expect((await submitSignIn(team.studio, 'several', PASSWORD)).status).toBe(303);
  });
});

describe('team writes', { timeout: TEAM_HOOK_TIMEOUT }, () => {
  it.each([
    ['from another site', { origin: 'https://evil.example' }, 403, /this one came from https:\/\/evil\.example/],
    ['with no origin at all', { origin: null }, 403, /named no origin/],
    ['marked cross-site by the browser', { origin: null, headers: { 'sec-fetch-site': 'cross-site' } }, 403, /named no origin/],
    [
      'from a no-referrer page of another site (Origin: null)',
      { origin: 'null', headers: { 'sec-fetch-site': 'cross-site' } },
      403,
      /named no origin/,
    ],
    ['as a form, not JSON', { headers: { 'content-type': 'text/plain' } }, 415, /application\/json/],
  ] as [string, Call, number, RegExp][])('refuses a save %s, and writes nothing', async (_name, call, status, message) => {
    moveOn();
    const cookie = await signIn(team.studio, 'editor');
    const before = contentFiles();
    const response = await saveAboutUs(cookie, call.headers, call.origin);
    expect(response.status).toBe(status);
    expect((await response.json()).error).toMatch(message);
    expect(contentFiles()).toEqual(before);
  });

  it('accepts a save from the studio page, whose no-referrer policy sends Origin: null, by its Sec-Fetch-Site', async () => {
    moveOn();
    const cookie = await signIn(team.studio, 'editor');
    const response = await saveAboutUs(cookie, { 'sec-fetch-site': 'same-origin' }, 'null');
    expect(response.status, await response.clone().text()).toBe(200);
  });

  it.each(['..', '..%2F..%2Fetc', '%2E%2E', '..%5C..%5Cwindows', 'about-us%2F..%2F..%2Fteam', '%3Cscript%3E', 'x%00y'])(
    'refuses the screen name %s with a clear message and writes nothing',
    async (name) => {
      moveOn();
      const cookie = await signIn(team.studio, 'editor');
      const before = { ...contentFiles(), team: snapshotFiles(team.teamDir) };
      const response = await send(team.studio, `/__studio/api/screens/${name}`, {
        method: 'PUT',
        cookie,
        body: { screen: '{}', messages: null, base: { screen: null, messages: null } },
      });
      expect([400, 404]).toContain(response.status);
      expect((await response.json()).error).toMatch(/not a screen name|No studio (page or )?call/);
      const after = { ...contentFiles(), team: snapshotFiles(team.teamDir) };
      // The sign-in above wrote its session and audit line; nothing else changed.
      expect(after.screens).toEqual(before.screens);
      expect(after.dist).toEqual(before.dist);
      expect(after.team['accounts.json']).toBe(before.team['accounts.json']);
    },
  );

  it('names the person who saved a screen meanwhile, and when, in a conflict between two people', async () => {
    moveOn();
    const maria = await signIn(team.studio, 'editor');
    const jose = await signIn(team.studio, 'editor-reviewer');
    const base = baseOf('about-us');
    const original = readFileSync(screenFile('about-us'), 'utf8');
    const messages = readFileSync(messagesFile('about-us'), 'utf8');
    const first = await send(team.studio, '/__studio/api/screens/about-us', {
      method: 'PUT',
      cookie: jose,
      body: { screen: original.replace(/"gap": "(sm|md)"/, '"gap": "lg"'), messages, base },
    });
    expect(first.status, await first.clone().text()).toBe(200);
    const savedAt = new Date(team.clock.now).toISOString();
    team.clock.now += 2 * 60_000;
    const second = await send(team.studio, '/__studio/api/screens/about-us', {
      method: 'PUT',
      cookie: maria,
      body: { screen: original, messages, base },
    });
    expect(second.status).toBe(409);
    const body = await second.json();
    expect(body.status).toBe('conflict');
    expect(body.savedBy).toEqual({ name: 'editor-reviewer', displayName: 'Editor-reviewer', at: savedAt });
  });

  it('refuses a file path out of the screens and content folders', async () => {
    moveOn();
    const cookie = await signIn(team.studio, 'editor');
    const before = contentFiles();
    const response = await send(team.studio, `/__studio/api/files/${encodeURIComponent('content/../../team/accounts.md')}`, {
      method: 'PUT',
      cookie,
      body: { text: 'x', base: null },
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error).toMatch(/is not a file the studio edits/);
    expect(contentFiles()).toEqual(before);
  });

  it('records a save, a publish and a rollback under the person who made them, a note with markup as text', async () => {
    moveOn();
    const editor = await signIn(team.studio, 'editor');
    const saved = await saveAboutUs(editor);
    expect(saved.status, await saved.clone().text()).toBe(200);
    const savedHash = (await saved.json()).screen.hash;

    const publisher = await signIn(team.studio, 'publisher');
    const comparison = await (await send(team.studio, '/__studio/api/compare?to=saved', { cookie: publisher })).json();
    const reviewer = await signIn(team.studio, 'reviewer');
    const approval = await send(team.studio, '/__studio/api/team/approve', {
      method: 'POST',
      cookie: reviewer,
      body: { contentId: comparison.contentId },
    });
    expect(approval.status, await approval.clone().text()).toBe(200);
    const note = '<script>alert("note")</script> & the about-us gap';
    const published = await send(team.studio, '/__studio/api/publish', {
      method: 'POST',
      cookie: publisher,
      body: { note, contentId: comparison.contentId, live: comparison.live },
    });
    expect(published.status, await published.clone().text()).toBe(200);
    const { version, from } = await published.json();
    const history = await (await send(team.studio, '/__studio/api/history', { cookie: publisher })).json();
    expect(history.bundles[0].published).toMatchObject({ kind: 'publish', by: 'publisher', note });

    const rolledBack = await send(team.studio, '/__studio/api/rollback', {
      method: 'POST',
      cookie: publisher,
      body: { to: from, note: 'Back to the first version', live: version },
    });
    expect(rolledBack.status, await rolledBack.clone().text()).toBe(200);
    expect((await (await send(team.studio, '/__studio/api/history', { cookie: publisher })).json()).events[0]).toMatchObject({
      kind: 'make live',
      by: 'publisher',
      version: from,
    });

    const [save, publish, rollback] = auditLines()
      .filter((entry) => ['save', 'publish', 'rollback'].includes(entry.action as string))
      .slice(-3);
    expect(save).toMatchObject({ who: 'editor', action: 'save', screen: 'about-us', screenHash: savedHash });
    expect(publish).toMatchObject({ who: 'publisher', action: 'publish', version, previous: from, contentId: comparison.contentId, note });
    expect(rollback).toMatchObject({ who: 'publisher', action: 'rollback', to: from, previous: version });
    expect(String(save.from)).toMatch(/127\.0\.0\.1$/);
    expect(Date.parse(String(publish.at))).toBe(team.clock.now);
  });

  it('gives an admin the audit log as a JSON Lines download and the accounts without their password hashes', async () => {
    moveOn();
    const admin = await signIn(team.studio, 'admin');
    const response = await send(team.studio, '/__studio/api/team/audit', { cookie: admin });
    expect(response.headers.get('content-type')).toBe('application/x-ndjson; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="studio-audit.jsonl"');
    const text = await response.text();
    expect(text).toBe(readFileSync(join(team.teamDir, 'audit.jsonl'), 'utf8'));
    const entries = text
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(entries.at(-1)).toMatchObject({ who: 'admin', action: 'sign-in' });
    expect(entries.every((entry) => typeof entry.at === 'string' && typeof entry.who === 'string' && typeof entry.from === 'string')).toBe(
      true,
    );
    expect(text).not.toContain(PASSWORD);
    expect(text).not.toContain(admin.split('=')[1]);
    const accounts = await (await send(team.studio, '/__studio/api/team/accounts', { cookie: admin })).json();
    expect(accounts.accounts.map((account: { name: string }) => account.name)).toContain('publisher');
    expect(JSON.stringify(accounts)).not.toMatch(/scrypt|passwordHash/);
  });

  it("refuses a viewer's save, naming the role it needs and the viewer's", async () => {
    moveOn();
    const viewer = await signIn(team.studio, 'viewer');
    const refused = await saveAboutUs(viewer);
    expect([refused.status, refused.headers.get(REFUSED_HEADER)]).toEqual([403, 'role']);
    expect((await refused.json()).error).toBe('Saving a screen needs the editor role; viewer has viewer. Ask the studio admin.');
  });
});

describe('team mode behind a reverse proxy (--trust-proxy)', { timeout: TEAM_HOOK_TIMEOUT }, () => {
  let proxied: TeamStudio;
  beforeAll(async () => {
    proxied = await startTeamStudio({ trustProxy: true });
  }, TEAM_HOOK_TIMEOUT);
  afterAll(() => proxied?.close());

  it('makes the session cookie Secure when the proxy says HTTPS, and records the address the proxy saw', async () => {
    const page = await send(proxied.studio, '/__studio/sign-in', { headers: { 'x-forwarded-proto': 'https' } });
    const token = /name="form" value="([^"]+)"/.exec(await page.text())![1];
    const response = await send(proxied.studio, '/__studio/sign-in', {
      method: 'POST',
      origin: proxied.studio.url.replace('http:', 'https:'),
      cookie: cookieOf(page, 'studio-sign-in'),
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9, 198.51.100.7' },
      form: { form: token, name: 'viewer', password: PASSWORD },
    });
    expect(response.status).toBe(303);
    expect(response.headers.getSetCookie().find((line) => line.startsWith(`${SESSION_COOKIE}=`))).toMatch(
      /; Path=\/; HttpOnly; SameSite=Strict; Secure$/,
    );
    // The last address is the one the proxy added; the ones before it are the client's word.
    const entry = readFileSync(join(proxied.teamDir, 'audit.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line))
      .at(-1);
    expect(entry).toMatchObject({ who: 'viewer', action: 'sign-in', from: '198.51.100.7' });
  });
});
