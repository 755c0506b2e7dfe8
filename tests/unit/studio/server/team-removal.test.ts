// Team mode: removing a screen is a change like any other. Its remover is an author (who may not
// approve it), it is committed to git under the remover's name, a reviewer approves it, a publish
// takes it off for borrowers and a rollback puts it back; what the rollback took off (here: the
// removal) stays that way through the next publish until an editor brings it back and a reviewer
// approves that.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { hashText } from '../../../../studio/server/content/screens-api.ts';
import { newScreenFiles } from '../../../../studio/web/editor/starter.ts';
import { readAuditEntries, send, signIn, startTeamStudio, TEAM_HOOK_TIMEOUT, type TeamStudio } from './team-fixture.ts';

let team: TeamStudio;
const cookies: Record<string, string> = {};
beforeAll(async () => {
  team = await startTeamStudio({
    idleMs: 24 * 60 * 60_000,
    git: true,
    prepare: (dir) => {
      const git = (...args: string[]) => execFileSync('git', args, { cwd: dir, stdio: 'ignore' });
      git('init', '-q');
      git('-c', 'user.name=Setup', '-c', 'user.email=setup@studio.invalid', 'add', 'screens', 'content');
      git('-c', 'user.name=Setup', '-c', 'user.email=setup@studio.invalid', '-c', 'commit.gpgsign=false', 'commit', '-q', '-m', 'Start');
    },
  });
  for (const name of ['editor', 'reviewer', 'publisher', 'editor-reviewer']) cookies[name] = await signIn(team.studio, name);
}, TEAM_HOOK_TIMEOUT);
afterAll(() => team?.close());

const api = (path: string) => `/__studio/api${path}`;
const post = (who: string, path: string, body: unknown) => send(team.studio, api(path), { method: 'POST', cookie: cookies[who], body });
const compare = async () => (await send(team.studio, api('/compare?to=saved'), { cookie: cookies.publisher })).json();
const review = async () => (await send(team.studio, api('/team/review'), { cookie: cookies.reviewer })).json();
const manifest = () => JSON.parse(readFileSync(join(team.distDir, 'screens', 'manifest.json'), 'utf8'));
const file = (...parts: string[]) => join(team.screensDir, ...parts);

async function approveAndPublish(note: string): Promise<{ version: string; from: string }> {
  const shown = await compare();
  expect((await post('reviewer', '/team/approve', { contentId: shown.contentId })).status).toBe(200);
  const response = await post('publisher', '/publish', { note, contentId: shown.contentId, live: shown.live, bringBack: true });
  expect(response.status, await response.clone().text()).toBe(200);
  return response.json();
}

