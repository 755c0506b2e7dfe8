// The team folder's parts on their own: password hashes, sessions (the clock passed in), the
// sign-in rate limiter, the audit log and the accounts file.
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { createAccounts } from '../../../../studio/server/team/accounts.ts';
import { createAuditLog } from '../../../../studio/server/team/audit-log.ts';
import { checkPasswordRule, hashPassword, UNUSABLE_HASH, unusableHash, verifyPassword } from '../../../../studio/server/team/passwords.ts';
import { createRateLimiter, toWaitMessage } from '../../../../studio/server/team/rate-limit.ts';
import { parseRoles } from '../../../../studio/server/team/roles.ts';
import { createSessions } from '../../../../studio/server/team/sessions.ts';

/** A low scrypt cost: these tests check the format and the comparison, not the cost. */
const CHEAP = { N: 2 ** 10, r: 8, p: 1 };
let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'studio-team-unit-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('hashPassword', () => {
  it('keeps a salted scrypt hash that verifies the password and nothing else', async () => {
    const stored = await hashPassword('correct horse battery', CHEAP);
    expect(stored).toMatch(/^scrypt\$1024\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(stored).not.toContain('correct');
    expect(await verifyPassword('correct horse battery', stored)).toBe(true);
    expect(await verifyPassword('correct horse batterY', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('salts each hash: one password, two different hashes', async () => {
    const [first, second] = await Promise.all([hashPassword('same password here', CHEAP), hashPassword('same password here', CHEAP)]);
    expect(first).not.toBe(second);
  });

  it('verifies with the cost stored in the hash, and refuses what is not one', async () => {
    const stronger = await hashPassword('correct horse battery', { N: 2 ** 12, r: 8, p: 1 });
    expect(await verifyPassword('correct horse battery', stronger)).toBe(true);
    expect(await verifyPassword('anything', 'plain text')).toBe(false);
    expect(await verifyPassword('', UNUSABLE_HASH)).toBe(false);
  });

  it("checks an unknown name against a hash at the studio's own cost unless a test asks for less", async () => {
    expect(UNUSABLE_HASH).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(unusableHash()).toBe(UNUSABLE_HASH);
    const cheap = unusableHash({ N: 1024, r: 8, p: 1 });
    expect(cheap).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await verifyPassword('', cheap)).toBe(false);
    expect(await verifyPassword('a long test password', cheap)).toBe(false);
  });

  it('asks for 12 to 256 characters', () => {
    expect(checkPasswordRule('short')).toBe('A password needs at least 12 characters.');
    expect(checkPasswordRule('x'.repeat(257))).toBe('A password has at most 256 characters.');
    expect(checkPasswordRule('twelve chars')).toBeUndefined();
  });
});

describe('createSessions', () => {
  const generation = () => 1;
  it('ends a session idle longer than the timeout; each use keeps it going', () => {
    const clock = { now: 0 };
    const sessions = createSessions({ teamDir: dir, idleMs: 1000, now: () => clock.now });
    const { id } = sessions.create('maria', 1);
    clock.now = 1000;
    expect(sessions.use(id, generation)?.account).toBe('maria');
    clock.now = 2000;
    expect(sessions.use(id, generation)?.account).toBe('maria');
    clock.now = 3001;
    expect(sessions.use(id, generation)).toBeUndefined();
    clock.now = 3002;
    expect(sessions.use(id, generation)).toBeUndefined();
  });

  it('ends a session after its longest life even in use', () => {
    const clock = { now: 0 };
    const sessions = createSessions({ teamDir: dir, idleMs: 1000, maxMs: 2500, now: () => clock.now });
    const { id } = sessions.create('maria', 1);
    for (clock.now = 900; clock.now <= 2400; clock.now += 500) expect(sessions.use(id, generation)).toBeDefined();
    clock.now = 2600;
    expect(sessions.use(id, generation)).toBeUndefined();
  });

  it('ends a session at sign-out and when its account changes generation', () => {
    const sessions = createSessions({ teamDir: dir, now: () => 0 });
    const first = sessions.create('maria', 1);
    const second = sessions.create('maria', 1);
    sessions.end(first.id);
    expect(sessions.use(first.id, generation)).toBeUndefined();
    expect(sessions.use(second.id, () => 2)).toBeUndefined();
    expect(sessions.use(second.id, generation)).toBeUndefined();
  });

  it('keeps sessions across a restart, storing only hashes of their ids, readable by the owner only', () => {
    const sessions = createSessions({ teamDir: dir, now: () => 0 });
    const { id } = sessions.create('maria', 1);
    const text = readFileSync(join(dir, 'sessions.json'), 'utf8');
    expect(text).not.toContain(id);
    expect(statSync(join(dir, 'sessions.json')).mode & 0o777).toBe(0o600);
    expect(createSessions({ teamDir: dir, now: () => 0 }).use(id, generation)?.account).toBe('maria');
    expect(createSessions({ teamDir: dir, now: () => 0 }).use('made-up', generation)).toBeUndefined();
  });
});

describe('createRateLimiter', () => {
  it('refuses a key at the limit until its oldest failure leaves the window, and a success clears it', () => {
    const clock = { now: 0 };
    const limiter = createRateLimiter({ max: 3, windowMs: 1000, now: () => clock.now });
    for (const at of [0, 100, 200]) {
      clock.now = at;
      expect(limiter.waitMs('maria')).toBe(0);
      limiter.fail('maria');
    }
    clock.now = 300;
    expect(limiter.waitMs('maria')).toBe(700);
    expect(limiter.waitMs('someone-else')).toBe(0);
    clock.now = 1000;
    expect(limiter.waitMs('maria')).toBe(0);
    limiter.fail('maria');
    expect(limiter.waitMs('maria')).toBe(100);
    limiter.clear('maria');
    expect(limiter.waitMs('maria')).toBe(0);
  });

  it('forgets names whose failures expired once it holds many (a spray of made-up names does not grow it without end)', () => {
    const clock = { now: 0 };
    const limiter = createRateLimiter({ max: 5, windowMs: 1000, now: () => clock.now });
    for (let index = 0; index < 10_000; index++) limiter.fail(`name-${index}`);
    expect(limiter.size()).toBe(10_000);
    clock.now = 1000;
    limiter.fail('one-more');
    expect(limiter.size()).toBe(1);
  });

  it('says how long to wait in whole minutes, or under a minute in whole seconds', () => {
    expect(toWaitMessage(15 * 60_000)).toBe('Too many attempts: try again in 15 minutes.');
    expect(toWaitMessage(61_000)).toBe('Too many attempts: try again in 2 minutes.');
    expect(toWaitMessage(1000)).toBe('Too many attempts: try again in 1 second.');
    expect(toWaitMessage(1500)).toBe('Too many attempts: try again in 2 seconds.');
  });
});

describe('createAuditLog', () => {
  it('appends one JSON line an entry, keeping every earlier line as it was', () => {
    let tick = 0;
    const log = createAuditLog(dir, () => new Date(Date.UTC(2026, 10, 26, 9, 0, tick++)));
    log.append({ who: 'maria', from: '10.0.0.7', action: 'sign-in' });
    const first = readFileSync(log.file, 'utf8');
    log.append({ who: 'jose', from: '10.0.0.8', action: 'publish', version: '20261126-090001-abcdef12', note: '<b>Fees</b>' });
    const text = readFileSync(log.file, 'utf8');
    expect(text.startsWith(first)).toBe(true);
    expect(text.trim().split('\n')).toHaveLength(2);
    expect(log.read()).toEqual([
      { at: '2026-11-26T09:00:00.000Z', who: 'maria', from: '10.0.0.7', action: 'sign-in' },
      {
        at: '2026-11-26T09:00:01.000Z',
        who: 'jose',
        from: '10.0.0.8',
        action: 'publish',
        version: '20261126-090001-abcdef12',
        note: '<b>Fees</b>',
      },
    ]);
    expect(statSync(log.file).mode & 0o777).toBe(0o600);
  });
});

describe('createAccounts', () => {
  it('adds an account with its roles and a hashed password, and refuses a second of the same name', async () => {
    const accounts = createAccounts(dir);
    const added = await accounts.add('maria.santos', 'a long password here', ['editor', 'reviewer'], 'Maria Santos');
    expect(added).toMatchObject({ name: 'maria.santos', displayName: 'Maria Santos', roles: ['editor', 'reviewer'], disabled: false });
    expect(readFileSync(join(dir, 'accounts.json'), 'utf8')).not.toContain('a long password here');
    expect(await verifyPassword('a long password here', accounts.find('maria.santos')!.passwordHash)).toBe(true);
    await expect(accounts.add('maria.santos', 'a long password here', ['viewer'])).rejects.toThrow(
      /There is an account "maria.santos" already/,
    );
  });

  it.each(['Maria', '../admin', 'a', 'maria santos', '<script>', 'x'.repeat(65)])('refuses the account name %s', async (name) => {
    await expect(createAccounts(dir).add(name, 'a long password here', ['viewer'])).rejects.toThrow(/is not an account name/);
  });

  it('refuses a display name with markup or control characters, and a short password', async () => {
    const accounts = createAccounts(dir);
    await expect(accounts.add('maria', 'a long password here', ['viewer'], '<img src=x onerror=alert(1)>')).rejects.toThrow(/plain text/);
    await expect(accounts.add('maria', 'a long password here', ['viewer'], 'Maria\u202eSantos')).rejects.toThrow(/plain text/);
    await expect(accounts.add('maria', 'short', ['viewer'])).rejects.toThrow('A password needs at least 12 characters.');
    expect(accounts.list()).toEqual([]);
  });

  it('moves the generation on disable, enable and reset (ending sessions), not on a change of roles', async () => {
    const accounts = createAccounts(dir);
    await accounts.add('maria', 'a long password here', ['viewer']);
    expect(accounts.setDisabled('maria', true)).toMatchObject({ disabled: true, generation: 2 });
    expect(accounts.setDisabled('maria', false)).toMatchObject({ disabled: false, generation: 3 });
    expect((await accounts.reset('maria', 'another long password')).generation).toBe(4);
    expect(accounts.setRoles('maria', ['publisher'])).toMatchObject({ roles: ['publisher'], generation: 4 });
    expect(() => accounts.setRoles('nobody', ['viewer'])).toThrow(/There is no account "nobody"/);
  });

  it('reads roles from a list and names an unknown one', () => {
    expect(parseRoles('editor, reviewer,editor')).toEqual(['editor', 'reviewer']);
    expect(() => parseRoles('editor,owner')).toThrow('Unknown role "owner". Known: viewer, editor, reviewer, publisher, admin.');
    expect(() => parseRoles(' , ')).toThrow(/at least one role/);
  });
});
