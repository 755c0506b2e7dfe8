// Nobody gets content live alone, in any order of save, approve, send back, rollback, make-live and
// publish: the authors of a change are everyone who wrote part of it, read from the whole audit
// log (a publish, rollback or "make live" never forgets them), an approval holds for exactly the
// content approved until the next save or change of what is live, and a decision waits for a save
// being committed. Each order below is one the studio once let through.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { hashText } from '../../../../studio/server/content/screens-api.ts';
import { addAccount, readAuditEntries, send, signIn, startTeamStudio, TEAM_HOOK_TIMEOUT, type TeamStudio } from './team-fixture.ts';

let team: TeamStudio | undefined;
const cookies: Record<string, string> = {};
afterEach(() => team?.close());

/** A team studio with one more account that holds every content role (editor, reviewer and publisher). */
async function start(options: { git?: boolean } = {}): Promise<TeamStudio> {
  team = await startTeamStudio({ idleMs: 24 * 60 * 60_000, git: options.git, prepare: options.git ? initGit : undefined });
  await addAccount(team.teamDir, 'solo', ['editor', 'reviewer', 'publisher'], 'Solo');
  for (const name of ['editor', 'reviewer', 'publisher', 'editor-reviewer', 'solo']) cookies[name] = await signIn(team.studio, name);
  return team;
}

async function initGit(dir: string): Promise<void> {
  const { execFileSync } = await import('node:child_process');
  const git = (...args: string[]) => execFileSync('git', args, { cwd: dir, stdio: 'ignore' });
  git('init', '-q');
  git('-c', 'user.name=Setup', '-c', 'user.email=setup@studio.invalid', 'add', 'screens', 'content');
  git('-c', 'user.name=Setup', '-c', 'user.email=setup@studio.invalid', '-c', 'commit.gpgsign=false', 'commit', '-q', '-m', 'Start');
}

const studio = () => team!;
const textsFile = (screen: string) => join(studio().screensDir, screen, 'messages.json');
const screenFile = (screen: string) => join(studio().screensDir, screen, 'screen.json');

/** Saves `screen` with its text `key` set to `value`, as `who`; the response. */
function saveText(who: string, screen: string, key: string, value: string): Promise<Response> {
  const messages = readFileSync(textsFile(screen), 'utf8');
  const texts = JSON.parse(messages) as { en: Record<string, string> };
  if (!(key in texts.en)) throw new Error(`${screen} has no text ${key}`);
  texts.en[key] = value;
  const screenText = readFileSync(screenFile(screen), 'utf8');
  return send(studio().studio, `/__studio/api/screens/${screen}`, {
    method: 'PUT',
    cookie: cookies[who],
    body: {
      screen: screenText,
      messages: `${JSON.stringify(texts, null, 2)}\n`,
      base: { screen: hashText(screenText), messages: hashText(messages) },
    },
  });
}
async function saveTitle(who: string, title: string, screen = 'about-us', key = 'about.title'): Promise<void> {
  const response = await saveText(who, screen, key, title);
  expect(response.status, await response.clone().text()).toBe(200);
}
const post = (who: string, path: string, body: unknown) => send(studio().studio, path, { method: 'POST', cookie: cookies[who], body });
const review = async (who = 'editor') => (await send(studio().studio, '/__studio/api/team/review', { cookie: cookies[who] })).json();
const compare = async () => (await send(studio().studio, '/__studio/api/compare?to=saved', { cookie: cookies.publisher })).json();
const approve = async (who: string) => post(who, '/__studio/api/team/approve', { contentId: (await review(who)).contentId });
async function publish(who = 'publisher', note = 'Goes live') {
  const shown = await compare();
  return post(who, '/__studio/api/publish', { note, contentId: shown.contentId, live: shown.live, bringBack: true });
}
/** `who` brings back everything a rollback took off that the saved folder still holds. */
async function bringBack(who: string) {
  const shown = await compare();
  const keys = (shown.heldBack as { key: string }[]).map((part) => part.key);
  const response = await post(who, '/__studio/api/bring-back', { keys, contentId: shown.contentId });
  expect(response.status, await response.clone().text()).toBe(200);
}
async function rollbackTo(to: string, who = 'publisher') {
  const shown = await compare();
  const response = await post(who, '/__studio/api/rollback', { to, note: 'Back for now', live: shown.live });
  expect(response.status, await response.clone().text()).toBe(200);
}
const liveTitle = () => {
  const dist = join(studio().distDir, 'screens');
  const manifest = JSON.parse(readFileSync(join(dist, 'manifest.json'), 'utf8'));
  const file = Object.values(manifest.screens as Record<string, { file: string }>).find((entry) =>
    entry.file.startsWith('about-us.'),
  )!.file;
  return JSON.parse(readFileSync(join(dist, file), 'utf8')).messages.en['about.title'] as string;
};
const auditEntries = () => readAuditEntries(studio());

/** Saves as `author`, has `reviewer` approve and publishes: the version published and the one before it. */
async function publishedChange(author: string, title: string): Promise<{ version: string; from: string }> {
  await saveTitle(author, title);
  expect((await approve('reviewer')).status).toBe(200);
  const response = await publish();
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as { version: string; from: string };
}

