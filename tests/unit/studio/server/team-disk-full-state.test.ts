// A full disk under the team studio's own state: a sign-in (sessions), an account added (accounts),
// an approval (the audit log, where decisions are kept) and a publish (the release's manifest and the
// publish log) are each refused with 507 and words, the old files as they were, no temporary file
// left, nothing recorded. The failure is the kernel's own: the write goes to /dev/full (ENOSPC).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { hashText } from '../../../../studio/server/content/screens-api.ts';
import { STATE_DISK_FULL_MESSAGE } from '../../../../studio/server/content/write-files.ts';
import { readAuditEntries, send, signIn, startTeamStudio, submitSignIn, TEAM_HOOK_TIMEOUT, type TeamStudio } from './team-fixture.ts';

/** Which writes meet a full disk: whole files (their temporary file) and appends whose path holds `appends`. */
const disk = vi.hoisted(() => ({ full: false, appends: '', failed: 0 }));
vi.mock('node:fs', async (importOriginal) => {
  const fs = await importOriginal<typeof import('node:fs')>();
  const writeFileSync: typeof fs.writeFileSync = (path, data, options) => {
    if (disk.full && typeof path === 'string' && path.endsWith('.tmp')) {
      disk.failed++;
      fs.writeFileSync(path, '{"half": ', options);
      fs.writeFileSync('/dev/full', data);
    }
    fs.writeFileSync(path, data, options);
  };
  const appendFileSync: typeof fs.appendFileSync = (path, data, options) => {
    if (disk.full && disk.appends && typeof path === 'string' && path.includes(disk.appends)) {
      disk.failed++;
      fs.appendFileSync('/dev/full', data);
    }
    fs.appendFileSync(path, data, options);
  };
  return { ...fs, default: { ...fs, writeFileSync, appendFileSync }, writeFileSync, appendFileSync };
});

let team: TeamStudio;
const cookies: Record<string, string> = {};
beforeAll(async () => {
  team = await startTeamStudio({ idleMs: 24 * 60 * 60_000 });
  for (const name of ['editor', 'reviewer', 'publisher', 'admin']) cookies[name] = await signIn(team.studio, name);
}, TEAM_HOOK_TIMEOUT);
afterAll(() => team?.close());
beforeEach(() => Object.assign(disk, { full: false, appends: '', failed: 0 }));

const read = (path: string) => (existsSync(path) ? readFileSync(path, 'utf8') : undefined);
const temporaryFiles = (dir: string) => (existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.tmp')) : []);
const post = (who: string, path: string, body: unknown) => send(team.studio, path, { method: 'POST', cookie: cookies[who], body });
const teamFile = (name: string) => join(team.teamDir, name);

/** The request meets a full disk: 507 with the words, the files as they were, no temporary file, no new audit entry. */
async function refusedOnFullDisk(request: () => Promise<Response>, files: string[], json = true): Promise<Response> {
  const before = files.map(read);
  const entries = readAuditEntries(team).length;
  disk.full = true;
  const response = await request();
  disk.full = false;
  expect(response.status, await response.clone().text()).toBe(507);
  if (json) expect(((await response.json()) as { error: string }).error).toContain(STATE_DISK_FULL_MESSAGE);
  expect(disk.failed).toBeGreaterThan(0);
  expect(files.map(read)).toEqual(before);
  for (const file of files) expect(temporaryFiles(join(file, '..'))).toEqual([]);
  expect(readAuditEntries(team)).toHaveLength(entries);
  return response;
}

async function saveTitle(title: string): Promise<void> {
  const folder = join(team.screensDir, 'about-us');
  const screen = readFileSync(join(folder, 'screen.json'), 'utf8');
  const messages = readFileSync(join(folder, 'messages.json'), 'utf8');
  const response = await send(team.studio, '/__studio/api/screens/about-us', {
    method: 'PUT',
    cookie: cookies.editor,
    body: {
      screen,
      messages: messages.replace(/"about\.title": "[^"]*"/, `"about.title": ${JSON.stringify(title)}`),
      base: { screen: hashText(screen), messages: hashText(messages) },
    },
  });
  expect(response.status, await response.clone().text()).toBe(200);
}
const compare = async () => (await send(team.studio, '/__studio/api/compare?to=saved', { cookie: cookies.publisher })).json();

describe("a full disk under the team's state", { timeout: TEAM_HOOK_TIMEOUT }, () => {
  it('refuses a sign-in on the sign-in page, with no session made', async () => {
    const response = await refusedOnFullDisk(
      () => submitSignIn(team.studio, 'viewer', 'a long test password'),
      [teamFile('sessions.json')],
      false,
    );
    expect(response.headers.get('set-cookie') ?? '').not.toContain('studio-session=');
    expect(await response.text()).toContain('The server&#39;s disk is full; nothing was changed. Ask IT.');
    // Room again: the same sign-in goes through.
    await signIn(team.studio, 'viewer');
  });

  it('refuses adding a person, the accounts as they were', async () => {
    await refusedOnFullDisk(
      () => post('admin', '/__studio/api/team/accounts/add', { name: 'lea.tan', displayName: 'Lea Tan', roles: ['editor'] }),
      [teamFile('accounts.json')],
    );
    const listed = (await (await send(team.studio, '/__studio/api/team/accounts', { cookie: cookies.admin })).json()) as {
      accounts: { name: string }[];
    };
    expect(listed.accounts.map((account) => account.name)).not.toContain('lea.tan');
  });

  it('refuses an approval whose audit entry cannot be written: the change stays unapproved', async () => {
    await saveTitle('About the lender');
    const { contentId } = (await (await send(team.studio, '/__studio/api/team/review', { cookie: cookies.reviewer })).json()) as {
      contentId: string;
    };
    disk.appends = 'audit';
    await refusedOnFullDisk(
      () => post('reviewer', '/__studio/api/team/approve', { contentId, note: 'Reads well' }),
      [teamFile('audit.jsonl'), teamFile('audit-index.jsonl')],
    );
    const state = (await (await send(team.studio, '/__studio/api/team/review', { cookie: cookies.reviewer })).json()) as {
      decision: unknown;
    };
    expect(state.decision).toBeNull();
  });

  it('refuses a publish, the live release and the publish log as they were', async () => {
    const { contentId } = (await (await send(team.studio, '/__studio/api/team/review', { cookie: cookies.reviewer })).json()) as {
      contentId: string;
    };
    expect((await post('reviewer', '/__studio/api/team/approve', { contentId, note: 'Reads well' })).status).toBe(200);
    const screensDir = join(team.distDir, 'screens');
    const shown = await compare();
    const released = readdirSync(screensDir).sort();
    await refusedOnFullDisk(
      () => post('publisher', '/__studio/api/publish', { note: 'Title', contentId: shown.contentId, live: shown.live }),
      [join(screensDir, 'manifest.json'), join(screensDir, 'history.json'), join(team.dir, '.studio', 'publish-log.json')],
    );
    expect(readdirSync(screensDir).sort()).toEqual(released);
    // Room again: it goes live.
    const published = await post('publisher', '/__studio/api/publish', { note: 'Title', contentId: shown.contentId, live: shown.live });
    expect(published.status, await published.clone().text()).toBe(200);
  });
});
