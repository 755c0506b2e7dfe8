import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';

import { getCurrentInstalment, REPAY_CHANNELS } from '../../scripts/demo-server/data.ts';
import { formatMoney } from '../../src/app/format/format-money.ts';
import { withDemoServer } from '../setup/msw.ts';
import { getToastText, renderApp, SESSION_QUERY } from './app-harness.tsx';
import { openedUrls, pathOf, queryOf, waitForScreen } from './money-harness.tsx';

const demo = withDemoServer();
let app: ReturnType<typeof renderApp> | undefined;
afterEach(() => {
  app?.cleanup();
  openedUrls.length = 0;
});

async function open(orderId: string) {
  app = renderApp(`/attemptApply?${SESSION_QUERY}&orderId=${orderId}`);
  await waitForScreen('Repayment');
  return app;
}

const amountDue = (orderId: string) => getCurrentInstalment(demo.state.orders.get(orderId)!, demo.state.now()).total;
const codeRequests = () => demo.requests().filter((request) => request.path === '/currentlyer/v3/loan-details/generate-vcode');
const payButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Payment' });
const hero = () => document.querySelector('.eng-style--hero')!;

describe('instalment repayment /attemptApply', () => {
  it("shows 'Repayment date' and the amount due in pesos from cents, with the product", async () => {
    await open('ORD174D');
    const due = amountDue('ORD174D');
    expect(due).toBe(140_000);
    expect(within(hero() as HTMLElement).getByText('₱1,400.00')).toBeTruthy();
    expect(within(hero() as HTMLElement).getByText('Repayment date')).toBeTruthy();
    expect(within(hero() as HTMLElement).getByText(/^\d{4}-\d{2}-\d{2}$/)).toBeTruthy();
    expect(screen.getByText('PesoNow')).toBeTruthy();
    const [sent] = (await demo.settledRequests()).filter((request) => request.path === '/currentlyer/v3/installment/loan-play-detail');
    expect(sent.method).toBe('POST');
    expect(sent.body).toMatchObject({ productId: '1', orderId: 'ORD174D' });
  });

  it("shows only the first two detail rows until 'more'; 'hide' folds them again", async () => {
    await open('ORD180');
    const details = screen.getByRole('heading', { name: 'Repayment details' }).closest('section')!;
    const rows = () => details.querySelectorAll('.eng-kv-row');
    expect(rows()).toHaveLength(2);
    await app!.user.click(within(details).getByRole('button', { name: 'more' }));
    expect(rows()).toHaveLength(5);
    expect(details.textContent).toMatch(/Late interest \(5 days\)/);
    await app!.user.click(within(details).getByRole('button', { name: 'hide' }));
    expect(rows()).toHaveLength(2);
  });

  it('the instruction banner (isShowReyTop 1) opens the configured instructions link with the session', async () => {
    await open('ORD174D');
    await app!.user.click(screen.getByRole('button', { name: 'How do I repay? See the step-by-step guide' }));
    expect(openedUrls).toHaveLength(1);
    expect(pathOf(openedUrls[0].target)).toBe('/paymentChannel');
    expect(queryOf(openedUrls[0].target)).toMatchObject({ sessionId: 'sess-1', orderId: 'ORD174D' });
  });

  it('hides the banner when isShowReyTop is not 1, and the code card when defDetail.payCode is empty', async () => {
    demo.server.use(
      http.post('*/currentlyer/v3/installment/loan-play-detail', () =>
        HttpResponse.json({
          code: 0,
          message: 'ok',
          data: {
            productName: 'PesoNow',
            productLogo: '/demo-assets/products/pesonow.svg',
            repayAmount: 99_950,
            repayDate: '2025-07-11',
            detail: [{ text: 'Principal', value: '₱999.50' }],
            repayList: REPAY_CHANNELS,
            defDetail: { payCode: '', logo: '', title: '', payNotice: [] },
            isShowReyTop: 0,
          },
        }),
      ),
    );
    await open('ORD174D');
    expect(within(hero() as HTMLElement).getByText('₱999.50')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /step-by-step guide/ })).toBeNull();
    expect(screen.queryByText('Copy')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Show bar code for the cashier' })).toBeNull();
  });

  it('hides the code card of an order without a pay code (ORD180)', async () => {
    await open('ORD180');
    expect(screen.queryByRole('button', { name: /Copy$/ })).toBeNull();
  });

  it('tapping the code card copies the code, stores the repayment info and opens /repaymentOfCode2', async () => {
    await open('ORD174D');
    const payCode = demo.state.orders.get('ORD174D')!.payCode;
    await app!.user.click(screen.getByRole('button', { name: `7-Eleven (CLiQQ) ${payCode} Copy` }));
    await waitFor(() => expect(app!.location()).toMatch(/^\/repaymentOfCode2\?/));
    expect(app!.query()).toMatchObject({ orderId: 'ORD174D', sessionId: 'sess-1' });
    const stored = JSON.parse(localStorage.getItem('repaymentInfo') ?? 'null');
    expect(stored).toMatchObject({ productName: 'PesoNow', repayAmount: 140_000, defDetail: { payCode, title: '7-Eleven (CLiQQ)' } });
    expect(Object.keys(stored.defDetail.payNotice)).toEqual(['Via GCash', 'Via Maya', 'Over the counter']);
    // CONTRACTS §5: nothing of the session is written to storage.
    expect(localStorage.getItem('repaymentInfo')).not.toContain('sess-1');
    // user-event's clipboard stands in for the webview's.
    await waitFor(async () => expect(await navigator.clipboard.readText()).toBe(payCode));
    await waitFor(() => expect(getToastText()).toBe('copy success'));
    // The code page reads what was stored.
    expect(await screen.findByRole('button', { name: `7-Eleven (CLiQQ) Payment code ${payCode} Tap to copy the code` })).toBeTruthy();
  });

  it("'Payment Method' opens a sheet of channels with the hint, the first one chosen by default", async () => {
    await open('ORD174D');
    await app!.user.click(screen.getByRole('button', { name: 'Payment Method 7-Eleven (CLiQQ) Change' }));
    const sheet = await screen.findByRole('dialog', { name: 'Payment Method' });
    expect(within(sheet).getByText('Please select your repayment method for payment')).toBeTruthy();
    const options = within(sheet)
      .getAllByRole('button', { pressed: false })
      .concat(within(sheet).getAllByRole('button', { pressed: true }));
    expect(options).toHaveLength(REPAY_CHANNELS.length);
    expect(within(sheet).getByRole('button', { name: '7-Eleven (CLiQQ)', pressed: true })).toBeTruthy();
    expect(Array.from(sheet.querySelectorAll('img')).some((image) => image.src.endsWith('/demo-assets/channels/gcash.svg'))).toBe(true);
    await app!.user.click(within(sheet).getByRole('button', { name: 'GCash' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await app!.user.click(screen.getByRole('button', { name: 'Payment Method GCash Change' }));
    const again = await screen.findByRole('dialog', { name: 'Payment Method' });
    expect(within(again).getByRole('button', { name: 'GCash', pressed: true })).toBeTruthy();
    expect(within(again).getByRole('button', { name: '7-Eleven (CLiQQ)', pressed: false })).toBeTruthy();
  });

  it('Payment posts generate-vcode with the amount shown and the chosen channel, then opens payUrl', async () => {
    await open('ORD174D');
    await app!.user.click(screen.getByRole('button', { name: /^Payment Method / }));
    await app!.user.click(within(await screen.findByRole('dialog', { name: 'Payment Method' })).getByRole('button', { name: 'Maya' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await app!.user.click(payButton());
    await waitFor(() => expect(openedUrls).toHaveLength(1));
    const [sent] = (await demo.settledRequests()).filter((request) => request.path === '/currentlyer/v3/loan-details/generate-vcode');
    expect(sent.method).toBe('POST');
    expect(sent.body).toEqual({
      productId: '1',
      product_id: '1',
      orderId: 'ORD174D',
      amount: String(amountDue('ORD174D')),
      channelNumber: '20022',
    });
    expect(sent.body.amount).toBe('140000');
    expect(formatMoney(Number(sent.body.amount))).toBe('₱1,400.00');
    expect(openedUrls[0].replace).toBe(false);
    expect(queryOf(openedUrls[0].target)).toMatchObject({ channel: '20022', amount: '140000' });
  });

  it('sends one generate-vcode when Payment is tapped several times in the same frame', async () => {
    demo.slowDown('/currentlyer/v3/loan-details/generate-vcode');
    await open('ORD174D');
    const button = payButton();
    button.click();
    button.click();
    button.click();
    await waitFor(() => expect(openedUrls).toHaveLength(1));
    expect(codeRequests()).toHaveLength(1);
  });

  it('a failed Payment shows the server message and leaves the button ready; nothing is opened', async () => {
    demo.server.use(
      http.post('*/currentlyer/v3/loan-details/generate-vcode', () =>
        HttpResponse.json({ code: 7, message: 'This channel is under maintenance' }),
      ),
    );
    await open('ORD174D');
    await app!.user.click(payButton());
    await waitFor(() => expect(getToastText()).toBe('This channel is under maintenance'));
    expect(openedUrls).toEqual([]);
    await waitFor(() => expect(payButton().getAttribute('aria-busy')).toBeNull());
    expect(payButton().disabled).toBe(false);
    expect(screen.queryByText('loading...')).toBeNull();
  });

  it('a reply without payUrl is refused as malformed; nothing is opened', async () => {
    demo.server.use(
      http.post('*/currentlyer/v3/loan-details/generate-vcode', () => HttpResponse.json({ code: 0, message: 'ok', data: { url: 'x' } })),
    );
    await open('ORD174D');
    await app!.user.click(payButton());
    await waitFor(() => expect(getToastText()).toBe('The server sent an unexpected reply. Please try again.'));
    expect(openedUrls).toEqual([]);
  });

  it('the bar-code modal shows the pay code as a bar code with the amount to pay', async () => {
    await open('ORD174D');
    const payCode = demo.state.orders.get('ORD174D')!.payCode;
    await app!.user.click(screen.getByRole('button', { name: 'Show bar code for the cashier' }));
    const modal = await screen.findByRole('dialog', { name: '7-Eleven (CLiQQ)' });
    const barcode = within(modal).getByRole('img', { name: `Payment code: ${payCode}` });
    expect(barcode.querySelectorAll('svg rect').length).toBeGreaterThan(20);
    expect(within(modal).getByText('₱1,400.00')).toBeTruthy();
    await app!.user.click(within(modal).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("'Pay with a saved bank card' opens the payment-method screen with the session", async () => {
    await open('ORD174D');
    await app!.user.click(screen.getByRole('button', { name: 'Pay with a saved bank card' }));
    await waitFor(() => expect(app!.location()).toMatch(/^\/paymentMethod\?/));
    expect(app!.query()).toMatchObject({ orderId: 'ORD174D', sessionId: 'sess-1' });
  });

  it('an order with nothing to repay shows the server message with Retry, not a blank page', async () => {
    app = renderApp(`/attemptApply?${SESSION_QUERY}&orderId=ORD200`);
    expect(await screen.findByText(/has nothing to repay/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Payment' })).toBeNull();
  });
});
