// Adding, moving and removing blocks and fields without typing JSON, as product staff do it: the
// palette, the structure tree and the property panel of the Blocks tab; the preview follows, Undo
// takes a panel edit back, and the screen saves. A copy of the screens folder and of the built app,
// the studio server with its Vite pages, and Chromium.
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { axeBuilder } from './a11y-checks.ts';
import { docsScreenshot, screenshot } from './harness.ts';
import {
  clickInLine,
  openScreenFile,
  openStudio,
  PREVIEW_WAIT,
  previewFrame,
  previewSettled,
  previewText,
  SCREEN_FILE_TAB,
  scrollToLine,
  selectedPlace,
  startStudioHarness,
  type StudioHarness,
  WAIT,
} from './studio-harness.ts';

let harness: StudioHarness | undefined;
let page: Page;
let view: Locator;

const status = () => view.getByRole('status');
/** A node of the tree as a person clicks it: its own line, not the children below it. */
const treeNode = (name: RegExp) => view.getByRole('treeitem', { name }).locator(':scope > .studio-node');
const labelsInFrame = (index: number, text: string) => previewFrame(page, index).getByText(text, { exact: true });
async function step<T>(name: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    await screenshot(page, `studio-blocks-failure-${name}`);
    throw error;
  }
}

beforeAll(async () => {
  harness = await startStudioHarness({ checkOnStart: false });
  page = harness.page;
  await openStudio(page, harness.studio.url, 'complaint-form');
  view = page.getByRole('region', { name: 'Add and edit blocks' });
}, 180_000);

afterAll(async () => {
  await harness?.close();
});

