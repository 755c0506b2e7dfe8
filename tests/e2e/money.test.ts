// The money paths in Chromium, through the built app on the demo server: loan confirm (both
// variants), period confirm, order list, instalment and rollover repayment, the code pages and
// card repayment. Each test takes screenshots (tests/e2e/screenshots/money-*.png).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { E2E_SESSION, type E2eApp, expectCleanPage, type RecordedPage, screenshot, startApp } from './harness.ts';

const SESSION = E2E_SESSION;
const withProduct = (productId: string) => SESSION.replace('productId=1', `productId=${productId}`);

let app: E2eApp;
beforeAll(async () => {
  app = await startApp();
});
afterAll(async () => {
  await app?.close();
});

/** A full-page shot of a dialog reads best from the top of the page (the layer is fixed to the viewport). */
async function screenshotTop(page: RecordedPage['page'], name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
}

describe('loan confirm in Chromium', () => {
  it('newer variant: agreement modal, then Next submits the offer and replaces the page with from=confirm', async () => {
    const recorded = await app.openPage(`/humanQuestions?${SESSION}`);
    const { page } = recorded;
    const modal = page.getByRole('dialog', { name: 'Loan agreement' });
    await modal.waitFor();
    await page
      .frameLocator('iframe')
      .getByText(/Disclosure Statement/)
      .first()
      .waitFor();
    await screenshot(page, 'money-loan-confirm-agreement');
    await modal.getByRole('button', { name: 'Agree' }).click();
    await modal.waitFor({ state: 'detached' });
    await page.getByText('₱5,000.00').first().waitFor();
    await screenshot(page, 'money-loan-confirm');

    // Unchecked: greyed and inert.
    await page.getByRole('checkbox', { name: 'I have read and agree' }).uncheck();
    expect(await page.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    await page.getByRole('checkbox', { name: 'I have read and agree' }).check();

    // The native back press hook.
    await page.evaluate(() => (window as unknown as { appBridgeReceive: (message: unknown) => void }).appBridgeReceive({ event: 'back' }));
    const retention = page.getByRole('dialog', { name: 'Point out' });
    await retention.waitFor();
    await screenshotTop(page, 'money-loan-confirm-retention');
    await retention.getByRole('button', { name: 'Agree' }).click();
    await retention.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(/\/hasOf\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('from')).toBe('confirm');
    expect(url.searchParams.get('sessionId')).toBe('e2e-session');
    expect(url.searchParams.get('orderId')).toMatch(/^ORD9\d+$/);
    const push = await recorded.waitForApiCall('/loan-confirm/loan-detail-push');
    expect(push.body).toMatchObject({ amount: '500000', periods: '120', termUnit: 'day', productId: '1' });
    const burial = await recorded.waitForBridgeCall('burialPoint');
    expect(burial.payload).toMatchObject({ name: 'loanConfirmNext', params: { productId: '1', amount: 500000 } });
    const event = await recorded.waitForApiCall('/service/event/save');
    expect(event.body).toMatchObject({ productId: '1', moduleId: '30', positionId: '0' });
    await page.getByText('Under review').first().waitFor();
    expectCleanPage(recorded);
  });

  it('older variant: the promotional popup after the agreement, then depush and the new order', async () => {
    const recorded = await app.openPage(`/discernEvolutionary?${SESSION}`);
    const { page } = recorded;
    await page.getByRole('dialog', { name: 'Loan agreement' }).getByRole('button', { name: 'Agree' }).click();
    const promo = page.getByRole('dialog', { name: 'Special offer' });
    await promo.waitFor();
    await screenshotTop(page, 'money-legacy-confirm-promotion');
    await promo.getByRole('button', { name: 'Close' }).click();
    await promo.waitFor({ state: 'detached' });
    await page.getByText('First repayment').waitFor();
    await screenshot(page, 'money-legacy-confirm');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(/\/hasOf\?/);
    expect(new URL(page.url()).searchParams.get('from')).toBe('confirm');
    const depush = await recorded.waitForApiCall('/gopia/goya/depush');
    expect(depush.body).toMatchObject({ amount: '500000', periods: '120', productId: '1' });
    expect(depush.headers['content-type']).toContain('application/x-www-form-urlencoded');
    expectCleanPage(recorded);
  });

  it('period confirm: the first instalment on top, the loan submitted as offered', async () => {
    const recorded = await app.openPage(`/theSciencebehavioral?${withProduct('2')}`);
    const { page } = recorded;
    await page.getByText('Repayment schedule').waitFor();
    await screenshot(page, 'money-period-confirm');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(/\/hasOf\?/);
    const push = await recorded.waitForApiCall('/loan-confirm/loan-detail-push');
    expect(push.body).toMatchObject({ amount: '800000', periods: '180', productId: '2' });
    expectCleanPage(recorded);
  });
});

describe('orders and repayment in Chromium', () => {
  it('order list: the loan-details blocks of the order, REPAY opens repayment', async () => {
    const recorded = await app.openPage(`/largePump?${SESSION}&orderId=ORD180D`);
    const { page } = recorded;
    await page.getByText('Overdue').first().waitFor();
    await screenshot(page, 'money-order-list');
    await page.getByRole('button', { name: 'REPAY', exact: true }).click();
    await page.waitForURL(/\/attemptApply\?/);
    expect(new URL(page.url()).searchParams.get('orderId')).toBe('ORD180D');
    expectCleanPage(recorded);
  });

  it('instalment: details fold, channel sheet, bar code, and Payment opens the pay page for the chosen channel', async () => {
    const recorded = await app.openPage(`/attemptApply?${SESSION}&orderId=ORD174D`);
    const { page } = recorded;
    await page.getByText('₱1,400.00').first().waitFor();
    await screenshot(page, 'money-instalment');
    await page.getByRole('button', { name: 'more' }).click();
    await page.getByText(/Late interest/).waitFor();
    await page.getByRole('button', { name: /^Payment Method / }).click();
    const sheet = page.getByRole('dialog', { name: 'Payment Method' });
    await sheet.getByText('Please select your repayment method for payment').waitFor();
    await screenshotTop(page, 'money-instalment-channels');
    await sheet.getByRole('button', { name: 'GCash' }).click();
    await sheet.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Show bar code for the cashier' }).click();
    const modal = page.getByRole('dialog', { name: '7-Eleven (CLiQQ)' });
    await modal.getByRole('img', { name: /^Payment code: PN/ }).waitFor();
    await screenshotTop(page, 'money-instalment-barcode');
    await modal.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('button', { name: 'Payment', exact: true }).click();
    await page.waitForURL(/\/paymentChannel\?/);
    const pay = new URL(page.url());
    expect(pay.searchParams.get('channel')).toBe('20021');
    expect(pay.searchParams.get('amount')).toBe('140000');
    const sent = await recorded.waitForApiCall('/loan-details/generate-vcode');
    expect(sent.body).toMatchObject({ orderId: 'ORD174D', amount: '140000', channelNumber: '20021' });
    expectCleanPage(recorded);
  });

  it('instalment code card: copies the code, stores the repayment info and shows it on /repaymentOfCode2', async () => {
    const recorded = await app.openPage(`/attemptApply?${SESSION}&orderId=ORD170`);
    const { page, context } = recorded;
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: /PN70241157903 Copy$/ }).click();
    await page.waitForURL(/\/repaymentOfCode2\?/);
    await page.getByText('Over the counter').waitFor();
    await screenshot(page, 'money-code-saved');
    const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('repaymentInfo'))) ?? 'null');
    expect(stored.defDetail.payCode).toBe('PN70241157903');
    expect(JSON.stringify(stored)).not.toContain('e2e-session');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('PN70241157903');
    await page.getByRole('button', { name: /PN70241157903 Tap to copy the code$/ }).click();
    await page.getByText('copy success').waitFor();
    expectCleanPage(recorded);
  });

  it('rollover: the delay amount with the peso sign, and Payment sends it with isDelay=1', async () => {
    const recorded = await app.openPage(`/appliedOthers?${SESSION}&orderId=ORD180D`);
    const { page } = recorded;
    await page.getByText('Your next payment date is').waitFor();
    await screenshot(page, 'money-rollover');
    await page.getByRole('button', { name: 'Payment', exact: true }).click();
    await page.waitForURL(/\/paymentChannel\?/);
    const sent = await recorded.waitForApiCall('/loan-details/generate-vcode');
    expect(sent.body.isDelay).toBe('1');
    expect(new URL(page.url()).searchParams.get('amount')).toBe(sent.body.amount);
    expectCleanPage(recorded);
  });

  it('repayment by code from the query: a copyable code (type 1) and a QR with steps (type 2)', async () => {
    const code = await app.openPage(
      `/repaymentOfCode?${SESSION}&type=1&amount=140000&code=PN74920118245&image=/demo-assets/channels/7-eleven.svg&channel=7-Eleven`,
    );
    await code.context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await code.page.getByRole('button', { name: /PN74920118245 Tap to copy the code$/ }).click();
    await code.page.getByText('copy success').waitFor();
    await screenshot(code.page, 'money-code-type1');
    expectCleanPage(code);
    const qr = await app.openPage(`/repaymentOfCode?${SESSION}&type=2&amount=35000&image=/demo-assets/qr-demo.svg`);
    await qr.page.getByText('How to pay by QR').waitFor();
    await qr.page.getByRole('img', { name: 'QR code for your payment' }).waitFor();
    await screenshot(qr.page, 'money-code-type2');
    expectCleanPage(qr);
    const empty = await app.openPage(`/repaymentOfCode2?${SESSION}`);
    await empty.page.getByText('No payment code yet').waitFor();
    await screenshot(empty.page, 'money-code-saved-empty');
  });

  it('card repayment: pick a card, the 60 s code step, then the loan details and the Android dialog dismissed', async () => {
    const recorded = await app.openPage(`/paymentMethod?${SESSION}&orderId=ORD174`);
    const { page } = recorded;
    await page.getByRole('button', { name: /^BDO Unibank/ }).waitFor();
    await page.getByRole('button', { name: 'Pay now' }).click();
    await page.getByText('Please select a bank card first').waitFor();
    await page.getByRole('button', { name: /^BDO Unibank/ }).click();
    await screenshot(page, 'money-payment-method');
    await page.getByRole('button', { name: 'Pay now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Enter verification code' });
    await dialog.getByRole('button', { name: /^Send again in \d+s$/ }).waitFor();
    await dialog.getByLabel('Verification code').fill('123');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await dialog.getByText('please enter the correct code').waitFor();
    await screenshotTop(page, 'money-payment-code');
    await dialog.getByLabel('Verification code').fill('123456');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL(/\/hasOf\?/);
    expect((await recorded.waitForBridgeCall('dismissRepayDialog')).action).toBe('dismissRepayDialog');
    const commit = await recorded.waitForApiCall('/service/loan/repayment-commit');
    expect(commit.body).toMatchObject({ cardId: '301', sendMsg: '0', orderId: 'ORD174' });
    const confirm = await recorded.waitForApiCall('/service/loan/repayment-confirm');
    expect(confirm.body).toMatchObject({ orderId: 'ORD174', verifyCode: '123456', repaymentRecordId: expect.stringMatching(/^RR\d+$/) });
    // ORD174 was due today; the instalment is paid, so the order shows as disbursed with the next due date.
    await page.getByText('Disbursed').first().waitFor();
    expectCleanPage(recorded);
  });
});
