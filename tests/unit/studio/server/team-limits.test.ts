// The team studio under a client that keeps trying: refused sign-ins slow down per account name and
// address instead of locking the account for everyone, and they grow the audit log by a count, not a
// line each; the log is kept in monthly segments the admin pages through, and a review is read from
// the log's index, never its every line. Behind a trusted proxy, so each test names its address.
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { SESSION_COOKIE } from '../../../../studio/server/team/team.ts';
import { cookieOf, PASSWORD, send, signIn, startTeamStudio, TEAM_HOOK_TIMEOUT, type TeamStudio } from './team-fixture.ts';

let team: TeamStudio;
beforeAll(async () => {
  team = await startTeamStudio({ trustProxy: true, idleMs: 24 * 60 * 60_000 });
}, TEAM_HOOK_TIMEOUT);
afterAll(() => team?.close());

/** The sign-in form sent from `address` (the proxy's X-Forwarded-For). */
async function signInFrom(address: string, name: string, password: string): Promise<Response> {
  const headers = { 'x-forwarded-for': address };
  const page = await send(team.studio, '/__studio/sign-in', { headers });
  const formCookie = cookieOf(page, 'studio-sign-in')!;
  const token = /name="form" value="([^"]+)"/.exec(await page.text())![1];
  return send(team.studio, '/__studio/sign-in', { method: 'POST', cookie: formCookie, headers, form: { form: token, name, password } });
}
const linesOf = (file: string) =>
  existsSync(file)
    ? readFileSync(file, 'utf8')
        .trim()
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>)
    : [];
const current = () => linesOf(join(team.teamDir, 'audit.jsonl'));

describe('team studio limits', { timeout: TEAM_HOOK_TIMEOUT }, () => {
  it('lets nobody lock an account: after 200 wrong passwords from one address, the right one from another signs in', async () => {
    const before = current().length;
    const statuses = new Set<number>();
    for (let attempt = 0; attempt < 200; attempt++) statuses.add((await signInFrom('203.0.113.9', 'editor', `guess ${attempt}`)).status);
    expect([...statuses].sort()).toEqual([401, 429]);
    // The attacker's address waits; the account's owner at another address does not.
    const attacker = await signInFrom('203.0.113.9', 'editor', PASSWORD);
    expect(attacker.status).toBe(429);
    const owner = await signInFrom('198.51.100.4', 'editor', PASSWORD);
    expect(owner.status).toBe(303);
    expect(cookieOf(owner, SESSION_COOKIE)).toBeDefined();
    // The audit log grew by one refusal (and the owner's sign-in), not 201 lines.
    const added = current().slice(before);
    expect(added.map((entry) => [entry.action, entry.who, entry.from, entry.count ?? null])).toEqual([
      ['sign-in refused', 'editor', '203.0.113.9', 1],
      ['sign-in', 'editor', '198.51.100.4', null],
    ]);
  });

  it('writes how many more refusals there were once their window ends, in one entry', async () => {
    team.clock.now += 16 * 60_000;
    await send(team.studio, '/__studio/sign-in');
    const summary = current().findLast((entry) => entry.action === 'sign-in refused');
    expect(summary).toMatchObject({ who: 'editor', from: '203.0.113.9', repeated: true, count: 200 });
  });

  it('slows an address trying many names, and forgets it an hour after its last failure', async () => {
    for (let attempt = 0; attempt < 30; attempt++) expect((await signInFrom('192.0.2.7', `name${attempt}`, 'wrong')).status).toBe(401);
    const slowed = await signInFrom('192.0.2.7', 'viewer', PASSWORD);
    expect(slowed.status).toBe(429);
    expect(await slowed.text()).toContain('Too many attempts: try again in 1 second.');
    team.clock.now += 61 * 60_000;
    expect((await signInFrom('192.0.2.7', 'viewer', PASSWORD)).status).toBe(303);
  });

  it('reads a review from the log index: a damaged line of the log does not stop it', async () => {
    const cookie = await signIn(team.studio, 'reviewer');
    appendFileSync(join(team.teamDir, 'audit.jsonl'), 'not an entry\n');
    const review = await send(team.studio, '/__studio/api/team/review', { cookie });
    expect(review.status).toBe(200);
  });

  it('tells an open page why its session ended: disabled, or idle; the sign-in page says so', async () => {
    const viewer = await signIn(team.studio, 'viewer');
    const several = await signIn(team.studio, 'several');
    const admin = await signIn(team.studio, 'admin');
    const disabled = await send(team.studio, '/__studio/api/team/accounts/disable', {
      method: 'POST',
      cookie: admin,
      body: { name: 'several' },
    });
    expect(disabled.status).toBe(200);
    const refused = await send(team.studio, '/__studio/api/team/presence', { cookie: several });
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({
      reason: 'disabled',
      error: 'Your account was disabled: sign in again at /__studio/sign-in.',
    });
    const page = await send(team.studio, '/__studio/sign-in?reason=disabled');
    expect(await page.text()).toContain('Your account was disabled: ask the studio admin. Your unsaved changes are kept in this browser.');
    team.clock.now += 25 * 60 * 60_000;
    const idle = await send(team.studio, '/__studio/api/team/presence', { cookie: viewer });
    expect([idle.status, ((await idle.json()) as { reason: string }).reason]).toEqual([401, 'idle']);
    const studioPage = await send(team.studio, '/studio', { cookie: viewer, headers: { accept: 'text/html' } });
    expect(studioPage.headers.get('location')).toBe('/__studio/sign-in?reason=idle');
  });

  it('starts a new segment when the month turns; the admin pages through the months', async () => {
    const november = readFileSync(join(team.teamDir, 'audit.jsonl'), 'utf8');
    team.clock.now = Date.parse('2026-12-01T08:00:00Z');
    const cookie = await signIn(team.studio, 'admin');
    expect(readFileSync(join(team.teamDir, 'audit', '2026-11.jsonl'), 'utf8')).toBe(november);
    expect(current().map((entry) => [entry.action, entry.who])).toEqual([['sign-in', 'admin']]);
    const page = await send(team.studio, '/__studio/api/team/audit/entries', { cookie });
    const reply = (await page.json()) as { entries: { who: string }[]; segment: string; segments: string[]; older: string | null };
    expect([reply.segment, reply.segments, reply.older]).toEqual(['current', ['current', '2026-11'], '2026-11']);
    expect(reply.entries.map((entry) => entry.who)).toEqual(['admin']);
  });
});
