// Issue #34, "no dead ends", in the team studio with real sign-ins: two editors change different
// texts of one screen at the same time and the second save merges both (nothing asked, nothing
// overwritten); a reviewer opens a screen and can read but not type, with the reason in words and
// no New screen. Each at 1366×768 and 1280×720, with a picture of each.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFailed } from 'vitest';

import type { StudioServer } from '../../studio/server/server.ts';
import { screenshot } from './harness.ts';
import {
  Actions,
  blocksTree,
  MESSAGES_FILE_TAB,
  openStudio,
  previewFrame,
  SCREEN_FILE_TAB,
  screenInList,
  startTeamStudio,
  type TeamStudioHarness,
  textBox,
  WAIT,
} from './studio-harness.ts';

const PEOPLE = {
  maria: { name: 'maria.santos', displayName: 'Maria Santos', roles: ['editor'] },
  lea: { name: 'lea.tan', displayName: 'Lea Tan', roles: ['editor'] },
  jose: { name: 'jose.reyes', displayName: 'Jose Reyes', roles: ['reviewer'] },
} as const;
type Person = keyof typeof PEOPLE;

let team: TeamStudioHarness;
let dir: string;
let studio: StudioServer;
const pages = {} as Record<Person, Page>;
let pageErrors: string[] = [];

const aboutUsTexts = () => readFileSync(join(dir, 'screens', 'about-us', 'messages.json'), 'utf8');

beforeAll(async () => {
  team = await startTeamStudio({ prefix: 'studio-dead-ends-e2e-', people: Object.values(PEOPLE), checkOnStart: false });
  ({ dir, studio, pageErrors } = team);
  for (const person of Object.keys(PEOPLE) as Person[]) pages[person] = await team.newPage();
}, 180_000);

afterAll(async () => {
  await team?.close();
});

beforeEach(() => {
  onTestFailed(async () => {
    for (const [person, page] of Object.entries(pages)) await screenshot(page, `studio-dead-ends-failure-${person}`);
  });
});

async function signIn(page: Page, person: Person): Promise<void> {
  await team.signIn(page, PEOPLE[person].name);
}

/** Waits until the page holds an unsaved change (its Save button offers to save). */
async function unsaved(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Save…' }).waitFor({ timeout: WAIT });
}

/** Save… and Save to the screens folder: two actions, counted when `actions` is given. */
async function saveTexts(page: Page, actions?: Actions): Promise<void> {
  const click = (target: ReturnType<Page['getByRole']>) => (actions ? actions.click(target) : target.click());
  await click(page.getByRole('button', { name: 'Save…' }));
  await click(
    page.getByRole('dialog', { name: /^Save screen '.+' \(\/workIs\)\?$/ }).getByRole('button', { name: 'Save to the screens folder' }),
  );
}