describe('studio blocks: palette and property panel', () => {
  it('adds an optional text field to a form, labels it in English and Filipino, moves, duplicates, deletes, undoes and saves it', async () => {
    await previewText(page, 1, 'Photos (optional)');
    // The screen opened on its blocks.
    expect(await page.getByRole('tab', { name: 'Blocks' }).getAttribute('aria-selected')).toBe('true');
    await treeNode(/^Form complaint/).click();
    await expect.poll(() => status().textContent()).toBe('Selected: Form complaint');
    expect(await selectedPlace(status())).toMatch(/^\/blocks\/1, line \d+$/);
    await view.getByRole('button', { name: 'Fields', exact: true }).click();
    await expect.poll(() => view.getByText(/^Adds /).textContent()).toBe("Adds after Photos 'Photos (optional)'.");
    await view.getByRole('list', { name: 'Fields to add' }).getByRole('button', { name: 'Free text', exact: true }).click();

    // The new field is selected, its properties shown; its label comes with a new key in both languages.
    const panel = view.getByRole('region', { name: 'Properties of Free text' });
    await panel.waitFor({ timeout: WAIT });
    await expect.poll(() => selectedPlace(status())).toContain('/blocks/1/fields/2, line');
    // Where the text lives, in words; its key (following the field's name) only in the developer tooltip.
    await expect.poll(() => panel.locator('.studio-prop-where').first().textContent()).toBe("This screen's own text.");
    expect(await panel.locator('.studio-prop-where').first().getAttribute('title')).toBe(
      "For developers: the text's key is complaint.textField.label",
    );
    expect(await panel.textContent()).not.toContain('complaint.textField');
    const english = panel.getByRole('textbox', { name: 'label in English' });
    const filipino = panel.getByRole('textbox', { name: 'label in Filipino' });
    expect(await english.inputValue()).toBe('New text field');
    await english.fill('Nickname (optional)');
    await filipino.fill('Palayaw (opsyonal)');
    await step('preview-en', () => previewText(page, 1, 'Nickname (optional)'));
    await step('preview-fil', () => previewText(page, 2, 'Palayaw (opsyonal)'));
    // Ctrl+Z in the panel's box is the screen's undo (one history with the editor), Ctrl+Shift+Z its redo.
    await filipino.press('Control+z');
    await expect.poll(() => filipino.inputValue()).toBe('Bagong text na field');
    await filipino.press('Control+Shift+z');
    await expect.poll(() => filipino.inputValue()).toBe('Palayaw (opsyonal)');
    // An enum is a picker, a boolean a switch, each named in staff words; a property not set is added
    // by its label and set with its own boxes, no JSON: "Show only when" a value is filled in hides the
    // field in the preview while that value is empty, and "Always" shows it again.
    await panel.getByRole('combobox', { name: 'Kind of field' }).waitFor();
    await panel.getByRole('switch', { name: 'Send when empty' }).waitFor();
    expect(await panel.getByText('written as JSON', { exact: false }).count()).toBe(0);
    await panel.getByRole('combobox', { name: 'Add a property' }).selectOption({ label: 'Show only when' });
    // What it looks at is picked in words from what the screen knows (the path only in a tooltip), or typed by hand.
    const looked = panel.getByRole('combobox', { name: 'Show only when: the value looked at' });
    await looked.selectOption({ label: 'Order no' });
    expect(await looked.locator('option:checked').getAttribute('title')).toBe('In the screen file: query.orderNo');
    expect(await looked.textContent()).not.toMatch(/query\.|data\.|vars\./);
    await looked.selectOption({ label: 'Another value, typed by hand…' });
    await panel.getByRole('textbox', { name: 'Show only when: the value looked at, typed by hand' }).fill('query.nickname');
    await step('hidden', () => expect.poll(() => labelsInFrame(1, 'Nickname (optional)').count(), { timeout: PREVIEW_WAIT }).toBe(0));
    expect(await page.locator('.cm-editor:visible').count()).toBe(0);
    await screenshot(page, 'studio-blocks-condition');
    await panel.getByRole('button', { name: 'Always' }).click();
    await step('shown-again', () => expect.poll(() => labelsInFrame(1, 'Nickname (optional)').count(), { timeout: PREVIEW_WAIT }).toBe(1));
    // Its checks in words: "Must be filled in" with the message borrowers read, and the preview's form
    // asks for it when sent empty.
    await panel.getByRole('switch', { name: 'Checks: must be filled in' }).click();
    await panel.getByRole('textbox', { name: 'Checks: message when empty in English' }).fill('Tell us your nickname');
    await panel.getByRole('textbox', { name: 'Checks: message when empty in Filipino' }).fill('Ilagay ang iyong palayaw');
    // Sent once the frame shows the last edit: a version arriving after the tap would mount a fresh form.
    await step('settled', () => previewSettled(page, 1));
    await previewFrame(page, 1).getByRole('button', { name: 'Send' }).click();
    await step('required', () => previewFrame(page, 1).getByText('Tell us your nickname').waitFor({ timeout: PREVIEW_WAIT }));

    // Move up: the field now stands above the photos in the preview.
    await panel.getByRole('button', { name: 'Move up' }).click();
    await expect.poll(() => selectedPlace(status())).toContain('/blocks/1/fields/1, line');
    const above = async () => {
      const field = await labelsInFrame(1, 'Nickname (optional)').boundingBox();
      const photos = await previewFrame(page, 1).getByText('Photos (optional)', { exact: true }).first().boundingBox();
      return field && photos ? field.y < photos.y : undefined;
    };
    await step('moved', () => expect.poll(above, { timeout: PREVIEW_WAIT }).toBe(true));
    // The same with the keyboard in the tree: Alt+↓ and Alt+↑, the focus staying on the node.
    await treeNode(/^Free text 'Nickname \(optional\)' \(field\)$/).click();
    await page.keyboard.press('Alt+ArrowDown');
    await expect.poll(() => selectedPlace(status())).toContain('/blocks/1/fields/2, line');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-node'))).toBe('/blocks/1/fields/2');
    await page.keyboard.press('Alt+ArrowUp');
    await expect.poll(() => selectedPlace(status())).toContain('/blocks/1/fields/1, line');
    await step('moved-back', () => expect.poll(above, { timeout: PREVIEW_WAIT }).toBe(true));
    // And by dragging it onto the photos field: it takes its place.
    await treeNode(/^Free text 'Nickname \(optional\)' \(field\)$/).dragTo(treeNode(/^Photos 'Photos \(optional\)' \(field\)$/));
    await expect.poll(() => selectedPlace(status())).toContain('/blocks/1/fields/2, line');
    await step('dragged', () => expect.poll(above, { timeout: PREVIEW_WAIT }).toBe(false));
    await page.keyboard.press('Alt+ArrowUp');
    await expect.poll(() => selectedPlace(status())).toContain('/blocks/1/fields/1, line');
    await step('dragged-back', () => expect.poll(above, { timeout: PREVIEW_WAIT }).toBe(true));

    // Duplicate: a second field with its own name and its own copy of the texts.
    await view.getByRole('region', { name: 'Properties of Free text' }).getByRole('button', { name: 'Duplicate' }).click();
    await expect.poll(() => selectedPlace(status())).toContain('/blocks/1/fields/2, line');
    await step('duplicated', () => expect.poll(() => labelsInFrame(1, 'Nickname (optional)').count(), { timeout: PREVIEW_WAIT }).toBe(2));
    expect(await panel.getByRole('textbox', { name: 'Sent as', exact: true }).inputValue()).toBe('textFieldCopy');
    expect(await panel.locator('.studio-prop-where').first().getAttribute('title')).toBe(
      "For developers: the text's key is complaint.textField.labelCopy",
    );

    // Delete, then Undo brings it back.
    await panel.getByRole('button', { name: 'Delete' }).click();
    await step('deleted', () => expect.poll(() => labelsInFrame(1, 'Nickname (optional)').count(), { timeout: PREVIEW_WAIT }).toBe(1));
    const undo = page.getByRole('button', { name: 'Undo', exact: true });
    expect(await undo.getAttribute('title')).toBe("Undo delete Free text 'Nickname (optional)' (Ctrl+Z)");
    await undo.click();
    await step('undone', () => expect.poll(() => labelsInFrame(1, 'Nickname (optional)').count(), { timeout: PREVIEW_WAIT }).toBe(2));
    // Ctrl+Z in the tree takes back the duplicate too: one history for the panel and the editor.
    await treeNode(/^Form complaint/).click();
    await page.keyboard.press('Control+z');
    await step('undone-2', () => expect.poll(() => labelsInFrame(1, 'Nickname (optional)').count(), { timeout: PREVIEW_WAIT }).toBe(1));

    // A block picked in the preview shows its properties here, the tab staying open.
    await page.getByRole('button', { name: 'Select in preview' }).click();
    await previewFrame(page, 1).getByText('Photos (optional)', { exact: true }).click();
    await step('picked', () => view.getByRole('region', { name: 'Properties of Photos' }).waitFor({ timeout: WAIT }));
    expect(await page.getByRole('tab', { name: 'Blocks' }).getAttribute('aria-selected')).toBe('true');
    await page.getByRole('button', { name: 'Select in preview' }).click();

    await step('no-problems', () => page.getByRole('heading', { name: 'No problems: the checker passes' }).waitFor({ timeout: WAIT }));
    const violations = await axeBuilder(page).include('.studio-blocks').analyze();
    expect(
      violations.violations
        .filter((found) => ['serious', 'critical'].includes(found.impact ?? ''))
        .map((found) => `${found.id}: ${found.nodes.map((node) => `${node.target.join(' ')} ${node.failureSummary ?? ''}`).join('; ')}`),
    ).toEqual([]);

    // At 1366×768, the laptop staff have: the palette and the property panel of the new field beside both frames.
    await page.setViewportSize({ width: 1366, height: 768 });
    const structure = page.getByRole('group', { name: 'Panels' }).getByRole('button', { name: 'Structure' });
    if ((await structure.getAttribute('aria-pressed')) === 'true') await structure.click();
    await step('select-field', () => treeNode(/^Free text 'Nickname \(optional\)' \(field\)$/).click({ timeout: WAIT }));
    await view.getByRole('region', { name: 'Properties of Free text' }).waitFor();
    await view.getByRole('list', { name: 'Fields to add' }).getByRole('button', { name: 'Several lines of words', exact: true }).hover();
    await step('help', () =>
      view.locator('.studio-palette-help').getByText('Longer words, e.g. a complaint', { exact: false }).waitFor({ timeout: WAIT }),
    );
    await previewText(page, 1, 'Nickname (optional)');
    await page.mouse.move(0, 0);
    await docsScreenshot(page, 'studio-blocks');
    await page.setViewportSize({ width: 1800, height: 1000 });

    // Edit as JSON: a value the panel shows read-only opens in the editor, selected.
    await treeNode(/^Form complaint/).click();
    const form = view.getByRole('region', { name: 'Properties of Form' });
    await form.getByRole('group', { name: 'Keep what was typed' }).getByRole('button', { name: 'Edit as JSON' }).click();
    await expect.poll(() => page.getByRole('tab', { name: SCREEN_FILE_TAB }).getAttribute('aria-selected')).toBe('true');
    await expect
      .poll(() => page.evaluate(() => document.getSelection()?.toString() ?? ''), { timeout: WAIT })
      .toMatch(/^\{ "keyFrom": \["orderId"/);

    // The JSON editor shows the same document.
    await page.getByRole('tab', { name: SCREEN_FILE_TAB }).click();
    await page.locator('.cm-line').filter({ hasText: '"name": "textField"' }).first().waitFor({ timeout: WAIT });

    await page.getByRole('button', { name: 'Save…' }).click();
    await page.getByRole('button', { name: 'Save to the screens folder' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /Saved '[^']+' \(\/complainPageNext\)\./ })
      .waitFor({ timeout: WAIT });
    const saved = JSON.parse(harness!.readScreenFile('complaint-form', 'screen.json')) as {
      blocks: { fields?: { type: string; name: string; label?: { msg: string }; rules?: unknown }[] }[];
    };
    expect(saved.blocks[1].fields?.map((field) => field.name)).toEqual(['problemDetail', 'textField', 'problemImage']);
    const texts = JSON.parse(harness!.readScreenFile('complaint-form', 'messages.json')) as { en: object; fil: object };
    expect(texts.en).toMatchObject({ 'complaint.textField.label': 'Nickname (optional)' });
    expect(texts.fil).toMatchObject({ 'complaint.textField.label': 'Palayaw (opsyonal)' });
    expect(texts.en).not.toHaveProperty('complaint.textField.labelCopy');
    expect(saved.blocks[1].fields?.[1]).toMatchObject({ rules: { required: { message: { msg: 'complaint.textField.checks.required' } } } });
    expect(texts.en).toMatchObject({ 'complaint.textField.checks.required': 'Tell us your nickname' });
    expect(texts.fil).toMatchObject({ 'complaint.textField.checks.required': 'Ilagay ang iyong palayaw' });
    expect(harness!.pageErrors).toEqual([]);
  });

  it('completes property names with their descriptions in any object of screen.json, and hover says what a property allows', async () => {
    await openScreenFile(page);
    // In a field: the names it may still have, each with its description.
    await clickInLine(page, '"maxLength": 200,');
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await page.keyboard.type('"hi');
    const options = page.locator('.cm-tooltip-autocomplete li');
    await step('completion', () => options.filter({ hasText: 'hint' }).first().waitFor({ timeout: WAIT }));
    expect(await options.filter({ hasText: /^label/ }).count()).toBe(0);
    await step('completion-info', () =>
      page.locator('.cm-completionInfo').getByText('Allowed: a text', { exact: false }).waitFor({ timeout: WAIT }),
    );
    await options.filter({ hasText: 'hint' }).first().click();
    await step('applied', () =>
      page
        .locator('.cm-line')
        .filter({ hasText: /^\s*"hint": $/ })
        .waitFor({ timeout: WAIT }),
    );
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await step('undo-hint', () =>
      page
        .locator('.cm-line')
        .filter({ hasText: /^\s*"hint": $/ })
        .waitFor({ state: 'detached', timeout: WAIT }),
    );

    // In an action deep in the form's onSubmit.
    await clickInLine(page, '{ "type": "openDialog", "dialog": "sent" }', '{ "type": "openDialog", "dialog": "sent"'.length);
    await page.keyboard.type(', "');
    await step('completion-action', () => options.filter({ hasText: 'queue' }).first().waitFor({ timeout: WAIT }));
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Undo', exact: true }).click();

    // Hover on a property: its description and allowed values.
    const variant = await scrollToLine(page, '"variant": "caption"');
    const tooltip = page.locator('.cm-tooltip-hover');
    // The hover shows once the pointer rests on the name (again, should an earlier tooltip have been in the way).
    await step('hover', () =>
      expect
        .poll(
          async () => {
            await page.mouse.move(0, 0);
            await variant.getByText('"variant"').hover();
            // CodeMirror shows it 300 ms after the pointer rests, ten times that and more on a busy machine.
            return tooltip.textContent({ timeout: WAIT / 2 }).catch(() => '');
          },
          { timeout: WAIT * 3 },
        )
        .toContain('Allowed: one of: "display", "title"'),
    );
    expect(await tooltip.textContent()).toContain('variant (TextBlock)');
    await page.mouse.move(0, 0);
  });

  it('sets how a text of the server’s data shows, in words: its value by name, money or a number, and Undo takes it back', async () => {
    await openStudio(page, harness!.studio.url, 'loan-confirm');
    // The loan's amount, first of the texts showing an amount (the plan's instalments show theirs).
    await treeNode(/^Text showing Amount \(block\)$/)
      .first()
      .click();
    const panel = view.getByRole('region', { name: 'Properties of Text' });
    const text = panel.getByRole('group', { name: 'Text (required)' });
    // Its value by name, among what the screen reads; how it shows as a choice; no JSON to edit.
    await expect
      .poll(() => text.getByRole('combobox', { name: 'Text: value shown' }).locator('option:checked').textContent())
      .toBe('Amount');
    expect(await text.getByRole('button', { name: 'Edit as JSON' }).count()).toBe(0);
    const shownAs = text.getByRole('combobox', { name: 'Text: shown as' });
    expect(await shownAs.locator('option:checked').textContent()).toBe('Money (₱1,400.00)');
    await previewText(page, 1, '₱5,000.00');
    await shownAs.selectOption({ label: 'Number (12,500.5)' });
    await step('as-number', () => previewText(page, 1, '500,000'));
    // Counted in pesos or centavos only for money.
    expect(await text.getByRole('combobox', { name: 'Text: counted in' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await step('undone-number', () =>
      expect.poll(() => shownAs.locator('option:checked').textContent(), { timeout: WAIT }).toBe('Money (₱1,400.00)'),
    );
    await previewText(page, 1, '₱5,000.00');
  });
});
