// The studio as staff use it to get a screen ready for borrowers: failure and slow data
// scenarios, "make it a message", conflicts between two tabs, and the checks before publishing.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { screenshot } from './harness.ts';
import {
  CHECKS,
  clickInLine,
  openScreenFile,
  openStudio,
  previewFrame,
  previewText,
  screenInList,
  selectedInList,
  startStudioHarness,
  type StudioHarness,
  textBox,
  WAIT,
} from './studio-harness.ts';

let harness: StudioHarness;

beforeAll(async () => {
  harness = await startStudioHarness();
  await openStudio(harness.page, harness.studio.url, 'loan-detail');
}, 180_000);

afterAll(async () => {
  await harness?.close();
});

describe('studio data scenarios: failure and slow replies', () => {
  it('shows the error state with Retry for a failure reply, and Retry asks the server again', async () => {
    const { page } = harness;
    // Both previews (English and Filipino) have their demo data before the scenario changes, so
    // every request counted below is one the failure scenario made.
    await previewText(page, 1, 'ORD174D');
    await previewText(page, 2, 'ORD174D');
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/loan-details/')) calls.push(request.url());
    });
    await page.getByLabel('Data scenario').selectOption({ label: 'Failure reply (server error)' });
    const frame = previewFrame(page, 1);
    await frame.getByRole('alert').filter({ hasText: "We couldn't load this page." }).waitFor({ timeout: WAIT });
    await previewText(page, 2, 'Hindi namin ma-load ang pahinang ito.');
    // The screen's title stays above the error: never a blank frame.
    await frame.getByRole('heading', { name: 'Loan details' }).waitFor();
    expect(calls.length).toBeGreaterThanOrEqual(2);
    expect(calls.every((url) => new URL(url).pathname === '/__studio/reply/failure/currentlyer/v3/loan-details/loan-details')).toBe(true);
    await screenshot(page, 'studio-failure-reply');
    const before = calls.length;
    await frame.getByRole('button', { name: 'Retry' }).click();
    await expect.poll(() => calls.length, { timeout: WAIT }).toBeGreaterThan(before);
    await frame.getByRole('button', { name: 'Retry' }).waitFor();
  });

  it('shows the error state for a malformed reply', async () => {
    const { page } = harness;
    await page.getByLabel('Data scenario').selectOption({ label: 'Malformed reply (not JSON)' });
    const frame = previewFrame(page, 1);
    await frame.getByRole('alert').filter({ hasText: "We couldn't load this page." }).waitFor({ timeout: WAIT });
    await frame.getByRole('button', { name: 'Retry' }).waitFor();
  });

  it('shows the loading state for a slow reply, then the data', async () => {
    const { page } = harness;
    await page.getByLabel('Data scenario').selectOption({ label: 'Slow reply (3 s)' });
    const frame = previewFrame(page, 1);
    const started = Date.now();
    // The screen to come drawn while its data loads, read as "loading..." from a status.
    await frame.getByRole('status').filter({ hasText: 'loading...' }).first().waitFor({ timeout: WAIT });
    await frame.getByRole('heading', { name: 'Loan details' }).waitFor();
    expect(await frame.getByText('ORD174D').count()).toBe(0);
    await screenshot(page, 'studio-slow-reply');
    await previewText(page, 1, 'ORD174D', WAIT);
    expect(Date.now() - started).toBeGreaterThanOrEqual(2000);
  });

  it('offers no failure scenario on a screen that calls no API', async () => {
    const { page } = harness;
    await screenInList(page, /.+/, '/workIs').click();
    await selectedInList(page).filter({ hasText: '/workIs' }).waitFor();
    await expect
      .poll(() => page.getByLabel('Data scenario').locator('option').allTextContents(), { timeout: WAIT })
      .toEqual(['Demo session']);
    await screenInList(page, 'Loan details', '/hasOf').click();
    await page.getByLabel('Data scenario').selectOption({ label: 'Due today, rollover offered (174)' });
  });
});

