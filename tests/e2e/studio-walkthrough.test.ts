// A walkthrough of everyday tasks of product staff in the studio, at 1366×768, none of them in the
// JSON editor: each action a person takes (a click, a choice, a text typed, a key) goes through a
// counter, which also refuses any action inside a .json file's editor. Each task takes at most 20
// actions; the table is printed at the end.
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { screenshot } from './harness.ts';
import { CHECKS, openStudio, previewText, screenInList, startStudioHarness, type StudioHarness, textBox, WAIT } from './studio-harness.ts';

let harness: StudioHarness;
let page: Page;
let contentDir: string;
const MAX_ACTIONS = 20;
const table: { task: string; actions: number }[] = [];

/** A person's actions, counted: a click, a choice from a list, a text typed (one action), a key. */
class Actions {
  count = 0;
  constructor(readonly task: string) {}
  private async notInJson(target: Locator) {
    const editor = await target.evaluate(
      (element) => element.closest('.cm-editor')?.querySelector('.cm-content')?.getAttribute('aria-label') ?? '',
    );
    expect(editor, `${this.task}: an action in the JSON editor`).not.toMatch(/\.json$/);
  }
  async click(target: Locator) {
    await this.notInJson(target);
    this.count++;
    await step(`click-${this.task}-${this.count}`, () => target.click({ timeout: WAIT }));
  }
  /** Clicks into a box and types: two actions (one when the box has the focus already). */
  async type(target: Locator, text: string, { focused = false } = {}) {
    await this.notInJson(target);
    this.count += focused ? 1 : 2;
    await target.fill(text, { timeout: WAIT });
  }
  /** Opens a list and picks an option: two actions. */
  async choose(target: Locator, label: string) {
    await this.notInJson(target);
    this.count += 2;
    await step(`choose-${label}`, () => target.selectOption(label, { timeout: WAIT }));
  }
  async press(target: Locator, key: string) {
    await this.notInJson(target);
    this.count++;
    await target.press(key);
  }
  done() {
    table.push({ task: this.task, actions: this.count });
    expect(this.count, this.task).toBeLessThanOrEqual(MAX_ACTIONS);
  }
}

async function step<T>(name: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    await screenshot(page, `studio-walkthrough-failure-${name}`);
    throw error;
  }
}
const status = (text: string | RegExp) =>
  step('status', () => page.getByRole('status').filter({ hasText: text }).first().waitFor({ timeout: WAIT }));
const unsaved = () => page.getByRole('group', { name: 'Unsaved changes' });

const blocks = () => page.getByRole('region', { name: 'Add and edit blocks' });
const treeNode = (name: RegExp) => blocks().getByRole('treeitem', { name }).locator(':scope > .studio-node');
const manifest = () =>
  JSON.parse(readFileSync(join(harness.distDir, 'screens', 'manifest.json'), 'utf8')) as { version: string; screens: object };

/** Save… then Save to the screens folder (the dialog names the screen by its title and address). */
async function save(actions: Actions) {
  await actions.click(page.getByRole('button', { name: 'Save…' }));
  await actions.click(
    page
      .getByRole('dialog', { name: /^(Save screen '.+' \(\/\w+\)|Create the new screen '.+' at \/\w+)\?$/ })
      .getByRole('button', { name: 'Save to the screens folder' }),
  );
  // Named by its title and address, not its folder.
  await status(/Saved '[^']+' \(\/[^)]+\)\./);
}

beforeAll(async () => {
  harness = await startStudioHarness();
  page = harness.page;
  contentDir = join(dirname(harness.screensDir), 'content');
  cpSync('content', contentDir, { recursive: true });
  // The screens folder as it is goes live first: the rollback below has a bundle to go back to.
  const { api } = harness.studio;
  const baseline = api.compare('saved');
  api.publish({ note: 'The screens folder as it is', contentId: baseline.contentId, live: baseline.live });
  await page.setViewportSize({ width: 1366, height: 768 });
  await openStudio(page, harness.studio.url, 'loan-detail');
}, 180_000);

