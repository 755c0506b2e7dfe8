// The team studio with three people, each in their own browser and signed in on the real sign-in
// page (issue #25): Maria (editor) changes a text and saves; Jose (reviewer) sends it back with a
// comment; Maria sees it, fixes and saves; Jose approves; Ana (publisher) publishes, the borrower
// app shows the new text; Ana rolls back, the borrower app shows the old one. Git history and the
// audit log name who did each step.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { StudioServer } from '../../studio/server/server.ts';
import { getScreensBundle } from '../setup/screens.ts';
import { axeBuilder } from './a11y-checks.ts';
import { docsScreenshot, E2E_SESSION, screenshot } from './harness.ts';
import {
  CHECKS,
  openStudio,
  startTeamStudio,
  studioGet,
  TEAM_PASSWORD,
  TEAM_WAIT,
  type TeamStudioHarness,
  textBox,
  WAIT,
} from './studio-harness.ts';

const PASSWORD = TEAM_PASSWORD;
const PEOPLE = {
  editor: { name: 'maria.santos', displayName: 'Maria Santos', roles: ['editor'] },
  reviewer: { name: 'jose.reyes', displayName: 'Jose Reyes', roles: ['reviewer'] },
  publisher: { name: 'ana.cruz', displayName: 'Ana Cruz', roles: ['publisher'] },
  admin: { name: 'it.admin', displayName: 'IT Admin', roles: ['admin'] },
  /** A second editor, for a conflict between two people. */
  otherEditor: { name: 'lea.tan', displayName: 'Lea Tan', roles: ['editor'] },
} as const;
type Person = keyof typeof PEOPLE;
const ABOUT_US = getScreensBundle().manifest.screens.aboutUs.path;
const COMMENT = 'Say <b>lending</b> company, as on the licence';
const BASELINE_NOTE = 'The screens folder as it is';

let team: TeamStudioHarness;
let studio: StudioServer;
const pages = {} as Record<Person, Page>;
let pageErrors: string[] = [];

const git = (...args: string[]) => team.git(...args);

beforeAll(async () => {
  // The content repository the studio commits each save to; the accounts made by the code behind
  // npm run studio:accounts; the screens folder as it is live first: the version rolled back to.
  team = await startTeamStudio({ prefix: 'studio-team-e2e-', people: Object.values(PEOPLE), baseline: BASELINE_NOTE });
  ({ studio, pageErrors } = team);
  for (const person of Object.keys(PEOPLE) as Person[]) pages[person] = await team.newPage();
}, 180_000);

afterAll(async () => {
  await team?.close();
});

