// A note with each save and comments on the change waiting for review (team mode, saves kept in
// git): the note goes into the commit message, the audit log and the review; a note or comment is
// kept as typed (markup too, shown as text by the page); too long or with control characters it is
// refused and nothing is written. Who may comment, as each role. A screen's history marks the
// version that is live, the one approved, and the bundles published with each.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { hashText } from '../../../../studio/server/content/screens-api.ts';
import { ROLES } from '../../../../studio/server/team/roles.ts';
import { send, signIn, snapshotFiles, startTeamStudio, TEAM_HOOK_TIMEOUT, type TeamStudio } from './team-fixture.ts';

let team: TeamStudio;
const cookies: Record<string, string> = {};
const git = (...args: string[]) => execFileSync('git', args, { cwd: team.dir, encoding: 'utf8' }).trim();
beforeAll(async () => {
  team = await startTeamStudio({
    git: true,
    idleMs: 24 * 60 * 60_000,
    prepare: (dir) => {
      const run = (...args: string[]) => execFileSync('git', args, { cwd: dir, stdio: 'pipe' });
      writeFileSync(join(dir, '.gitignore'), 'team/\ndist/\n');
      run('init', '-q', '-b', 'main');
      run('add', '.');
      run('-c', 'user.name=Developer', '-c', 'user.email=dev@example.test', '-c', 'commit.gpgsign=false', 'commit', '-q', '-m', 'Screens');
    },
  });
  for (const name of [...ROLES, 'several', 'editor-reviewer']) cookies[name] = await signIn(team.studio, name);
}, TEAM_HOOK_TIMEOUT);
afterAll(() => team?.close());

const messagesFile = () => join(team.screensDir, 'about-us', 'messages.json');
const screenFile = () => join(team.screensDir, 'about-us', 'screen.json');
function saveTitle(who: string, title: string, note?: unknown) {
  const messages = readFileSync(messagesFile(), 'utf8');
  return send(team.studio, '/__studio/api/screens/about-us', {
    method: 'PUT',
    cookie: cookies[who],
    body: {
      screen: readFileSync(screenFile(), 'utf8'),
      messages: messages.replace(/"about\.title": "[^"]*"/, `"about.title": ${JSON.stringify(title)}`),
      base: { screen: hashText(readFileSync(screenFile(), 'utf8')), messages: hashText(messages) },
      ...(note !== undefined && { note }),
    },
  });
}
const auditText = () => readFileSync(join(team.teamDir, 'audit.jsonl'), 'utf8');
const auditLines = () =>
  auditText()
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
const review = async (who = 'editor') => (await send(team.studio, '/__studio/api/team/review', { cookie: cookies[who] })).json();
const comment = (who: string, contentId: unknown, text: unknown) =>
  send(team.studio, '/__studio/api/team/comment', { method: 'POST', cookie: cookies[who], body: { contentId, comment: text } });
/** Everything a refused request must leave as it was: the screens, the audit log, git. */
const everything = () => ({ screens: snapshotFiles(team.screensDir), audit: auditText(), head: git('rev-parse', 'HEAD') });

const NOTE = 'Legal asked for the full name.\n# 2 of 3: the <script>alert(1)</script> title';

