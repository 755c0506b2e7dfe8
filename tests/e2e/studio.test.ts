// The screen studio as product staff use it: a copy of the screens folder and of the built app,
// the studio server with its Vite pages, and Chromium.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { screenshot } from './harness.ts';
import {
  blocksTree,
  clickInLine,
  openScreenFile,
  previewFrame,
  SCREEN_FILE_TAB,
  screenInList,
  selectedInList,
  startStudioHarness,
  type StudioHarness,
  textBox,
  WAIT,
} from './studio-harness.ts';

let harness: StudioHarness | undefined;
let screensDir: string;
let distDir: string;
let studio: StudioHarness['studio'];
let page: Page;
let pageErrors: string[];

const frame = (index: number) => previewFrame(page, index);
async function previewText(index: number, text: string): Promise<void> {
  try {
    await frame(index).getByText(text, { exact: false }).first().waitFor({ timeout: WAIT });
  } catch (error) {
    await screenshot(page, 'studio-failure');
    throw error;
  }
}
const readScreenFile = (name: string, file: string) => readFileSync(join(screensDir, name, file), 'utf8');

async function openStudio(name: string): Promise<void> {
  await page.goto(`${studio.url}/studio#${name}`);
  await selectedInList(page).waitFor({ timeout: WAIT * 3 });
  await blocksTree(page).waitFor({ timeout: WAIT });
}

/** Scrolls the editor to the first line holding `text` and puts the cursor at its end, as a click there would. */
async function clickLineEnd(text: string): Promise<void> {
  await clickInLine(page, text);
  await page.keyboard.press('End');
}

beforeAll(async () => {
  harness = await startStudioHarness();
  ({ page, screensDir, distDir, studio, pageErrors } = harness);
  await openStudio('loan-detail');
}, 180_000);

afterAll(async () => {
  await harness?.close();
});

