// The studio's undo history, structure tree, selection between preview and JSON, and state panel,
// as product staff use them: a copy of the screens folder and of the built app, the studio server
// with its Vite pages, and Chromium.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { screenshot } from './harness.ts';
import {
  blocksTree,
  clickInLine,
  openMessagesFile,
  openScreenFile,
  previewFrame,
  previewIframe,
  screenInList,
  scrollToLine as scrollToLineIn,
  selectedInList,
  startStudioHarness,
  type StudioHarness,
  WAIT,
} from './studio-harness.ts';

let harness: StudioHarness | undefined;
let screensDir: string;
let studio: StudioHarness['studio'];
let page: Page;
let pageErrors: string[];

const frame = (index: number) => previewFrame(page, index);
async function step<T>(name: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    await screenshot(page, `studio-structure-failure-${name}`);
    throw error;
  }
}
const previewText = (index: number, text: string) =>
  step('preview-text', () => frame(index).getByText(text, { exact: false }).first().waitFor({ timeout: WAIT }));
const status = () => page.getByRole('complementary', { name: 'Structure and state' }).getByRole('status');
/** The structure's status names the selected node in words; its place in the file (`place`) is the tooltip. */
const selectedIs = (words: string, place: string) =>
  status().filter({ hasText: words }).locator(`[title="In the screen file: ${place}"]`).waitFor({ timeout: WAIT });
const readScreenFile = (name: string, file: string) => readFileSync(join(screensDir, name, file), 'utf8');

async function openStudio(name: string): Promise<void> {
  await page.goto(`${studio.url}/studio#${name}`);
  await selectedInList(page).waitFor({ timeout: WAIT * 3 });
  await blocksTree(page).waitFor({ timeout: WAIT });
}

const scrollToLine = (text: string | RegExp) => scrollToLineIn(page, text);

/** Scrolls the editor to the first line holding `text` and puts the cursor at its end. */
async function clickLineEnd(text: string): Promise<void> {
  await clickInLine(page, text);
  await page.keyboard.press('End');
  // No hover tooltip of the editor left over the tabs.
  await page.mouse.move(0, 0);
}

/** The rectangles of the preview's highlight boxes and of the elements with `pointer`, in frame 1. */
async function highlightAndBlocks(pointer: string) {
  const handle = await previewIframe(page, 1).elementHandle();
  const inside = await handle.contentFrame();
  return inside!.evaluate((wanted) => {
    const rect = (element: Element) => {
      const { top, left, width, height } = element.getBoundingClientRect();
      return { top: Math.round(top), left: Math.round(left), width: Math.round(width), height: Math.round(height) };
    };
    return {
      boxes: [...document.querySelectorAll('.studio-inspect-box.is-selected')].map(rect),
      blocks: [...document.querySelectorAll(`[data-pointer="${wanted}"]`)].map(rect),
    };
  }, pointer);
}

beforeAll(async () => {
  harness = await startStudioHarness({ checkOnStart: false });
  ({ page, screensDir, studio, pageErrors } = harness);
  await openStudio('loan-detail');
}, 180_000);

afterAll(async () => {
  await harness?.close();
});

