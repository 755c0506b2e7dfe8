import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';

import { withDemoServer } from '../setup/msw.ts';
import { getToastText, renderApp, SESSION_QUERY } from './app-harness.tsx';

const demo = withDemoServer();
let app: ReturnType<typeof renderApp> | undefined;
afterEach(() => app?.cleanup());

async function openOrder(orderId: string) {
  app = renderApp(`/hasOf?${SESSION_QUERY}&orderId=${orderId}`);
  await screen.findByRole('heading', { name: 'Loan details' });
  await screen.findByText('Details');
  return app;
}

const footerButtons = () => Array.from(document.querySelectorAll('.eng-footer button')).map((button) => button.textContent?.trim());

async function closeOpenDialogs() {
  for (const dialog of screen.queryAllByRole('dialog')) {
    const ok = within(dialog).queryByRole('button', { name: 'OK' }) ?? within(dialog).queryByRole('button', { name: 'Close' });
    if (ok) await app!.user.click(ok);
  }
}

describe('loan details /hasOf', () => {
  it('asks for the order of the query and shows its status, product and details', async () => {
    await openOrder('ORD170');
    const sent = demo.requests().find((request) => request.path === '/currentlyer/v3/loan-details/loan-details');
    expect(sent?.method).toBe('GET');
    expect(sent?.query).toMatchObject({ orderId: 'ORD170', productId: '1', sessionId: 'sess-1' });
    const icon = screen.getAllByRole('img')[0] as HTMLImageElement;
    expect(icon.getAttribute('src')).toMatch(/\/icons\/status-170\.svg$/);
    expect(screen.getByText('PesoNow')).toBeTruthy();
    const rows = Array.from(document.querySelectorAll('.eng-kv-row'));
    expect(rows.length).toBeGreaterThan(3);
    // Server strings are text, never markup.
    expect(document.querySelector('.eng-kv script')).toBeNull();
  });

  it.each([
    ['ORD21', []],
    ['ORD110', []],
    ['ORD151', []],
    ['ORD170', ['Repayment']],
    ['ORD174', ['Repayment']],
    ['ORD180', ['Repayment']],
    ['ORD174D', ['Short of money?Rollover Repayment', 'REPAY']],
    ['ORD180D', ['Short of money?Rollover Repayment', 'REPAY']],
    ['ORD200', ['Borrow Again']],
  ])('order %s shows the buttons of its status: %j', async (orderId, expected) => {
    await openOrder(orderId);
    expect(footerButtons().length ? footerButtons() : []).toEqual(expected.map((text) => text.replace('Short of money?', '')));
    if (expected[0]?.startsWith('Short of money?')) expect(screen.getByText('Short of money?')).toBeTruthy();
  });

  it('REPAY sets the showBankTip flag and opens instalment repayment with the session', async () => {
    sessionStorage.setItem('showBankTip', '1'); // no kind-tips popup in the way
    await openOrder('ORD174D');
    await app!.user.click(screen.getByRole('button', { name: 'REPAY' }));
    await waitFor(() => expect(app!.location()).toMatch(/^\/attemptApply\?/));
    expect(app!.query()).toMatchObject({ orderId: 'ORD174D', sessionId: 'sess-1', deviceId: 'dev-1' });
    expect(sessionStorage.getItem('showBankTip')).toBe('1');
  });

  it('Rollover Repayment opens the rollover screen and sets the flag', async () => {
    await openOrder('ORD180D');
    await app!.user.click(screen.getByRole('button', { name: 'Rollover Repayment' }));
    await waitFor(() => expect(app!.location()).toMatch(/^\/appliedOthers\?/));
    expect(sessionStorage.getItem('showBankTip')).toBe('1');
  });

  it('Borrow Again sends the borrower to the native home', async () => {
    await openOrder('ORD200');
    await closeOpenDialogs();
    await app!.user.click(screen.getByRole('button', { name: 'Borrow Again' }));
    expect(app!.bridgeCalls).toContainEqual({ action: 'goHome', payload: undefined });
  });

  it('shows kind tips only while the showBankTip flag is unset', async () => {
    await openOrder('ORD174');
    const dialog = await screen.findByRole('dialog', { name: 'Kind tips' });
    expect(within(dialog).getByText(/due today/)).toBeTruthy();
    await app!.user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await app!.user.click(screen.getByRole('button', { name: 'Repayment' }));
    app!.cleanup();
    app!.unmount();
    await openOrder('ORD174');
    expect(screen.queryByRole('dialog', { name: 'Kind tips' })).toBeNull();
  });

  it('rating: Submit without a star asks for one; under 4 stars shows the result dialog; the score sent is 5', async () => {
    await openOrder('ORD200');
    const dialog = await screen.findByRole('dialog', { name: 'Rate your experience' });
    await app!.user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(getToastText()).toBe('Please select a rating');
    // The dialog makes the page's toast region inert; its own live region repeats the toast,
    // as a new node each time so a second tap is announced again.
    const announced = within(within(dialog).getByRole('status')).getByText('Please select a rating');
    await app!.user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(within(within(dialog).getByRole('status')).getByText('Please select a rating')).not.toBe(announced);
    expect(demo.requests().some((request) => request.path.endsWith('/google-score'))).toBe(false);
    await app!.user.click(within(dialog).getByRole('radio', { name: '3 stars' }));
    expect(
      within(dialog)
        .getAllByRole('radio')
        .filter((star) => star.classList.contains('is-filled')),
    ).toHaveLength(3);
    await app!.user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('dialog', { name: 'Thank you' })).toBeTruthy();
    const [score] = (await demo.settledRequests()).filter((request) => request.path === '/currentlyer/v3/loan-details/google-score');
    expect(score.method).toBe('POST');
    expect(score.body.score).toBe('5');
    expect(app!.bridgeCalls.some((call) => call.action === 'goRate')).toBe(false);
  });

  it('rating: 4 stars or more opens the native rate-app action', async () => {
    await openOrder('ORD200');
    const dialog = await screen.findByRole('dialog', { name: 'Rate your experience' });
    await app!.user.click(within(dialog).getByRole('radio', { name: '4 stars' }));
    await app!.user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(app!.bridgeCalls).toContainEqual({ action: 'goRate', payload: undefined }));
    expect(screen.queryByRole('dialog', { name: 'Thank you' })).toBeNull();
  });

  it('bank-card prompt: shows the server text and goes to bank binding with source=loanDetail', async () => {
    await openOrder('ORD151');
    const dialog = await screen.findByRole('dialog', { name: 'Payout failed' });
    await app!.user.click(within(dialog).getByRole('button', { name: 'Go and bind the card' }));
    await waitFor(() => expect(app!.location()).toMatch(/^\/provideChoices\?/));
    expect(app!.query()).toMatchObject({ source: 'loanDetail', orderId: 'ORD151', sessionId: 'sess-1' });
  });

  it('prompts that qualify together open one after another: rating, bank-card prompt, kind tips, withdraw now', async () => {
    demo.server.use(
      http.get('*/currentlyer/v3/loan-details/loan-details', () =>
        HttpResponse.json({
          code: 0,
          message: 'ok',
          data: {
            orderStatus: 200,
            noticeStatusText: 'Paid off',
            productName: 'PesoNow',
            userOrderDetail: { detail: [{ text: 'Loan amount', value: '₱5,000.00' }] },
            isScore: 1,
            cardNeedPop: 1,
            cardPopTitle: 'Payout failed',
            cardPopMsg: 'Bind another card.',
            KindTipsMsg: 'Your next instalment is due soon.',
            h5Url: 'https://example.com/withdraw',
          },
        }),
      ),
    );
    await openOrder('ORD200');
    const only = async (name: string) => {
      const dialog = await screen.findByRole('dialog', { name });
      // Never stacked: exactly one dialog is open.
      expect(screen.getAllByRole('dialog')).toHaveLength(1);
      return dialog;
    };
    const rating = await only('Rate your experience');
    await app!.user.click(within(rating).getByRole('radio', { name: '3 stars' }));
    await app!.user.click(within(rating).getByRole('button', { name: 'Submit' }));
    // The rating's own result dialog comes before the next prompt.
    const thanks = await only('Thank you');
    await app!.user.click(within(thanks).getByRole('button', { name: 'OK' }));
    const card = await only('Payout failed');
    await app!.user.click(within(card).getByRole('button', { name: 'Close' }));
    const tips = await only('Kind tips');
    await app!.user.click(within(tips).getByRole('button', { name: 'OK' }));
    const withdraw = await only('Withdraw now');
    await app!.user.click(within(withdraw).getByRole('button', { name: 'Later' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('bank-card prompt: the close icon dismisses it', async () => {
    await openOrder('ORD151');
    const dialog = await screen.findByRole('dialog', { name: 'Payout failed' });
    await app!.user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('calls customer service on the order phone, falling back to config', async () => {
    await openOrder('ORD110');
    await app!.user.click(screen.getByRole('button', { name: 'Contact customer service' }));
    expect(app!.bridgeCalls).toContainEqual({ action: 'callPhone', payload: { phone: demo.state.contact.telephone } });
    app!.cleanup();
    app!.unmount();
    demo.state.contact.telephone = '';
    await openOrder('ORD110');
    await app!.user.click(screen.getByRole('button', { name: 'Contact customer service' }));
    expect(app!.bridgeCalls).toContainEqual({ action: 'callPhone', payload: { phone: '+63 2 8123 4567' } });
  });

  it('does not redirect status 21 even with a playeduL', async () => {
    demo.state.orders.get('ORD21')!.playeduL = 'https://evil.example/steal';
    await openOrder('ORD21');
    expect(app!.location()).toMatch(/^\/hasOf\?/);
    expect(screen.getByText('Details')).toBeTruthy();
  });

  it('a failed load shows the server message with Retry, never a blank page', async () => {
    let failures = 1;
    demo.server.use(
      http.get('*/currentlyer/v3/loan-details/loan-details', () =>
        failures-- > 0 ? HttpResponse.json({ code: 500, message: 'Service is busy, please try later' }) : undefined,
      ),
    );
    app = renderApp(`/hasOf?${SESSION_QUERY}&orderId=ORD170`);
    expect(await screen.findByText('Service is busy, please try later')).toBeTruthy();
    await app.user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Details')).toBeTruthy();
  });
});
