// Passwords in the team studio: the rule (12 to 256 characters, none an attacker tries first) on
// every way a password is set, and a temporary password (the admin page's, the command line's) that
// must be replaced at first sign-in: until then the session may do nothing else, with a 403 whose
// reason the studio page knows; each step is in the audit log.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { checkNewPassword, GUESSABLE_PASSWORD } from '../../../../studio/server/team/passwords.ts';
import { REFUSED_HEADER, SESSION_COOKIE } from '../../../../studio/server/team/team.ts';
import {
  cookieOf,
  PASSWORD,
  readAccountWrites,
  readAuditEntries,
  send,
  signIn,
  startTeamStudio,
  TEAM_HOOK_TIMEOUT,
  type TeamStudio,
} from './team-fixture.ts';

/** Whether the admin's People list says the account must choose a password at its next sign-in. */
async function mustChoose(name: string): Promise<boolean | undefined> {
  const response = await send(team.studio, '/__studio/api/team/accounts', { cookie: admin });
  const { accounts } = (await response.json()) as { accounts: { name: string; temporaryPassword: boolean }[] };
  return accounts.find((account) => account.name === name)?.temporaryPassword;
}

describe('the password rule', () => {
  it.each([
    ['aaaaaaaaaaaa', GUESSABLE_PASSWORD.pattern],
    ['abababababab', GUESSABLE_PASSWORD.pattern],
    ['abcdefghijkl', GUESSABLE_PASSWORD.pattern],
    ['lkjihgfedcba', GUESSABLE_PASSWORD.pattern],
    ['123456789012', GUESSABLE_PASSWORD.pattern],
    ['qwertyuiopas', GUESSABLE_PASSWORD.pattern],
    ['1qaz2wsx3edc', GUESSABLE_PASSWORD.pattern],
    ['abc123abc123', GUESSABLE_PASSWORD.pattern],
    ['password1234', GUESSABLE_PASSWORD.listed],
    ['Password2024!', GUESSABLE_PASSWORD.listed],
    ['ILOVEYOU12345', GUESSABLE_PASSWORD.listed],
    ['2024-sunshine!!', GUESSABLE_PASSWORD.listed],
    ['basketballbasketball', GUESSABLE_PASSWORD.listed],
    ['maria.santos-2026', GUESSABLE_PASSWORD.name],
  ])('refuses %s: attackers try it first', async (password, message) => {
    expect(await checkNewPassword(password, 'maria.santos@lender.ph')).toBe(message);
  });

  it.each(['a long test password', 'Lea chose this one', 'Mangga at bagoong 7', 'kape-sa-umaga-tuwing-lunes', 'm4r1a-likes-kapeng-barako'])(
    'takes %s',
    async (password) => {
      expect(await checkNewPassword(password, 'maria.santos')).toBeUndefined();
    },
  );

  it('still counts the length first', async () => {
    expect(await checkNewPassword('kape-umaga')).toBe('A password needs at least 12 characters.');
    expect(await checkNewPassword('k'.repeat(257))).toBe('A password has at most 256 characters.');
  });
});

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
const post = (path: string, body: unknown, cookie: string) => send(team.studio, path, { method: 'POST', cookie, body });