describe('four eyes', { timeout: TEAM_HOOK_TIMEOUT }, () => {
  // A studio of its own for each order: each starts from a history with nothing in it.
  beforeEach(() => start(), TEAM_HOOK_TIMEOUT);

  it('save, publish, rollback: the rolled-back change is still its author’s, who cannot approve it', async () => {
    const { from } = await publishedChange('editor-reviewer', 'About the company, rolled back later');
    await rollbackTo(from);
    // The saved folder still holds the rolled-back title: it stays off until an editor brings it back.
    const held = await compare();
    expect(held.screens).toEqual([]);
    expect(held.heldBack).toEqual([expect.objectContaining({ name: 'about-us', change: 'changed' })]);
    await bringBack('editor');
    // Then it is the change, and it is still editor-reviewer's (and the editor's, who brought it back).
    const state = await review();
    expect(state.authors.sort()).toEqual(['editor', 'editor-reviewer']);
    expect(state.saves.map((entry: { who: string }) => entry.who)).toEqual(['editor-reviewer', 'editor']);
    const own = await approve('editor-reviewer');
    expect(own.status).toBe(403);
    expect((await own.json()).error).toBe('editor-reviewer saved part of this change: a reviewer other than its authors must review it.');
    const refused = await publish();
    expect(refused.status).toBe(409);
    expect((await refused.json()).error).toMatch(/no approval yet/);
  });

  it('one person with every role cannot save, approve and publish alone, before or after a rollback', async () => {
    await saveTitle('solo', 'A title nobody else read');
    expect((await approve('solo')).status).toBe(403);
    const { from } = await publishedChange('editor', 'About the company');
    await rollbackTo(from, 'solo');
    await saveTitle('solo', 'Another title nobody else read');
    const state = await review();
    expect(state.authors.sort()).toEqual(['editor', 'solo']);
    expect((await approve('solo')).status).toBe(403);
    const live = liveTitle();
    expect((await publish('solo')).status).toBe(409);
    expect(liveTitle()).toBe(live);
  });

  it('make live again: the change stays its authors’ after the version is taken off and put back', async () => {
    const { version, from } = await publishedChange('editor', 'About the company');
    await rollbackTo(from);
    await rollbackTo(version);
    await saveTitle('editor-reviewer', 'About the company, once more');
    const state = await review();
    // Live is the editor's title again: only editor-reviewer's save differs from it.
    expect(state.authors).toEqual(['editor-reviewer']);
    expect((await approve('editor-reviewer')).status).toBe(403);
  });

  it('an unrelated save after a rollback does not hide who wrote the rolled-back change', async () => {
    const { from } = await publishedChange('editor', 'The rolled-back title');
    await rollbackTo(from);
    const other = JSON.parse(readFileSync(textsFile('loan-detail'), 'utf8')) as { en: Record<string, string> };
    const key = Object.keys(other.en)[0];
    await saveTitle('editor-reviewer', `${other.en[key]} (checked)`, 'loan-detail', key);
    // The rolled-back title is held back: the change is editor-reviewer's alone until someone brings the title back.
    expect((await review('reviewer')).authors).toEqual(['editor-reviewer']);
    await bringBack('editor-reviewer');
    const state = await review('reviewer');
    expect(state.authors.sort()).toEqual(['editor', 'editor-reviewer']);
    // The editor may still comment on the change they wrote.
    const comment = await post('editor', '/__studio/api/team/comment', { contentId: state.contentId, comment: 'Still wanted.' });
    expect(comment.status, await comment.clone().text()).toBe(200);
  });

  it('an approval is voided by any later save, even one that brings the same content back', async () => {
    await saveTitle('editor', 'Title A');
    const first = await review();
    expect((await approve('reviewer')).status).toBe(200);
    await saveTitle('editor', 'Title B');
    await saveTitle('editor', 'Title A');
    const again = await review();
    expect(again.contentId).toBe(first.contentId);
    expect(again.decision).toBeNull();
    expect((await publish()).status).toBe(409);
  });

  it('an approval given before a rollback does not carry over to the change the rollback left', async () => {
    await saveTitle('editor', 'Approved, published, rolled back');
    expect((await approve('reviewer')).status).toBe(200);
    const published = await publish();
    const { from } = (await published.json()) as { from: string };
    await rollbackTo(from);
    expect((await review()).decision).toBeNull();
    const refused = await publish();
    expect(refused.status).toBe(409);
  });

  it('a send-back, a fix by another editor and an approval by the first author: refused', async () => {
    await saveTitle('editor-reviewer', 'Draft one');
    const sentBack = await post('reviewer', '/__studio/api/team/send-back', { contentId: (await review()).contentId, comment: 'Shorter' });
    expect(sentBack.status).toBe(200);
    await saveTitle('editor', 'Draft');
    expect((await approve('editor-reviewer')).status).toBe(403);
  });

  it('publish records who approved the content it made live', async () => {
    await publishedChange('editor', 'About the company');
    const entry = auditEntries().findLast((line) => line.action === 'publish');
    expect(entry).toMatchObject({ who: 'publisher', approvedBy: 'reviewer' });
  });
});

describe('four eyes with saves committed to git', { timeout: TEAM_HOOK_TIMEOUT }, () => {
  beforeEach(() => start({ git: true }), TEAM_HOOK_TIMEOUT);

  it('an approval sent while its author’s save is being committed waits for it and is refused', async () => {
    const before = (await review()).contentId as string;
    const saving = saveText('editor-reviewer', 'about-us', 'about.title', 'Saved while approving');
    // As soon as the saved folder shows the new content (the git commit may still run), approve it.
    let shown = before;
    while (shown === before) shown = (await review('editor-reviewer')).contentId;
    const own = await post('editor-reviewer', '/__studio/api/team/approve', { contentId: shown });
    expect((await saving).status).toBe(200);
    expect(own.status).toBe(403);
    expect(auditEntries().some((line) => line.action === 'approve')).toBe(false);
  });
});
