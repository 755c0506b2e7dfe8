// A full or failing disk refuses a save with words for staff and leaves nothing half-written: the
// old files as they were, no temporary file beside them, no commit, no "save" in the audit log.
// The failure is the kernel's own: the temporary file is made, then its content goes to /dev/full
// (ENOSPC on any Linux, without root) or fails as a disk error (EIO) would.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { hashText } from '../../../../studio/server/content/screens-api.ts';
import { DISK_FAILING_MESSAGE, DISK_FULL_MESSAGE } from '../../../../studio/server/content/write-files.ts';
import { send, signIn, startTeamStudio, TEAM_HOOK_TIMEOUT, type TeamStudio } from './team-fixture.ts';

/** What the next writes of a temporary file (a save's) meet: a full disk, a failing one, or none. */
const disk = vi.hoisted(() => ({ failure: undefined as 'full' | 'failing' | undefined, failed: 0 }));
vi.mock('node:fs', async (importOriginal) => {
  const fs = await importOriginal<typeof import('node:fs')>();
  const writeFileSync: typeof fs.writeFileSync = (path, data, options) => {
    if (disk.failure && typeof path === 'string' && path.endsWith('.tmp')) {
      disk.failed++;
      // The file is made (as a write that runs out of space leaves it), then the write itself fails.
      fs.writeFileSync(path, '{"half": ', options);
      if (disk.failure === 'full') fs.writeFileSync('/dev/full', data);
      throw Object.assign(new Error(`EIO: i/o error, write '${path}'`), { code: 'EIO', errno: -5, syscall: 'write' });
    }
    fs.writeFileSync(path, data, options);
  };
  return { ...fs, default: { ...fs, writeFileSync }, writeFileSync };
});

let team: TeamStudio;
let editor: string;
const git = (...args: string[]) => execFileSync('git', args, { cwd: team.dir, encoding: 'utf8' }).trim();
beforeAll(async () => {
  team = await startTeamStudio({
    git: true,
    prepare: (dir) => {
      const run = (...args: string[]) => execFileSync('git', args, { cwd: dir, stdio: 'pipe' });
      run('init', '-q', '-b', 'main');
      execFileSync('sh', ['-c', 'printf "team/\\ndist/\\n" > .gitignore'], { cwd: dir });
      run('add', '.');
      run('-c', 'user.name=Developer', '-c', 'user.email=dev@example.test', '-c', 'commit.gpgsign=false', 'commit', '-q', '-m', 'Content');
    },
  });
  editor = await signIn(team.studio, 'editor');
}, TEAM_HOOK_TIMEOUT);
afterAll(() => team?.close());
beforeEach(() => {
  disk.failure = undefined;
  disk.failed = 0;
});

const folderOf = (name: string) => join(team.screensDir, name);
const read = (path: string) => readFileSync(path, 'utf8');
const temporaryFiles = (dir: string) => readdirSync(dir).filter((name) => name.endsWith('.tmp'));
const saves = () =>
  read(join(team.teamDir, 'audit.jsonl'))
    .split('\n')
    .filter(Boolean)
    .filter((line) => (JSON.parse(line) as { action: string }).action === 'save').length;

function saveAboutUs(title: string) {
  const screen = read(join(folderOf('about-us'), 'screen.json'));
  const messages = read(join(folderOf('about-us'), 'messages.json'));
  return send(team.studio, '/__studio/api/screens/about-us', {
    method: 'PUT',
    cookie: editor,
    body: {
      screen,
      messages: messages.replace(/"about\.title": "[^"]*"/, `"about.title": ${JSON.stringify(title)}`),
      base: { screen: hashText(screen), messages: hashText(messages) },
    },
  });
}

// Each test saves through the whole server (the folder checked, a commit), the first one with the
// checker still cold in this worker: seconds on a busy machine, bounded as the team tests' hooks are.
describe('a save on a full or failing disk', { timeout: TEAM_HOOK_TIMEOUT }, () => {
  it('refuses a screen with 507 and the words for staff, leaving the screen, git and the audit log as they were', async () => {
    const before = { screen: read(join(folderOf('about-us'), 'screen.json')), messages: read(join(folderOf('about-us'), 'messages.json')) };
    const commits = git('rev-list', '--count', 'HEAD');
    const savesBefore = saves();
    disk.failure = 'full';
    const response = await saveAboutUs('About the lender');
    expect(response.status).toBe(507);
    expect(await response.json()).toEqual({ error: DISK_FULL_MESSAGE });
    expect(disk.failed).toBeGreaterThan(0);
    expect(read(join(folderOf('about-us'), 'screen.json'))).toBe(before.screen);
    expect(read(join(folderOf('about-us'), 'messages.json'))).toBe(before.messages);
    expect(temporaryFiles(folderOf('about-us'))).toEqual([]);
    expect(git('rev-list', '--count', 'HEAD')).toBe(commits);
    expect(git('status', '--porcelain')).toBe('');
    expect(saves()).toBe(savesBefore);

    // Space again: the same save, over the same version, goes through.
    disk.failure = undefined;
    const again = await saveAboutUs('About the lender');
    expect(again.status).toBe(200);
    expect(read(join(folderOf('about-us'), 'messages.json'))).toContain('"about.title": "About the lender"');
    expect(saves()).toBe(savesBefore + 1);
  });

  it('refuses a Markdown page with 503 when the disk fails, the page as it was and no temporary file', async () => {
    const page = join(team.dir, 'content', 'about-us.md');
    const before = read(page);
    const commits = git('rev-list', '--count', 'HEAD');
    const savesBefore = saves();
    disk.failure = 'failing';
    const response = await send(team.studio, `/__studio/api/files/${encodeURIComponent('content/about-us.md')}`, {
      method: 'PUT',
      cookie: editor,
      body: { text: `${before}\nOne more line.\n`, base: hashText(before) },
    });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: DISK_FAILING_MESSAGE });
    expect(read(page)).toBe(before);
    expect(temporaryFiles(join(team.dir, 'content'))).toEqual([]);
    expect(git('rev-list', '--count', 'HEAD')).toBe(commits);
    expect(saves()).toBe(savesBefore);
  });

  it('leaves no folder behind for a new screen the disk had no room for', async () => {
    const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
    const screen = json({
      $schema: '../../schemas/meta/screen.schema.json',
      schemaVersion: 1,
      id: 'promoNotes',
      route: { path: '/promoNotes' },
      title: { msg: 'promoNotes.title' },
      blocks: [{ type: 'text', text: { msg: 'promoNotes.title' } }],
    });
    const messages = json({
      $schema: '../../schemas/meta/messages.schema.json',
      en: { 'promoNotes.title': 'Notes' },
      fil: { 'promoNotes.title': 'Mga tala' },
    });
    disk.failure = 'full';
    const response = await send(team.studio, '/__studio/api/screens/promo-notes', {
      method: 'PUT',
      cookie: editor,
      body: { screen, messages, base: { screen: null, messages: null } },
    });
    expect(response.status, await response.clone().text()).toBe(507);
    expect(existsSync(folderOf('promo-notes'))).toBe(false);
  });
});
