// A second pair of eyes (team mode): a saved change goes live only once a reviewer other than its
// authors approved exactly that content; a send-back reaches its author with the comment.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { hashText } from '../../../../studio/server/content/screens-api.ts';
import { send, signIn, snapshotFiles, startTeamStudio, TEAM_HOOK_TIMEOUT, type TeamStudio } from './team-fixture.ts';

let team: TeamStudio;
/** The studio the helpers below talk to. */
let current: TeamStudio;
const cookies: Record<string, string> = {};
beforeAll(async () => {
  team = await startTeamStudio({ idleMs: 24 * 60 * 60_000 });
  current = team;
  for (const name of ['editor', 'reviewer', 'publisher', 'editor-reviewer']) cookies[name] = await signIn(team.studio, name);
}, TEAM_HOOK_TIMEOUT);
afterAll(() => team?.close());

const messagesFile = () => join(current.screensDir, 'about-us', 'messages.json');
const screenFile = () => join(current.screensDir, 'about-us', 'screen.json');
/** Saves about-us with its English title set to `title`, as `who`. */
async function saveTitle(who: string, title: string): Promise<void> {
  const messages = readFileSync(messagesFile(), 'utf8');
  const response = await send(current.studio, '/__studio/api/screens/about-us', {
    method: 'PUT',
    cookie: cookies[who],
    body: {
      screen: readFileSync(screenFile(), 'utf8'),
      messages: messages.replace(/"about\.title": "[^"]*"/, `"about.title": ${JSON.stringify(title)}`),
      base: { screen: hashText(readFileSync(screenFile(), 'utf8')), messages: hashText(messages) },
    },
  });
  expect(response.status, await response.clone().text()).toBe(200);
}
const post = (who: string, path: string, body: unknown) => send(current.studio, path, { method: 'POST', cookie: cookies[who], body });
const review = async (who = 'editor') => (await send(current.studio, '/__studio/api/team/review', { cookie: cookies[who] })).json();
const compare = async () => (await send(current.studio, '/__studio/api/compare?to=saved', { cookie: cookies.publisher })).json();
async function publish(note: string) {
  const shown = await compare();
  return post('publisher', '/__studio/api/publish', { note, contentId: shown.contentId, live: shown.live });
}
const liveTitle = () => {
  const manifest = JSON.parse(readFileSync(join(team.distDir, 'screens', 'manifest.json'), 'utf8'));
  const file = Object.values(manifest.screens as Record<string, { file: string }>).find((entry) =>
    entry.file.startsWith('about-us.'),
  )!.file;
  return JSON.parse(readFileSync(join(team.distDir, 'screens', file), 'utf8')).messages.en['about.title'] as string;
};

