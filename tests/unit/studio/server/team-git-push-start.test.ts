// `npm run studio -- --team --git-push REMOTE`: a remote the checkout does not have stops the start
// with what to do; a Git host that does not answer is said out loud (without a password in its
// address) and the studio starts anyway.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { createAccounts } from '../../../../studio/server/team/accounts.ts';
import { readTeamOptions } from '../../../../studio/server/team/start-options.ts';
import { PASSWORD, TEAM_HOOK_TIMEOUT } from './team-fixture.ts';

let dir: string;
let screensDir: string;
let teamDir: string;
const run = (...args: string[]) => execFileSync('git', args, { cwd: dir, stdio: 'pipe', encoding: 'utf8' });
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'studio-git-push-start-'));
  screensDir = join(dir, 'screens');
  teamDir = join(dir, 'team');
  mkdirSync(screensDir);
  run('init', '-q', '-b', 'main');
  run('init', '-q', '--bare', join(dir, 'host.git'));
  run('remote', 'add', 'origin', join(dir, 'host.git'));
  await createAccounts(teamDir).add('it.admin', PASSWORD, ['admin']);
}, TEAM_HOOK_TIMEOUT);
afterAll(() => rmSync(dir, { recursive: true, force: true }));
afterEach(() => vi.restoreAllMocks());

/** The start's options, or what it said before it stopped. */
async function start(values: Record<string, string | boolean>) {
  const said: string[] = [];
  vi.spyOn(console, 'error').mockImplementation((message: string) => void said.push(message));
  vi.spyOn(console, 'warn').mockImplementation((message: string) => void said.push(message));
  vi.spyOn(process, 'exit').mockImplementation(() => {
    throw new Error('stopped');
  });
  try {
    const all = values.team === false ? values : { team: true, 'team-dir': teamDir, ...values };
    return { options: await readTeamOptions(all, screensDir), said };
  } catch (error) {
    if ((error as Error).message !== 'stopped') throw error;
    return { options: undefined, said };
  }
}

describe('--git-push at start', { timeout: 60_000 }, () => {
  it('takes a remote of the checkout', async () => {
    const { options, said } = await start({ 'git-push': 'origin' });
    expect(options?.push).toEqual({ remote: 'origin' });
    expect(said).toEqual([]);
  });

  it('stops at a remote the checkout does not have, naming the ones it has and what to do', async () => {
    const { options, said } = await start({ 'git-push': 'upstream' });
    expect(options).toBeUndefined();
    expect(said.join('\n')).toContain('has no remote "upstream" (it has origin). Add it with git remote add upstream ADDRESS');
  });

  it('stops when history is turned off', async () => {
    const { options, said } = await start({ 'git-push': 'origin', 'no-commit': true });
    expect(options).toBeUndefined();
    expect(said.join('\n')).toContain('leave out one of them');
  });

  it('starts with a Git host that does not answer, saying so without the password in its address', async () => {
    const { options, said } = await start({ 'git-push': 'https://studio:s3cret@127.0.0.1:9/content.git' });
    expect(options?.push?.remote).toBe('https://studio:s3cret@127.0.0.1:9/content.git');
    expect(said).toHaveLength(1);
    expect(said[0]).toMatch(/^Warning: the history cannot be copied to https:\/\/127\.0\.0\.1:9\/content\.git now: .+ The studio starts/);
    expect(said[0]).not.toContain('s3cret');
  });

  it('is an option of team mode', async () => {
    const { said } = await start({ team: false, 'git-push': 'origin' });
    expect(said.join('\n')).toContain('--git-push is an option of team mode');
  });
});
