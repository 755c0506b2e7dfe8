// The team studio with two people, each in their own browser: Maria (editor) changes a screen
// without saving and Jose (reviewer) opening it sees "Maria Santos is editing this screen"; Maria
// saves with a note, and Jose reads it in Review and in the screen's history; a comment goes from
// Jose to Maria and back. The heartbeat is half a second here (the server's option), and every
// wait is for what the person sees, never a fixed time.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { StudioServer } from '../../studio/server/server.ts';
import { docsScreenshot } from './harness.ts';
import { openStudio, startTeamStudio, TEAM_WAIT, type TeamStudioHarness, textBox, WAIT } from './studio-harness.ts';

const PEOPLE = {
  maria: { name: 'maria.santos', displayName: 'Maria Santos', roles: ['editor'] },
  jose: { name: 'jose.reyes', displayName: 'Jose Reyes', roles: ['reviewer'] },
} as const;
type Person = keyof typeof PEOPLE;
const NOTE = "Legal asked for the company's full name <b>on this page</b>";
const COMMENT = 'Check the Filipino title too <script>window.hacked = 1</script>';
const REPLY = 'Done: the Filipino title says it as well';

let team: TeamStudioHarness;
let studio: StudioServer;
const pages = {} as Record<Person, Page>;
let pageErrors: string[] = [];

beforeAll(async () => {
  team = await startTeamStudio({ prefix: 'studio-team-presence-e2e-', people: Object.values(PEOPLE), team: { presenceHeartbeatMs: 500 } });
  ({ studio, pageErrors } = team);
  for (const person of Object.keys(PEOPLE) as Person[]) pages[person] = await team.newPage();
}, 180_000);

afterAll(async () => {
  await team?.close();
});

async function signIn(person: Person): Promise<Page> {
  const page = pages[person];
  await team.signIn(page, PEOPLE[person].name);
  await openStudio(page, studio.url, 'about-us');
  return page;
}
const banner = (page: Page) => page.getByRole('status', { name: 'Someone else is editing' });
const panel = (page: Page) => page.getByRole('region', { name: 'Publish', exact: true });
const review = (page: Page) => panel(page).getByRole('region', { name: 'Review' });
/** Opens the publish panel afresh (it reads the review each time it opens). */
async function openReview(page: Page): Promise<void> {
  if ((await panel(page).count()) > 0) await page.getByRole('button', { name: 'Publish and history' }).click();
  await page.getByRole('button', { name: 'Publish and history' }).click();
  await review(page).waitFor({ timeout: WAIT });
}
async function closePanel(page: Page): Promise<void> {
  if ((await panel(page).count()) > 0) await page.getByRole('button', { name: 'Publish and history' }).click();
  await panel(page).waitFor({ state: 'detached', timeout: WAIT });
}
const conversation = (page: Page) => review(page).getByRole('list', { name: 'Saves and comments' });
const versions = (page: Page) => page.getByRole('list', { name: 'Versions of about-us, newest first' });