describe('studio: no dead ends', () => {
  it('merges two people’s changes to different texts of one screen, and says what it merged', async () => {
    const { maria, lea } = pages;
    await signIn(maria, 'maria');
    await signIn(lea, 'lea');
    await openStudio(maria, studio.url, 'about-us');
    await openStudio(lea, studio.url, 'about-us');
    // Both start from the same version. Maria changes the Filipino title (a draft: a save by someone
    // else reads again only the files nobody here changed), then Lea saves the English title first.
    // Maria's actions are counted, the merge among them: an everyday task within its budget, no JSON.
    const actions = new Actions('merge two non-overlapping edits');
    await actions.click(maria.getByRole('tab', { name: 'Texts' }));
    await actions.fill(textBox(maria, 'about.title', 'fil'), 'Tungkol sa aming kompanya');
    await unsaved(maria);
    await lea.getByRole('tab', { name: 'Texts' }).click();
    await textBox(lea, 'about.title', 'en').fill('About our company');
    await saveTexts(lea);
    await lea
      .getByRole('status')
      .filter({ hasText: /Saved '[^']*' \(\/workIs\)\./ })
      .waitFor({ timeout: WAIT * 3 });
    // Maria, on the version she opened, saves.
    await saveTexts(maria, actions);
    const conflict = maria.getByRole('dialog', { name: /^Screen '.+' \(\/workIs\) was saved by someone else$/ });
    await conflict.waitFor({ timeout: WAIT * 3 });
    await conflict.getByText(/^Lea Tan saved this screen /).waitFor({ timeout: WAIT });
    await conflict.getByText('Your changes and theirs do not overlap: both are kept.', { exact: false }).waitFor({ timeout: WAIT });
    await conflict.getByText('“Tungkol sa aming kompanya”', { exact: true }).waitFor({ timeout: WAIT });
    // The highlighted, focused choice keeps both; overwriting theirs is not on offer at first sight.
    const saveBoth = conflict.getByRole('button', { name: 'Save both changes' });
    expect(await saveBoth.evaluate((button) => button.classList.contains('is-primary') && document.activeElement === button)).toBe(true);
    expect(
      await conflict
        .getByRole('button', { name: 'Keep mine (overwrite theirs)' })
        .evaluate((button) => button.classList.contains('is-primary')),
    ).toBe(false);
    await screenshot(maria, 'studio-merge-1366');
    await maria.setViewportSize({ width: 1280, height: 720 });
    expect(await saveBoth.isVisible()).toBe(true);
    await screenshot(maria, 'studio-merge-1280');
    await maria.setViewportSize({ width: 1366, height: 768 });
    await actions.click(saveBoth);
    await maria
      .getByRole('status')
      .filter({ hasText: /Saved '[^']+' \(\/workIs\): your changes and Lea Tan's, merged\./ })
      .waitFor({ timeout: WAIT * 3 });
    const saved = JSON.parse(aboutUsTexts()) as { en: Record<string, string>; fil: Record<string, string> };
    expect(saved.en['about.title']).toBe('About our company');
    expect(saved.fil['about.title']).toBe('Tungkol sa aming kompanya');
    actions.done();
  });

  it('asks only about the text both changed, and keeps theirs unless mine is picked', async () => {
    const { maria, lea } = pages;
    await openStudio(maria, studio.url, 'about-us');
    await openStudio(lea, studio.url, 'about-us');
    await maria.getByRole('tab', { name: 'Texts' }).click();
    await textBox(maria, 'about.title', 'en').fill('Who we are');
    await textBox(maria, 'about.title', 'fil').fill('Sino kami');
    await unsaved(maria);
    await lea.getByRole('tab', { name: 'Texts' }).click();
    await textBox(lea, 'about.title', 'en').fill('About the lender');
    await saveTexts(lea);
    await lea
      .getByRole('status')
      .filter({ hasText: /Saved '[^']*' \(\/workIs\)\./ })
      .waitFor({ timeout: WAIT * 3 });
    await saveTexts(maria);
    const conflict = maria.getByRole('dialog', { name: /^Screen '.+' \(\/workIs\) was saved by someone else$/ });
    const overlap = conflict.getByRole('group', { name: /^Both of you changed the English text “.+”$/ });
    await overlap.waitFor({ timeout: WAIT * 3 });
    expect(await conflict.getByRole('group', { name: /^Both of you changed/ }).count()).toBe(1);
    expect(await overlap.getByRole('radio', { name: 'Keep theirs: “About the lender”' }).isChecked()).toBe(true);
    await conflict.getByRole('button', { name: 'Save the merge' }).click();
    await maria
      .getByRole('status')
      .filter({ hasText: /merged\./ })
      .waitFor({ timeout: WAIT * 3 });
    const saved = JSON.parse(aboutUsTexts()) as { en: Record<string, string>; fil: Record<string, string> };
    expect(saved.en['about.title']).toBe('About the lender');
    expect(saved.fil['about.title']).toBe('Sino kami');
  });

  it('shows the lender’s rows in Filipino in the Filipino preview, and moves and hides rows with the property panel', async () => {
    const { maria } = pages;
    await openStudio(maria, studio.url, 'loan-confirm');
    const rowTitles = (index: number) => previewFrame(maria, index).locator('.eng-kv-list dt').allTextContents();
    // The demo back end answers the Filipino preview's calls in Filipino (they say fil-PH).
    await expect.poll(() => rowTitles(2), { timeout: WAIT * 3 }).toContain('Halaga ng loan');
    await expect.poll(() => rowTitles(1), { timeout: WAIT }).toContain('Loan amount');
    expect((await rowTitles(1)).at(-1)).toBe('Payout account');
    // Move "Payout account" above "Loan amount" and hide "Total interest": two boxes of the panel, no JSON.
    await maria.getByRole('tab', { name: 'Blocks' }).click();
    const view = maria.getByRole('region', { name: 'Add and edit blocks' });
    await view
      .getByRole('treeitem', { name: /^Rows of details/ })
      .locator(':scope > .studio-node')
      .click();
    const panel = view.getByRole('region', { name: 'Properties of Rows of details' });
    await panel.waitFor({ timeout: WAIT });
    await panel.getByRole('textbox', { name: "Order of the server's rows" }).fill('Payout account\nLoan amount');
    await panel.getByRole('textbox', { name: 'Rows to hide' }).fill('Total interest');
    await expect
      .poll(() => rowTitles(1), { timeout: WAIT })
      .toEqual([
        'Payout account',
        expect.stringMatching(/^Service fee/) as unknown as string,
        'Amount you receive',
        'Total repayment',
        'Loan amount',
      ]);
    // The screens search says what it is for in full, at both sizes.
    const placeholderFits = () =>
      maria.getByLabel('Search screens').evaluate((input: HTMLInputElement) => {
        const style = getComputedStyle(input);
        const context = document.createElement('canvas').getContext('2d')!;
        context.font = `${style.fontSize} ${style.fontFamily}`;
        const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return context.measureText(input.placeholder).width <= room;
      });
    expect(await placeholderFits()).toBe(true);
    await screenshot(maria, 'studio-rows-1366');
    await maria.setViewportSize({ width: 1280, height: 720 });
    await panel.getByRole('textbox', { name: "Order of the server's rows" }).waitFor({ timeout: WAIT });
    expect(await placeholderFits()).toBe(true);
    await screenshot(maria, 'studio-rows-1280');
    await maria.setViewportSize({ width: 1366, height: 768 });
  });

  it('lets a reviewer read a screen but not type into it, saying why in words, with no New screen', async () => {
    const { jose } = pages;
    await signIn(jose, 'jose');
    await openStudio(jose, studio.url, 'about-us');
    const note = jose.getByRole('note', { name: 'You can look, not change' });
    await note.waitFor({ timeout: WAIT });
    expect(await note.textContent()).toContain('Saving needs the editor role; you have reviewer.');
    // Nothing that only changes files is offered: no New screen, Format document or Make it a message.
    for (const name of ['New screen', 'Format document', 'Make it a message'])
      expect(await jose.getByRole('navigation', { name: 'Screen actions' }).getByRole('button', { name }).count()).toBe(0);
    await jose.getByRole('tab', { name: 'Texts' }).click();
    const cell = textBox(jose, 'about.title', 'fil');
    await cell.waitFor({ timeout: WAIT });
    expect(await cell.isDisabled()).toBe(true);
    await jose.getByRole('tab', { name: 'Blocks' }).click();
    const palette = jose.getByRole('region', { name: 'Add and edit blocks' });
    await palette.waitFor({ timeout: WAIT });
    expect(await palette.locator('fieldset:disabled').count()).toBeGreaterThan(0);
    // The JSON editor reads but does not take typing.
    await jose.getByRole('tab', { name: SCREEN_FILE_TAB }).click();
    expect(await jose.locator('.cm-content').first().getAttribute('aria-readonly')).toBe('true');
    await jose.getByRole('tab', { name: 'Texts' }).click();
    await screenshot(jose, 'studio-reviewer-1366');
    await jose.setViewportSize({ width: 1280, height: 720 });
    await note.waitFor({ timeout: WAIT });
    await screenshot(jose, 'studio-reviewer-1280');
    expect(pageErrors).toEqual([]);
  });

  it('opens a screen on its blocks for an editor and a reviewer, the developers’ files last and named as theirs', async () => {
    for (const page of [pages.maria, pages.jose]) {
      await page.setViewportSize({ width: 1280, height: 720 });
      await openStudio(page, studio.url, 'loan-confirm');
      const tabs = page.getByRole('tablist', { name: 'Screen' }).getByRole('tab');
      expect(await tabs.allTextContents()).toEqual(['Blocks', 'Texts', 'History', SCREEN_FILE_TAB, MESSAGES_FILE_TAB]);
      expect(await tabs.and(page.locator('[aria-selected="true"]')).allTextContents()).toEqual(['Blocks']);
      await blocksTree(page)
        .getByRole('treeitem', { name: /^Rows of details/ })
        .waitFor({ timeout: WAIT });
      expect(await page.locator('.cm-editor').count()).toBe(0);
      // With a developer's file open, another screen opens on its blocks too.
      await page.getByRole('tab', { name: SCREEN_FILE_TAB }).click();
      await page.getByRole('textbox', { name: 'loan-confirm screen.json' }).waitFor({ timeout: WAIT });
      await screenInList(page, /.+/, '/workIs').click();
      await tabs
        .and(page.locator('[aria-selected="true"]'))
        .filter({ hasText: /^Blocks$/ })
        .waitFor({ timeout: WAIT });
      await blocksTree(page).waitFor({ timeout: WAIT });
      expect(await page.locator('.cm-editor').count()).toBe(0);
      await page.setViewportSize({ width: 1366, height: 768 });
    }
    expect(pageErrors).toEqual([]);
  });
});
