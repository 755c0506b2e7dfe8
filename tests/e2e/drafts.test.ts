// Drafts in Chromium: the phone kills the webview mid-way through a form; reopened on the same
// route and order, the form shows what the borrower typed. Nothing else is kept: no phone number,
// no code, no session value, and the key names no order in clear.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DRAFT_SAVE_DELAY_MS } from '../../engine/core/form-draft.ts';
import { E2E_SESSION, type E2eApp, expectCleanPage, type RecordedPage, startApp } from './harness.ts';

let app: E2eApp;
beforeAll(async () => {
  app = await startApp();
});
afterAll(async () => {
  await app?.close();
});

const COMPLAINT_PATH = `/complainPageNext?${E2E_SESSION}&orderId=ORD174D&problemType=2&orderNo=ORD174D`;
const DETAIL = 'The refund of my second payment has not arrived after five days.';

const readStorage = (page: Page) =>
  page.evaluate(() =>
    JSON.stringify({
      local: Object.fromEntries(Object.entries(localStorage)),
      session: Object.fromEntries(Object.entries(sessionStorage)),
    }),
  );

/** Keeps the storage, then closes the whole browser context without letting the page finish anything: the webview is killed. */
async function kill(recorded: RecordedPage) {
  const storageState = await recorded.context.storageState();
  await recorded.context.close();
  return storageState;
}

describe('form drafts survive a killed webview', () => {
  it('restores the complaint text on the same route and order, and drops the draft once the complaint is sent', async () => {
    const first = await app.openPage(COMPLAINT_PATH);
    const description = first.page.getByLabel('Description');
    await description.waitFor();
    await description.pressSequentially(DETAIL.slice(0, 30));
    await description.pressSequentially(DETAIL.slice(30));
    // The draft is written after a short pause in typing; the page is killed right after the last
    // one, which holds the whole text (on a busy machine a pause mid-way writes one before it).
    await expect.poll(() => readStorage(first.page)).toContain(DETAIL);
    const stored = await readStorage(first.page);
    expect(stored).toMatch(/"draft\.[0-9a-f]{32}"/);
    for (const secret of ['ORD174D', 'e2e-session', '09171234567', 'e2e-device']) expect(stored).not.toContain(secret);
    expectCleanPage(first);
    const storageState = await kill(first);

    const second = await app.openPage(COMPLAINT_PATH, { storageState });
    const restored = second.page.getByLabel('Description');
    await restored.waitFor();
    expect(await restored.inputValue()).toBe(DETAIL);
    expect(await second.page.getByText(`${DETAIL.length}/200`).count()).toBe(1);

    // Another order opens an empty form.
    const other = await app.openPage(COMPLAINT_PATH.replaceAll('ORD174D', 'ORD999X'), { storageState });
    await other.page.getByLabel('Description').waitFor();
    expect(await other.page.getByLabel('Description').inputValue()).toBe('');

    await second.page.getByRole('button', { name: 'Send' }).click();
    const saved = await second.waitForApiCall('/problem-save');
    expect(saved.body.problemDetail).toBe(DETAIL);
    await expect.poll(() => readStorage(second.page)).not.toContain('draft.');
    expectCleanPage(second);
  });

  it('never writes the phone number or the codes of the registration page', async () => {
    const path = '/register?templateId=1&user_from=fb-ads';
    const first = await app.openPage(path);
    const phone = first.page.getByLabel('Mobile number');
    await phone.waitFor();
    await phone.pressSequentially('09181234567');
    await first.page.getByLabel('Image captcha', { exact: true }).fill('AB7K');
    await first.page.getByLabel('SMS code').fill('123456');
    // A timer as long as the draft's pause, set after the last key: it runs after the draft's own
    // timer (timers of one page run in order), so by then any draft write has happened.
    await first.page.evaluate((delay) => new Promise((resolve) => setTimeout(resolve, delay)), DRAFT_SAVE_DELAY_MS);
    // A hidden page writes its draft at once: still nothing of these.
    await first.page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    const stored = await readStorage(first.page);
    for (const secret of ['0918', '091 8', '8123', '4567', 'AB7K', '123456']) expect(stored).not.toContain(secret);
    const storageState = await kill(first);
    expect(JSON.stringify(storageState)).not.toContain('4567');

    const second = await app.openPage(path, { storageState });
    await second.page.getByLabel('Mobile number').waitFor();
    expect(await second.page.getByLabel('Mobile number').inputValue()).toBe('');
    expect(await second.page.getByLabel('SMS code').inputValue()).toBe('');
  });
});