describe('removing a screen in a team', { timeout: 2 * TEAM_HOOK_TIMEOUT }, () => {
  it('is reviewed, published, rolled back, and stays as the rollback left it until brought back and approved', async () => {
    const files = newScreenFiles('holiday-notice');
    const messages = files.messages.replace('"New screen"', '"Holiday notice"');
    const created = await send(team.studio, api('/screens/holiday-notice'), {
      method: 'PUT',
      cookie: cookies.editor,
      body: { ...files, messages, base: { screen: null, messages: null }, note: 'A notice for the long weekend' },
    });
    expect(created.status, await created.clone().text()).toBe(200);
    await approveAndPublish('Holiday notice');
    expect(manifest().screens.holidayNotice).toBeDefined();
    const base = { screen: hashText(files.screen), messages: hashText(messages) };
    // A reviewer cannot remove; an editor can, with a note.
    const refused = await send(team.studio, api('/screens/holiday-notice'), { method: 'DELETE', cookie: cookies.reviewer, body: { base } });
    expect(refused.status).toBe(403);
    const removed = await send(team.studio, api('/screens/holiday-notice'), {
      method: 'DELETE',
      cookie: cookies['editor-reviewer'],
      body: { base, note: 'The long weekend is over' },
    });
    expect(removed.status, await removed.clone().text()).toBe(200);
    expect(existsSync(file('holiday-notice'))).toBe(false);
    const log = execFileSync('git', ['log', '-1', '--name-status', '--format=%an%n%B'], { cwd: team.dir, encoding: 'utf8' });
    expect(log).toMatch(/^Editor-reviewer\n/);
    expect(log).toContain('The long weekend is over');
    expect(log).toMatch(/D\s+screens\/holiday-notice\/screen\.json/);

    const shown = await compare();
    expect(shown.screens).toEqual([expect.objectContaining({ name: 'holiday-notice', kind: 'removed', title: 'Holiday notice' })]);
    const state = await review();
    expect(state.authors).toEqual(['editor-reviewer']);
    expect((await post('editor-reviewer', '/team/approve', { contentId: shown.contentId })).status).toBe(403);
    const { version, from } = await approveAndPublish('The long weekend is over');
    expect(manifest().screens.holidayNotice).toBeUndefined();

    // A rollback puts it back for borrowers; the removal stays held back through the next publish.
    const back = await post('publisher', '/rollback', { to: from, note: 'Keep it for now', live: version });
    expect(back.status).toBe(200);
    expect(manifest().screens.holidayNotice).toBeDefined();
    const held = await compare();
    expect(held.screens).toEqual([]);
    expect(held.heldBack).toEqual([expect.objectContaining({ key: 'screen:holidayNotice', change: 'removed', title: 'Holiday notice' })]);
    const texts = file('loan-detail', 'messages.json');
    const before = readFileSync(texts, 'utf8');
    const screenText = readFileSync(file('loan-detail', 'screen.json'), 'utf8');
    const saved = await send(team.studio, api('/screens/loan-detail'), {
      method: 'PUT',
      cookie: cookies.editor,
      body: {
        screen: screenText,
        messages: before.replace(/"en": \{\n(\s*)"([^"]+)": "([^"]*)"/, '"en": {\n$1"$2": "$3 "'),
        base: { screen: hashText(screenText), messages: hashText(before) },
      },
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    await approveAndPublish('A small fix');
    expect(manifest().screens.holidayNotice).toBeDefined();

    // Brought back by an editor, the removal is a change again: its authors may not approve it.
    const again = await compare();
    const brought = await post('editor', '/bring-back', { keys: ['screen:holidayNotice'], contentId: again.contentId });
    expect(brought.status, await brought.clone().text()).toBe(200);
    const change = await compare();
    expect(change.screens).toEqual([expect.objectContaining({ name: 'holiday-notice', kind: 'removed', bringsBack: version })]);
    expect((await review()).authors.sort()).toEqual(['editor', 'editor-reviewer']);
    expect((await post('editor', '/team/approve', { contentId: change.contentId })).status).toBe(403);
    expect(
      (await post('publisher', '/publish', { note: 'x', contentId: change.contentId, live: change.live, bringBack: true })).status,
    ).toBe(409);
    await approveAndPublish('The long weekend is over after all');
    expect(manifest().screens.holidayNotice).toBeUndefined();
  });

  it('refuses to remove a page a screen still shows, naming the screens, and writes nothing', async () => {
    const page = join(team.dir, 'content', 'about-us.md');
    const text = readFileSync(page, 'utf8');
    const commits = () => execFileSync('git', ['rev-list', '--count', 'HEAD'], { cwd: team.dir, encoding: 'utf8' });
    const before = { commits: commits(), audit: readAuditEntries(team).length, review: (await review()).contentId };
    const refused = await send(team.studio, api('/files/content%2Fabout-us.md'), {
      method: 'DELETE',
      cookie: cookies.editor,
      body: { base: hashText(text), note: 'On the website now' },
    });
    expect(refused.status).toBe(409);
    expect((await refused.json()).error).toBe(
      "The screens 'About us' (/about) and 'About us' (/workIs) show this page: remove it from those screens first.",
    );
    expect(readFileSync(page, 'utf8')).toBe(text);
    expect(commits()).toBe(before.commits);
    expect(readAuditEntries(team)).toHaveLength(before.audit);
    expect((await review()).contentId).toBe(before.review);
    expect((await compare()).pages).toEqual([]);
  });
});