describe('a note with each save', { timeout: TEAM_HOOK_TIMEOUT }, () => {
  it('goes into the commit message, the audit log, the review and the history, as typed', async () => {
    const response = await saveTitle('editor', 'About the company', `  ${NOTE}  `);
    expect(response.status, await response.clone().text()).toBe(200);
    const message = git('log', '-1', '--format=%B');
    expect(message).toBe(`Studio: save screens/about-us\n\n${NOTE}\n\nSaved in the screen studio by Editor.\n\nStudio-Account: editor`);
    // The trailer is still the account's.
    expect(git('log', '-1', '--format=%(trailers:key=Studio-Account,valueonly)')).toBe('editor');
    expect(auditLines().at(-1)).toMatchObject({
      action: 'save',
      who: 'editor',
      screen: 'about-us',
      note: NOTE,
      commit: git('rev-parse', 'HEAD'),
    });
    const state = await review('reviewer');
    expect(state.saves.map((entry: { who: string; note: string }) => [entry.who, entry.note])).toEqual([['editor', NOTE]]);
    const history = await (await send(team.studio, '/__studio/api/team/history?screen=about-us', { cookie: cookies.viewer })).json();
    expect(history.versions[0]).toMatchObject({ account: 'editor', displayName: 'Editor', note: NOTE });
    expect(history.versions[1]).toMatchObject({ account: 'dev@example.test', subject: 'Screens', note: '' });
  });

  it('is optional: a save without one has none, in git or the log', async () => {
    const response = await saveTitle('editor', 'About the company, again');
    expect(response.status).toBe(200);
    expect(git('log', '-1', '--format=%B')).toBe(
      'Studio: save screens/about-us\n\nSaved in the screen studio by Editor.\n\nStudio-Account: editor',
    );
    expect(auditLines().at(-1)).toMatchObject({ action: 'save', note: '' });
  });

  it.each([
    ['too long', 'x'.repeat(501), 'The note is 501 characters long: keep it within 500.'],
    ['with control characters', 'fine\u0007', 'The note holds control or text-direction characters: write plain text.'],
    ['with a text-direction override', 'fine\u202e', 'The note holds control or text-direction characters: write plain text.'],
    ['not text', 42, 'The note must be text.'],
  ])('is refused %s, and nothing is written', async (_name, note, error) => {
    const before = everything();
    const response = await saveTitle('editor', 'Never saved', note);
    expect(response.status).toBe(400);
    expect((await response.json()).error).toBe(error);
    expect(everything()).toEqual(before);
  });

  it('goes with a save of a shared text or page too', async () => {
    const path = 'content/about-us.md';
    const text = readFileSync(join(team.dir, path), 'utf8');
    const response = await send(team.studio, `/__studio/api/files/${encodeURIComponent(path)}`, {
      method: 'PUT',
      cookie: cookies.editor,
      body: { text: `${text}\nOne more line.\n`, base: hashText(text), note: 'A line for the licence' },
    });
    expect(response.status, await response.clone().text()).toBe(200);
    expect(git('log', '-1', '--format=%s|%b')).toBe(
      'Studio: save content/about-us.md|A line for the licence\n\nSaved in the screen studio by Editor.\n\nStudio-Account: editor',
    );
    expect(auditLines().at(-1)).toMatchObject({ action: 'save', file: path, note: 'A line for the licence' });
  });
});

describe('comments on the change waiting for review', { timeout: TEAM_HOOK_TIMEOUT }, () => {
  it('may come from a reviewer or one of its authors, as each role', async () => {
    const { contentId } = await review();
    const allowed: string[] = [];
    for (const who of [...ROLES, 'several', 'editor-reviewer']) {
      const before = everything();
      const response = await comment(who, contentId, `From ${who}`);
      if (response.status === 200) allowed.push(who);
      else {
        expect(response.status, who).toBe(403);
        expect((await response.json()).error, who).toMatch(/needs the (editor or reviewer|reviewer) role/);
        expect(everything(), who).toEqual(before);
      }
    }
    // The editor saved this change; "several" (editor and publisher) did not, and is no reviewer.
    expect(allowed).toEqual(['editor', 'reviewer', 'editor-reviewer']);
    const state = await review('viewer');
    expect(state.comments.map((entry: { who: string; comment: string }) => `${entry.who}: ${entry.comment}`)).toEqual([
      'editor: From editor',
      'reviewer: From reviewer',
      'editor-reviewer: From editor-reviewer',
    ]);
    expect(state.names).toMatchObject({ editor: 'Editor', reviewer: 'Reviewer', 'editor-reviewer': 'Editor-reviewer' });
    expect(auditLines().at(-1)).toMatchObject({ action: 'comment', who: 'editor-reviewer', contentId, commit: git('rev-parse', 'HEAD') });
  });

  it('keeps markup as typed (the page shows it as text), and changes no decision', async () => {
    const { contentId } = await review();
    const text = '<script>alert("x")</script> & <b>bold</b>';
    const response = await comment('reviewer', contentId, text);
    expect(response.status).toBe(200);
    const state = await response.json();
    expect(state.comments.at(-1)).toMatchObject({ who: 'reviewer', comment: text });
    expect(state.decision).toBeNull();
  });

  it.each([
    ['empty', '  ', 400, 'Write a comment: what should change, and why.'],
    ['too long', 'y'.repeat(501), 400, 'The comment is 501 characters long: keep it within 500.'],
    ['on a change that is no longer the saved one', 'Old', 409, 'The saved screens changed since the change was shown: look at it again.'],
    ['without the change it was shown', 'No id', 400, 'A comment names the change it was shown: {"contentId": text, "comment": text}.'],
  ])('is refused %s, and nothing is written', async (name, text, status, error) => {
    const { contentId } = await review();
    const shown = name.startsWith('on a change') ? 'not-the-saved-one' : name.startsWith('without') ? undefined : contentId;
    const before = everything();
    const response = await comment('reviewer', shown, text);
    expect(response.status).toBe(status);
    expect((await response.json()).error).toBe(error);
    expect(everything()).toEqual(before);
  });
});