describe('studio structure, selection, undo and state', () => {
  it('undoes an edit after a reload: the editor and the preview show the text before it, and redo brings it back', async () => {
    await previewText(1, 'Loan details');
    await openMessagesFile(page);
    await clickLineEnd('"loanDetail.title": "Loan details"');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    // The word in one input: typing that pauses over a second starts a new undo step, and a busy
    // machine can space key presses that far apart (grouping is the history's unit test).
    await page.keyboard.insertText(' today');
    await previewText(1, 'Loan details today');
    const undo = page.getByRole('button', { name: 'Undo', exact: true });
    expect(await undo.getAttribute('title')).toBe('Undo typing in messages.json line 4 (Ctrl+Z)');

    await page.reload();
    await openMessagesFile(page);
    await page
      .locator('.cm-line')
      .filter({ hasText: '"loanDetail.title": "Loan details today"' })
      .waitFor({ timeout: WAIT * 2 });
    await previewText(1, 'Loan details today');
    await step('undo-enabled', () =>
      page.getByRole('button', { name: 'Undo', exact: true }).and(page.locator('[aria-disabled="false"]')).waitFor({ timeout: WAIT }),
    );

    // Ctrl+Z in the editor takes back the whole word typed before the reload.
    await page.locator('.cm-content').click();
    await page.keyboard.press('Control+z');
    await page.locator('.cm-line').filter({ hasText: '"loanDetail.title": "Loan details",' }).waitFor({ timeout: WAIT });
    expect(await page.locator('.cm-line').filter({ hasText: 'Loan details today' }).count()).toBe(0);
    await step('preview-undone', () =>
      frame(1)
        .locator('.eng-appbar-title')
        .filter({ hasText: /^Loan details$/ })
        .waitFor({ timeout: WAIT }),
    );
    // Back where the file on disk is: no draft is left.
    await page.getByRole('button', { name: 'Saved', exact: true }).waitFor();

    await page.getByRole('button', { name: 'Redo', exact: true }).click();
    await previewText(1, 'Loan details today');
    await page.keyboard.press('Control+z');
    await step('undo-after-redo', () => page.getByRole('button', { name: 'Saved', exact: true }).waitFor({ timeout: WAIT }));
    expect(readScreenFile('loan-detail', 'messages.json')).toContain('"loanDetail.title": "Loan details",');
  });

  it('makes Format document an undoable step', async () => {
    await openScreenFile(page);
    const before = await page.locator('.cm-line').filter({ hasText: '"blocks": [' }).first().textContent();
    expect(before).toContain('"blocks": [{ "type": "include", "part": "order-summary" }]');
    await page.getByRole('button', { name: 'Format document' }).click();
    // The history names the step once the document is formatted, and the step to redo once it is undone.
    const undo = page.getByRole('button', { name: 'Undo', exact: true });
    await expect.poll(() => undo.getAttribute('title')).toBe('Undo Format document (Ctrl+Z)');
    await step('format', async () => (await scrollToLine(/^\s*"msg": "loanDetail.title"$/)).waitFor({ timeout: WAIT }));
    await undo.click();
    await expect
      .poll(() => page.getByRole('button', { name: 'Redo', exact: true }).getAttribute('title'))
      .toBe('Redo Format document (Ctrl+Shift+Z)');
    await step('format-undone', async () =>
      (await scrollToLine('"blocks": [{ "type": "include", "part": "order-summary" }]')).waitFor({ timeout: WAIT }),
    );
    await page.getByRole('button', { name: 'Saved', exact: true }).waitFor();
  });

  it('starts the history afresh, with a notice, when the files changed on disk since it was kept', async () => {
    // Format document was undone above: it could be redone on the files as they are.
    const redo = page.getByRole('button', { name: 'Redo', exact: true });
    expect(await redo.getAttribute('aria-disabled')).toBe('false');
    const file = join(screensDir, 'loan-detail', 'messages.json');
    const saved = readFileSync(file, 'utf8');
    writeFileSync(file, saved.replace('"loanDetail.title": "Loan details"', '"loanDetail.title": "Loan overview"'));
    try {
      await page.reload();
      await step('stale-notice', () =>
        page
          .getByRole('alert')
          .filter({ hasText: 'The undo history of loan-detail was made on another version of its files' })
          .waitFor({ timeout: WAIT * 2 }),
      );
      await previewText(1, 'Loan overview');
      expect(await redo.getAttribute('aria-disabled')).toBe('true');
      expect(await page.getByRole('button', { name: 'Undo', exact: true }).getAttribute('aria-disabled')).toBe('true');
    } finally {
      writeFileSync(file, saved);
    }
    await page.reload();
    await blocksTree(page).waitFor({ timeout: WAIT });
    await previewText(1, 'Loan details');
  });

  it('selects a tree node: its JSON in the editor and its blocks highlighted in the preview', async () => {
    await openScreenFile(page);
    const tree = page.getByRole('complementary', { name: 'Structure and state' }).getByRole('tree', { name: 'Screen structure' });
    const node = tree.getByRole('treeitem', { name: /^Shared part order-buttons/ });
    await node.click();
    await step('tree-status', () => selectedIs('Selected: Shared part order-buttons', '/footer/0, line 34'));
    expect(await node.getAttribute('aria-selected')).toBe('true');
    // The editor's cursor is at the start of the node's JSON, the JSON selected.
    expect(await page.locator('.cm-activeLine').textContent()).toContain('"footer": [{ "type": "include", "part": "order-buttons" }]');
    expect(await page.locator('.cm-selectionBackground').count()).toBeGreaterThan(0);
    // The part's blocks stand in the include's place in the preview: each is highlighted where it is drawn.
    await step('highlight', () =>
      frame(1).locator('.studio-inspect-box.is-selected').first().waitFor({ state: 'attached', timeout: WAIT }),
    );
    const { boxes, blocks } = await highlightAndBlocks('/footer/0');
    expect(blocks.length).toBeGreaterThan(0);
    expect(boxes).toContainEqual(blocks[0]);
    await screenshot(page, 'studio-structure-tree');

    // Keyboard: Down selects the next node, the editor follows.
    await page.keyboard.press('ArrowDown');
    await selectedIs('Selected: Pop-ups', '/dialogs, line 35');
    await page.keyboard.press('ArrowDown');
    await selectedIs('Selected: Pop-up rating', '/dialogs/0, line 36');
    expect(
      await tree.getByRole('treeitem', { name: 'Pop-up rating', exact: true }).evaluate((element) => element === document.activeElement),
    ).toBe(true);
  });

  it('selects a block tapped in the preview in select mode, and the editor cursor selects its node', async () => {
    const selectMode = page.getByRole('button', { name: 'Select in preview' });
    await selectMode.click();
    expect(await selectMode.getAttribute('aria-pressed')).toBe('true');
    // The scenario's reminder dialog is open over the screen: its text is picked, and the dialog stays open.
    await frame(1)
      .getByRole('dialog')
      .getByText(/avoid the late fee/)
      .click();
    await step('pick-dialog', () => selectedIs('Selected: Text', '/dialogs/3/blocks/0, line 93'));
    expect(
      await page
        .getByRole('treeitem', { name: /^Text showing Kind tips msg \(block\)/ })
        .and(page.locator('[aria-selected="true"]'))
        .count(),
    ).toBe(1);
    // In select mode a tap presses nothing: the dialog's OK leaves it open.
    await frame(1).getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    expect(await frame(1).getByRole('dialog').count()).toBe(1);
    // Select mode off: taps go through again (the dialog's OK closes it).
    await selectMode.click();
    expect(await selectMode.getAttribute('aria-pressed')).toBe('false');
    await frame(1).getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    await step('tap-through', () => frame(1).getByRole('dialog').waitFor({ state: 'detached', timeout: WAIT }));
    // A block that came from a shared part selects its include.
    await selectMode.click();
    await frame(1).getByText('ORD174D').first().click();
    await step('pick', () => selectedIs('Selected: Shared part order-summary', '/blocks/0, line 33'));
    expect(await page.locator('.cm-activeLine').textContent()).toContain('"blocks": [{ "type": "include", "part": "order-summary" }]');
    expect(await page.getByRole('treeitem', { name: /^Shared part order-summary/ }).getAttribute('aria-selected')).toBe('true');
    await selectMode.click();

    // A place in the editor selects the node around it.
    await clickLineEnd('"type": "rating"');
    await status()
      .filter({ hasText: "Selected: Star rating 'Rate your experience'" })
      .locator('[title^="In the screen file: /dialogs/0/blocks/1,"]')
      .waitFor({ timeout: WAIT });
    expect(await page.getByRole('treeitem', { name: /^Star rating 'Rate your experience'/ }).getAttribute('aria-selected')).toBe('true');
  });

  it('shows a form value in the state panel after typing in the preview, a phone number masked', async () => {
    await screenInList(page, 'Register', '/register').click();
    await blocksTree(page)
      .getByRole('treeitem', { name: /^Form registration/ })
      .waitFor({ timeout: WAIT });
    const phone = frame(1).locator('[data-field="phone"] input');
    await step('register-preview', () => phone.waitFor({ timeout: WAIT }));
    const state = page.getByRole('region', { name: 'State' });
    const form = state.getByRole('table', { name: /^Form / }).first();
    await step('state-form', () => form.waitFor({ timeout: WAIT }));
    await phone.fill('09171234567');
    await frame(1).locator('[data-field="capcode"] input').fill('AB12');
    await step('state-values', () =>
      form
        .getByRole('row', { name: /capcode/ })
        .filter({ hasText: '"AB12"' })
        .waitFor({ timeout: WAIT }),
    );
    const phoneRow = await form.getByRole('row', { name: /^phone/ }).textContent();
    expect(phoneRow).toMatch(/"[• ]+4567"/);
    expect(phoneRow?.replace(/\D/g, '')).toBe('4567');
    expect(await form.getByRole('row', { name: /capcode/ }).textContent()).toContain('dirty');
    expect(await state.textContent()).toContain('captchaCount');
    await screenshot(page, 'studio-state-panel');
  });

  it('ran without a script error', () => {
    expect(pageErrors).toEqual([]);
  });
});
