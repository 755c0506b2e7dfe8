// The engine's dialogs, sheets, pickers and picture zoom in Chromium (engine/react/modal.tsx on
// the native <dialog>): modal in the top layer, Escape and a tap outside close them unless they
// are not dismissible, focus goes in on open and back to the opener on close.
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { E2E_SESSION, type E2eApp, expectCleanPage, screenshot, startApp } from './harness.ts';

const SESSION = E2E_SESSION;

let app: E2eApp;
beforeAll(async () => {
  app = await startApp();
});
afterAll(async () => {
  await app?.close();
});

const isModal = (dialog: Locator) => dialog.evaluate((element) => element.tagName === 'DIALOG' && element.matches(':modal'));
const hasFocusInside = (dialog: Locator) => dialog.evaluate((element) => element.contains(document.activeElement));
const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);
const pageScrolls = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).overflow !== 'hidden');
/** A tap near the top of the screen: on the backdrop, away from a centred dialog or a bottom sheet. */
const tapOutside = (page: Page) => page.mouse.click(20, 20);

describe('dialogs in Chromium', () => {
  it('a dialog the screen opens on load is modal with focus inside, and Escape closes it', async () => {
    const recorded = await app.openPage(`/hasOf?${SESSION}&orderId=ORD200`);
    const { page } = recorded;
    const dialog = page.getByRole('dialog', { name: 'Rate your experience' });
    await dialog.waitFor();
    await screenshot(page, 'dialog-rating-open');
    expect(await isModal(dialog)).toBe(true);
    expect(await hasFocusInside(dialog)).toBe(true);
    expect(await pageScrolls(page)).toBe(false);
    // The page behind is inert: its controls cannot take focus.
    const behind = page.locator('.eng-screen button').first();
    await behind.evaluate((element: HTMLElement) => element.focus());
    expect(await isFocused(behind)).toBe(false);

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await pageScrolls(page)).toBe(true);
    await behind.evaluate((element: HTMLElement) => element.focus());
    expect(await isFocused(behind)).toBe(true);
    expectCleanPage(recorded);
  });

  it('a dialog that is not dismissible stays on Escape (pressed twice) and on a tap outside', async () => {
    const recorded = await app.openPage(`/humanQuestions?${SESSION}`);
    const { page } = recorded;
    const dialog = page.getByRole('dialog', { name: 'Loan agreement' });
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    // A second Escape with no tap between them is one the browser does not let the page cancel.
    await page.keyboard.press('Escape');
    await tapOutside(page);
    await page.keyboard.press('Escape');
    // The browser's forced close comes as a 'close' event a task later; the dialog opens again on it.
    await expect.poll(() => isModal(dialog)).toBe(true);
    expect(await dialog.isVisible()).toBe(true);
    expect(await pageScrolls(page)).toBe(false);
    await dialog.getByRole('button', { name: 'Agree' }).click();
    await dialog.waitFor({ state: 'detached' });
    expectCleanPage(recorded);
  });

  it('a picker sheet opens with focus inside, closes on Escape and on a tap outside, and gives focus back to its field', async () => {
    const recorded = await app.openPage(`/provideChoices?${SESSION}`);
    const { page } = recorded;
    await page.getByRole('tab', { name: 'Bank account' }).click();
    const field = page.getByLabel('Bank', { exact: true });
    await field.click();
    const sheet = page.getByRole('dialog', { name: 'Bank' });
    await sheet.getByRole('radio', { name: 'BPI' }).waitFor();
    await screenshot(page, 'dialog-bank-sheet-open');
    expect(await isModal(sheet)).toBe(true);
    expect(await hasFocusInside(sheet)).toBe(true);

    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'detached' });
    expect(await isFocused(field)).toBe(true);

    await field.click();
    await sheet.getByRole('radio', { name: 'BPI' }).click();
    await tapOutside(page);
    await sheet.waitFor({ state: 'detached' });
    expect(await isFocused(field)).toBe(true);
    // Dismissed, not confirmed: the choice was not taken.
    expect(await field.textContent()).not.toContain('BPI');
    expectCleanPage(recorded);
  });

  it('an enlarged picture closes on Escape and gives focus back to the picture', async () => {
    const recorded = await app.openPage(`/paymentChannel?${SESSION}&ref=PN70241157903&channel=20021&amount=140000`);
    const { page } = recorded;
    const picture = page.getByRole('button', { name: 'E-wallet bills payment screens (enlarge)' });
    await picture.click();
    const zoom = page.getByRole('dialog');
    await zoom.getByRole('img').waitFor();
    await screenshot(page, 'dialog-zoom-open');
    expect(await isModal(zoom)).toBe(true);
    expect(await hasFocusInside(zoom)).toBe(true);
    await page.keyboard.press('Escape');
    await zoom.waitFor({ state: 'detached' });
    expect(await isFocused(picture)).toBe(true);
    expectCleanPage(recorded);
  });
});
