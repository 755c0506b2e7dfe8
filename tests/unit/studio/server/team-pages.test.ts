// Markdown pages are content like screens: a page saved in the studio changes the content a
// reviewer approves, its saver is an author of the change, the publish dialog shows its text before
// and after, and a publish puts the page in the live bundle, where the app reads it (no rebuild).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { hashText } from '../../../../studio/server/content/screens-api.ts';
import { readAuditEntries, send, signIn, startTeamStudio, TEAM_HOOK_TIMEOUT, type TeamStudio } from './team-fixture.ts';

let team: TeamStudio;
const cookies: Record<string, string> = {};
beforeAll(async () => {
  team = await startTeamStudio({ idleMs: 24 * 60 * 60_000 });
  for (const name of ['editor', 'reviewer', 'publisher', 'editor-reviewer']) cookies[name] = await signIn(team.studio, name);
}, TEAM_HOOK_TIMEOUT);
afterAll(() => team?.close());

const PAGE = 'content/privacy-policy.md';
const pageFile = () => join(team.dir, PAGE);
const post = (who: string, path: string, body: unknown) => send(team.studio, path, { method: 'POST', cookie: cookies[who], body });
const review = async (who = 'editor') => (await send(team.studio, '/__studio/api/team/review', { cookie: cookies[who] })).json();
const compare = async () => (await send(team.studio, '/__studio/api/compare?to=saved', { cookie: cookies.publisher })).json();
const liveManifest = () => JSON.parse(readFileSync(join(team.distDir, 'screens', 'manifest.json'), 'utf8'));

async function savePage(who: string, text: string): Promise<void> {
  const before = readFileSync(pageFile(), 'utf8');
  const response = await send(team.studio, `/__studio/api/files/${encodeURIComponent(PAGE)}`, {
    method: 'PUT',
    cookie: cookies[who],
    body: { text, base: hashText(before), note: 'A clearer sentence on data sharing' },
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

describe('Markdown pages in the review and the release', { timeout: TEAM_HOOK_TIMEOUT }, () => {
  it('a saved page is a change: its saver is an author, a reviewer approves it, a publish makes it live', async () => {
    const live = await compare();
    expect(live.pages).toEqual([]);
    const before = readFileSync(pageFile(), 'utf8');
    const after = before.replace(/\n\n/, '\n\nWe never sell your data.\n\n');
    await savePage('editor-reviewer', after);

    const shown = await compare();
    expect(shown.contentId).not.toBe(live.contentId);
    expect(shown.pages).toEqual([expect.objectContaining({ name: 'privacy-policy', kind: 'changed', before, after })]);
    const state = await review();
    expect(state.authors).toEqual(['editor-reviewer']);
    expect(state.needsApproval).toBe(true);

    // Its author may not approve it; without an approval nothing goes live.
    expect((await post('editor-reviewer', '/__studio/api/team/approve', { contentId: shown.contentId })).status).toBe(403);
    const early = await post('publisher', '/__studio/api/publish', { note: 'Privacy', contentId: shown.contentId, live: shown.live });
    expect(early.status).toBe(409);
    expect(liveManifest().version).toBe(shown.live);

    expect((await post('reviewer', '/__studio/api/team/approve', { contentId: shown.contentId })).status).toBe(200);
    const published = await post('publisher', '/__studio/api/publish', { note: 'Privacy', contentId: shown.contentId, live: shown.live });
    expect(published.status, await published.clone().text()).toBe(200);
    const entry = liveManifest().pages['privacy-policy'] as { file: string; hash: string };
    expect(readFileSync(join(team.distDir, 'screens', entry.file), 'utf8')).toBe(after);
    expect(entry.hash).toBe(hashText(after));
    expect((await compare()).pages).toEqual([]);

    // The history names who changed it and why, who approved it and who published it.
    const entries = readAuditEntries(team);
    expect(entries.filter((entry) => entry.action === 'save' && entry.file === PAGE)).toEqual([
      // The page by the heading borrowers read, kept with the save (the review and the webhook say it so).
      expect.objectContaining({ who: 'editor-reviewer', note: 'A clearer sentence on data sharing', title: 'Privacy policy' }),
    ]);
    expect(entries.findLast((entry) => entry.action === 'publish')).toMatchObject({
      who: 'publisher',
      approvedBy: 'reviewer',
      note: 'Privacy',
      contentId: shown.contentId,
    });
  });
});
