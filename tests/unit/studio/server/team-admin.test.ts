// The team studio's admin calls over real HTTP: listing, adding with a one-time password, roles,
// disabling and resetting (sessions end), the last-admin guard, the audit log with filters and its
// download, and everyone's own password change. Each refusal writes nothing; each change is in the
// audit log as admin:<name> with the address it came from; every write is refused from another site.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { REFUSED_HEADER, SESSION_COOKIE } from '../../../../studio/server/team/team.ts';
import {
  cookieOf,
  PASSWORD,
  readAccountWrites,
  readAuditEntries,
  send,
  signIn,
  startTeamStudio,
  submitSignIn,
  TEAM_HOOK_TIMEOUT,
  type TeamStudio,
} from './team-fixture.ts';

let team: TeamStudio;
let admin: string;
beforeAll(async () => {
  team = await startTeamStudio();
  admin = await signIn(team.studio, 'admin');
}, TEAM_HOOK_TIMEOUT);
afterAll(() => team?.close());

const API = '/__studio/api/team';
const teamFile = (name: string) => readFileSync(join(team.teamDir, name), 'utf8');
const written = () => readAccountWrites(team);
const auditEntries = () => readAuditEntries(team);
const post = (path: string, body: unknown, cookie = admin) => send(team.studio, `${API}${path}`, { method: 'POST', cookie, body });
/** Past the sign-in rate limit's window and every idle session: each test starts afresh, with the admin signed in again. */
const moveOn = async () => {
  team.clock.now += 61 * 60_000;
  admin = await signIn(team.studio, 'admin');
};

/** The request is refused with `status` and `message`, and writes nothing. */
async function refused(request: () => Promise<Response>, status: number, message: string | RegExp): Promise<void> {
  const before = written();
  const response = await request();
  expect(response.status).toBe(status);
  const { error } = (await response.json()) as { error: string };
  if (typeof message === 'string') expect(error).toBe(message);
  else expect(error).toMatch(message);
  expect(written()).toEqual(before);
}

