// Publishing and rolling back from the studio as staff do it on a laptop (1366×768): the publish
// dialog lists what goes live against what is live and asks for a note; the history keeps every
// bundle with who, when and why; Make live asks first; after a rollback the next Publish names
// what it would bring back and asks. A screen, the shared texts and a legal page changed together
// are listed in words when saved, published and made live again (screenshots). A screen is removed
// with a confirm, published off, and its address shows the app's page-not-found screen; a page
// removed and published is gone for borrowers. The preview says when what it shows is not live.
import { cpSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import { dirname, join } from 'node:path';

import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { getScreensBundle } from '../setup/screens.ts';
import { docsScreenshot, screenshot } from './harness.ts';
import {
  CHECKS,
  clickInLine,
  openStudio,
  previewText,
  screenInList,
  startStudioHarness,
  type StudioHarness,
  textBox,
  WAIT,
} from './studio-harness.ts';

let harness: StudioHarness;
let page: Page;
const { screens: SCREENS } = getScreensBundle().manifest;
const ABOUT_US = SCREENS.aboutUs.path;
const PRIVACY_POLICY = SCREENS.privacyPolicy.path;
const user = userInfo().username;
const liveVersion = () => JSON.parse(readFileSync(join(harness.distDir, 'screens', 'manifest.json'), 'utf8')).version as string;
const liveScreens = () => Object.keys(JSON.parse(readFileSync(join(harness.distDir, 'screens', 'manifest.json'), 'utf8')).screens);

beforeAll(async () => {
  harness = await startStudioHarness();
  page = harness.page;
  // The pages in content/ beside the screens folder: a copy, as for the screens.
  cpSync('content', join(dirname(harness.screensDir), 'content'), { recursive: true });
  // The screens folder as it is goes live first, so what follows compares with it (the built app's
  // bundle may be older than the folder).
  const { api } = harness.studio;
  const baseline = api.compare('saved');
  api.publish({ note: 'The screens folder as it is', contentId: baseline.contentId, live: baseline.live });
  await page.setViewportSize({ width: 1366, height: 768 });
  await openStudio(page, harness.studio.url, 'about-us');
}, 180_000);

afterAll(async () => {
  await harness?.close();
});

const panel = () => page.getByRole('region', { name: 'Publish', exact: true });
async function openPanel(): Promise<void> {
  if ((await panel().count()) === 0) await page.getByRole('button', { name: 'Publish and history' }).click();
  await panel().waitFor();
}
/** The checks run, then the dialog with what goes live. */
async function checkAndPublish(): Promise<Locator> {
  await openPanel();
  await panel()
    .getByRole('button', { name: /Check (again )?and publish the saved changes/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Publish the saved changes?' });
  await dialog.waitFor({ timeout: CHECKS });
  return dialog;
}
/** The preview's note when what it shows is not what borrowers see now. */
const previewNote = () => page.getByRole('region', { name: 'Preview' }).getByRole('note', { name: 'Not live' });
/** Staff never read JSON, a hash or a file's inner name in these dialogs. */
async function expectNoRawJson(dialog: Locator): Promise<void> {
  const text = (await dialog.textContent()) ?? '';
  expect(text).not.toMatch(/[{}]|"\w+":|\$schema|[0-9a-f]{16}/);
}
// A release's row, by its version (only in the tooltip of its time: staff read when and by whom).
const rowOf = (version: string) =>
  panel()
    .locator('tbody tr')
    .filter({ has: page.locator(`[data-version="${version}"]`) });
const kinds = (dialog: Locator) => dialog.locator('.studio-screen-change h3').allTextContents();

describe('studio: publish with a note, roll back, publish again', () => {
  let first: string;
  let published: string;
  const note = 'Holiday notice <b>for</b> the long weekend & banner';

  it('publishes a new screen after showing what goes live against what is live, with a note kept with who and when', async () => {
    first = liveVersion();
    // A new screen, saved.
    await page.getByRole('button', { name: 'New screen' }).click();
    await page.getByRole('dialog', { name: 'New screen' }).getByLabel('Folder name').fill('holiday-notice');
    await page.getByRole('dialog', { name: 'New screen' }).getByRole('button', { name: 'Create' }).click();
    await page.getByRole('button', { name: 'Save…' }).click();
    await page
      .getByRole('dialog', { name: /^Create the new screen '.+' at \/holidayNotice\?$/ })
      .getByRole('button', { name: 'Save to the screens folder' })
      .click();
    await page
      .getByRole('status')
      .filter({ hasText: /Saved '[^']+' \(\/holidayNotice\)\./ })
      .waitFor({ timeout: WAIT });
    // The preview says what it shows is not live yet.
    await previewNote()
      .filter({
        hasText: 'This screen is not in the live release: borrowers do not see it. The next publish makes the saved version live.',
      })
      .waitFor({ timeout: WAIT });
    await previewText(page, 1, 'New screen');
    await screenshot(page, 'studio-release-preview-not-live');

    const dialog = await checkAndPublish();
    expect(await dialog.textContent()).toMatch(
      new RegExp(`Live now: the release of .+ Manila time by ${user} \\(“The screens folder as it is”\\)\\.`),
    );
    expect(await dialog.getByText(/^Goes live:/).textContent()).toBe('Goes live: 1 screen added.');
    expect((await kinds(dialog)).map((text) => text.replace(/\s+/g, ' ').trim())).toEqual(["New screen 'New screen' at /holidayNotice"]);
    // Its texts, as the save dialog lists them.
    const added = dialog.getByRole('region', { name: 'added holiday-notice' });
    expect(await added.locator('.studio-diff li').first().textContent()).toBe("New text on screen 'New screen': “New screen”");
    // No note, no publish.
    const publish = dialog.getByRole('button', { name: 'Publish to borrowers' });
    expect(await publish.isDisabled()).toBe(true);
    await dialog.getByLabel(/^Note for the history/).fill(note);
    await page.mouse.move(0, 0);
    await docsScreenshot(page, 'studio-publish');
    await screenshot(page, 'studio-release-publish');
    expect(liveVersion()).toBe(first);
    await publish.click();
    await page
      .getByRole('status')
      .filter({ hasText: /^Published / })
      .waitFor({ timeout: WAIT });
    published = liveVersion();
    expect(published).not.toBe(first);
    expect(liveScreens()).toContain('holidayNotice');
    // Live as saved: the preview's note goes.
    await previewNote().waitFor({ state: 'detached', timeout: WAIT });

    // The history: who, when, the note as written (text, not HTML).
    const row = rowOf(published);
    await row.filter({ hasText: 'live' }).waitFor();
    expect(await row.getAttribute('aria-current')).toBe('true');
    const cells = await row.locator('td').allTextContents();
    expect(cells[1]).toMatch(new RegExp(`^${user}, `));
    expect(cells[2]).toBe(note);
    expect(await row.locator('b').count()).toBe(0);
    const at = Date.parse((await row.locator('time').getAttribute('datetime')) ?? '');
    expect(Date.now() - at).toBeLessThan(5 * 60_000);
    expect(await panel().locator('tbody tr').last().locator('td').nth(1).textContent()).toMatch(/^the app build, /);
  });

  it('asks before Make live, with what would change, and keeps the rolled-back bundle in the history', async () => {
    await rowOf(first).getByRole('button', { name: 'Make live…' }).click();
    const confirm = page.getByRole('dialog', { name: /^Make the release of .+ live again\?$/ });
    await confirm.waitFor({ timeout: WAIT });
    expect(await confirm.getByText(/^Changes for borrowers:/).textContent()).toBe('Changes for borrowers: 1 screen removed.');
    expect((await kinds(confirm)).map((text) => text.replace(/\s+/g, ' ').trim())).toEqual([
      "Removed screen 'New screen' (/holidayNotice)",
    ]);
    // Cancel changes nothing.
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    expect(liveVersion()).toBe(published);
    await rowOf(first).getByRole('button', { name: 'Make live…' }).click();
    await confirm.getByLabel(/^Why/).fill('The notice is not approved yet');
    await confirm.getByRole('button', { name: 'Make it live again' }).click();
    await page.getByRole('status').filter({ hasText: 'is live again, instead of' }).waitFor({ timeout: WAIT });
    expect(liveVersion()).toBe(first);
    expect(liveScreens()).not.toContain('holidayNotice');

    // Both bundles stay listed; the rolled-back one says by whom, why and which release it went back to.
    await rowOf(first).filter({ hasText: 'live' }).locator('xpath=self::*[@aria-current="true"]').waitFor();
    // A row says when and by whom; the version is not text staff read.
    expect(await rowOf(first).textContent()).not.toContain(first);
    const rolledBack = rowOf(published);
    expect(await rolledBack.locator('td').nth(3).textContent()).toMatch(
      new RegExp(`^rolled back by ${user}, .+ \\(“The notice is not approved yet”\\), back to the release of .+ Manila time by ${user}$`),
    );
    expect(await rolledBack.locator('td').nth(2).textContent()).toBe(note);
    await docsScreenshot(page, 'studio-history');
    await screenshot(page, 'studio-release-history');
    // Its changes against live, on demand.
    await rolledBack.getByRole('button', { name: 'Changes against live' }).click();
    await panel().getByText('Making it live changes: 1 screen added.').waitFor({ timeout: WAIT });
    expect(await panel().getByRole('region', { name: 'added holiday-notice' }).count()).toBe(1);
  });

  it('keeps what the rollback took off off until someone brings it back; then Publish names it and asks', async () => {
    const kept = panel().getByRole('region', { name: 'Kept off since a rollback' });
    await kept.waitFor({ timeout: WAIT });
    const item = kept.locator('li');
    expect((await item.textContent())?.replace(/\s+/g, ' ')).toMatch(
      new RegExp(
        `^New screen 'New screen' \\(/holidayNotice\\) — taken off by ${user} on .+ \\(“The notice is not approved yet”\\) Bring it back$`,
      ),
    );
    await panel().getByText('The saved screens and pages are what is live, but for what a rollback took off (below).').waitFor();
    await previewNote()
      .filter({ hasText: 'A rollback took this screen off the live release: borrowers do not see it.' })
      .filter({ hasText: 'stays off until someone brings it back under Publish and history.' })
      .waitFor({ timeout: WAIT });
    await item.getByRole('button', { name: 'Bring it back' }).click();
    await page.getByRole('status').filter({ hasText: 'is part of the change again' }).waitFor({ timeout: WAIT });
    await kept.waitFor({ state: 'detached', timeout: WAIT });
    await panel()
      .getByRole('alert')
      .filter({
        hasText: "The saved change brings back what a rollback took off: New screen 'New screen' at /holidayNotice; Publish asks first.",
      })
      .waitFor({ timeout: WAIT });
    const dialog = await checkAndPublish();
    const warning = dialog.getByRole('alert').filter({ hasText: 'This brings back what a rollback took off.' });
    await warning.waitFor();
    // Releases by date and person; their versions only in the tooltip.
    expect(await warning.textContent()).toMatch(
      new RegExp(`${user} made the release of .+ live again on .+, taking off the release of .+ \\(“The notice is not approved yet”\\)\\.`),
    );
    expect(await warning.textContent()).not.toContain(first);
    expect(await warning.locator('li').allTextContents()).toEqual(["the screen 'New screen' at /holidayNotice"]);
    expect(await dialog.locator('.studio-screen-change h3').first().textContent()).toContain('was rolled back');
    await dialog.getByLabel(/^Note for the history/).fill('Approved now');
    const publish = dialog.getByRole('button', { name: 'Publish to borrowers' });
    expect(await publish.isDisabled()).toBe(true);
    await dialog.getByLabel('Yes, bring back what was rolled back').check();
    await docsScreenshot(page, 'studio-publish-brings-back');
    await publish.click();
    await page
      .getByRole('status')
      .filter({ hasText: /^Published / })
      .waitFor({ timeout: WAIT });
    expect(liveScreens()).toContain('holidayNotice');
    await panel().getByText('The saved screens and pages are what is live.').waitFor({ timeout: WAIT });
    expect(await panel().locator('tbody tr').count()).toBe(4);
  });

  let beforeMixed: string;
  it('lists a change of a screen, the shared texts and a legal page together in words when saving them all', async () => {
    beforeMixed = liveVersion();
    await openStudio(page, harness.studio.url, 'about-us');
    // A screen's own text, a shared text and a paragraph of the privacy policy, each a draft.
    await page.getByRole('tab', { name: 'Texts' }).click();
    await textBox(page, 'about.title', 'en').fill('About our company');
    await page.getByRole('button', { name: 'All texts' }).click();
    await page.getByLabel('Filter texts').fill('service.title');
    await textBox(page, 'service.title', 'en').fill('Customer care');
    await page.getByRole('button', { name: /content\/privacy-policy\.md/ }).click();
    await page.getByRole('region', { name: 'Page content/privacy-policy.md' }).waitFor({ timeout: WAIT });
    await clickInLine(page, 'By registering or using the Services');
    await page.keyboard.type('From 1 December 2026: ');

    // Saved together after one look at each change, in words.
    await page.getByRole('button', { name: 'Save all…' }).click();
    const save = page.getByRole('dialog', { name: 'Save every changed file?' });
    await save.waitFor({ timeout: WAIT });
    expect((await save.locator('h3').allTextContents()).map((text) => text.replace(/\s+/g, ' ').trim())).toEqual([
      'Shared texts',
      "Changed page 'Privacy policy'",
      "Screen 'About our company' (/workIs)",
    ]);
    await page.mouse.move(0, 0);
    await screenshot(page, 'studio-release-mixed-save');
    await expectNoRawJson(save);
    await save.getByRole('button', { name: 'Save all (3)' }).click();
    await save.waitFor({ state: 'detached', timeout: WAIT });
  });

  it('lists the three kinds in words when publishing, and borrowers read the page on the next open, without a rebuild', async () => {
    // Publish lists each kind in words, with old → new.
    const dialog = await checkAndPublish();
    expect((await kinds(dialog)).map((text) => text.replace(/\s+/g, ' ').trim())).toEqual([
      "Changed screen 'About our company' (/workIs)",
      'Changed shared texts (used on many screens)',
      "Changed page 'Privacy policy'",
    ]);
    expect(await dialog.getByText(/^Goes live:/).textContent()).toBe('Goes live: 1 screen changed, shared texts changed, 1 page changed.');
    const line = (region: string, text: string | RegExp) =>
      dialog.getByRole('region', { name: region }).locator('li').filter({ hasText: text });
    await line('changed about-us', /^Text “About us” on screen '[^']+': “About us” → “About our company”$/).waitFor();
    await line('changed shared texts', 'Text “Customer service” in the shared texts: “Customer service” → “Customer care”').waitFor();
    await dialog.getByRole('region', { name: 'changed page privacy-policy' }).locator('ins').filter({ hasText: 'From' }).first().waitFor();
    await dialog.getByLabel(/^Note for the history/).fill('Privacy policy from 1 December, with the texts around it');
    await page.mouse.move(0, 0);
    await screenshot(page, 'studio-release-mixed-publish');
    await expectNoRawJson(dialog);
    await dialog.getByRole('button', { name: 'Publish to borrowers' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /^Published / })
      .waitFor({ timeout: WAIT });
    // Borrowers read the new sentence on the next open, without a rebuild.
    const borrower = await harness.newPage();
    await borrower.goto(`${harness.studio.url}${PRIVACY_POLICY}`);
    await borrower.getByText(/^From 1 December 2026: By registering/).waitFor({ timeout: WAIT });
    await borrower.close();
  });

  it('lists the three kinds in words when making the release before live again', async () => {
    await openPanel();

    // Make live of the release before lists the same three, the other way round.
    await rowOf(beforeMixed).getByRole('button', { name: 'Make live…' }).click();
    const confirm = page.getByRole('dialog', { name: /^Make the release of .+ live again\?$/ });
    await confirm.waitFor({ timeout: WAIT });
    expect((await kinds(confirm)).map((text) => text.replace(/\s+/g, ' ').trim())).toEqual([
      expect.stringMatching(/^Changed screen 'About us' \(\/workIs\)/),
      expect.stringMatching(/^Changed shared texts \(used on many screens\)/),
      expect.stringMatching(/^Changed page 'Privacy policy'$/),
    ]);
    await page.mouse.move(0, 0);
    await screenshot(page, 'studio-release-mixed-make-live');
    await expectNoRawJson(confirm);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
  });

  it('removes a screen after a confirm in plain words; the next publish takes it off and its address shows page not found', async () => {
    await panel().getByRole('button', { name: 'Remove a screen or page…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove a screen or page' });
    await dialog.getByLabel('Screen or page').selectOption({ label: 'New screen (/holidayNotice)' });
    expect(await dialog.getByRole('status').textContent()).toMatch(
      /^Remove the screen 'New screen' \(\/holidayNotice\)\? Borrowers keep it until the next publish; after that its address shows “page not found”\./,
    );
    // The studio reads the folder afresh, without a reload: the screen leaves the list.
    let reloads = 0;
    page.on('load', () => reloads++);
    await dialog.getByRole('button', { name: 'Remove the screen' }).click();
    await page.getByRole('status').filter({ hasText: "Removed screen 'New screen' (/holidayNotice)." }).waitFor({ timeout: WAIT });
    await expect.poll(() => screenInList(page, 'New screen', '/holidayNotice').count(), { timeout: WAIT }).toBe(0);
    expect(reloads).toBe(0);
    const publishDialog = await checkAndPublish();
    expect((await kinds(publishDialog)).map((text) => text.replace(/\s+/g, ' ').trim())).toEqual([
      "Removed screen 'New screen' (/holidayNotice)",
    ]);
    await publishDialog.getByLabel(/^Note for the history/).fill('The long weekend is over');
    await publishDialog.getByRole('button', { name: 'Publish to borrowers' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /^Published / })
      .waitFor({ timeout: WAIT });
    expect(liveScreens()).not.toContain('holidayNotice');
    const borrower = await harness.newPage();
    await borrower.goto(`${harness.studio.url}/holidayNotice`);
    await borrower.getByRole('heading', { name: 'Page not found' }).waitFor({ timeout: WAIT });
    await borrower.close();
  });

  it('refuses to remove a page a screen shows, naming the screens by title; takes a page removed elsewhere off the publisher’s list when they publish, without a reload', async () => {
    // A page a developer added beside the others, live, that no screen shows.
    const content = join(dirname(harness.screensDir), 'content');
    writeFileSync(join(content, 'holiday-terms.md'), '# Holiday terms\n\nOffices close on holidays.\n');
    writeFileSync(join(content, 'holiday-terms.fil.md'), '# Mga tuntunin sa pista opisyal\n');
    const { api } = harness.studio;
    const shown = api.compare('saved');
    api.publish({ note: 'Holiday terms', contentId: shown.contentId, live: shown.live });
    await openStudio(page, harness.studio.url, 'about-us');
    const pageButton = (on: Page, name: string) =>
      on.getByRole('list', { name: 'Shared texts, parts and pages' }).getByRole('button', { name: new RegExp(`content/${name}\\.md`) });
    // A publisher has the studio open in another tab before the page is removed.
    const publisher = await harness.newPage();
    await publisher.setViewportSize({ width: 1366, height: 768 });
    await openStudio(publisher, harness.studio.url, 'about-us');
    await pageButton(publisher, 'holiday-terms').waitFor({ timeout: WAIT });
    await openPanel();
    await panel().getByRole('button', { name: 'Remove a screen or page…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove a screen or page' });
    // The picker names screens and pages as the refusal does: by title and address, pages in words, no folder or file.
    // The pages come from a call of their own: the picker says so until they are there.
    const options = dialog.getByLabel('Screen or page').locator('option');
    await expect.poll(() => options.allTextContents(), { timeout: WAIT }).toEqual(expect.arrayContaining(['About us', 'Holiday terms']));
    const labels = await options.allTextContents();
    expect(labels).toEqual(expect.arrayContaining(['About our company (/workIs)', 'About us (/about)', 'About us', 'Holiday terms']));
    expect(labels).not.toContain('Loading the pages…');
    expect(labels.filter((label) => /about-us|holiday-terms|content\/|\.md\b/.test(label))).toEqual([]);
    // About us is shown by two screens (one retitled above): the dialog says so, by their titles, before anyone tries.
    await dialog.getByLabel('Screen or page').selectOption({ value: 'page content/about-us.md' });
    await dialog
      .getByRole('status')
      .filter({
        hasText: "The screens 'About our company' (/workIs) and 'About us' (/about) show this page: remove it from those screens first.",
      })
      .waitFor({ timeout: WAIT });
    expect(await dialog.getByRole('button', { name: 'Remove the page' }).isDisabled()).toBe(true);
    await page.mouse.move(0, 0);
    await screenshot(page, 'studio-release-remove-page-in-use');
    // A page no screen shows goes: it leaves this tab's list at once.
    await dialog.getByLabel('Screen or page').selectOption({ value: 'page content/holiday-terms.md' });
    await dialog.getByRole('button', { name: 'Remove the page' }).click();
    await expect.poll(() => pageButton(page, 'holiday-terms').count(), { timeout: WAIT }).toBe(0);
    expect(existsSync(join(content, 'holiday-terms.md')) || existsSync(join(content, 'holiday-terms.fil.md'))).toBe(false);
    expect(existsSync(join(content, 'about-us.md'))).toBe(true);
    // The publisher publishes the removal: their list no longer offers the page.
    await publisher.getByRole('button', { name: 'Publish and history' }).click();
    const publisherPanel = publisher.getByRole('region', { name: 'Publish', exact: true });
    await publisherPanel.getByRole('button', { name: /Check (again )?and publish the saved changes/ }).click();
    const publishDialog = publisher.getByRole('dialog', { name: 'Publish the saved changes?' });
    await publishDialog.waitFor({ timeout: CHECKS });
    await publishDialog
      .getByText(/Removed page/)
      .first()
      .waitFor({ timeout: WAIT });
    await publishDialog.getByLabel(/^Note for the history/).fill('The holiday terms are on the website now');
    await publishDialog.getByRole('button', { name: 'Publish to borrowers' }).click();
    await publisher
      .getByRole('status')
      .filter({ hasText: /^Published / })
      .waitFor({ timeout: WAIT });
    await expect.poll(() => pageButton(publisher, 'holiday-terms').count(), { timeout: WAIT }).toBe(0);
    await publisher.close();
    const live = JSON.parse(readFileSync(join(harness.distDir, 'screens', 'manifest.json'), 'utf8')) as { pages: Record<string, unknown> };
    expect(Object.keys(live.pages)).not.toContain('holiday-terms');
    expect(Object.keys(live.pages)).toContain('about-us');
    // Borrowers still read About us, in English and in Filipino (its English text, as no Filipino one exists).
    for (const query of ['', '?lang=fil']) {
      const borrower = await harness.newPage();
      await borrower.goto(`${harness.studio.url}${ABOUT_US}${query}`);
      await borrower
        .getByText(/To give working Filipinos/)
        .first()
        .waitFor({ timeout: WAIT });
      expect(await borrower.getByText('This part of the page could not be shown.').count()).toBe(0);
      await borrower.close();
    }
  });

  it('ran without a script error', () => {
    expect(harness.pageErrors).toEqual([]);
  });
});
