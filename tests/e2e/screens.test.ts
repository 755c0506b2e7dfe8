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

describe('bind bank in Chromium', () => {
  it('binds a bank account as a borrower would and sends only that account', async () => {
    const recorded = await app.openPage(`/provideChoices?${SESSION}`);
    const { page } = recorded;
    await page.getByRole('heading', { name: 'Payment account information' }).waitFor();
    await page.getByLabel('GCash number').waitFor();
    await screenshot(page, 'bind-bank-wallet');

    await page.getByRole('tab', { name: 'Bank account' }).click();
    await page.getByLabel('Bank', { exact: true }).click();
    await page.getByRole('radio', { name: 'BPI' }).click();
    await screenshot(page, 'bind-bank-picker');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByLabel('Account number').pressSequentially('12-34 5678 90');
    expect(await page.getByLabel('Account number').inputValue()).toBe('1234 5678 90');
    await page.getByLabel('Branch city').click();
    await page.getByRole('searchbox', { name: 'Search' }).fill('cebu');
    await page.getByRole('radio', { name: /Cebu City/ }).click();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByLabel('City of residence').click();
    await page.getByRole('searchbox', { name: 'Search' }).fill('cebu city');
    await page.getByRole('radio', { name: 'City of Cebu, Central Visayas' }).click();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await screenshot(page, 'bind-bank-filled');
    await page.getByRole('button', { name: 'Next' }).click();

    const end = await recorded.waitForBridgeCall('closeWebview');
    expect(end.action).toBe('closeWebview');
    expect(recorded.bridgeCalls.map((call) => call.action)).toEqual(['endBank', 'closeWebview']);
    const bind = await recorded.waitForApiCall('/bind-card/bind-card-new');
    expect(bind.method).toBe('POST');
    expect(bind.headers['content-type']).toContain('application/x-www-form-urlencoded');
    expect(bind.body).toMatchObject({
      bankCode: expect.any(String),
      cardNo: '1234567890',
      holderCity: 'City of Cebu, Central Visayas',
      product_id: '1',
    });
    expect(bind.body).not.toHaveProperty('walletAccount');
    expect(bind.body).not.toHaveProperty('channelNumber');
    expect(bind.query).toMatchObject({ sessionId: 'e2e-session', deviceId: 'e2e-device' });
    expect(app.state.lastBind?.fields.cardNo).toBe('1234567890');
    expectCleanPage(recorded);
  });

  it('shows what is missing instead of sending an empty form', async () => {
    const recorded = await app.openPage(`/provideChoices?${SESSION}`);
    const { page } = recorded;
    await page.getByLabel('GCash number').fill('');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Please fill in this field').first().waitFor();
    await screenshot(page, 'bind-bank-errors');
    expect(recorded.apiCalls.filter((call) => call.path.includes('bind-card-'))).toEqual([]);
    expect(await page.getByLabel('GCash number').evaluate((input) => input === document.activeElement)).toBe(true);
  });
});

describe('loan details in Chromium', () => {
  it('offers REPAY and Rollover for an overdue order that may roll over, and opens repayment', async () => {
    const recorded = await app.openPage(`/hasOf?${SESSION}&orderId=ORD180D`);
    const { page } = recorded;
    await page.getByRole('button', { name: 'REPAY', exact: true }).waitFor();
    await page.getByText('Short of money?').waitFor();
    await screenshot(page, 'loan-detail-180-delay');
    await page.getByRole('button', { name: 'REPAY', exact: true }).click();
    await page.waitForURL(/\/attemptApply\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('orderId')).toBe('ORD180D');
    expect(url.searchParams.get('sessionId')).toBe('e2e-session');
    expect(await page.evaluate(() => sessionStorage.getItem('showBankTip'))).toBe('1');
    // No session parameter was written to storage.
    const stored = await page.evaluate(() => JSON.stringify([Object.entries(localStorage), Object.entries(sessionStorage)]));
    expect(stored).not.toContain('e2e-session');
    expectCleanPage(recorded);
  });

  it('rates a settled order: under 4 stars thanks the borrower, and the score sent is 5', async () => {
    const recorded = await app.openPage(`/hasOf?${SESSION}&orderId=ORD200`);
    const { page } = recorded;
    const dialog = page.getByRole('dialog', { name: 'Rate your experience' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await page.locator('.app-toast', { hasText: 'Please select a rating' }).waitFor();
    // Screen readers hear it from the dialog's own live region: the page behind it is inert.
    await dialog.getByRole('status').getByText('Please select a rating').waitFor();
    await dialog.getByRole('radio', { name: '2 stars' }).click();
    await screenshot(page, 'loan-detail-rating');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('dialog', { name: 'Thank you' }).waitFor();
    const score = await recorded.waitForApiCall('/loan-details/google-score');
    expect(score.body.score).toBe('5');
    expect(recorded.bridgeCalls.find((call) => call.action === 'goRate')).toBeUndefined();
    expectCleanPage(recorded);
  });

  it('asks to bind another account after a failed payout, and goes there with source=loanDetail', async () => {
    const recorded = await app.openPage(`/hasOf?${SESSION}&orderId=ORD151`);
    const { page } = recorded;
    const dialog = page.getByRole('dialog', { name: 'Payout failed' });
    await dialog.waitFor();
    await screenshot(page, 'loan-detail-card-prompt');
    await dialog.getByRole('button', { name: 'Go and bind the card' }).click();
    await page.waitForURL(/\/provideChoices\?/);
    expect(new URL(page.url()).searchParams.get('source')).toBe('loanDetail');
    await page.getByLabel('GCash number').fill('09181234567');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(/\/hasOf\?/);
    const change = await recorded.waitForApiCall('/bind-card/bind-card-change');
    expect(change.body.product_id).toBe('1');
    expectCleanPage(recorded);
  });

  it('replaces itself with playeduL plus the session for a status other than 21', async () => {
    const recorded = await app.openPage(`/hasOf?${SESSION}&orderId=ORDREDIRECT`);
    const { page } = recorded;
    await page.waitForURL(/\/humanQuestions\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('productId')).toBe('2');
    expect(url.searchParams.get('sessionId')).toBe('e2e-session');
    // replace: going back does not return to the redirecting page
    expect(await page.evaluate(() => history.length)).toBeLessThanOrEqual(2);
  });

  it('opens the legacy #/borrowDetail link as loan details', async () => {
    const recorded = await app.openPage(`/?${SESSION}&orderId=ORD170#/borrowDetail`);
    await recorded.page.getByRole('button', { name: 'Repayment' }).waitFor();
    expect(new URL(recorded.page.url()).pathname).toBe('/hasOf');
    await screenshot(recorded.page, 'loan-detail-170');
  });
});

describe('developer test page in Chromium', () => {
  it('opens a page with edited parameters', async () => {
    const recorded = await app.openPage(`/testPreview?${SESSION}&orderId=ORD170`);
    const { page } = recorded;
    await page.getByLabel('Order id').fill('ORD174D');
    await screenshot(page, 'test-preview');
    await page.getByRole('button', { name: 'Loan details' }).click();
    await page.waitForURL(/\/hasOf\?/);
    expect(new URL(page.url()).searchParams.get('orderId')).toBe('ORD174D');
    await page.getByRole('button', { name: 'REPAY', exact: true }).waitFor();
    expectCleanPage(recorded);
  });
});