describe('team review', { timeout: TEAM_HOOK_TIMEOUT }, () => {
  it('takes a change through send-back, fix, approval, publish and rollback, each step under its person', async () => {
    const firstLive = liveTitle();
    const presence = async () =>
      ((await (await send(current.studio, '/__studio/api/team/presence', { cookie: cookies.reviewer })).json()) as { reviewStamp: string })
        .reviewStamp;
    const stampBefore = await presence();
    await saveTitle('editor', 'About the compnay');
    const proposed = await review();
    expect(proposed).toMatchObject({ authors: ['editor'], decision: null, reviews: [], hasChange: true });
    // The session check's answer changes with the save: open pages read the review again ("Waiting for you").
    expect(await presence()).not.toBe(stampBefore);
    expect(await presence()).toMatch(/ save editor$/);

    // Not approved: refused, and nothing goes live.
    const dist = snapshotFiles(team.distDir);
    const early = await publish('Title fix');
    expect(early.status).toBe(409);
    expect((await early.json()).error).toBe(
      'This change has no approval yet: a reviewer other than its authors must approve exactly this content first.',
    );
    expect(snapshotFiles(team.distDir)).toEqual(dist);

    const comment = 'Typo: "compnay" <b>fix it</b>';
    const sentBack = await post('reviewer', '/__studio/api/team/send-back', { contentId: proposed.contentId, comment });
    expect(sentBack.status, await sentBack.clone().text()).toBe(200);
    // The author sees it, with the comment as written.
    const seen = await review();
    expect(seen.decision).toMatchObject({ action: 'send back', who: 'reviewer', comment });
    // With the display names of the people it names, for the studio page.
    expect(seen.names).toEqual({ editor: 'Editor', reviewer: 'Reviewer' });
    const refused = await publish('Title fix');
    expect((await refused.json()).error).toBe(
      `This change was sent back by reviewer: "${comment}". Save a fix and ask for a review again.`,
    );

    await saveTitle('editor', 'About the company');
    const fixed = await review();
    expect(fixed.contentId).not.toBe(proposed.contentId);
    expect(fixed.decision).toBeNull();
    expect(fixed.reviews.map((entry: { action: string; comment?: string }) => [entry.action, entry.comment])).toEqual([
      ['send back', comment],
    ]);

    const approved = await post('reviewer', '/__studio/api/team/approve', { contentId: fixed.contentId, note: 'Reads well' });
    expect(approved.status, await approved.clone().text()).toBe(200);
    const published = await publish('About us: the company');
    expect(published.status, await published.clone().text()).toBe(200);
    const { version, from } = await published.json();
    expect(liveTitle()).toBe('About the company');

    const rolledBack = await post('publisher', '/__studio/api/rollback', { to: from, note: 'Back for now', live: version });
    expect(rolledBack.status, await rolledBack.clone().text()).toBe(200);
    expect(liveTitle()).toBe(firstLive);

    const steps = readFileSync(join(team.teamDir, 'audit.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line))
      .filter((entry) => entry.action !== 'sign-in')
      .map((entry) => `${entry.who} ${entry.action}`);
    expect(steps).toEqual([
      'editor save',
      'reviewer send back',
      'editor save',
      'reviewer approve',
      'publisher publish',
      'publisher rollback',
    ]);
  });

  it('needs a new approval after a later save: an approval is for exactly the content approved', async () => {
    await saveTitle('editor', 'About us, the company');
    const first = await review();
    expect((await post('reviewer', '/__studio/api/team/approve', { contentId: first.contentId })).status).toBe(200);
    await saveTitle('editor', 'About us (the company)');
    const response = await publish('Two edits');
    expect(response.status).toBe(409);
    expect((await response.json()).error).toMatch(/no approval yet/);
    // Approving what was shown before the second save is refused too.
    const stale = await post('reviewer', '/__studio/api/team/approve', { contentId: first.contentId });
    expect(stale.status).toBe(409);
    expect((await stale.json()).error).toBe('The saved screens changed since the change was shown: look at it again.');
  });

  it('refuses an approval by an author of the change, even with the reviewer role', async () => {
    await saveTitle('editor-reviewer', 'About us and the company');
    const state = await review();
    expect(state.authors).toContain('editor-reviewer');
    const own = await post('editor-reviewer', '/__studio/api/team/approve', { contentId: state.contentId });
    expect(own.status).toBe(403);
    expect((await own.json()).error).toBe('editor-reviewer saved part of this change: a reviewer other than its authors must review it.');
    expect((await review()).decision).toBeNull();
  });

  it.each([
    [{ comment: '' }, 400, 'Write a comment: what should change, and why.'],
    [{ comment: 'x'.repeat(501) }, 400, 'The comment is 501 characters long: keep it within 500.'],
    [{ comment: 'looks \u202efine' }, 400, 'The comment holds control or text-direction characters: write plain text.'],
    [{ comment: 42 }, 400, 'The comment must be text.'],
  ])('refuses the send-back %j, recording nothing', async (body, status, message) => {
    const state = await review();
    const audit = readFileSync(join(team.teamDir, 'audit.jsonl'), 'utf8');
    const response = await post('reviewer', '/__studio/api/team/send-back', { contentId: state.contentId, ...body });
    expect(response.status).toBe(status);
    expect((await response.json()).error).toBe(message);
    expect(readFileSync(join(team.teamDir, 'audit.jsonl'), 'utf8')).toBe(audit);
  });
});

describe('team review of some screens only (--approval)', { timeout: TEAM_HOOK_TIMEOUT }, () => {
  let only: TeamStudio;
  beforeAll(async () => {
    only = await startTeamStudio({ approval: ['loan-detail'] });
    current = only;
    for (const name of ['editor', 'reviewer', 'publisher']) cookies[name] = await signIn(only.studio, name);
  }, TEAM_HOOK_TIMEOUT);
  afterAll(() => only?.close());

  it('publishes a change to a screen not listed without approval, and asks for one when a listed screen or the shared texts change', async () => {
    await saveTitle('editor', 'About the company');
    expect((await review()).needsApproval).toBe(false);
    const free = await publish('About us title');
    expect(free.status, await free.clone().text()).toBe(200);

    const path = join(only.screensDir, 'messages.json');
    const shared = readFileSync(path, 'utf8');
    const texts = JSON.parse(shared);
    const key = Object.keys(texts.en)[0];
    texts.en[key] = `${texts.en[key]}!`;
    const changed = `${JSON.stringify(texts, null, 2)}\n`;
    const saved = await send(only.studio, `/__studio/api/files/${encodeURIComponent('screens/messages.json')}`, {
      method: 'PUT',
      cookie: cookies.editor,
      body: { text: changed, base: hashText(shared) },
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    expect((await review()).needsApproval).toBe(true);
    const refused = await publish('Shared texts');
    expect(refused.status).toBe(409);
    expect((await refused.json()).error).toMatch(/no approval yet/);
  });
});
