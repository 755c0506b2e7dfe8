// `npm run studio:accounts`: the password from stdin (never the command line), every change in the audit log.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createAccounts } from '../../../../studio/server/team/accounts.ts';
import { GUESSABLE_PASSWORD, verifyPassword } from '../../../../studio/server/team/passwords.ts';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'studio-team-cli-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function runAccounts(args: string[], stdin = ''): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((done) => {
    const child = execFile(
      process.execPath,
      ['--import', 'tsx', 'studio/server/team/accounts-cli.ts', ...args, '--team-dir', dir],
      (error, stdout, stderr) => done({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
    child.stdin?.end(stdin);
  });
}

describe('studio:accounts', { timeout: 60_000 }, () => {
  it('adds the first admin with the password read from stdin, and records it', async () => {
    const result = await runAccounts(
      ['add', 'maria', '--roles', 'admin,editor', '--display-name', 'Maria Santos'],
      'first admin password\n',
    );
    expect(result.stdout.trim(), result.stderr).toBe(
      'Added maria (admin, editor).\nThey choose their own password when they first sign in.',
    );
    const account = createAccounts(dir).find('maria')!;
    expect(await verifyPassword('first admin password', account.passwordHash)).toBe(true);
    // At the studio's own cost (scrypt N=2^15, r=8, p=1); the server tests' accounts are hashed cheaper (team-fixture.ts).
    expect(account.passwordHash).toMatch(/^scrypt\$32768\$8\$1\$/);
    // Given by someone else, so temporary: the studio asks for her own at her first sign-in.
    expect(account.temporaryPassword).toBe(true);
    const audit = readFileSync(join(dir, 'audit.jsonl'), 'utf8');
    expect(JSON.parse(audit.trim())).toMatchObject({
      action: 'account added',
      account: 'maria',
      roles: ['admin', 'editor'],
      from: 'command line',
      temporaryPassword: true,
    });
    expect(audit).not.toContain('first admin password');
  });

  it('takes no password on the command line', async () => {
    const result = await runAccounts(['add', 'jose', '--roles', 'editor', '--password', 'on the command line']);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/Unknown option '--password'/);
    expect(createAccounts(dir).find('jose')).toBeUndefined();
  });

  it('changes roles, disables and lists, each change in the audit log', async () => {
    expect((await runAccounts(['roles', 'maria', 'admin,publisher'])).stdout.trim()).toBe('maria: admin, publisher.');
    expect((await runAccounts(['disable', 'maria'])).stdout.trim()).toBe('maria is disabled; its sessions are over.');
    expect((await runAccounts(['list'])).stdout.trim()).toBe('maria\tMaria Santos\tadmin,publisher\tdisabled');
    const actions = readFileSync(join(dir, 'audit.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(actions.slice(1).map((entry) => [entry.action, entry.before, entry.after])).toEqual([
      ['roles changed', ['admin', 'editor'], ['admin', 'publisher']],
      ['account disabled', undefined, undefined],
    ]);
  });

  it('refuses a short password, one on the list of common passwords and an unknown role with their messages, changing nothing', async () => {
    const short = await runAccounts(['reset', 'maria'], 'short\n');
    expect([short.code, short.stderr.trim()]).toEqual([1, 'A password needs at least 12 characters.']);
    const listed = await runAccounts(['reset', 'maria'], 'Password2024!\n');
    expect([listed.code, listed.stderr.trim()]).toEqual([1, GUESSABLE_PASSWORD.listed]);
    const role = await runAccounts(['roles', 'maria', 'owner']);
    expect(role.stderr.trim()).toBe('Unknown role "owner". Known: viewer, editor, reviewer, publisher, admin.');
    expect(createAccounts(dir).find('maria')).toMatchObject({ roles: ['admin', 'publisher'], generation: 2 });
  });
});