describe('team admin: people', { timeout: TEAM_HOOK_TIMEOUT }, () => {
  it('lists the accounts with roles, state and last sign-in, never a password hash', async () => {
    const response = await send(team.studio, `${API}/accounts`, { cookie: admin });
    const { accounts } = (await response.json()) as { accounts: Record<string, unknown>[] };
    const mine = accounts.find((account) => account.name === 'admin');
    expect(mine).toMatchObject({
      displayName: 'Admin',
      roles: ['admin'],
      disabled: false,
      lastSignIn: new Date(team.clock.now).toISOString(),
    });
    expect(accounts.find((account) => account.name === 'viewer')).toMatchObject({ lastSignIn: null });
    expect(JSON.stringify(accounts)).not.toMatch(/scrypt|passwordHash|generation/);
  });

  it('adds a person with a temporary password shown once, which signs them in; the audit log names the admin and the address', async () => {
    await moveOn();
    const response = await post('/accounts/add', { name: 'maria.santos', displayName: 'Maria Santos', roles: ['editor', 'reviewer'] });
    expect(response.status).toBe(201);
    const { account, password } = (await response.json()) as { account: Record<string, unknown>; password: string };
    expect(account).toMatchObject({ name: 'maria.santos', displayName: 'Maria Santos', roles: ['editor', 'reviewer'], disabled: false });
    expect(password).toMatch(/^[A-Za-z2-9]{5}(-[A-Za-z2-9]{5}){3}$/);
    expect(teamFile('accounts.json')).not.toContain(password);
    expect(teamFile('audit.jsonl')).not.toContain(password);
    expect(auditEntries().at(-1)).toMatchObject({
      who: 'admin:admin',
      action: 'account added',
      account: 'maria.santos',
      roles: ['editor', 'reviewer'],
      from: expect.stringMatching(/127\.0\.0\.1$/),
    });
    const cookie = await signIn(team.studio, 'maria.santos', password);
    const me = await (await send(team.studio, `${API}/me`, { cookie })).json();
    expect(me).toMatchObject({ name: 'maria.santos', displayName: 'Maria Santos', roles: ['editor', 'reviewer'] });
    // The password is in that reply only: the list never has it.
    expect(await (await send(team.studio, `${API}/accounts`, { cookie: admin })).text()).not.toContain(password);
  });

  it.each([
    ['a name that is not one', { name: 'Maria Santos', roles: ['editor'] }, /is not an account name/],
    ['markup in the display name', { name: 'lea.tan', displayName: '<script>alert(1)</script>', roles: ['editor'] }, /without < or >/],
    ['a control character in the display name', { name: 'lea.tan', displayName: 'Lea\u202eTan', roles: ['editor'] }, /plain text/],
    ['an unknown role', { name: 'lea.tan', roles: ['owner'] }, 'Unknown role "owner". Known: viewer, editor, reviewer, publisher, admin.'],
    ['no role', { name: 'lea.tan', roles: [] }, /Give at least one role/],
    ['roles that are not a list', { name: 'lea.tan', roles: 'editor' }, /Give the roles as a list/],
    ['no name', { roles: ['editor'] }, 'Give the account name.'],
    ['a name taken', { name: 'viewer', roles: ['editor'] }, /There is an account "viewer" already/],
  ])('refuses to add a person with %s, writing nothing', async (_what, body, message) => {
    await refused(() => post('/accounts/add', body), 400, message);
  });

  it("changes a person's roles at once, recording before and after", async () => {
    await moveOn();
    const viewer = await signIn(team.studio, 'viewer');
    const response = await post('/accounts/roles', { name: 'viewer', roles: ['viewer', 'editor'] });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { account: { roles: string[] } }).account.roles).toEqual(['viewer', 'editor']);
    expect(auditEntries().at(-1)).toMatchObject({
      who: 'admin:admin',
      action: 'roles changed',
      account: 'viewer',
      before: ['viewer'],
      after: ['viewer', 'editor'],
    });
    expect(await (await send(team.studio, `${API}/me`, { cookie: viewer })).json()).toMatchObject({ roles: ['viewer', 'editor'] });
    expect((await post('/accounts/roles', { name: 'viewer', roles: ['viewer'] })).status).toBe(200);
    await refused(() => post('/accounts/roles', { name: 'nobody', roles: ['viewer'] }), 400, 'There is no account "nobody".');
    await refused(() => post('/accounts/roles', { name: 'viewer', roles: ['root'] }), 400, /^Unknown role "root"/);
  });

  it('keeps an enabled admin: the last one can neither drop their admin role nor disable themselves', async () => {
    await moveOn();
    const last = /^You are the last enabled admin \(admin\): .* Make someone else an admin first\.$/;
    await refused(() => post('/accounts/roles', { name: 'admin', roles: ['editor'] }), 409, last);
    await refused(() => post('/accounts/disable', { name: 'admin' }), 409, last);
    await refused(() => post('/accounts/reset-password', { name: 'admin' }), 409, /^Change your own password with Change password/);
    // With a second admin, the first may step down, and the second may make them admin again and step down.
    expect((await post('/accounts/roles', { name: 'publisher', roles: ['publisher', 'admin'] })).status).toBe(200);
    expect((await post('/accounts/roles', { name: 'admin', roles: ['editor'] })).status).toBe(200);
    expect((await send(team.studio, `${API}/accounts`, { cookie: admin })).status).toBe(403);
    const publisher = await signIn(team.studio, 'publisher');
    expect((await post('/accounts/roles', { name: 'admin', roles: ['admin'] }, publisher)).status).toBe(200);
    expect((await post('/accounts/roles', { name: 'publisher', roles: ['publisher'] }, publisher)).status).toBe(200);
    await refused(() => post('/accounts/roles', { name: 'admin', roles: ['editor'] }), 409, last);
  });

  it('disables a person, which ends their open session at its next request, and enables them again', async () => {
    await moveOn();
    const reviewer = await signIn(team.studio, 'reviewer');
    expect((await send(team.studio, '/__studio/api/screens', { cookie: reviewer })).status).toBe(200);
    const response = await post('/accounts/disable', { name: 'reviewer' });
    expect(((await response.json()) as { account: { disabled: boolean } }).account.disabled).toBe(true);
    const after = await send(team.studio, '/__studio/api/screens', { cookie: reviewer });
    expect([after.status, after.headers.get(REFUSED_HEADER)]).toEqual([401, 'signed out']);
    const page = await send(team.studio, '/studio', { cookie: reviewer, headers: { accept: 'text/html' } });
    expect([page.status, page.headers.get('location')]).toEqual([303, '/__studio/sign-in?reason=disabled']);
    expect((await submitSignIn(team.studio, 'reviewer', PASSWORD)).status).toBe(401);
    await refused(() => post('/accounts/disable', { name: 'reviewer' }), 409, 'reviewer is disabled already.');

    expect((await post('/accounts/enable', { name: 'reviewer' })).status).toBe(200);
    expect((await send(team.studio, '/__studio/api/screens', { cookie: reviewer })).status).toBe(401);
    expect((await submitSignIn(team.studio, 'reviewer', PASSWORD)).status).toBe(303);
    expect(
      auditEntries()
        .filter((entry) => entry.account === 'reviewer')
        .map((entry) => [entry.who, entry.action]),
    ).toEqual([
      ['admin:admin', 'account disabled'],
      ['admin:admin', 'account enabled'],
    ]);
  });

  it("resets a person's password: a new temporary one shown once, the old one and their sessions over", async () => {
    await moveOn();
    const editor = await signIn(team.studio, 'editor');
    const response = await post('/accounts/reset-password', { name: 'editor' });
    const { password } = (await response.json()) as { password: string };
    expect(response.status).toBe(200);
    expect((await send(team.studio, '/__studio/api/screens', { cookie: editor })).status).toBe(401);
    expect((await submitSignIn(team.studio, 'editor', PASSWORD)).status).toBe(401);
    await signIn(team.studio, 'editor', password);
    expect(auditEntries().findLast((entry) => entry.action === 'password reset')).toMatchObject({ who: 'admin:admin', account: 'editor' });
    expect(teamFile('audit.jsonl')).not.toContain(password);
  });
});

