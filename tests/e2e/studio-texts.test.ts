// Every text a borrower reads, edited from the studio wherever it lives, as staff do it: a shared
// text reworded in Filipino from All texts, a wording fixed everywhere with search and replace (a
// shared text, screens and a Markdown page; a part's note for developers only with its switch) and taken back, the editor's find panel, a checker
// problem in the shared texts opened, and a paragraph of the about-us page edited. Each step is one
// person's action; the counts are in the comments.
import { cpSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { docsScreenshot } from './harness.ts';
import {
  clickInLine,
  openScreenFile,
  openStudio,
  previewFrame,
  previewText,
  reopenStudio,
  screenInList,
  showScreenTexts,
  startLaptopStudio,
  type StudioHarness,
  textBox,
  unsavedBar,
  WAIT,
} from './studio-harness.ts';

let harness: StudioHarness;
let page: Page;
let contentDir: string;

beforeAll(async () => {
  // A laptop's screen, as staff have.
  harness = await startLaptopStudio({ checkOnStart: false });
  page = harness.page;
  // The studio edits the pages in content/ beside its screens folder: a copy, as for the screens.
  contentDir = join(dirname(harness.screensDir), 'content');
  cpSync('content', contentDir, { recursive: true });
}, 180_000);

afterAll(async () => {
  await harness?.close();
});

/** The tick of the test-preview screen's matches in search, by the screen's address. */
const testPreviewTick = /^Replace in Screen '.+' \(\/testPreview\)$/;
const sharedOnDisk = () =>
  JSON.parse(readFileSync(join(harness.screensDir, 'messages.json'), 'utf8')) as Record<string, Record<string, string>>;
const unsaved = () => unsavedBar(page);

describe('studio texts everywhere', () => {
  it('rewords a shared text in Filipino from All texts, asks where, shows it in the Filipino preview and saves it', async () => {
    await reopenStudio(page, harness.studio.url, 'loan-confirm', { frame: 2, text: 'Susunod' });
    // 1: All texts, 2: the screen's texts only.
    await showScreenTexts(page, 'loan-confirm');
    const row = page.getByRole('row').filter({ has: textBox(page, 'loanConfirm.next', 'fil') });
    await expect.poll(() => row.getByText(/Shared text · on 3 screens/).count(), { timeout: WAIT }).toBe(1);
    // 3: the Filipino cell (the preview marks the button it words).
    const cell = textBox(page, 'loanConfirm.next', 'fil');
    await cell.click();
    await expect.poll(() => previewFrame(page, 2).locator('.studio-inspect-box').count(), { timeout: WAIT }).toBeGreaterThan(0);
    // 4: select its text, 5: type the new one.
    await cell.press('Control+A');
    await cell.pressSequentially('Magpatuloy');
    // 6: change it everywhere (asked below the row; what was typed waits for the answer).
    const ask = page.getByRole('group', { name: 'Change a shared text' });
    await ask.waitFor({ timeout: WAIT });
    // What was typed waits for the answer: the preview still shows the shared text.
    await previewText(page, 2, 'Susunod');
    await docsScreenshot(page, 'studio-texts');
    await ask.getByRole('button', { name: 'Change it everywhere (3 screens)' }).click();
    expect(await ask.count()).toBe(0);
    await expect.poll(() => cell.inputValue()).toBe('Magpatuloy');
    await previewText(page, 2, 'Magpatuloy');
    expect(await textBox(page, 'loanConfirm.next', 'en').inputValue()).toBe('Next');
    // 7: save the shared texts.
    await unsaved().getByRole('button', { name: 'Save Shared texts' }).click();
    await page.getByRole('status').filter({ hasText: 'Saved the shared texts.' }).waitFor({ timeout: WAIT });
    expect(sharedOnDisk().fil['loanConfirm.next']).toBe('Magpatuloy');
    expect(sharedOnDisk().en['loanConfirm.next']).toBe('Next');
    // Seven actions, no JSON typed.
  });

  it('changes a shared text only on one screen: that screen gets its own text, the others keep the shared one', async () => {
    await page.getByLabel('Texts of screen').selectOption('loan-confirm');
    const cell = textBox(page, 'loanConfirm.cancel', 'fil');
    await cell.fill('Huwag na');
    await page
      .getByRole('group', { name: 'Change a shared text' })
      .getByRole('button', { name: "Only on 'Confirm your loan' (/humanQuestions)" })
      .click();
    const own = page
      .getByRole('row')
      .filter({ hasText: "Only on screen 'Confirm your loan' (/humanQuestions), instead of the shared text" });
    await own.waitFor({ timeout: WAIT });
    expect(await textBox(own, 'loanConfirm.cancel', 'fil').inputValue()).toBe('Huwag na');
    expect(await textBox(own, 'loanConfirm.cancel', 'en').inputValue()).toBe('Cancel');
    // All screens: the shared text as it was, now on the two other screens, and loan-confirm's own.
    await page.getByLabel('Texts of screen').selectOption('');
    await page.getByLabel('Filter texts').fill('loanConfirm.cancel');
    expect(await textBox(page, 'loanConfirm.cancel', 'fil', 'shared').inputValue()).toBe('Kanselahin');
    expect(await textBox(page, 'loanConfirm.cancel', 'fil', 'loan-confirm').inputValue()).toBe('Huwag na');
    // A screen reader tells the two Filipino boxes apart in words: the screen's own names its screen.
    expect(await page.getByRole('textbox', { name: '“Cancel” in Filipino', exact: true }).inputValue()).toBe('Kanselahin');
    expect(
      await page
        .getByRole('textbox', { name: "“Cancel” in Filipino, only on 'Confirm your loan' (/humanQuestions)", exact: true })
        .inputValue(),
    ).toBe('Huwag na');
    expect(await page.getByRole('row').filter({ hasText: 'Shared text · on 2 screens' }).count()).toBe(1);
  });

  it("replaces a wording in a shared text and a Markdown page as one step (not in a part's note for developers), and takes it back", async () => {
    await reopenStudio(page, harness.studio.url, 'about-us', { frame: 1, text: 'Customer service phone' });
    // 1: Search and replace.
    await page.getByRole('button', { name: 'Search and replace' }).click();
    // 2: what to find, 3: what to write instead.
    await page.getByLabel('Find in all files').fill('customer service');
    await page.getByLabel('Replace with').fill('Customer Service');
    // 4: whole words only.
    await page.getByLabel('Whole word').check();
    const results = page.getByRole('region', { name: 'Search and replace' });
    // Each file named as staff know it.
    for (const file of ['Shared texts', "Page 'Who we are'"]) {
      await results.getByRole('region', { name: file, exact: true }).waitFor({ timeout: WAIT });
    }
    // The part's description is a note for developers, no text borrowers read: found only with the switch.
    expect(await results.getByRole('region', { name: 'Shared part order-summary' }).count()).toBe(0);
    await page.getByRole('switch', { name: 'Include notes for developers' }).check();
    await results.getByRole('region', { name: 'Shared part order-summary' }).waitFor({ timeout: WAIT });
    await page.getByRole('switch', { name: 'Include notes for developers' }).uncheck();
    await expect.poll(() => results.getByRole('region', { name: 'Shared part order-summary' }).count(), { timeout: WAIT }).toBe(0);
    // Each match shows its text and the text as the replacement makes it.
    const aboutUs = results.getByRole('region', { name: "Page 'Who we are'" });
    expect(await aboutUs.locator('del').first().textContent()).toBe('Customer service');
    expect(await aboutUs.locator('ins').first().textContent()).toBe('Customer Service');
    expect(await aboutUs.getByText(/phone: \{phone\}/).count()).toBeGreaterThan(0);
    await previewText(page, 1, 'Customer service phone');
    await docsScreenshot(page, 'studio-search');
    // Not in this one: 5: untick a file.
    await results.getByLabel(testPreviewTick).uncheck();
    // 6: replace all selected.
    await results.getByRole('button', { name: /^Replace selected \(\d+\)$/ }).click();
    await previewText(page, 1, 'Customer Service phone');
    // Named as staff know them: the shared texts, the page by its own title.
    for (const file of ['Shared texts', "Page 'Who we are'"])
      await unsaved().getByRole('button', { name: file, exact: true }).waitFor({ timeout: WAIT });
    // The replaced matches left the list (though "Customer Service" is found again); the unticked file's stay, unticked.
    await expect.poll(() => results.getByRole('region', { name: "Page 'Who we are'" }).count(), { timeout: WAIT }).toBe(0);
    expect(await results.getByLabel(testPreviewTick).isChecked()).toBe(false);
    expect(await results.getByRole('button', { name: /^Replace selected \(0\)$/ }).isDisabled()).toBe(true);
    expect(
      await unsaved()
        .getByRole('button', { name: /^Open Screen '.+' \(\/testPreview\) to save it$/ })
        .count(),
    ).toBe(0);
    // The unticked file kept its text.
    await page.getByLabel('Find in all files').fill('Customer service');
    await page.getByLabel('Match case').check();
    await results.getByRole('region', { name: /^Screen '.+' \(\/testPreview\)$/ }).waitFor({ timeout: WAIT });
    expect(await results.getByRole('region', { name: "Page 'Who we are'" }).count()).toBe(0);

    // Undo takes back every file at once.
    await results.getByRole('button', { name: 'Undo replace' }).click();
    await previewText(page, 1, 'Customer service phone');
    await results.getByRole('region', { name: "Page 'Who we are'" }).waitFor({ timeout: WAIT });
    for (const file of ['Shared texts', "Page 'Who we are'"])
      await expect.poll(() => unsaved().getByRole('button', { name: file, exact: true }).count()).toBe(0);
    // Nothing was written: the files on disk are as they were.
    expect(readFileSync(join(contentDir, 'about-us.md'), 'utf8')).toContain('Customer service phone');
    expect(sharedOnDisk().en['service.title']).toBe('Customer service');
  });

  it("finds the screen list's search in every file, saying where", async () => {
    await page.getByLabel('Search screens').fill('Magpatuloy');
    await page.getByRole('button', { name: 'Find “Magpatuloy” in every file, with where…' }).click();
    const results = page.getByRole('region', { name: 'Search and replace' });
    const shared = results.getByRole('region', { name: 'Shared texts' });
    await shared.waitFor({ timeout: WAIT });
    // Where: the Filipino text; what: the text itself, not its JSON line.
    const first = shared.getByRole('listitem').first();
    expect(await first.locator('.studio-search-where').textContent()).toBe('Filipino');
    expect(await first.locator('.studio-search-line').textContent()).toBe('Magpatuloy');
    expect(await results.textContent()).not.toMatch(/"\w[\w.]*": "|screens\/|\.json/);
    await page.getByLabel('Search screens').fill('');
  });

  it('opens the find panel in the editor with Ctrl+F instead of typing into the JSON', async () => {
    await openStudio(page, harness.studio.url, 'loan-detail');
    await openScreenFile(page);
    const firstLine = await page.locator('.cm-line').first().textContent();
    await page.locator('.cm-content').click();
    await page.keyboard.press('Control+f');
    const find = page.locator('.cm-search input[name="search"]');
    await find.waitFor({ timeout: WAIT });
    await expect.poll(() => find.evaluate((input) => input === document.activeElement)).toBe(true);
    await find.pressSequentially('loanDetail.title');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('.cm-selectionMatch, .cm-searchMatch-selected').count()).toBeGreaterThan(0);
    expect(await page.locator('.cm-search input[name="replace"]').count()).toBe(1);
    // Nothing was typed into the JSON: the screen has no draft.
    expect(await screenInList(page, 'Loan details', '/hasOf').textContent()).not.toMatch(/draft/);
    expect(await page.locator('.cm-line').first().textContent()).toBe(firstLine);
  });

  it('opens the shared texts at a checker problem in them', async () => {
    await page.getByRole('button', { name: 'All texts' }).click();
    await page.getByLabel('Filter texts').fill('service.title');
    // An empty Filipino text where the English one has words: the checker's problem in screens/messages.json.
    await textBox(page, 'service.title', 'fil').fill(' ');
    const problem = page
      .getByRole('region', { name: 'Problems' })
      .getByRole('button')
      .filter({ hasText: /^screens\/messages\.json:\d+/ })
      .first();
    await problem.waitFor({ timeout: WAIT });
    await problem.click();
    await page.getByRole('region', { name: 'Shared texts screens/messages.json' }).waitFor({ timeout: WAIT });
    await expect.poll(() => page.locator('.cm-activeLine').textContent(), { timeout: WAIT }).toContain('"service.title"');
    await page.getByRole('button', { name: 'Discard changes' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Saved', exact: true }).count()).toBeGreaterThan(0);
  });

  it('edits a paragraph of the about-us page and shows it in the preview', async () => {
    await openStudio(page, harness.studio.url, 'about-us');
    await previewText(page, 1, 'To give working Filipinos');
    // 1: the page in the list.
    await page.getByRole('button', { name: /content\/about-us\.md/ }).click();
    await page.getByRole('region', { name: 'Page content/about-us.md' }).waitFor({ timeout: WAIT });
    // 2: in the paragraph, 3: type.
    await clickInLine(page, 'To give working Filipinos');
    await page.keyboard.type('Every day: ');
    await previewText(page, 1, 'Every day: To give working Filipinos');
    await previewText(page, 2, 'Every day: To give working Filipinos');
    // 4: save.
    await page.getByRole('button', { name: 'Save the page about-us' }).first().click();
    await page.getByRole('status').filter({ hasText: "Saved the page 'Who we are'." }).waitFor({ timeout: WAIT });
    expect(readFileSync(join(contentDir, 'about-us.md'), 'utf8')).toContain('Every day: To give working Filipinos');
    expect(harness.pageErrors).toEqual([]);
  });
  it('fixes a wording everywhere and saves every file it changed, in 16 actions', async () => {
    // 1: Search and replace, 2: find, 3: replace with, 4: whole words, 5: replace all.
    await page.getByRole('button', { name: 'Search and replace' }).click();
    await page.getByLabel('Find in all files').fill('customer service');
    await page.getByLabel('Replace with').fill('Customer Service');
    await page.getByLabel('Whole word').check();
    const results = page.getByRole('region', { name: 'Search and replace' });
    await results.getByRole('region', { name: "Page 'Who we are'" }).waitFor({ timeout: WAIT });
    await results.getByRole('button', { name: /^Replace selected \(\d+\)$/ }).click();
    // 6-8: save the shared texts, the part and the page.
    for (const file of ['Shared texts', "Page 'Who we are'"]) {
      await unsaved()
        .getByRole('button', { name: `Save ${file}` })
        .click();
      await expect.poll(() => unsaved().getByRole('button', { name: file, exact: true }).count(), { timeout: WAIT }).toBe(0);
    }
    // 8-16: each screen: open it, Save…, save.
    for (const path of ['/workIs', '/listsA', '/testPreview']) {
      // Named by its title and address.
      await unsaved()
        .getByRole('button', { name: new RegExp(`^Open Screen '.+' \\(${path}\\) to save it$`) })
        .click();
      await page.getByRole('button', { name: 'Save…' }).click();
      await page
        .getByRole('dialog', { name: new RegExp(`^Save screen '.+' \\(${path}\\)\\?$`) })
        .getByRole('button', { name: 'Save to the screens folder' })
        .click();
      await page
        .getByRole('status')
        .filter({ hasText: new RegExp(`Saved '[^']+' \\(${path}\\)\\.`) })
        .waitFor({ timeout: WAIT });
    }
    expect(sharedOnDisk().en['service.title']).toBe('Customer Service');
    expect(sharedOnDisk().en['loanDetail.contactService']).toBe('Contact Customer Service');
    // The part's note for developers is as it was.
    expect(readFileSync(join(harness.screensDir, 'parts', 'order-summary.json'), 'utf8')).toContain('detail rows and customer service');
    expect(readFileSync(join(contentDir, 'about-us.md'), 'utf8')).toContain('- Customer Service phone: {phone}');
    expect(harness.readScreenFile('about-us', 'messages.json')).toContain('"E-mail Customer Service"');
    expect(harness.readScreenFile('customer-service', 'messages.json')).toContain('Reach our Customer Service team');
    expect(harness.readScreenFile('test-preview', 'screen.json')).toContain('"label": "Customer Service"');
    await previewText(page, 1, 'Customer Service');
  });
});