afterAll(async () => {
  console.log(
    ['Walkthrough: actions per task (at most 20 each)', ...table.map((row) => `${String(row.actions).padStart(3)}  ${row.task}`)].join(
      '\n',
    ),
  );
  await harness?.close();
});

describe('studio walkthrough: everyday tasks without the JSON editor', () => {
  it('1. shows the loan details as repaid (a data scenario)', async () => {
    const actions = new Actions('show the loan details in another data scenario');
    await previewText(page, 1, 'Loan details');
    await actions.choose(page.getByLabel('Data scenario'), 'Repaid (200)');
    await step('repaid', () => previewText(page, 1, 'Repaid'));
    actions.done();
  });

  it('2. rewords a shared button text in Filipino on the loan confirm screen', async () => {
    const actions = new Actions('reword a shared text in Filipino');
    await actions.click(screenInList(page, 'Confirm your loan', '/humanQuestions'));
    await previewText(page, 2, 'Susunod');
    await actions.click(page.getByRole('button', { name: 'All texts' }));
    await actions.choose(page.getByLabel('Texts of screen'), 'loan-confirm');
    const cell = textBox(page, 'loanConfirm.next', 'fil');
    await actions.click(cell);
    await actions.press(cell, 'Control+A');
    actions.count++;
    await cell.pressSequentially('Magpatuloy');
    await actions.click(page.getByRole('group', { name: 'Change a shared text' }).getByRole('button', { name: /^Change it everywhere/ }));
    await step('preview-fil', () => previewText(page, 2, 'Magpatuloy'));
    await actions.click(unsaved().getByRole('button', { name: 'Save Shared texts' }));
    await status('Saved the shared texts.');
    expect(
      (JSON.parse(readFileSync(join(harness.screensDir, 'messages.json'), 'utf8')) as { fil: Record<string, string> }).fil[
        'loanConfirm.next'
      ],
    ).toBe('Magpatuloy');
    actions.done();
  });

  it('3. fixes a wording everywhere (shared texts, a page, screens) and saves every file', async () => {
    const actions = new Actions('fix a wording everywhere and save every file');
    await actions.click(page.getByRole('button', { name: 'Search and replace' }));
    // The find box has the focus as the panel opens.
    await actions.type(page.getByLabel('Find in all files'), 'customer service', { focused: true });
    await actions.type(page.getByLabel('Replace with'), 'Customer Service');
    await actions.click(page.getByLabel('Whole word'));
    const results = page.getByRole('region', { name: 'Search and replace' });
    await results.getByRole('region', { name: "Page 'Who we are'" }).waitFor({ timeout: WAIT });
    await actions.click(results.getByRole('button', { name: /^Replace selected \(\d+\)$/ }));
    // Every file it changed, after one look at all the changes.
    await actions.click(unsaved().getByRole('button', { name: 'Save all…' }));
    const dialog = page.getByRole('dialog', { name: 'Save every changed file?' });
    await step('save-all', () =>
      dialog.getByRole('region', { name: "Changes of Screen 'Customer Service' (/listsA)" }).waitFor({ timeout: WAIT }),
    );
    // The files beside the screens with their change in words, old → new.
    const shared = dialog.getByRole('region', { name: 'Changes of Shared texts' });
    // Each language whose text changed is a line of its own, named by its words and where it is (the key only in a tooltip).
    expect(await shared.getByText('Text “Customer service” in the shared texts', { exact: true }).count()).toBeGreaterThan(0);
    expect(await shared.getByText(/service\.title/).count()).toBe(0);
    expect(await shared.locator('del', { hasText: '“Customer service”' }).count()).toBeGreaterThan(0);
    expect(await shared.locator('ins', { hasText: '“Customer Service”' }).count()).toBeGreaterThan(0);
    expect(await dialog.getByRole('region', { name: 'changed page about-us' }).count()).toBe(1);
    await actions.click(dialog.getByRole('button', { name: /^Save all \(\d+\)$/ }));
    await status(/^Saved everything changed: \d+ files beside the screens, \d+ screens\./);
    expect(await unsaved().count()).toBe(0);
    expect(harness.readScreenFile('customer-service', 'messages.json')).toContain('Reach our Customer Service team');
    expect(harness.readScreenFile('test-preview', 'screen.json')).toContain('"label": "Customer Service"');
    expect(readFileSync(join(contentDir, 'about-us.md'), 'utf8')).toContain('Customer Service');
    // A part's note for developers is no text borrowers read: search leaves it as it was.
    expect(readFileSync(join(harness.screensDir, 'parts', 'order-summary.json'), 'utf8')).toContain('detail rows and customer service');
    actions.done();
  });

  it('4. changes a paragraph of the about-us page', async () => {
    const actions = new Actions('change a Markdown paragraph');
    await actions.click(page.getByRole('button', { name: /content\/about-us\.md/ }));
    const line = page.locator('.cm-line').filter({ hasText: 'To give working Filipinos' }).first();
    // At the start of the paragraph.
    actions.count++;
    await line.click({ position: { x: 1, y: 6 } });
    actions.count++;
    await page.keyboard.type('Every day: ');
    await step('page-preview', () => previewText(page, 1, 'Every day: To give working Filipinos'));
    await actions.click(page.getByRole('button', { name: 'Save the page about-us' }).first());
    await status("Saved the page 'Who we are'.");
    expect(readFileSync(join(contentDir, 'about-us.md'), 'utf8')).toContain('Every day: To give working Filipinos');
    actions.done();
  });

  it('5. adds an optional text field to the complaint form, in English and Filipino', async () => {
    const actions = new Actions('add an optional field to a form');
    await actions.click(screenInList(page, 'Online service', '/complainPageNext'));
    await previewText(page, 1, 'Photos (optional)');
    // A screen opens on its blocks: no tab to pick first.
    expect(await page.getByRole('tab', { name: 'Blocks' }).getAttribute('aria-selected')).toBe('true');
    await actions.click(treeNode(/^Form complaint/));
    await actions.click(blocks().getByRole('list', { name: 'Fields to add' }).getByRole('button', { name: 'Free text', exact: true }));
    const panel = blocks().getByRole('region', { name: 'Properties of Free text' });
    await actions.type(panel.getByRole('textbox', { name: 'label in English' }), 'Order number (optional)');
    await actions.type(panel.getByRole('textbox', { name: 'label in Filipino' }), 'Numero ng order (opsyonal)');
    await step('field-en', () => previewText(page, 1, 'Order number (optional)'));
    await step('field-fil', () => previewText(page, 2, 'Numero ng order (opsyonal)'));
    await save(actions);
    expect(harness.readScreenFile('complaint-form', 'messages.json')).toContain(
      '"complaint.textField.label": "Numero ng order (opsyonal)"',
    );
    actions.done();
  });

  it('6. makes a new screen and words its text in English and Filipino', async () => {
    const actions = new Actions('make a new screen');
    await actions.click(page.getByRole('button', { name: 'New screen' }));
    const dialog = page.getByRole('dialog', { name: 'New screen' });
    await actions.type(dialog.getByLabel('Folder name'), 'promo-notes', { focused: true });
    await actions.click(dialog.getByRole('button', { name: 'Create' }));
    // The new screen opens on its blocks.
    await page.getByRole('tab', { name: 'Blocks', selected: true }).waitFor({ timeout: WAIT });
    await actions.click(treeNode(/^Text 'Write the text of this screen here\.'/));
    const panel = blocks().getByRole('region', { name: 'Properties of Text', exact: true });
    await actions.type(panel.getByRole('textbox', { name: 'text in English' }), 'Our promos change every month.');
    await actions.type(panel.getByRole('textbox', { name: 'text in Filipino' }), 'Nagbabago ang aming promo bawat buwan.');
    await step('new-preview', () => previewText(page, 2, 'Nagbabago ang aming promo bawat buwan.'));
    await save(actions);
    expect(harness.readScreenFile('promo-notes', 'messages.json')).toContain('"promoNotes.intro": "Our promos change every month."');
    actions.done();
  });

  it('7. meets a conflict (another text of the screen was saved elsewhere meanwhile) and saves both changes', async () => {
    const actions = new Actions('merge two changes that do not overlap');
    await actions.click(screenInList(page, /.+/, '/workIs'));
    await actions.click(page.getByRole('tab', { name: 'Texts' }));
    // Someone else saves the screen's texts now.
    const file = join(harness.screensDir, 'about-us', 'messages.json');
    writeFileSync(file, readFileSync(file, 'utf8').replace('"About us"', '"About our company"'));
    await actions.type(textBox(page, 'about.title', 'fil'), 'Tungkol sa amin ngayon');
    await actions.click(page.getByRole('button', { name: 'Save…' }));
    await actions.click(
      page.getByRole('dialog', { name: /^Save screen '.+' \(\/workIs\)\?$/ }).getByRole('button', { name: 'Save to the screens folder' }),
    );
    const conflict = page.getByRole('dialog', { name: /^Screen '.+' \(\/workIs\) was saved by someone else$/ });
    await step('conflict', () => conflict.waitFor({ timeout: WAIT }));
    // What the merge adds to their version is listed; nothing is asked, and overwriting theirs is not offered first.
    await step('merged', () => conflict.getByText('“Tungkol sa amin ngayon”', { exact: true }).waitFor({ timeout: WAIT }));
    expect(await conflict.getByRole('group', { name: /^Both of you changed/ }).count()).toBe(0);
    expect(
      await conflict
        .getByRole('button', { name: 'Keep mine (overwrite theirs)' })
        .evaluate((button) => button.classList.contains('is-primary')),
    ).toBe(false);
    await actions.click(conflict.getByRole('button', { name: 'Save both changes' }));
    await status(/^Saved '[^']*' \(\/workIs\): your changes and .*, merged\./);
    const saved = harness.readScreenFile('about-us', 'messages.json');
    expect(saved).toContain('Tungkol sa amin ngayon');
    expect(saved).toContain('"About our company"');
    actions.done();
  });

  let before = '';
  it('8. publishes the saved screens with a note', async () => {
    const actions = new Actions('publish with a note');
    before = manifest().version;
    await actions.click(page.getByRole('button', { name: 'Publish and history' }));
    const panel = page.getByRole('region', { name: 'Publish', exact: true });
    await actions.click(panel.getByRole('button', { name: /Check (again )?and publish the saved changes/ }));
    const dialog = page.getByRole('dialog', { name: 'Publish the saved changes?' });
    await step('publish-dialog', () => dialog.waitFor({ timeout: CHECKS }));
    await actions.type(dialog.getByLabel(/^Note for the history/), 'Promo notes, complaint order number, wording');
    await actions.click(dialog.getByRole('button', { name: 'Publish to borrowers' }));
    await status(/^Published /);
    expect(manifest().version).not.toBe(before);
    expect(Object.keys(manifest().screens)).toContain('promoNotes');
    actions.done();
  });

  it('9. rolls back to the bundle before', async () => {
    const actions = new Actions('roll back');
    const panel = page.getByRole('region', { name: 'Publish', exact: true });
    if ((await panel.count()) === 0) await actions.click(page.getByRole('button', { name: 'Publish and history' }));
    // The release by its version, only in the tooltip of its time (staff read when and by whom).
    const row = panel.locator('tbody tr').filter({ has: page.locator(`[data-version="${before}"]`) });
    await actions.click(row.getByRole('button', { name: 'Make live…' }));
    await actions.click(
      page.getByRole('dialog', { name: /^Make the release of .+ live again\?$/ }).getByRole('button', { name: 'Make it live again' }),
    );
    await status('is live again');
    expect(manifest().version).toBe(before);
    expect(Object.keys(manifest().screens)).not.toContain('promoNotes');
    actions.done();
  });

  it('ran every task without a script error, each in at most 20 actions', () => {
    expect(table).toHaveLength(9);
    expect(harness.pageErrors).toEqual([]);
  });
});