describe('team admin: changing your own password', { timeout: TEAM_HOOK_TIMEOUT }, () => {
  it('needs the current password and a new one of 12 to 256 characters, writing nothing otherwise', async () => {
    await moveOn();
    const cookie = await signIn(team.studio, 'several');
    await refused(() => post('/password', { password: 'a new long password' }, cookie), 400, 'Give your current password.');
    await refused(
      () => post('/password', { current: PASSWORD, password: 'short' }, cookie),
      400,
      'A password needs at least 12 characters.',
    );
    await refused(
      () => post('/password', { current: PASSWORD, password: 'x'.repeat(257) }, cookie),
      400,
      'A password has at most 256 characters.',
    );
    await refused(() => post('/password', { current: PASSWORD, password: PASSWORD }, cookie), 400, /is the one you have/);
    await refused(
      () => post('/password', { current: 'not the password', password: 'a new long password' }, cookie),
      403,
      'The current password is wrong: nothing changed.',
    );
  });

  it('changes it, keeps this session under a new id, and ends their other sessions', async () => {
    await moveOn();
    const here = await signIn(team.studio, 'publisher');
    const elsewhere = await signIn(team.studio, 'publisher');
    const response = await post('/password', { current: PASSWORD, password: 'a second long phrase' }, here);
    expect(response.status).toBe(200);
    const renewed = cookieOf(response, SESSION_COOKIE);
    expect(renewed).toBeDefined();
    expect(renewed).not.toBe(here);
    expect((await send(team.studio, `${API}/me`, { cookie: renewed })).status).toBe(200);
    expect((await send(team.studio, `${API}/me`, { cookie: here })).status).toBe(401);
    expect((await send(team.studio, `${API}/me`, { cookie: elsewhere })).status).toBe(401);
    expect((await submitSignIn(team.studio, 'publisher', PASSWORD)).status).toBe(401);
    await signIn(team.studio, 'publisher', 'a second long phrase');
    const entry = auditEntries().findLast((line) => line.action === 'password changed');
    expect(entry).toMatchObject({ who: 'publisher', account: 'publisher', from: expect.stringMatching(/127\.0\.0\.1$/) });
    expect(teamFile('audit.jsonl')).not.toContain('a second long phrase');
  });

  it('stops guessing the current password after 5 wrong ones', async () => {
    await moveOn();
    const cookie = await signIn(team.studio, 'editor-reviewer');
    const wrong = () => post('/password', { current: 'a wrong password', password: 'a new long password' }, cookie);
    for (let attempt = 0; attempt < 5; attempt++) expect((await wrong()).status).toBe(403);
    await refused(
      () => post('/password', { current: PASSWORD, password: 'a new long password' }, cookie),
      429,
      'Too many attempts: try again in 15 minutes.',
    );
  });
});

