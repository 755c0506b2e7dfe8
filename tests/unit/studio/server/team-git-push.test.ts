// The history leaves the machine (`--git-push`): each save's commit reaches the lender's Git host (a
// local bare repository here) in the background. A host that is not there never fails a save: the
// push is tried again with growing pauses, the audit log says so once, the admin page says since when
// and why, and once the host is there the waiting commits arrive and the recovery is logged once.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { hashText } from '../../../../studio/server/content/screens-api.ts';
import { describePushFailure, withoutCredentials } from '../../../../studio/server/team/git-push.ts';
import type { AccountsReply } from '../../../../studio/shared/team-admin.ts';
import { readAuditEntries, send, signIn, startTeamStudio, type TeamStudio } from './team-fixture.ts';

/** Long enough for a push on a busy machine; the waits end as soon as the state is reached. */
const WAIT = { timeout: 30_000, interval: 50 };
const RETRY = { firstMs: 20, maxMs: 200 };

let hosts: string;
beforeAll(() => {
  hosts = mkdtempSync(join(tmpdir(), 'studio-git-host-'));
});
afterAll(() => rmSync(hosts, { recursive: true, force: true }));

const run = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, encoding: 'utf8', stdio: 'pipe' }).trim();
/** The content repository as a developer committed it; team/ and dist/ are not content. */
function prepareRepository(dir: string): void {
  writeFileSync(join(dir, '.gitignore'), 'team/\ndist/\n');
  run(dir, 'init', '-q', '-b', 'main');
  run(dir, 'add', '.');
  run(dir, '-c', 'user.name=Developer', '-c', 'user.email=dev@example.test', '-c', 'commit.gpgsign=false', 'commit', '-q', '-m', 'Content');
}
/** The commit the Git host's main branch is at, or '' when it has none (or is not there). */
const hostHead = (bare: string) => {
  try {
    return run(hosts, '--git-dir', bare, 'rev-parse', '--verify', '-q', 'refs/heads/main');
  } catch {
    return '';
  }
};

async function saveTitle(team: TeamStudio, cookie: string, title: string): Promise<Response> {
  const folder = join(team.screensDir, 'about-us');
  const screen = readFileSync(join(folder, 'screen.json'), 'utf8');
  const messages = readFileSync(join(folder, 'messages.json'), 'utf8');
  return send(team.studio, '/__studio/api/screens/about-us', {
    method: 'PUT',
    cookie,
    body: {
      screen,
      messages: messages.replace(/"about\.title": "[^"]*"/, `"about.title": ${JSON.stringify(title)}`),
      base: { screen: hashText(screen), messages: hashText(messages) },
    },
  });
}

async function historyCopy(team: TeamStudio, admin: string): Promise<AccountsReply['historyCopy']> {
  const response = await send(team.studio, '/__studio/api/team/accounts', { cookie: admin });
  expect(response.status).toBe(200);
  return ((await response.json()) as AccountsReply).historyCopy;
}

const pushEntries = (team: TeamStudio) =>
  readAuditEntries(team).filter((entry) => entry.action === 'history not copied' || entry.action === 'history copied again');

let team: TeamStudio | undefined;
afterEach(async () => {
  await team?.close();
  team = undefined;
});