describe('team studio: who else is editing, notes with saves, comments on a change', () => {
  it('shows Jose that Maria is editing the screen he opens, while her change is unsaved', async () => {
    const maria = await signIn('maria');
    await maria.getByRole('tab', { name: 'Texts' }).click();
    await textBox(maria, 'about.title', 'en').fill('About the lending company');
    const jose = await signIn('jose');
    await banner(jose).waitFor({ timeout: WAIT });
    expect(await banner(jose).textContent()).toMatch(
      /^Maria Santos is editing this screen \(unsaved changes, last active (just now|1 minute ago)\)\./,
    );
    // Maria sees no banner of her own.
    expect(await banner(maria).count()).toBe(0);
  });

  it('Maria saves with a note: the banner goes, and Jose reads the note in Review and in the history', async () => {
    const maria = pages.maria;
    const jose = pages.jose;
    await maria.getByRole('button', { name: 'Save…' }).click();
    const dialog = maria.getByRole('dialog', { name: /^Save screen '.+' \(\/workIs\)\?$/ });
    await dialog.getByLabel(/^What changed and why/).fill(NOTE);
    await dialog.getByRole('button', { name: 'Save to the screens folder' }).click();
    await maria
      .getByRole('status')
      .filter({ hasText: /Saved '[^']*' \(\/workIs\)\./ })
      .waitFor({ timeout: TEAM_WAIT });
    await banner(jose).waitFor({ state: 'detached', timeout: WAIT });

    await openReview(jose);
    const saved = conversation(jose).getByRole('listitem').filter({ hasText: "Maria Santos saved 'About the lending company' (/workIs)" });
    await saved.waitFor({ timeout: WAIT });
    expect(await saved.textContent()).toContain(NOTE);
    expect(await review(jose).locator('b').count()).toBe(0);

    await closePanel(jose);
    await jose.getByRole('tab', { name: 'History' }).click();
    const newest = versions(jose).getByRole('listitem').first();
    await newest.waitFor({ timeout: WAIT });
    expect(await newest.textContent()).toContain('Maria Santos');
    expect(await newest.textContent()).toContain(NOTE);
    expect(await versions(jose).getByRole('listitem').last().textContent()).toContain('Screens');
  });

  it('a comment goes from Jose to Maria and back, each shown as text with the name', async () => {
    const maria = pages.maria;
    const jose = pages.jose;
    await openReview(jose);
    await review(jose)
      .getByLabel(/^Comment/)
      .fill(COMMENT);
    await review(jose).getByRole('button', { name: 'Add comment' }).click();
    await conversation(jose).getByRole('listitem').filter({ hasText: 'Jose Reyes commented' }).waitFor({ timeout: WAIT });

    await openReview(maria);
    const fromJose = conversation(maria).getByRole('listitem').filter({ hasText: 'Jose Reyes commented' });
    await fromJose.waitFor({ timeout: WAIT });
    expect(await fromJose.textContent()).toContain(COMMENT);
    expect(await maria.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();
    expect(await review(maria).locator('script').count()).toBe(0);
    // Maria saved this change: she may comment, not approve.
    expect(await review(maria).getByRole('button', { name: 'Approve' }).isDisabled()).toBe(true);
    await review(maria)
      .getByLabel(/^Comment/)
      .fill(REPLY);
    await review(maria).getByRole('button', { name: 'Add comment' }).click();
    await conversation(maria).getByRole('listitem').filter({ hasText: 'Maria Santos commented' }).waitFor({ timeout: WAIT });

    await openReview(jose);
    const items = conversation(jose).getByRole('listitem');
    await items.filter({ hasText: REPLY }).waitFor({ timeout: WAIT });
    const texts = await items.allTextContents();
    expect(texts.map((text) => text.split(' (')[0])).toEqual([
      "Maria Santos saved 'About the lending company'",
      'Jose Reyes commented',
      'Maria Santos commented',
    ]);
  });

  it('Jose approves; the history marks the approved version, beside the banner of a new edit (screenshot)', async () => {
    const maria = pages.maria;
    const jose = pages.jose;
    await openReview(jose);
    await review(jose)
      .getByLabel(/^Comment/)
      .fill('Reads well');
    await review(jose).getByRole('button', { name: 'Approve' }).click();
    await review(jose).getByRole('status').filter({ hasText: 'Approved by Jose Reyes' }).waitFor({ timeout: WAIT });
    await closePanel(jose);
    await closePanel(maria);

    await textBox(maria, 'about.title', 'fil').fill('Tungkol sa kompanyang nagpapautang');
    await banner(jose).waitFor({ timeout: WAIT });
    await jose.getByRole('tab', { name: 'History' }).click();
    await jose.getByRole('tab', { name: 'Texts' }).click();
    await jose.getByRole('tab', { name: 'History' }).click();
    await versions(jose).getByRole('listitem').first().getByText('Approved, not live yet').waitFor({ timeout: WAIT });
    await docsScreenshot(jose, 'studio-team-presence');
  });

  it('ran without a script error', () => {
    expect(pageErrors).toEqual([]);
  });
});