describe('team admin: the audit log', { timeout: TEAM_HOOK_TIMEOUT }, () => {
  it('gives the entries newest first, filtered by person, action and time', async () => {
    await moveOn();
    const all = auditEntries();
    const read = async (query: string) => {
      const response = await send(team.studio, `${API}/audit/entries?${query}`, { cookie: admin });
      expect(response.status).toBe(200);
      return (await response.json()) as { entries: Record<string, unknown>[]; total: number };
    };
    const everything = await read('');
    expect(everything.total).toBe(all.length);
    expect(everything.entries[0]).toEqual(all.at(-1));
    const byAction = await read('action=account+disabled');
    expect(byAction.entries.map((entry) => entry.account)).toEqual(['reviewer']);
    // A person: what they did, what an admin did as them, and what was done to their account.
    const aboutReviewer = await read('person=reviewer');
    expect(aboutReviewer.entries.some((entry) => entry.who === 'admin:admin' && entry.account === 'reviewer')).toBe(true);
    expect(aboutReviewer.entries.every((entry) => entry.who === 'reviewer' || entry.account === 'reviewer')).toBe(true);
    const byAdmin = await read('person=admin&action=account+added');
    expect(byAdmin.entries.map((entry) => entry.account)).toEqual(['maria.santos']);
    const now = new Date(team.clock.now).toISOString();
    const recent = await read(`from=${encodeURIComponent(now)}`);
    expect(recent.entries.map((entry) => entry.action)).toEqual(['sign-in']);
    expect((await read(`to=${encodeURIComponent(now)}`)).total).toBe(all.length - 1);
    expect((await read('limit=2')).entries).toHaveLength(2);
  });

  it('downloads the entries the filters keep as JSON Lines, as written', async () => {
    const response = await send(team.studio, `${API}/audit?action=roles+changed`, { cookie: admin });
    expect(response.headers.get('content-type')).toBe('application/x-ndjson; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="studio-audit-filtered.jsonl"');
    const text = await response.text();
    const lines = teamFile('audit.jsonl')
      .split('\n')
      .filter((line) => line.includes('"action":"roles changed"'));
    expect(text).toBe(`${lines.join('\n')}\n`);
  });

  it.each([
    ['action=delete', '"delete" is not an action of the audit log.'],
    ['from=yesterday', '"yesterday" is not a time (from).'],
  ])('refuses a filter that is not one (%s)', async (query, message) => {
    const response = await send(team.studio, `${API}/audit/entries?${query}`, { cookie: admin });
    expect([response.status, ((await response.json()) as { error: string }).error]).toEqual([400, message]);
  });
});

describe('team admin: writes from another site', { timeout: TEAM_HOOK_TIMEOUT }, () => {
  const writes: [string, unknown][] = [
    ['/accounts/add', { name: 'forged.person', roles: ['admin'] }],
    ['/accounts/roles', { name: 'viewer', roles: ['admin'] }],
    ['/accounts/disable', { name: 'viewer' }],
    ['/accounts/enable', { name: 'viewer' }],
    ['/accounts/reset-password', { name: 'viewer' }],
    ['/password', { current: PASSWORD, password: 'a forged new password' }],
  ];
  it.each(writes)('refuses %s from another origin, without an origin, and as a form, writing nothing', async (path, body) => {
    for (const [call, reason, status] of [
      [{ origin: 'https://evil.example' }, 'cross-site', 403],
      [{ origin: null }, 'cross-site', 403],
      [{ origin: null, headers: { 'sec-fetch-site': 'cross-site' } }, 'cross-site', 403],
      [{ headers: { 'content-type': 'text/plain' } }, 'not json', 415],
    ] as const) {
      const before = written();
      const response = await send(team.studio, `${API}${path}`, { method: 'POST', cookie: admin, body, ...call });
      expect([response.status, response.headers.get(REFUSED_HEADER)], `${path} ${JSON.stringify(call)}`).toEqual([status, reason]);
      expect(written()).toEqual(before);
    }
  });
});