const panel = (page: Page) => page.getByRole('region', { name: 'Publish', exact: true });
const review = (page: Page) => panel(page).getByRole('region', { name: 'Review' });
/** Opens the publish panel afresh (it reads the review each time it opens). */
async function openPanel(page: Page): Promise<void> {
  if ((await panel(page).count()) > 0) await page.getByRole('button', { name: 'Publish and history' }).click();
  await page.getByRole('button', { name: 'Publish and history' }).click();
  await review(page).waitFor({ timeout: WAIT });
}
/** The header's "Waiting for you" button and its count. */
const waitingButton = (page: Page) => page.getByRole('group', { name: 'Signed in' }).getByRole('button', { name: /^Waiting for you/ });
const waitingCount = async (page: Page) => (await waitingButton(page).locator('.studio-waiting-count').textContent())?.trim();
async function signIn(page: Page, person: Person): Promise<void> {
  await team.signIn(page, PEOPLE[person].name);
}
async function editTitle(page: Page, text: string): Promise<void> {
  await page.getByRole('tab', { name: 'Texts' }).click();
  await textBox(page, 'about.title', 'en').fill(text);
  await page.getByRole('button', { name: 'Save…' }).click();
  await page
    .getByRole('dialog', { name: /^Save screen '.+' \(\/workIs\)\?$/ })
    .getByRole('button', { name: 'Save to the screens folder' })
    .click();
  await page
    .getByRole('status')
    .filter({ hasText: /Saved '[^']*' \(\/workIs\)\./ })
    .waitFor({ timeout: TEAM_WAIT });
}
/** The borrower app as a borrower opens the About us screen, in a new tab. */
async function borrowerSees(text: string): Promise<void> {
  const page = await pages.publisher.context().newPage();
  try {
    await page.goto(`${studio.url}${ABOUT_US}?${E2E_SESSION}`);
    await page
      .getByRole('heading', { name: text, exact: true })
      .first()
      .waitFor({ timeout: WAIT * 2 });
  } catch (error) {
    await screenshot(page, 'studio-team-borrower-failure');
    throw error;
  } finally {
    await page.close();
  }
}

describe('team studio: three people propose, send back, fix, approve, publish and roll back', () => {
  it('signs each person in on the sign-in page and names them in the header, with what their roles do not allow turned off', async () => {
    for (const person of ['editor', 'reviewer', 'publisher'] as const) {
      const page = pages[person];
      await page.goto(`${studio.url}/studio#about-us`);
      await page.waitForURL(/\/__studio\/sign-in/, { timeout: TEAM_WAIT });
      await page.getByLabel('Account').fill(PEOPLE[person].name);
      await page.getByLabel('Password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL(/\/studio/, { timeout: TEAM_WAIT });
      await openStudio(page, studio.url, 'about-us');
      const signedIn = page.getByRole('group', { name: 'Signed in' });
      await signedIn.getByText(PEOPLE[person].displayName).waitFor({ timeout: WAIT });
      expect(await signedIn.textContent()).toContain(`(${PEOPLE[person].roles.join(', ')})`);
      await signedIn.getByRole('button', { name: 'Sign out' }).waitFor();
    }
    // The reviewer's text boxes are locked (nothing typed could be saved) and Save is off, with the reason as its description.
    await pages.reviewer.getByRole('tab', { name: 'Texts' }).click();
    const title = textBox(pages.reviewer, 'about.title', 'en');
    await title.waitFor({ timeout: WAIT });
    expect(await title.isEditable()).toBe(false);
    const save = pages.reviewer.getByRole('button', { name: /^(Save…|Saved)$/ });
    expect(await save.isDisabled()).toBe(true);
    await expect.poll(() => save.getAttribute('title')).toMatch(/^Saving needs the editor role; you have reviewer\./);
  });

  it('the editor saves a change; the reviewer sends it back with a comment; the editor reads it', async () => {
    // Nothing waits for the reviewer yet; the editor's save shows in the reviewer's header without a reload.
    await expect.poll(() => waitingCount(pages.reviewer), { timeout: TEAM_WAIT }).toBe('0');
    const loads: string[] = [];
    pages.reviewer.on('load', () => loads.push(pages.reviewer.url()));
    await editTitle(pages.editor, 'About our company');
    await expect.poll(() => waitingCount(pages.reviewer), { timeout: TEAM_WAIT }).toBe('1');
    expect(loads).toEqual([]);
    await waitingButton(pages.reviewer).click();
    const item = pages.reviewer.getByRole('menuitem', { name: 'A change by Maria Santos waits for your review' });
    await screenshot(pages.reviewer, 'studio-waiting-for-me');
    await item.click();
    await review(pages.reviewer).waitFor({ timeout: WAIT });
    const box = review(pages.reviewer);
    await box.getByText('Waits for approval.').waitFor({ timeout: WAIT });
    expect(await box.textContent()).toContain('saved by Maria Santos');
    await box.getByText('What this change does for borrowers').click();
    await box.getByRole('region', { name: 'changed about-us' }).getByText('About our company').first().waitFor();
    // Send back needs a comment.
    expect(await box.getByRole('button', { name: 'Send back' }).isDisabled()).toBe(true);
    await box.getByLabel(/^Comment/).fill(COMMENT);
    await box.getByRole('button', { name: 'Send back' }).click();
    await box.getByRole('status').filter({ hasText: `Sent back by Jose Reyes` }).waitFor({ timeout: WAIT });

    // The editor's header says so without a reload; its menu opens the review.
    await expect.poll(() => waitingCount(pages.editor), { timeout: TEAM_WAIT }).toBe('1');
    await waitingButton(pages.editor).click();
    await pages.editor.getByRole('menuitem', { name: /^Your change was sent back by Jose Reyes: “Say <b>lending<\/b>/ }).click();
    await expect.poll(() => waitingCount(pages.reviewer), { timeout: TEAM_WAIT }).toBe('0');
    const mine = review(pages.editor);
    await mine.waitFor({ timeout: WAIT });
    const sentBack = mine.getByRole('status').filter({ hasText: 'Sent back by Jose Reyes' });
    await sentBack.waitFor({ timeout: WAIT });
    // The comment as text, its markup shown, never made.
    expect(await sentBack.textContent()).toContain(`: ${COMMENT}`);
    expect(await mine.locator('b').count()).toBe(0);
    // The editor may not review their own change.
    const approve = mine.getByRole('button', { name: 'Approve' });
    expect(await approve.isDisabled()).toBe(true);
    const reason = await approve.getAttribute('aria-describedby');
    expect(await pages.editor.locator(`[id="${reason}"]`).textContent()).toMatch(/^Reviewing needs the reviewer role; you have editor\./);
  });

  it('the editor fixes it; the reviewer approves; the publisher publishes and the borrower app shows it', async () => {
    await pages.editor.getByRole('button', { name: 'Publish and history' }).click();
    await editTitle(pages.editor, 'About our lending company');

    await openPanel(pages.reviewer);
    const box = review(pages.reviewer);
    await box.getByText('Waits for approval.').waitFor({ timeout: WAIT });
    // The earlier send-back stays in view.
    await box.getByText(COMMENT, { exact: false }).waitFor();
    await docsScreenshot(pages.reviewer, 'studio-team');
    const found = await axeBuilder(pages.reviewer).include('.studio-review').include('.studio-person').analyze();
    expect(
      found.violations
        .filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
        .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join('; ')}`),
    ).toEqual([]);
    // The publisher is told approval is missing before it comes.
    await openPanel(pages.publisher);
    const publishButton = panel(pages.publisher).getByRole('button', { name: 'Check and publish the saved changes' });
    expect(await publishButton.isDisabled()).toBe(true);
    expect(await publishButton.getAttribute('title')).toMatch(/no approval yet/);

    await box.getByLabel(/^Comment/).fill('Matches the licence now');
    await box.getByRole('button', { name: 'Approve' }).click();
    await box.getByRole('status').filter({ hasText: 'Approved by Jose Reyes' }).waitFor({ timeout: WAIT });

    await openPanel(pages.publisher);
    await panel(pages.publisher).getByRole('status').filter({ hasText: 'Approved by Jose Reyes' }).waitFor({ timeout: WAIT });
    await panel(pages.publisher).getByRole('button', { name: 'Check and publish the saved changes' }).click();
    const dialog = pages.publisher.getByRole('dialog', { name: 'Publish the saved changes?' });
    await dialog.waitFor({ timeout: CHECKS });
    await dialog.getByLabel(/^Note for the history/).fill('About us names the lending company');
    await dialog.getByRole('button', { name: 'Publish to borrowers' }).click();
    await pages.publisher
      .getByRole('status')
      .filter({ hasText: /^Published / })
      .waitFor({ timeout: TEAM_WAIT });
    await borrowerSees('About our lending company');
  });

  it('the publisher rolls back and the borrower app shows the old text again', async () => {
    const page = pages.publisher;
    await openPanel(page);
    const row = panel(page).locator('tbody tr').filter({ hasText: BASELINE_NOTE });
    await row.getByRole('button', { name: 'Make live…' }).click();
    const confirm = page.getByRole('dialog', { name: /^Make the release of .+ live again\?$/ });
    await confirm.waitFor({ timeout: WAIT });
    await confirm.getByLabel(/^Why/).fill('Legal wants the old title back for now');
    await confirm.getByRole('button', { name: 'Make it live again' }).click();
    const notice = page.getByRole('status').filter({ hasText: 'is live again' });
    await notice.waitFor({ timeout: TEAM_WAIT });
    // The whole notice shows above the publish panel, still open: nothing covers its last word.
    expect(await panel(page).count()).toBe(1);
    await page.mouse.move(0, 0);
    await screenshot(page, 'studio-team-rolled-back');
    const uncovered = await notice.evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      const box = range.getBoundingClientRect();
      const inside = (x: number, y: number) => element.contains(document.elementFromPoint(x, y));
      return (
        box.right <= window.innerWidth &&
        inside(box.left + 2, box.top + box.height / 2) &&
        inside(box.right - 2, box.top + box.height / 2) &&
        inside(box.right - 2, box.bottom - 2)
      );
    });
    expect(uncovered).toBe(true);
    await borrowerSees('About us');
  });

  it('after the rollback the change taken off stays off until the editor brings it back; then it is hers and waits for a new approval', async () => {
    // The saved folder still holds Maria's title: it is kept off, with who took it off and why, until she brings it back.
    await openPanel(pages.editor);
    const kept = panel(pages.editor).getByRole('region', { name: 'Kept off since a rollback' });
    await kept.waitFor({ timeout: WAIT });
    expect(await kept.textContent()).toContain('(“Legal wants the old title back for now”)');
    await kept.getByRole('button', { name: 'Bring it back' }).click();
    await pages.editor.getByRole('status').filter({ hasText: 'is part of the change again' }).waitFor({ timeout: TEAM_WAIT });
    await kept.waitFor({ state: 'detached', timeout: WAIT });
    await openPanel(pages.reviewer);
    const box = review(pages.reviewer);
    await box.getByText('Waits for approval.').waitFor({ timeout: WAIT });
    expect(await box.textContent()).toContain('saved by Maria Santos');
    await openPanel(pages.publisher);
    const publishButton = panel(pages.publisher).getByRole('button', { name: 'Check and publish the saved changes' });
    expect(await publishButton.isDisabled()).toBe(true);
    expect(await publishButton.getAttribute('title')).toMatch(/no approval yet/);
  });

  it('git history names the editor as the author of each save', () => {
    const log = git('log', '--format=%an <%ae>|%s', '--', 'screens/about-us').trim().split('\n');
    expect(log.slice(0, 2)).toEqual([
      'Maria Santos <maria.santos@studio.invalid>|Studio: save screens/about-us',
      'Maria Santos <maria.santos@studio.invalid>|Studio: save screens/about-us',
    ]);
  });

  it('the audit log, read by an admin, lists each step with who did it', async () => {
    const admin = pages.admin;
    await signIn(admin, 'admin');
    const response = await studioGet(admin, `${studio.url}/__studio/api/team/audit`);
    expect(response.status()).toBe(200);
    const steps = (await response.text())
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { who: string; action: string; comment?: string })
      .filter((entry) => ['save', 'send back', 'approve', 'publish', 'rollback'].includes(entry.action))
      .map((entry) => `${entry.action} by ${entry.who}`);
    expect(steps).toEqual([
      'save by maria.santos',
      'send back by jose.reyes',
      'save by maria.santos',
      'approve by jose.reyes',
      'publish by ana.cruz',
      'rollback by ana.cruz',
      // Maria brought her change back after the rollback.
      'save by maria.santos',
    ]);
    // The publisher may not read it.
    expect((await studioGet(pages.publisher, `${studio.url}/__studio/api/team/audit`)).status()).toBe(403);
  });

  it('names the other person in a save conflict: who saved the screen meanwhile, and when', async () => {
    const maria = pages.editor;
    const lea = pages.otherEditor;
    // Maria's edit is under way (a draft over the version she opened) when Lea saves: the studio reads
    // Lea's save in, but a draft keeps the version it started from.
    await textBox(maria, 'about.title', 'en').fill('About our company, again');
    await signIn(lea, 'otherEditor');
    await openStudio(lea, studio.url, 'about-us');
    await lea.getByRole('tab', { name: 'Texts' }).click();
    await textBox(lea, 'about.emailUs', 'en').fill('Email our service team');
    await lea.getByRole('button', { name: 'Save…' }).click();
    await lea
      .getByRole('dialog', { name: /^Save screen '.+' \(\/workIs\)\?$/ })
      .getByRole('button', { name: 'Save to the screens folder' })
      .click();
    await lea
      .getByRole('status')
      .filter({ hasText: /Saved '[^']*' \(\/workIs\)\./ })
      .waitFor({ timeout: TEAM_WAIT });

    await maria.getByRole('button', { name: 'Save…' }).click();
    await maria
      .getByRole('dialog', { name: /^Save screen '.+' \(\/workIs\)\?$/ })
      .getByRole('button', { name: 'Save to the screens folder' })
      .click();
    const conflict = maria.getByRole('dialog', { name: /^Screen '.+' \(\/workIs\) was saved by someone else$/ });
    await conflict.waitFor({ timeout: TEAM_WAIT });
    const savedBy = conflict.getByText(/^Lea Tan saved this screen /);
    await savedBy.waitFor();
    expect(await savedBy.textContent()).toBe('Lea Tan saved this screen just now.');
    // The exact time in the tooltip.
    expect(await savedBy.locator('time').getAttribute('title')).toMatch(/\d{1,2}:\d{2}/);
    await conflict.getByRole('button', { name: 'Decide later' }).click();
  });

  it('goes to the sign-in page by itself when the session has ended, and the draft is still there after signing in', async () => {
    const maria = pages.editor;
    await textBox(maria, 'about.title', 'en').fill('Kept across sign-in');
    await maria.context().clearCookies();
    // The page's own session check finds the session gone within seconds, before any save is pressed
    // (pressing Save would race it: the page may already be on its way to the sign-in page).
    await maria.waitForURL(/\/__studio\/sign-in/, { timeout: TEAM_WAIT });
    await signIn(maria, 'editor');
    await openStudio(maria, studio.url, 'about-us');
    await maria.getByRole('tab', { name: 'Texts' }).click();
    await expect.poll(() => textBox(maria, 'about.title', 'en').inputValue(), { timeout: WAIT }).toBe('Kept across sign-in');
  });

  it('signs out with the header button', async () => {
    const page = pages.publisher;
    await page.getByRole('group', { name: 'Signed in' }).getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(/\/__studio\/sign-in/, { timeout: TEAM_WAIT });
    expect((await studioGet(page, `${studio.url}/__studio/api/team/me`)).status()).toBe(401);
  });

  it('ran without a script error', () => {
    expect(pageErrors).toEqual([]);
  });
});
