// Money, dates and side calls as real servers send them (reply-schema descriptions in
// schemas/api/*.schema.json): integer centavos, decimal peso strings, text the server formatted,
// dates with and without a time, a failing agreements call, and a notice quoting the borrower's mobile.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { getPayNotice, REPAY_CHANNELS } from '../../scripts/demo-server/data.ts';
import { withDemoServer } from '../setup/msw.ts';
import { getToastText, renderApp, SESSION_QUERY } from './app-harness.tsx';
import { openedUrls, waitForScreen } from './money-harness.tsx';

const demo = withDemoServer();
let app: ReturnType<typeof renderApp> | undefined;
afterEach(() => {
  app?.cleanup();
  openedUrls.length = 0;
  vi.restoreAllMocks();
  localStorage.clear();
});

const MOBILE = '09171234567'; // SESSION_QUERY's mobile
const hero = () => document.querySelector('.eng-style--hero') as HTMLElement;
const requestsTo = async (path: string) => (await demo.settledRequests()).filter((request) => request.path === path);

function confirmReply(overrides: Record<string, unknown> = {}) {
  return {
    success: true,
    code: 0,
    message: 'ok',
    data: {
      amount: 800_000,
      periods: 91,
      termUnit: 'day',
      details: [{ text: 'Loan amount', value: '₱8,000.00' }],
      repay_plans: [
        { title: 'Instalment 1 of 3', description: 'Principal + interest', amount: '₱2,575.00', pay_time: '2025-07-11 00:00:00' },
        { title: 'Instalment 2 of 3', description: 'Principal + interest', amount: '2,575.00', pay_time: '2025-08-10' },
        { title: 'Instalment 3 of 3', description: 'Principal + interest', amount: 257_500, pay_time: 'end of term' },
      ],
      pRateDsc: '2.8% monthly interest',
      comProductName: 'Kaagapay Cash',
      comProductLogo: '/demo-assets/products/kaagapay.svg',
      popAgreementUrl: '',
      ...overrides,
    },
  };
}

function repayInfo(overrides: Record<string, unknown> = {}) {
  return {
    productName: 'PesoNow',
    productLogo: '/demo-assets/products/pesonow.svg',
    repayAmount: '2575.00',
    repayDate: '2025-07-11 10:00:00',
    repayList: REPAY_CHANNELS,
    noticeMsg: `We sent the receipt to ${MOBILE}. Payments post within 15 minutes.`,
    defDetail: {
      payCode: 'PN5550001',
      logo: '/demo-assets/channels/7-eleven.svg',
      title: '7-Eleven (CLiQQ)',
      payNotice: getPayNotice('PN5550001'),
    },
    isShowReyTop: 0,
    isDelay: '0',
    reyTopUrl: `/paymentChannel?mobile=${MOBILE}`,
    ...overrides,
  };
}

const useInstalmentReply = (data: Record<string, unknown>) =>
  demo.server.use(http.post('*/currentlyer/v3/installment/loan-play-detail', () => HttpResponse.json({ code: 0, message: 'ok', data })));

describe('loan confirm: amounts and dates in every shape the server sends', () => {
  it('shows formatted, grouped and centavo plan amounts as pesos, plan dates as dates (raw text when not a date)', async () => {
    demo.server.use(http.post('*/currentlyer/v3/loan-confirm/loan-detail-confirm', () => HttpResponse.json(confirmReply())));
    app = renderApp(`/humanQuestions?${SESSION_QUERY}`);
    await waitForScreen('Confirm your loan');
    expect(within(hero()).getByText('₱8,000.00')).toBeTruthy();
    const rows = Array.from(screen.getByText('Plan').closest('.eng-style--card')!.querySelectorAll('.eng-list-item')).map(
      (row) => row.textContent,
    );
    expect(rows).toEqual([
      'Instalment 1 of 3Principal + interestPay by 2025-07-11₱2,575.00',
      'Instalment 2 of 3Principal + interestPay by 2025-08-10₱2,575.00',
      'Instalment 3 of 3Principal + interestPay by end of term₱2,575.00',
    ]);
    expect(document.body.textContent).not.toContain('—');
  });

  it('a decimal-peso offer amount is shown as pesos and sent back to loan-detail-push exactly as received', async () => {
    demo.server.use(
      http.post('*/currentlyer/v3/loan-confirm/loan-detail-confirm', () => HttpResponse.json(confirmReply({ amount: '8000.00' }))),
    );
    app = renderApp(`/humanQuestions?${SESSION_QUERY}`);
    await waitForScreen('Confirm your loan');
    expect(within(hero()).getByText('₱8,000.00')).toBeTruthy();
    await app.user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(demo.requests().some((request) => request.path.endsWith('/loan-detail-push'))).toBe(true));
    const [push] = await requestsTo('/currentlyer/v3/loan-confirm/loan-detail-push');
    expect(push.body).toMatchObject({ amount: '8000.00', periods: '91' });
  });

  it('the older variant shows grouped plan amounts with the currency sign of its flag', async () => {
    app = renderApp(`/discernEvolutionary?${SESSION_QUERY.replace('productId=1', 'productId=2')}`, { currencyFlag: 1 });
    await waitForScreen('Confirm your loan');
    const rows = Array.from(screen.getByText('Plan').closest('.eng-style--card')!.querySelectorAll('.eng-list-item'));
    expect(rows[0].textContent).toMatch(/₹[\d,]+\.\d\d$/);
    expect(rows[0].textContent).toMatch(/Pay by \d{4}-\d{2}-\d{2}₹/);
  });
});