describe('pushing the history to the Git host', () => {
  it("copies every save's commit to the remote, and the admin page says when", { timeout: 120_000 }, async () => {
    const bare = join(hosts, 'content.git');
    run(hosts, 'init', '-q', '--bare', bare);
    team = await startTeamStudio({ git: true, prepare: prepareRepository, push: { remote: bare, retry: RETRY } });
    const [editor, admin] = [await signIn(team.studio, 'editor'), await signIn(team.studio, 'admin')];
    const local = () => run(team!.dir, 'rev-parse', 'HEAD');

    // At start, the commits already made go too.
    await expect.poll(() => hostHead(bare), WAIT).toBe(local());
    for (const title of ['About the lender', 'About us, the lender']) {
      expect((await saveTitle(team, editor, title)).status).toBe(200);
      await expect.poll(() => hostHead(bare), WAIT).toBe(local());
    }
    expect(run(hosts, '--git-dir', bare, 'log', '-1', '--format=%an%n%s', 'main')).toBe('Editor\nStudio: save screens/about-us');

    await expect.poll(() => historyCopy(team!, admin), WAIT).toMatchObject({ remote: bare, waiting: 0, failing: null, nextTry: null });
    expect((await historyCopy(team, admin))?.copiedAt).toEqual(expect.any(String));
    expect(pushEntries(team)).toEqual([]);
  });

  it('keeps saving while the remote is missing, says so once, and copies what waited once it is there', { timeout: 120_000 }, async () => {
    const bare = join(hosts, 'later.git');
    team = await startTeamStudio({ git: true, prepare: prepareRepository, push: { remote: bare, retry: RETRY } });
    const [editor, admin] = [await signIn(team.studio, 'editor'), await signIn(team.studio, 'admin')];

    // Saves go through as if nothing were wrong.
    expect((await saveTitle(team, editor, 'About the lender')).status).toBe(200);
    expect((await saveTitle(team, editor, 'About us, the lender')).status).toBe(200);
    // Several tries fail (a growing pause between them) …
    await expect.poll(async () => (await historyCopy(team!, admin))?.failing?.tries ?? 0, WAIT).toBeGreaterThanOrEqual(3);
    const failing = await historyCopy(team, admin);
    expect(failing).toMatchObject({
      remote: bare,
      copiedAt: null,
      waiting: 2,
      failing: { reason: 'there is no repository at that address, or the studio may not read it' },
    });
    // The next try is due at a time, or running now.
    expect(failing?.pushing || typeof failing?.nextTry === 'string').toBe(true);
    // … and the audit log has one entry for the whole streak, not one a try.
    expect(pushEntries(team)).toMatchObject([
      {
        action: 'history not copied',
        who: 'studio',
        remote: bare,
        reason: 'there is no repository at that address, or the studio may not read it',
      },
    ]);

    // The host appears: the next try carries both saves, and the recovery is logged once.
    run(hosts, 'init', '-q', '--bare', bare);
    const local = run(team.dir, 'rev-parse', 'HEAD');
    await expect.poll(() => hostHead(bare), WAIT).toBe(local);
    await expect.poll(() => historyCopy(team!, admin), WAIT).toMatchObject({ waiting: 0, failing: null, nextTry: null });
    expect(run(hosts, '--git-dir', bare, 'log', '--format=%s', '-2', 'main').split('\n')).toEqual([
      'Studio: save screens/about-us',
      'Studio: save screens/about-us',
    ]);
    const entries = pushEntries(team);
    expect(entries.map((entry) => entry.action)).toEqual(['history not copied', 'history copied again']);
    expect(entries[1]).toMatchObject({ remote: bare, since: expect.any(String), tries: expect.any(Number) });
  });

  it('shows no history copy to admins without --git-push', { timeout: 60_000 }, async () => {
    team = await startTeamStudio();
    expect(await historyCopy(team, await signIn(team.studio, 'admin'))).toBeNull();
  });
});

describe('what the admin page and the log say about a remote', () => {
  it('never shows a password given in an address', () => {
    expect(withoutCredentials('https://studio:s3cret@git.lender.example/content.git')).toBe('https://git.lender.example/content.git');
    expect(withoutCredentials("fatal: unable to access 'https://studio:s3cret@git.lender.example/c.git/': 403")).not.toContain('s3cret');
    expect(withoutCredentials('git@git.lender.example:content.git')).toBe('git@git.lender.example:content.git');
    expect(withoutCredentials('origin')).toBe('origin');
  });

  it("puts git's failures in words", () => {
    expect(describePushFailure('git push: ssh: Could not resolve hostname git.lender.example: Name or service not known')).toContain(
      'could not be found',
    );
    expect(describePushFailure('git push: git@host: Permission denied (publickey).')).toContain('credentials');
    expect(describePushFailure(' ! [rejected]        main -> main (fetch first)')).toContain('a developer must pull');
    expect(describePushFailure("fatal: could not read Username for 'https://host': terminal prompts disabled")).toContain('credentials');
    expect(describePushFailure('git push: ssh: connect to host h port 22: Connection refused')).toBe('the Git host could not be reached');
  });
});