describe('a temporary password', { timeout: TEAM_HOOK_TIMEOUT }, () => {
  let temporary = '';
  let lea = '';

  it('is what an admin gives: the sign-in works, and says so', async () => {
    const added = await post(`${API}/accounts/add`, { name: 'lea.tan', displayName: 'Lea Tan', roles: ['editor'] }, admin);
    expect(added.status).toBe(201);
    temporary = ((await added.json()) as { password: string }).password;
    expect(auditEntries().at(-1)).toMatchObject({ action: 'account added', account: 'lea.tan', temporaryPassword: true });
    expect(await mustChoose('lea.tan')).toBe(true);
    lea = await signIn(team.studio, 'lea.tan', temporary);
    expect(auditEntries().at(-1)).toMatchObject({ action: 'sign-in', who: 'lea.tan', temporaryPassword: true });
    const me = await (await send(team.studio, `${API}/me`, { cookie: lea })).json();
    expect(me).toMatchObject({ name: 'lea.tan', roles: ['editor'], temporaryPassword: true });
  });

  it.each([
    ['reading the screens', 'GET', '/__studio/api/screens'],
    ['reading the review', 'GET', `${API}/review`],
    ['who else is editing', 'GET', `${API}/presence`],
    ['saving a screen', 'PUT', '/__studio/api/screens/about-us'],
    ['commenting', 'POST', `${API}/comment`],
  ])('refuses everything else until they choose their own: %s', async (_what, method, path) => {
    const before = written();
    const response = await send(team.studio, path, { method, cookie: lea, body: method === 'GET' ? undefined : {} });
    expect(response.status).toBe(403);
    expect(response.headers.get(REFUSED_HEADER)).toBe('choose password');
    const body = (await response.json()) as { error: string; reason: string };
    expect(body.reason).toBe('choose password');
    expect(body.error).toMatch(/^You signed in with a temporary password: choose your own password first/);
    expect(written()).toEqual(before);
  });

  it('lets the studio page itself load, to show the form', async () => {
    const response = await send(team.studio, '/studio', { cookie: lea, headers: { accept: 'text/html' } });
    expect(response.headers.get(REFUSED_HEADER)).toBeNull();
  });

  it('refuses a password on the list, and one too short, writing nothing', async () => {
    const before = written();
    const listed = await post(`${API}/password`, { current: temporary, password: 'iloveyou2024!' }, lea);
    expect([listed.status, ((await listed.json()) as { error: string }).error]).toEqual([400, GUESSABLE_PASSWORD.listed]);
    const short = await post(`${API}/password`, { current: temporary, password: 'short one' }, lea);
    expect(short.status).toBe(400);
    expect(written()).toEqual(before);
  });

  it('once replaced by their own, the session goes on with everything their roles allow, and the log says so', async () => {
    const response = await post(`${API}/password`, { current: temporary, password: 'Lea chose this one' }, lea);
    expect(response.status).toBe(200);
    const renewed = cookieOf(response, SESSION_COOKIE)!;
    expect((await send(team.studio, '/__studio/api/screens', { cookie: renewed })).status).toBe(200);
    const me = (await (await send(team.studio, `${API}/me`, { cookie: renewed })).json()) as Record<string, unknown>;
    expect(me.temporaryPassword).toBeUndefined();
    expect(auditEntries().at(-1)).toMatchObject({ action: 'password changed', who: 'lea.tan', replacedTemporaryPassword: true });
    // The session of the temporary password is over; the next sign-in is an ordinary one.
    expect((await send(team.studio, `${API}/me`, { cookie: lea })).status).toBe(401);
    const again = await signIn(team.studio, 'lea.tan', 'Lea chose this one');
    expect((await send(team.studio, '/__studio/api/screens', { cookie: again })).status).toBe(200);
    expect(auditEntries().at(-1)).not.toHaveProperty('temporaryPassword');
    expect(teamFile('accounts.json')).not.toMatch(/"temporaryPassword"/);
    // The admin's People list no longer says she must choose one.
    expect(await mustChoose('lea.tan')).toBe(false);
  });

  it('comes back with a reset by an admin', async () => {
    const reset = await post(`${API}/accounts/reset-password`, { name: 'lea.tan' }, admin);
    const { password } = (await reset.json()) as { password: string };
    expect(auditEntries().at(-1)).toMatchObject({ action: 'password reset', account: 'lea.tan', temporaryPassword: true });
    expect(await mustChoose('lea.tan')).toBe(true);
    const cookie = await signIn(team.studio, 'lea.tan', password);
    expect((await send(team.studio, '/__studio/api/screens', { cookie })).status).toBe(403);
  });

  it('does not touch an account whose password its owner chose', async () => {
    const editor = await signIn(team.studio, 'editor', PASSWORD);
    expect((await send(team.studio, '/__studio/api/screens', { cookie: editor })).status).toBe(200);
  });
});