describe('screen studio', () => {
  it('opens the loan details with the real screen in an English and a Filipino phone frame', async () => {
    await previewText(1, 'Loan details');
    await previewText(2, 'Detalye ng loan');
    // The demo back end answers the preview: the order of the chosen scenario is shown.
    await previewText(1, 'ORD174D');
    expect(await screenInList(page, 'Loan details', '/hasOf').textContent()).toContain('ok');
    // The frames and the studio page render on React DOM, as borrowers' browsers do: the renderer
    // React DOM names itself by (in its development and its production build) is in the page's
    // libraries (Vite's dependencies from source, the built files' assets), and no Preact is.
    const rendererOf = (target: { evaluate: Page['evaluate'] }) =>
      target.evaluate(async () => {
        const libraries = performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .filter((name) => /\/(?:deps|assets)\/[^/?]+\.js(?:\?|$)/.test(name));
        const code = (await Promise.all(libraries.map(async (name) => (await fetch(name)).text()))).join('\n');
        if (code.includes('preact/compat') || code.includes('__PREACT_DEVTOOLS__')) return 'preact';
        return /rendererPackageName:\s*["'`]react-dom["'`]/.test(code) ? 'react-dom' : `none of ${libraries.length} libraries`;
      });
    const frames = page.frames().filter((item) => item !== page.mainFrame());
    expect(frames).toHaveLength(2);
    for (const frame of frames) expect(await rendererOf(frame)).toBe('react-dom');
    expect(await rendererOf(page)).toBe('react-dom');
    await screenshot(page, 'studio-loan-detail');
  });

  it('edits the Filipino text in the grid and shows it in a frame switched to Filipino', async () => {
    await page.getByRole('tab', { name: 'Texts' }).click();
    const cell = textBox(page, 'loanDetail.title', 'fil');
    expect(await cell.inputValue()).toBe('Detalye ng loan');
    await cell.fill('Mga detalye ng utang');
    await previewText(2, 'Mga detalye ng utang');
    await page.getByLabel('Frame 1 language').selectOption('fil');
    await previewText(1, 'Mga detalye ng utang');
    await page.getByLabel('Frame 1 language').selectOption('en');
    await previewText(1, 'Loan details');
  });

  it('saves after showing the change, and the file on disk changes exactly so', async () => {
    const before = readScreenFile('loan-detail', 'messages.json');
    await page.getByRole('button', { name: 'Save…' }).click();
    const dialog = page.getByRole('dialog', { name: /^Save screen '.+' \(\/hasOf\)\?$/ });
    await dialog.waitFor();
    // Old → new in Filipino; the English line, unchanged, is not listed.
    const change = dialog.locator('li').filter({ hasText: 'Filipino text' });
    expect(await change.textContent()).toMatch(/^Filipino text of “.+” on screen '.+': “Detalye ng loan” → “Mga detalye ng utang”$/);
    // The key only in the tooltip, for developers.
    expect(await change.locator('[title]').getAttribute('title')).toBe("For developers: the text's key is loanDetail.title");
    expect(await dialog.locator('li').count()).toBe(1);
    await screenshot(page, 'studio-save-diff');
    await dialog.getByRole('button', { name: 'Save to the screens folder' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /Saved '[^']+' \(\/hasOf\)\./ })
      .waitFor();
    expect(readScreenFile('loan-detail', 'messages.json')).toBe(
      before.replace('"loanDetail.title": "Detalye ng loan"', '"loanDetail.title": "Mga detalye ng utang"'),
    );
    expect(await page.getByRole('button', { name: 'Saved', exact: true }).isDisabled()).toBe(true);
  });

  it('completes a message key in the editor and the preview follows the new label', async () => {
    await openScreenFile(page);
    await clickLineEnd('"title": { "msg": "loanDetail.title" }');
    await page.keyboard.press('Shift+Home');
    await page.keyboard.type('"title": { "msg": "loanDetail.rating.t');
    const option = page.locator('.cm-tooltip-autocomplete li').filter({ hasText: 'loanDetail.rating.title' });
    await option.waitFor({ timeout: WAIT }).catch(async (error) => {
      await screenshot(page, 'studio-failure');
      throw error;
    });
    // CodeMirror ignores an Enter within 75 ms of the list opening (a fast typist's newline).
    await page.waitForTimeout(150);
    await page.keyboard.press('Enter');
    await page.keyboard.press('End');
    await page.keyboard.type(',');
    expect(await page.locator('.cm-line').nth(5).textContent()).toContain('"msg": "loanDetail.rating.title"');
    await previewText(1, 'Rate your experience');
    // The texts the screen no longer uses are reported, so it cannot be saved as it is.
    await page.getByText("'loanDetail.title' is used by no text").first().waitFor();
    expect(await page.getByRole('button', { name: /Save \(fix \d+ problems? first\)/ }).isDisabled()).toBe(true);
  });

  it('switches the data scenario of the loan details', async () => {
    await page.getByLabel('Data scenario').selectOption({ label: 'Repaid (200)' });
    await previewText(1, 'ORD200');
    await previewText(2, 'ORD200');
  });

  it('marks a wrong field type at its place with the hint, keeps the last good preview, refuses to save, and keeps the draft after a reload', async () => {
    await screenInList(page, 'Register', '/register').click();
    // Another screen opens on its blocks, not on the file open before.
    await blocksTree(page).waitFor({ timeout: WAIT });
    expect(await page.getByRole('tab', { name: 'Blocks' }).getAttribute('aria-selected')).toBe('true');
    await openScreenFile(page);
    await page.locator('.cm-line').filter({ hasText: '"schemaVersion"' }).first().waitFor();
    // The form's first field: its line in the file on disk is where the problem must be shown.
    const fieldLine =
      readScreenFile('register', 'screen.json')
        .split('\n')
        .findIndex((line) => line.includes('"type": "phone"')) + 1;
    await clickLineEnd('"type": "phone"');
    for (const key of ['ArrowLeft', 'ArrowLeft', 'Backspace', 'Backspace', 'Backspace', 'Backspace', 'Backspace'])
      await page.keyboard.press(key);
    await page.keyboard.type('fone');
    const problem = page.getByRole('region', { name: 'Problems' }).getByRole('button').filter({ hasText: "unknown field type 'fone'" });
    await problem.waitFor({ timeout: WAIT }).catch(async (error) => {
      await screenshot(page, 'studio-failure');
      throw error;
    });
    expect(await problem.textContent()).toContain(
      `screens/register/screen.json:${fieldLine}:11 unknown field type 'fone' (did you mean 'phone'?)`,
    );
    // The checker names the property; the mark covers it and its value.
    const marked = page.locator('.cm-lintRange-error');
    expect(await marked.count()).toBe(1);
    expect(await marked.textContent()).toBe('"type": "fone"');
    expect(await marked.locator('xpath=ancestor::div[contains(@class,"cm-line")]').textContent()).toBe('          "type": "fone",');
    const stale = page.getByRole('alert').filter({ hasText: 'The preview shows the last good version' });
    await stale.waitFor();
    expect(await stale.textContent()).toContain(`line ${fieldLine}`);
    expect(await page.getByRole('button', { name: /Save \(fix/ }).isDisabled()).toBe(true);
    await screenshot(page, 'studio-diagnostic');
    const onDisk = readScreenFile('register', 'screen.json');
    expect(onDisk).toContain('"type": "phone"');

    await page.reload();
    await problem.waitFor({ timeout: WAIT * 2 });
    // After a reload the screen is on its blocks; the problem opens the screen file at its line.
    expect(await page.getByRole('tab', { name: 'Blocks' }).getAttribute('aria-selected')).toBe('true');
    await problem.click();
    await page.locator('.cm-lintRange-error').first().waitFor({ timeout: WAIT });
    expect(await page.getByRole('tab', { name: SCREEN_FILE_TAB }).getAttribute('aria-selected')).toBe('true');
    expect(await page.locator('.cm-lintRange-error').first().textContent()).toBe('"type": "fone"');
    await expect.poll(() => page.locator('.cm-activeLine').textContent(), { timeout: WAIT }).toBe('          "type": "fone",');
    expect(await screenInList(page, 'Register', '/register').textContent()).toMatch(/1 problem.*draft/);
    expect(readScreenFile('register', 'screen.json')).toBe(onDisk);
  });

  it('publishes the saved screens with the command line step, with a note, and rolls back after a confirmation', async () => {
    await page.getByRole('button', { name: 'Publish and history' }).click();
    const panel = page.getByRole('region', { name: 'Publish' });
    await panel.getByRole('button', { name: 'Check and publish the saved changes' }).click();
    const dialog = page.getByRole('dialog', { name: 'Publish the saved changes?' });
    await dialog.waitFor({ timeout: WAIT * 3 });
    await dialog.getByLabel(/^Note for the history/).fill('Filipino title of the loan details');
    await dialog.getByRole('button', { name: 'Publish to borrowers' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /^Published / })
      .waitFor({ timeout: WAIT });
    const manifest = JSON.parse(readFileSync(join(distDir, 'screens', 'manifest.json'), 'utf8'));
    const history = JSON.parse(readFileSync(join(distDir, 'screens', 'history.json'), 'utf8'));
    expect(history.versions).toHaveLength(2);
    expect(manifest.version).toBe(history.versions[1].version);
    // The published bundle holds the saved Filipino title, not the unsaved drafts.
    const published = readFileSync(join(distDir, 'screens', manifest.screens.loanDetail.file), 'utf8');
    expect(published).toContain('Mga detalye ng utang');
    expect(published).toContain('"hashAliases":["borrowDetail"]},"title":{"msg":"loanDetail.title"}');
    await panel
      .locator('tr[aria-current="true"]')
      .filter({ has: page.locator(`[data-version="${manifest.version}"]`) })
      .waitFor();
    await screenshot(page, 'studio-publish');
    await panel.getByRole('button', { name: 'Make live…' }).click();
    const confirm = page.getByRole('dialog', { name: /^Make the release of .+ live again\?$/ });
    await confirm.getByRole('button', { name: 'Make it live again' }).click();
    await page.getByRole('status').filter({ hasText: 'is live again' }).waitFor();
    expect(JSON.parse(readFileSync(join(distDir, 'screens', 'manifest.json'), 'utf8')).version).toBe(history.versions[0].version);
    await panel
      .locator('tr[aria-current="true"]')
      .filter({ has: page.locator(`[data-version="${history.versions[0].version}"]`) })
      .waitFor();
    // The bundle rolled back stays in the list.
    await panel
      .locator('tbody tr')
      .filter({ has: page.locator(`[data-version="${manifest.version}"]`) })
      .filter({ hasText: 'rolled back' })
      .waitFor();
  });

  it('ran without a script error', () => {
    expect(pageErrors).toEqual([]);
  });
});
