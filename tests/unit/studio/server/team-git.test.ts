// History with names, in git (team mode): each save is a commit of only the files saved, authored
// by the signed-in person; approvals and publishes name the commit they saw; a screen's history
// lists who changed it and when.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { hashText } from '../../../../studio/server/content/screens-api.ts';
import { commitContentRepo, send, signIn, startTeamStudio, TEAM_HOOK_TIMEOUT, type TeamStudio } from './team-fixture.ts';

let team: TeamStudio;
const git = (...args: string[]) => execFileSync('git', args, { cwd: team.dir, encoding: 'utf8' }).trim();
beforeAll(async () => {
  team = await startTeamStudio({
    git: true,
    prepare: (dir) => commitContentRepo(dir, 'Screens as built'),
  });
}, TEAM_HOOK_TIMEOUT);
afterAll(() => team?.close());

const messagesFile = () => join(team.screensDir, 'about-us', 'messages.json');
const screenFile = () => join(team.screensDir, 'about-us', 'screen.json');
async function saveTitle(cookie: string, title: string) {
  const messages = readFileSync(messagesFile(), 'utf8');
  return send(team.studio, '/__studio/api/screens/about-us', {
    method: 'PUT',
    cookie,
    body: {
      screen: readFileSync(screenFile(), 'utf8'),
      messages: messages.replace(/"about\.title": "[^"]*"/, `"about.title": ${JSON.stringify(title)}`),
      base: { screen: hashText(readFileSync(screenFile(), 'utf8')), messages: hashText(messages) },
    },
  });
}
const auditLines = () =>
  readFileSync(join(team.teamDir, 'audit.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, unknown>);

describe('team history in git', { timeout: TEAM_HOOK_TIMEOUT }, () => {
  it("commits a save as its author, with only the saved files, leaving a developer's staged work staged", async () => {
    // A developer's change, staged, to a file the studio does not save.
    writeFileSync(join(team.dir, 'content', 'NOTES.md'), 'work in progress\n');
    git('add', 'content/NOTES.md');
    const editor = await signIn(team.studio, 'editor');
    const response = await saveTitle(editor, 'About the company');
    expect(response.status, await response.clone().text()).toBe(200);

    expect(git('log', '-1', '--format=%an <%ae>|%cn|%s')).toBe(
      'Editor <editor@studio.invalid>|Screen studio|Studio: save screens/about-us',
    );
    expect(git('log', '-1', '--format=%(trailers:key=Studio-Account,valueonly)')).toBe('editor');
    expect(git('show', '--name-only', '--format=', 'HEAD')).toBe('screens/about-us/messages.json');
    expect(git('diff', '--cached', '--name-only')).toBe('content/NOTES.md');
    const save = auditLines().findLast((entry) => entry.action === 'save');
    expect(save).toMatchObject({ who: 'editor', screen: 'about-us', commit: git('rev-parse', 'HEAD') });
  });

  it('makes no commit for a save that changes nothing, and records the save without one', async () => {
    const head = git('rev-parse', 'HEAD');
    const editor = await signIn(team.studio, 'editor');
    const title = JSON.parse(readFileSync(messagesFile(), 'utf8')).en['about.title'];
    expect((await saveTitle(editor, title)).status).toBe(200);
    expect(git('rev-parse', 'HEAD')).toBe(head);
    expect(auditLines().findLast((entry) => entry.action === 'save')).toMatchObject({ who: 'editor', commit: null });
  });

  it('names the commit an approval and a publish saw, and lists who changed a screen', async () => {
    const reviewer = await signIn(team.studio, 'reviewer');
    const publisher = await signIn(team.studio, 'publisher');
    const shown = await (await send(team.studio, '/__studio/api/compare?to=saved', { cookie: publisher })).json();
    const approve = await send(team.studio, '/__studio/api/team/approve', {
      method: 'POST',
      cookie: reviewer,
      body: { contentId: shown.contentId },
    });
    expect(approve.status, await approve.clone().text()).toBe(200);
    const published = await send(team.studio, '/__studio/api/publish', {
      method: 'POST',
      cookie: publisher,
      body: { note: 'About us title', contentId: shown.contentId, live: shown.live },
    });
    expect(published.status, await published.clone().text()).toBe(200);
    const head = git('rev-parse', 'HEAD');
    expect(auditLines().findLast((entry) => entry.action === 'approve')).toMatchObject({ who: 'reviewer', commit: head });
    expect(auditLines().findLast((entry) => entry.action === 'publish')).toMatchObject({ who: 'publisher', commit: head });

    const history = await (await send(team.studio, '/__studio/api/team/history?screen=about-us', { cookie: reviewer })).json();
    expect(
      history.commits.map((commit: { account: string; author: string; subject: string }) => [
        commit.account,
        commit.author,
        commit.subject,
      ]),
    ).toEqual([
      ['editor', 'Editor', 'Studio: save screens/about-us'],
      ['dev@example.test', 'Developer', 'Screens as built'],
    ]);
    expect(history.commits[0].commit).toBe(head);
    const missing = await send(team.studio, '/__studio/api/team/history?screen=..%2Fteam', { cookie: reviewer });
    expect(missing.status).toBe(400);
    expect((await missing.json()).error).toMatch(/is not a screen name/);
  });
});
