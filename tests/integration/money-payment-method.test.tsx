import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { DEMO_SMS_CODE, getCurrentInstalment } from '../../scripts/demo-server/data.ts';
import { formatMoney } from '../../src/app/format/format-money.ts';
import { withDemoServer } from '../setup/msw.ts';
import { getToastText, renderApp, SESSION_QUERY } from './app-harness.tsx';
import { openedUrls, queryOf, waitForScreen } from './money-harness.tsx';

const demo = withDemoServer();
let app: ReturnType<typeof renderApp> | undefined;
afterEach(() => {
  app?.cleanup();
  openedUrls.length = 0;
  vi.useRealTimers();
});

const LOAN = '/api/v1/:provider/:providerApi/service/loan';
const BDO = 'BDO Unibank **** **** 4821';
const UNIONBANK = 'UnionBank of the Philippines **** **** 5510';

async function open(extra = '', orderId = 'ORD174') {
  app = renderApp(`/paymentMethod?${SESSION_QUERY}&orderId=${orderId}${extra}`);
  await waitForScreen('Payment method');
  return app;
}

const amountDue = () => getCurrentInstalment(demo.state.orders.get('ORD174')!, demo.state.now()).total;
const calls = (step: string) => demo.requests().filter((request) => request.path.endsWith(`/service/loan/${step}`));
const sentTo = async (step: string) => (await demo.settledRequests()).filter((request) => request.path.endsWith(`/service/loan/${step}`));
const payNow = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Pay now' });
const codeDialog = () => screen.findByRole('dialog', { name: 'Enter verification code' });

async function startCodeEntry() {
  await open();
  await app!.user.click(screen.getByRole('button', { name: BDO }));
  await app!.user.click(payNow());
  return codeDialog();
}

async function typeCode(dialog: HTMLElement, code: string) {
  const input = within(dialog).getByLabelText('Verification code');
  await app!.user.clear(input);
  await app!.user.type(input, code);
}