describe('studio: make it a message', () => {
  it('refuses a position that is no text, with the reason', async () => {
    const { page } = harness;
    await screenInList(page, 'Test preview', '/testPreview').click();
    await openScreenFile(page);
    await page.locator('.cm-line').filter({ hasText: '"Test preview"' }).first().waitFor({ timeout: WAIT });
    await clickInLine(page, '"to": "loanDetail"', 9);
    await page.keyboard.press('Control+Shift+E');
    await page.getByRole('alert').filter({ hasText: "'to' is not a text borrowers read, so it cannot become a message" }).waitFor();
    await clickInLine(page, '"label": "Device id"', 14);
    await page.getByRole('button', { name: 'Make it a message' }).click();
    await page.getByRole('alert').filter({ hasText: "'label' here is data inside the expression 'object', not a text" }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it('turns a literal title into a message: key proposed, English prefilled, Filipino missing until filled, saved in both languages', async () => {
    const { page } = harness;
    await previewText(page, 2, 'Test preview');
    await clickInLine(page, '"title": "Test preview"', 12);
    await page.keyboard.press('Control+Shift+E');
    const dialog = page.getByRole('dialog', { name: 'Make it a message' });
    await dialog.waitFor().catch(async (error: unknown) => {
      await screenshot(page, 'studio-failure');
      throw error;
    });
    expect(await dialog.getByLabel('Key').inputValue()).toBe('testPreview.testPreview');
    expect(await dialog.getByLabel('English').inputValue()).toBe('Test preview');
    expect(await dialog.getByLabel('Filipino').inputValue()).toBe('');
    // A taken key is refused with the reason.
    await dialog.getByLabel('Key').fill('engine.retry');
    await dialog.getByText("'engine.retry' is taken").waitFor();
    expect(await dialog.getByRole('button', { name: 'Make it a message' }).isDisabled()).toBe(true);
    await dialog.getByLabel('Key').fill('testPreview.title');
    await screenshot(page, 'studio-make-message');
    await dialog.getByRole('button', { name: 'Make it a message' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: 'The text is now the message testPreview.title. Its Filipino text is missing: add it in Texts.' })
      .waitFor();
    expect(await page.locator('.cm-line').filter({ hasText: 'testPreview.title' }).first().textContent()).toBe(
      '  "title": { "msg": "testPreview.title" },',
    );
    // The checker asks for the Filipino text (saving waits for it); the English frame shows the text from the catalog.
    await page
      .getByRole('region', { name: 'Problems' })
      .getByText("'testPreview.title' has an empty Filipino text")
      .waitFor({ timeout: WAIT });
    expect(await page.getByRole('button', { name: 'Save (fix 1 problem first)' }).isDisabled()).toBe(true);
    await previewText(page, 1, 'Test preview');
    await page.getByRole('tab', { name: 'Texts' }).click();
    const filCell = textBox(page, 'testPreview.title', 'fil');
    expect(await textBox(page, 'testPreview.title', 'en').inputValue()).toBe('Test preview');
    expect(await filCell.locator('xpath=..').getAttribute('class')).toBe('is-missing');
    expect(await filCell.locator('xpath=..').textContent()).toContain('missing');
    await filCell.fill('Pagsubok ng preview');
    await previewText(page, 2, 'Pagsubok ng preview');
    await page.getByRole('button', { name: 'Save…' }).click();
    const save = page.getByRole('dialog', { name: /^Save screen '.+' \(\/testPreview\)\?$/ });
    await save.getByRole('button', { name: 'Save to the screens folder' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /Saved '[^']+' \(\/testPreview\)\./ })
      .waitFor({ timeout: WAIT });
    const messages = JSON.parse(harness.readScreenFile('test-preview', 'messages.json'));
    expect(messages).toEqual({
      $schema: '../../schemas/meta/messages.schema.json',
      en: { 'testPreview.title': 'Test preview' },
      fil: { 'testPreview.title': 'Pagsubok ng preview' },
    });
    expect(harness.readScreenFile('test-preview', 'screen.json')).toContain('\n  "title": { "msg": "testPreview.title" },\n');
  });
});

describe('studio: two tabs editing one screen', () => {
  const saveFrom = async (tab: Page) => {
    await tab.getByRole('button', { name: 'Save…' }).click();
    await tab
      .getByRole('dialog', { name: /^Save screen '.+' \(\/workIs\)\?$/ })
      .getByRole('button', { name: 'Save to the screens folder' })
      .click();
  };
  const cell = (tab: Page, key: string, locale: 'en' | 'fil') => textBox(tab, key, locale);
  const onDisk = () => JSON.parse(harness.readScreenFile('about-us', 'messages.json'));

  it('shows theirs and mine side by side and lets staff take theirs, keep mine, or merge by hand, never losing a draft', async () => {
    const first = harness.page;
    const second = await first.context().newPage();
    await openStudio(first, harness.studio.url, 'about-us');
    await openStudio(second, harness.studio.url, 'about-us');
    for (const tab of [first, second]) await tab.getByRole('tab', { name: 'Texts' }).click();

    // The first tab saves; the second, opened before, edits another text and saves: a conflict.
    await cell(first, 'about.title', 'en').fill('About our company');
    await saveFrom(first);
    await first
      .getByRole('status')
      .filter({ hasText: /Saved '[^']*' \(\/workIs\)\./ })
      .waitFor({ timeout: WAIT });
    await cell(second, 'about.emailUs', 'en').fill('Email our service team');
    await saveFrom(second);
    const dialog = second.getByRole('dialog', { name: /^Screen '.+' \(\/workIs\) was saved by someone else$/ });
    await dialog.waitFor({ timeout: WAIT });
    // The two edits do not overlap: the dialog offers both, listing what mine adds to theirs.
    await dialog.getByText('Your changes and theirs do not overlap: both are kept.', { exact: false }).waitFor();
    const changes = await dialog.locator('.studio-diff li').allTextContents();
    expect(changes.map((text) => text.replace(/\s+/g, ' '))).toEqual([
      "Text “E-mail customer service” on screen 'About our company': “E-mail customer service” → “Email our service team”",
    ]);
    expect(await dialog.getByRole('button', { name: 'Save both changes' }).evaluate((button) => button === document.activeElement)).toBe(
      true,
    );
    // Line by line, on demand: each side's own lines.
    await dialog.getByText('For developers: compare the files line by line').click();
    const theirs = dialog.getByRole('region', { name: 'Theirs (on disk): messages.json' });
    const mine = dialog.getByRole('region', { name: 'Mine (this draft): messages.json' });
    expect(await theirs.locator('.is-only-here').allTextContents()).toEqual([
      '    "about.title": "About our company",',
      '    "about.emailUs": "E-mail customer service"',
    ]);
    expect(await mine.locator('.is-only-here').allTextContents()).toEqual([
      '    "about.title": "About us",',
      '    "about.emailUs": "Email our service team"',
    ]);
    expect(await dialog.getByRole('region', { name: /screen\.json$/ }).count()).toBe(0);
    await screenshot(second, 'studio-conflict');
    expect(onDisk().en).toEqual({ 'about.title': 'About our company', 'about.emailUs': 'E-mail customer service' });

    // Take theirs: the editor shows their version, mine is kept as a copy and opens again.
    await dialog.getByRole('button', { name: 'Take theirs (keep mine as a copy)' }).click();
    await second.getByRole('status').filter({ hasText: 'You now have their version of about-us.' }).waitFor();
    expect(await cell(second, 'about.title', 'en').inputValue()).toBe('About our company');
    expect(await cell(second, 'about.emailUs', 'en').inputValue()).toBe('E-mail customer service');
    const copies = second.getByRole('region', { name: 'Kept copies' });
    await expect.poll(() => copies.locator('li').count()).toBe(1);
    await second.reload();
    await second.getByRole('tab', { name: 'Texts' }).click();
    await copies.getByRole('button', { name: 'Open as the draft' }).click();
    expect(await cell(second, 'about.emailUs', 'en').inputValue()).toBe('Email our service team');
    expect(await cell(second, 'about.title', 'en').inputValue()).toBe('About us');

    // The first tab saves again; the second merges by hand: it takes their texts into its draft.
    await cell(first, 'about.title', 'fil').fill('Tungkol sa aming kumpanya');
    await saveFrom(first);
    await first
      .getByRole('status')
      .filter({ hasText: /Saved '[^']*' \(\/workIs\)\./ })
      .waitFor({ timeout: WAIT });
    await saveFrom(second);
    await dialog.waitFor({ timeout: WAIT });
    await dialog.getByRole('button', { name: 'Merge by hand in the editor' }).click();
    const panel = second.locator('details[aria-label="Merging by hand"]');
    await panel.waitFor();
    await expect.poll(() => panel.locator('li').count()).toBe(3);
    await cell(second, 'about.title', 'en').fill('About our company');
    await cell(second, 'about.title', 'fil').fill('Tungkol sa aming kumpanya');
    await expect
      .poll(() => panel.locator('li').allTextContents())
      .toEqual(["Text “E-mail customer service” on screen 'About our company': “E-mail customer service” → “Email our service team”"]);
    await second.getByRole('button', { name: 'Save…' }).click();
    const save = second.getByRole('dialog', { name: /^Save screen '.+' \(\/workIs\)\?$/ });
    expect(await save.locator('li').count()).toBe(1);
    await save.getByRole('button', { name: 'Save to the screens folder' }).click();
    await second
      .getByRole('status')
      .filter({ hasText: /Saved '[^']*' \(\/workIs\)\./ })
      .waitFor({ timeout: WAIT });
    expect(onDisk()).toMatchObject({
      en: { 'about.title': 'About our company', 'about.emailUs': 'Email our service team' },
      fil: { 'about.title': 'Tungkol sa aming kumpanya' },
    });

    // The first tab, behind now, keeps its own version on purpose: it overwrites.
    await cell(first, 'about.emailUs', 'fil').fill('Mag-email sa customer service');
    await saveFrom(first);
    const firstDialog = first.getByRole('dialog', { name: /^Screen '.+' \(\/workIs\) was saved by someone else$/ });
    await firstDialog.waitFor({ timeout: WAIT });
    await firstDialog.getByRole('button', { name: 'Keep mine (overwrite theirs)' }).click();
    await first
      .getByRole('status')
      .filter({ hasText: /Saved '[^']*' \(\/workIs\)\./ })
      .waitFor({ timeout: WAIT });
    expect(onDisk()).toMatchObject({
      en: { 'about.title': 'About our company', 'about.emailUs': 'E-mail customer service' },
      fil: { 'about.emailUs': 'Mag-email sa customer service' },
    });
    await second.close();
  });
});

describe('studio: checks before publishing', () => {
  it('blocks Publish with the texts, actions and accessibility findings, each linked to its place, and publishes once they are fixed', async () => {
    const { page, screensDir, distDir } = harness;
    const file = (name: string, kind: string) => join(screensDir, name, `${kind}.json`);
    const liveVersion = () => JSON.parse(readFileSync(join(distDir, 'screens', 'manifest.json'), 'utf8')).version as string;
    const versionBefore = liveVersion();

    // Staff blank the download button's text (both languages, so the checker lets it be saved).
    await openStudio(page, harness.studio.url, 'app-download');
    await page.getByRole('tab', { name: 'Texts' }).click();
    await textBox(page, 'download.download', 'en').fill(' ');
    await textBox(page, 'download.download', 'fil').fill(' ');
    await page.getByRole('button', { name: 'Save…' }).click();
    await page
      .getByRole('dialog', { name: /^Save screen '.*' \(\/downloadTemplate\)\?$/ })
      .getByRole('button', { name: 'Save to the screens folder' })
      .click();
    await page
      .getByRole('status')
      .filter({ hasText: /Saved '[^']+' \(\/downloadTemplate\)\./ })
      .waitFor({ timeout: WAIT });
    // Files changed outside the studio (a colleague's commit): an empty Filipino text, a navigation to a path no screen has.
    const original = {
      contact: readFileSync(file('official-contact', 'messages'), 'utf8'),
      preview: readFileSync(file('test-preview', 'screen'), 'utf8'),
    };
    const contact = JSON.parse(original.contact);
    const emptied = Object.keys(contact.fil)[0];
    contact.fil[emptied] = '';
    writeFileSync(file('official-contact', 'messages'), `${JSON.stringify(contact, null, 2)}\n`);
    writeFileSync(file('test-preview', 'screen'), original.preview.replace('"to": "aboutUs",', '"to": "/aboutUss",'));
    await openStudio(page, harness.studio.url, 'app-download');

    await page.getByRole('button', { name: 'Publish and history' }).click();
    const panel = page.getByRole('region', { name: 'Publish', exact: true });
    await panel.getByRole('button', { name: 'Check and publish the saved changes' }).click();
    const blocked = panel.getByRole('alert').filter({ hasText: 'Publish is blocked' });
    await blocked.waitFor({ timeout: CHECKS });
    await screenshot(page, 'studio-prepublish-blocked');
    const texts = blocked.getByRole('region', { name: 'Every text in English and Filipino' });
    expect(await texts.locator('li').allTextContents()).toEqual([
      expect.stringMatching(
        new RegExp(`^screens/official-contact/messages\\.json:\\d+:\\d+ '${emptied.replace('.', '\\.')}' has an empty Filipino text`),
      ),
    ]);
    const actions = blocked.getByRole('region', { name: 'No action that leads nowhere' });
    expect(await actions.locator('li').allTextContents()).toEqual([
      expect.stringMatching(/^screens\/test-preview\/screen\.json:\d+:\d+ no screen has the path '\/aboutUss'/),
    ]);
    expect(await blocked.locator('h4').filter({ hasText: 'No serious accessibility problem' }).textContent()).toBe(
      'No serious accessibility problem: checked once the problems above are fixed',
    );
    expect(liveVersion()).toBe(versionBefore);

    // A finding opens its screen at its place.
    await actions.getByRole('button').click();
    await selectedInList(page).filter({ hasText: '/testPreview' }).waitFor();
    await expect.poll(() => page.locator('.cm-activeLine').textContent()).toContain('"to": "/aboutUss"');

    // The files fixed: the blank button of the saved screen is what is left, found in its preview.
    writeFileSync(file('official-contact', 'messages'), original.contact);
    writeFileSync(file('test-preview', 'screen'), original.preview);
    await openStudio(page, harness.studio.url, 'app-download');
    await page.getByRole('button', { name: 'Publish and history' }).click();
    await panel.getByRole('button', { name: 'Check and publish the saved changes' }).click();
    await blocked.waitFor({ timeout: CHECKS });
    const accessibility = blocked.getByRole('region', { name: 'Accessibility' });
    expect(await accessibility.locator('li').allTextContents()).toEqual([
      expect.stringMatching(/^app-download Buttons must have discernible text \(button-name, critical\): /),
    ]);
    expect(await blocked.locator('h4').filter({ hasText: 'No serious accessibility problem' }).textContent()).toMatch(
      /^No serious accessibility problem: problems in \d+ changed screens?$/,
    );
    expect(await blocked.getByRole('region', { name: 'No action that leads nowhere' }).locator('li').count()).toBe(0);
    await screenshot(page, 'studio-prepublish-accessibility');
    expect(liveVersion()).toBe(versionBefore);

    // Fixed in the studio: the checks pass and Publish runs.
    await page.getByRole('button', { name: 'Publish and history' }).click();
    await page.getByRole('tab', { name: 'Texts' }).click();
    await textBox(page, 'download.download', 'en').fill('Download the app');
    await textBox(page, 'download.download', 'fil').fill('I-download ang app');
    await page.getByRole('button', { name: 'Save…' }).click();
    await page
      .getByRole('dialog', { name: /^Save screen '.*' \(\/downloadTemplate\)\?$/ })
      .getByRole('button', { name: 'Save to the screens folder' })
      .click();
    await page
      .getByRole('status')
      .filter({ hasText: /Saved '[^']+' \(\/downloadTemplate\)\./ })
      .waitFor({ timeout: WAIT });
    await page.getByRole('button', { name: 'Publish and history' }).click();
    await panel.getByRole('button', { name: 'Check and publish the saved changes' }).click();
    // The checks pass: what goes live is listed, and a note is asked for.
    const publish = page.getByRole('dialog', { name: 'Publish the saved changes?' });
    await publish.waitFor({ timeout: CHECKS });
    // The texts saved in the two tabs above, among them.
    await publish.getByRole('region', { name: 'changed about-us' }).waitFor();
    expect(liveVersion()).toBe(versionBefore);
    await publish.getByLabel(/^Note for the history/).fill('Download button text');
    await publish.getByRole('button', { name: 'Publish to borrowers' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /^Published / })
      .waitFor({ timeout: WAIT });
    expect(await panel.getByRole('status').filter({ hasText: 'All checks pass' }).textContent()).toMatch(
      /no serious accessibility problem in \d+ changed screens?\.$/,
    );
    expect(liveVersion()).not.toBe(versionBefore);
  });

  it('ran without a script error', () => {
    expect(harness.pageErrors).toEqual([]);
  });
});