describe("a screen's history", { timeout: TEAM_HOOK_TIMEOUT }, () => {
  it('marks the approved version, then the live one, and the bundle each was published with', async () => {
    const compare = async () => (await send(team.studio, '/__studio/api/compare?to=saved', { cookie: cookies.publisher })).json();
    const history = async () => (await send(team.studio, '/__studio/api/team/history?screen=about-us', { cookie: cookies.viewer })).json();
    const shown = await compare();
    const approved = await send(team.studio, '/__studio/api/team/approve', {
      method: 'POST',
      cookie: cookies.reviewer,
      body: { contentId: shown.contentId },
    });
    expect(approved.status, await approved.clone().text()).toBe(200);
    const pending = await history();
    expect(pending.versions[0]).toMatchObject({ approved: true, live: false });
    expect(pending.versions[0].published).toBeUndefined();
    // The bundle live now came from outside the team studio's log (the fixture's build).
    expect(pending.liveKnown).toBe(false);

    const published = await send(team.studio, '/__studio/api/publish', {
      method: 'POST',
      cookie: cookies.publisher,
      body: { note: 'Title', contentId: shown.contentId, live: shown.live },
    });
    expect(published.status, await published.clone().text()).toBe(200);
    const first = (await published.json()) as { version: string };
    const live = await history();
    expect(live.versions[0]).toMatchObject({
      live: true,
      approved: false,
      published: { version: first.version, by: 'publisher', byName: 'Publisher' },
    });
    expect(live.liveBundle).toBe(first.version);
    expect(live.liveKnown).toBe(true);

    // A newer version goes live; the first one's bundle is what "Make this version live" takes back.
    expect((await saveTitle('editor', 'About the company, third', 'Third title')).status).toBe(200);
    const next = await compare();
    await send(team.studio, '/__studio/api/team/approve', {
      method: 'POST',
      cookie: cookies.reviewer,
      body: { contentId: next.contentId },
    });
    const second = await send(team.studio, '/__studio/api/publish', {
      method: 'POST',
      cookie: cookies.publisher,
      body: { note: 'Third', contentId: next.contentId, live: next.live },
    });
    expect(second.status, await second.clone().text()).toBe(200);
    const after = await history();
    expect(
      after.versions.map((version: { note: string; live: boolean; published?: { version: string } }) => [
        version.note,
        version.live,
        Boolean(version.published),
      ]),
    ).toEqual([
      ['Third title', true, true],
      ['', false, true],
      [NOTE, false, false],
      ['', false, false],
    ]);
    const rolledBack = await send(team.studio, '/__studio/api/rollback', {
      method: 'POST',
      cookie: cookies.publisher,
      body: { to: first.version, note: 'Back to the second title', live: after.liveBundle },
    });
    expect(rolledBack.status, await rolledBack.clone().text()).toBe(200);
    const back = await history();
    expect(back.versions.map((version: { live: boolean }) => version.live)).toEqual([false, true, false, false]);
    expect(auditLines().at(-1)).toMatchObject({ action: 'rollback', who: 'publisher', to: first.version });
  });
});