describe('loan confirm: a failing agreements call is silent (SPEC §5, §8)', () => {
  const cases = [
    ['answers success false', () => HttpResponse.json({ success: false, code: 500, message: 'contract service down', data: null })],
    ['fails with HTTP 500', () => HttpResponse.json({ message: 'boom' }, { status: 500 })],
    ['breaks its schema', () => HttpResponse.json({ success: true, data: [{ nope: 1 }] })],
  ] as const;
  for (const [what, reply] of cases) {
    it(`newer variant: when contract ${what}, the offer shows without the box and links, and Next works`, async () => {
      demo.server.use(http.get('*/currentlyer/v3/contract/contract', reply));
      app = renderApp(`/humanQuestions?${SESSION_QUERY.replace('productId=1', 'productId=2')}`);
      await waitForScreen('Confirm your loan');
      expect(within(hero()).getByText('₱8,000.00')).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
      expect(screen.queryByRole('checkbox')).toBeNull();
      expect(screen.queryByRole('button', { name: 'Loan Agreement' })).toBeNull();
      expect(getToastText()).toBeUndefined();
      const next = screen.getByRole<HTMLButtonElement>('button', { name: 'Next' });
      expect(next.disabled).toBe(false);
      await app.user.click(next);
      await waitFor(() => expect(openedUrls).toHaveLength(1));
      expect((await requestsTo('/currentlyer/v3/loan-confirm/loan-detail-push'))[0].body).toMatchObject({
        amount: '800000',
        productId: '2',
      });
    });
  }

  it('older variant and period confirm: a failing agreements call leaves the offer on screen', async () => {
    demo.server.use(
      http.get('*/gopia/goya/cultures', () => HttpResponse.json({ code: '99', message: 'down', data: null })),
      http.get('*/currentlyer/v3/contract/contract', () => HttpResponse.error()),
    );
    app = renderApp(`/discernEvolutionary?${SESSION_QUERY.replace('productId=1', 'productId=2')}`);
    await waitForScreen('Confirm your loan');
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    app.cleanup();
    app.unmount();
    app = renderApp(`/theSciencebehavioral?${SESSION_QUERY.replace('productId=1', 'productId=2')}`);
    await waitForScreen('Confirm your repayment plan');
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('the main offer call failing still shows the error with Retry', async () => {
    demo.server.use(
      http.post('*/currentlyer/v3/loan-confirm/loan-detail-confirm', () =>
        HttpResponse.json({ success: false, message: 'Offer expired', data: null }),
      ),
    );
    app = renderApp(`/humanQuestions?${SESSION_QUERY}`);
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(screen.getByText('Offer expired')).toBeTruthy();
  });
});

describe('repay screens: decimal pesos, formatted text and dates', () => {
  it("instalment: repayAmount '2575.00' is ₱2,575.00 (not ₱25.75) and is sent back as received; details come from repayPlan when there is no detail", async () => {
    useInstalmentReply(
      repayInfo({
        repayPlan: [
          { text: 'Principal', value: '₱2,400.00' },
          { text: 'Interest', value: '₱175.00' },
          { text: 'Fee', value: '₱0.00' },
        ],
      }),
    );
    app = renderApp(`/attemptApply?${SESSION_QUERY}&orderId=ORD174D`);
    await waitForScreen('Repayment');
    expect(within(hero()).getByText('₱2,575.00')).toBeTruthy();
    expect(within(hero()).getByText('2025-07-11')).toBeTruthy();
    const details = screen.getByRole('heading', { name: 'Repayment details' }).closest('section')!;
    expect(Array.from(details.querySelectorAll('.eng-kv-row')).map((row) => row.textContent)).toEqual([
      'Principal₱2,400.00',
      'Interest₱175.00',
    ]);
    await app.user.click(screen.getByRole('button', { name: 'Payment' }));
    await waitFor(() => expect(demo.requests().some((request) => request.path.endsWith('/generate-vcode'))).toBe(true));
    const [sent] = await requestsTo('/currentlyer/v3/loan-details/generate-vcode');
    expect(sent.body).toMatchObject({ amount: '2575.00', orderId: 'ORD174D' });
  });

  it('instalment: detail wins over repayPlan when the reply carries both', async () => {
    useInstalmentReply(repayInfo({ detail: [{ text: 'Amount due', value: '₱2,575.00' }], repayPlan: [{ text: 'Old row', value: 'x' }] }));
    app = renderApp(`/attemptApply?${SESSION_QUERY}&orderId=ORD174D`);
    await waitForScreen('Repayment');
    const details = screen.getByRole('heading', { name: 'Repayment details' }).closest('section')!;
    expect(details.textContent).toContain('Amount due');
    expect(details.textContent).not.toContain('Old row');
  });

  it("rollover: delayAmount '850.00' is ₱850.00 in the header, the plan and the bar code dialog", async () => {
    demo.server.use(
      http.post('*/mammalsed/carboniferous', () =>
        HttpResponse.json({
          code: 0,
          message: 'ok',
          data: repayInfo({
            delayInfo: { delayAmount: '850.00', title: 'Extend by 7 days' },
            repayPlan: [{ remark: 'Pay today', title: 'Rollover payment', amount: '850.00', time: '2025-07-04 09:00:00' }],
          }),
        }),
      ),
    );
    app = renderApp(`/appliedOthers?${SESSION_QUERY}&orderId=ORD174D`);
    await waitForScreen('Rollover repayment');
    expect(within(hero()).getByText('₱850.00')).toBeTruthy();
    const plan = screen.getByText('Plan').closest('.eng-style--card')!;
    expect(plan.querySelector('.eng-list-item')!.textContent).toBe('Pay todayRollover payment2025-07-04₱850.00');
    await app.user.click(screen.getByRole('button', { name: 'Show bar code for the cashier' }));
    expect(within(await screen.findByRole('dialog')).getByText('₱850.00')).toBeTruthy();
  });

  it("payment method: the header shows '2575.00' as ₱2,575.00 and 'Due' with the app's date; raw text when not a date", async () => {
    useInstalmentReply(repayInfo());
    app = renderApp(`/paymentMethod?${SESSION_QUERY}&orderId=ORD174`);
    await waitForScreen('Payment method');
    expect(screen.getByText('₱2,575.00')).toBeTruthy();
    expect(screen.getByText('Due 2025-07-11')).toBeTruthy();
    app.cleanup();
    app.unmount();
    useInstalmentReply(repayInfo({ repayDate: 'on your next payday' }));
    app = renderApp(`/paymentMethod?${SESSION_QUERY}&orderId=ORD174`);
    await waitForScreen('Payment method');
    expect(screen.getByText('Due on your next payday')).toBeTruthy();
  });
});

describe('saved repayment info (/repaymentOfCode2)', () => {
  it("a notice holding the borrower's mobile is stored masked, with only the code page's fields, and the code page shows this order's code", async () => {
    localStorage.setItem('repaymentInfo', JSON.stringify({ defDetail: { payCode: 'OLD-ORDER-CODE' }, repayAmount: 1 }));
    useInstalmentReply(repayInfo());
    app = renderApp(`/attemptApply?${SESSION_QUERY}&orderId=ORD174D`);
    await waitForScreen('Repayment');
    await app.user.click(screen.getByRole('button', { name: / PN5550001 Copy$/ }));
    await waitFor(() => expect(app!.location()).toMatch(/^\/repaymentOfCode2\?/));
    const text = localStorage.getItem('repaymentInfo')!;
    expect(text).not.toContain(MOBILE);
    const stored = JSON.parse(text);
    expect(stored.noticeMsg).toBe('We sent the receipt to •••••••4567. Payments post within 15 minutes.');
    expect(Object.keys(stored).sort()).toEqual([
      'defDetail',
      'isShowReyTop',
      'noticeMsg',
      'productLogo',
      'productName',
      'repayAmount',
      'repayDate',
      'repayList',
    ]);
    expect(await screen.findByRole('button', { name: /Payment code PN5550001 Tap to copy the code$/ })).toBeTruthy();
    expect(screen.queryByText('OLD-ORDER-CODE')).toBeNull();
    expect(within(hero()).getByText('₱2,575.00')).toBeTruthy();
  });

  it('when the phone cannot save, the borrower is told and stays on the repay screen', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    useInstalmentReply(repayInfo());
    app = renderApp(`/attemptApply?${SESSION_QUERY}&orderId=ORD174D`);
    await waitForScreen('Repayment');
    await app.user.click(screen.getByRole('button', { name: / PN5550001 Copy$/ }));
    await waitFor(() =>
      expect(getToastText()).toBe('Could not save the details on this phone, so the next page cannot show them. Please try again.'),
    );
    expect(app.location()).toMatch(/^\/attemptApply\?/);
  });
});