describe('payment method and card repayment /paymentMethod', () => {
  it('loads repayment-way (orderId in the query, no body) and the amount due, and lists the saved cards, none chosen', async () => {
    await open();
    const [way] = await sentTo('repayment-way');
    expect(way.method).toBe('POST');
    expect(way.path).toMatch(/^\/api\/v1\/[^/]+\/[^/]+-api\/service\/loan\/repayment-way$/);
    expect(way.query).toMatchObject({ orderId: 'ORD174', sessionId: 'sess-1' });
    expect(way.body).toEqual({});
    expect(within(document.querySelector('.eng-style--hero') as HTMLElement).getByText(formatMoney(amountDue()))).toBeTruthy();
    expect(screen.getByRole('button', { name: BDO, pressed: false })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Bank of the Philippine Islands (BPI) **** **** 0937', pressed: false })).toBeTruthy();
    expect(screen.getByRole('button', { name: UNIONBANK, pressed: false })).toBeTruthy();
  });

  it("Pay now without a card says 'Please select a bank card first' and commits nothing", async () => {
    await open();
    await app!.user.click(payNow());
    expect(getToastText()).toBe('Please select a bank card first');
    expect(calls('repayment-commit')).toHaveLength(0);
  });

  it('a card without a code step: commit with sendMsg 0 and every field, then loan details', async () => {
    await open();
    const due = amountDue();
    await app!.user.click(screen.getByRole('button', { name: UNIONBANK }));
    expect(screen.getByRole('button', { name: UNIONBANK, pressed: true })).toBeTruthy();
    await app!.user.click(payNow());
    await waitFor(() => expect(app!.location()).toMatch(/^\/hasOf\?/));
    const [commit] = await sentTo('repayment-commit');
    expect(commit.body).toEqual({
      amount: String(due),
      bankName: 'UnionBank of the Philippines',
      cardId: '303',
      cardNo: '**** **** 5510',
      couponId: '',
      orderId: 'ORD174',
      // The token repayment-way gave; the server accepted it (the payment went through below).
      repayToken: expect.stringMatching(/^RT-ORD174-/),
      bankCode: 'UBP',
      sendMsg: '0',
    });
    expect(app!.query()).toMatchObject({ orderId: 'ORD174', sessionId: 'sess-1' });
    expect(calls('repayment-confirm')).toHaveLength(0);
    expect([...demo.state.repayRecords.values()]).toEqual([expect.objectContaining({ orderId: 'ORD174', amount: due, confirmed: true })]);
    expect(app!.bridgeCalls).toEqual([]);
  });

  it('needValid 1 starts the code entry with a 60 s countdown and the resend locked', async () => {
    const started = Date.now();
    const dialog = await startCodeEntry();
    expect(within(dialog).getByText(/mobile number of your BDO Unibank account/)).toBeTruthy();
    const locked = () => within(dialog).getByRole<HTMLButtonElement>('button', { name: /^Send again in \d+s$/ });
    const secondsLeft = () => Number(/(\d+)s$/.exec(locked().textContent ?? '')?.[1]);
    // 60 s from the reply, less the whole seconds since this test started (a busy machine may have ticked already).
    const first = secondsLeft();
    expect(first).toBeLessThanOrEqual(60);
    expect(first).toBeGreaterThanOrEqual(60 - Math.ceil((Date.now() - started) / 1000));
    expect(locked().disabled).toBe(true);
    expect(within(dialog).queryByRole('button', { name: 'Send the code again' })).toBeNull();
    // It counts down, still locked.
    await waitFor(() => expect(secondsLeft()).toBeLessThan(first));
    expect(locked().disabled).toBe(true);
    const [commit] = await sentTo('repayment-commit');
    expect(commit.body).toMatchObject({ cardId: '301', sendMsg: '0' });
  });

  it("a code under 6 characters: 'please enter the correct code', nothing sent", async () => {
    const dialog = await startCodeEntry();
    await typeCode(dialog, '12a34');
    expect(within(dialog).getByLabelText<HTMLInputElement>('Verification code').value).toBe('1234');
    await app!.user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('please enter the correct code')).toBeTruthy();
    await app!.user.clear(within(dialog).getByLabelText('Verification code'));
    await app!.user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('please enter the correct code')).toBeTruthy();
    expect(calls('repayment-confirm')).toHaveLength(0);
  });

  it("a wrong code (800006) says 'verification code error'; the right one dismisses the Android repay dialog and opens loan details", async () => {
    const dialog = await startCodeEntry();
    await typeCode(dialog, '654321');
    await app!.user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(getToastText()).toBe('verification code error'));
    expect(app!.location()).toMatch(/^\/paymentMethod\?/);
    await typeCode(dialog, DEMO_SMS_CODE);
    await app!.user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(app!.location()).toMatch(/^\/hasOf\?/));
    const confirms = await sentTo('repayment-confirm');
    expect(confirms).toHaveLength(2);
    const [commit] = await sentTo('repayment-commit');
    expect(confirms[1].body).toEqual({ orderId: 'ORD174', verifyCode: DEMO_SMS_CODE, repaymentRecordId: expect.stringMatching(/^RR\d+$/) });
    expect(demo.state.repayRecords.get(confirms[1].body.repaymentRecordId as string)?.confirmed).toBe(true);
    expect(commit.body.cardId).toBe('301');
    expect(app!.bridgeCalls).toEqual([{ action: 'dismissRepayDialog', payload: undefined }]);
  });

  it('on iOS the native repay dialog is not dismissed (Android only)', async () => {
    app = renderApp(`/paymentMethod?${SESSION_QUERY.replace('platform=android', 'platform=ios')}&orderId=ORD174`);
    await waitForScreen('Payment method');
    await app.user.click(screen.getByRole('button', { name: BDO }));
    await app.user.click(payNow());
    const dialog = await codeDialog();
    await typeCode(dialog, DEMO_SMS_CODE);
    await app.user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(app!.location()).toMatch(/^\/hasOf\?/));
    expect(app.bridgeCalls).toEqual([]);
  });

  it("a repeated confirm (800005) says 'please do not submit the payment application repeatedly'", async () => {
    demo.server.use(http.post(`*${LOAN}/repayment-confirm`, () => HttpResponse.json({ code: 800005, message: 'duplicate', data: null })));
    const dialog = await startCodeEntry();
    await typeCode(dialog, DEMO_SMS_CODE);
    await app!.user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(getToastText()).toBe('please do not submit the payment application repeatedly'));
    expect(app!.bridgeCalls).toEqual([]);
  });

  it('another confirm failure shows the server message', async () => {
    demo.server.use(
      http.post(`*${LOAN}/repayment-confirm`, () => HttpResponse.json({ code: '09', message: 'Card is blocked by the bank', data: null })),
    );
    const dialog = await startCodeEntry();
    await typeCode(dialog, DEMO_SMS_CODE);
    await app!.user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(getToastText()).toBe('Card is blocked by the bank'));
  });

  it('sends one repayment-confirm when Confirm is tapped several times in the same frame', async () => {
    demo.slowDown(`${LOAN}/repayment-confirm`);
    const dialog = await startCodeEntry();
    await typeCode(dialog, DEMO_SMS_CODE);
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    confirm.click();
    confirm.click();
    confirm.click();
    await waitFor(() => expect(app!.location()).toMatch(/^\/hasOf\?/));
    expect(calls('repayment-confirm')).toHaveLength(1);
  });

  it('sends one repayment-commit when Pay now is tapped several times in the same frame', async () => {
    demo.slowDown(`${LOAN}/repayment-commit`);
    await open();
    await app!.user.click(screen.getByRole('button', { name: BDO }));
    const button = payNow();
    button.click();
    button.click();
    button.click();
    await codeDialog();
    expect(calls('repayment-commit')).toHaveLength(1);
  });

  it('after the countdown the code can be sent again: sendMsg 1 for the same payment, and the lock starts again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const dialog = await startCodeEntry();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(60_000);
    });
    const resend = await within(dialog).findByRole('button', { name: 'Send the code again' });
    await app!.user.click(resend);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /^Send again in (60|59)s$/ })).toBeTruthy());
    const commits = await sentTo('repayment-commit');
    expect(commits.map((commit) => commit.body.sendMsg)).toEqual(['0', '1']);
    expect(commits[1].body).toMatchObject({ cardId: '301', repayToken: commits[0].body.repayToken, amount: commits[0].body.amount });
    await waitFor(() => expect(getToastText()).toBe('A new code was sent'));
    expect(demo.state.repayRecords.size).toBe(1);
  });

  it('Cancel closes the code entry and resets the countdown: the next Pay starts again from 60', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const dialog = await startCodeEntry();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5_000);
    });
    expect(within(dialog).getByRole('button', { name: /^Send again in 5[45]s$/ })).toBeTruthy();
    await app!.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await app!.user.click(payNow());
    const again = await codeDialog();
    expect(within(again).getByRole('button', { name: 'Send again in 60s' })).toBeTruthy();
  });

  it.each([
    [
      'the server message',
      () => HttpResponse.json({ code: '51', message: 'Insufficient funds in the linked account', data: null }),
      'Insufficient funds in the linked account',
    ],
    ["'processing failed' when the server sends no message", () => HttpResponse.json({ code: '51', data: null }), 'processing failed'],
    ["'error' on a network failure", () => HttpResponse.error(), 'error'],
  ])('a failed commit shows %s and nothing is half-done', async (_case, reply, message) => {
    demo.server.use(http.post(`*${LOAN}/repayment-commit`, reply));
    await open();
    await app!.user.click(screen.getByRole('button', { name: BDO }));
    await app!.user.click(payNow());
    await waitFor(() => expect(getToastText()).toBe(message));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(app!.location()).toMatch(/^\/paymentMethod\?/);
    await waitFor(() => expect(payNow().getAttribute('aria-busy')).toBeNull());
    expect(screen.queryByText('loading...')).toBeNull();
  });

  it('a failed resend shows its message and unlocks the resend at once', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const dialog = await startCodeEntry();
    demo.server.use(
      http.post(`*${LOAN}/repayment-commit`, () => HttpResponse.json({ code: '52', message: 'Too many codes today', data: null })),
    );
    await act(async () => {
      await vi.advanceTimersByTimeAsync(60_000);
    });
    await app!.user.click(await within(dialog).findByRole('button', { name: 'Send the code again' }));
    await waitFor(() => expect(getToastText()).toBe('Too many codes today'));
    expect(within(dialog).getByRole('button', { name: 'Send the code again' })).toBeTruthy();
  });

  it("a failed card query says 'failed to query card list', with Retry", async () => {
    let failures = 1;
    demo.server.use(
      http.post(`*${LOAN}/repayment-way`, () =>
        failures-- > 0 ? HttpResponse.json({ code: '99', message: 'upstream timeout', data: null }) : undefined,
      ),
    );
    app = renderApp(`/paymentMethod?${SESSION_QUERY}&orderId=ORD174`);
    expect(await screen.findByText('failed to query card list')).toBeTruthy();
    await app.user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: BDO })).toBeTruthy();
  });

  it('Pay online asks repayment-huichao for the page and opens it through the URL allow-list', async () => {
    await open();
    await app!.user.click(screen.getByRole('button', { name: /^Pay online / }));
    await waitFor(() => expect(openedUrls).toHaveLength(1));
    const [online] = await sentTo('repayment-huichao');
    expect(online.body).toEqual({ userId: '10001', orderId: 'ORD174', amount: String(amountDue()) });
    expect(queryOf(openedUrls[0].target)).toMatchObject({ channel: 'online', amount: online.body.amount });
  });

  it('a huichao URL that is not http(s) is refused with a message', async () => {
    demo.server.use(
      http.post(`*${LOAN}/repayment-huichao`, () =>
        HttpResponse.json({ code: '00', message: 'ok', data: { url: 'javascript:alert(document.cookie)' } }),
      ),
    );
    await open();
    await app!.user.click(screen.getByRole('button', { name: /^Pay online / }));
    await waitFor(() => expect(getToastText()).toBe("This link can't be opened."));
    expect(openedUrls).toEqual([]);
  });

  it("'Add a bank card' opens bank binding (#/addnormalcard); the other channels open the payment instructions", async () => {
    await open();
    await app!.user.click(screen.getByRole('button', { name: 'Add a bank card' }));
    await waitFor(() => expect(app!.location()).toMatch(/^\/provideChoices\?/));
    expect(app!.query()).toMatchObject({ orderId: 'ORD174', sessionId: 'sess-1' });
    app!.cleanup();
    app!.unmount();
    await open();
    await app!.user.click(screen.getByRole('button', { name: 'E-wallets and over-the-counter payment' }));
    await waitFor(() => expect(app!.location()).toMatch(/^\/paymentChannel\?/));
  });
});
