import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';

import { getCurrentInstalment, getRolloverAmount } from '../../scripts/demo-server/data.ts';
import { formatMoney } from '../../src/app/format/format-money.ts';
import { withDemoServer } from '../setup/msw.ts';
import { getToastText, renderApp, SESSION_QUERY } from './app-harness.tsx';
import { openedUrls, queryOf, waitForScreen } from './money-harness.tsx';

const demo = withDemoServer();
let app: ReturnType<typeof renderApp> | undefined;
afterEach(() => {
  app?.cleanup();
  openedUrls.length = 0;
});

async function open(orderId: string) {
  app = renderApp(`/appliedOthers?${SESSION_QUERY}&orderId=${orderId}`);
  await waitForScreen('Rollover repayment');
  return app;
}

const delayAmount = (orderId: string) => getRolloverAmount(demo.state.orders.get(orderId)!, demo.state.now());
const payButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Payment' });
const codeRequests = () => demo.requests().filter((request) => request.path === '/currentlyer/v3/loan-details/generate-vcode');

describe('rollover repayment /appliedOthers', () => {
  it("shows the delay title, the delay amount with the peso sign, and 'Your next payment date is' with the date", async () => {
    await open('ORD174D');
    const hero = document.querySelector('.eng-style--hero') as HTMLElement;
    expect(delayAmount('ORD174D')).toBe(35_000);
    expect(within(hero).getByText('Extend your due date by 7 days')).toBeTruthy();
    expect(within(hero).getByText('₱350.00')).toBeTruthy();
    expect(within(hero).getByText('Your next payment date is')).toBeTruthy();
    expect(within(hero).getByText(/^\d{4}-\d{2}-\d{2}$/)).toBeTruthy();
    const [sent] = (await demo.settledRequests()).filter((request) => request.path === '/mammalsed/carboniferous');
    expect(sent.method).toBe('POST');
    expect(sent.body).toMatchObject({ productId: '1', orderId: 'ORD174D' });
  });

  it("lists the 'Plan' rows with remark, title, amount and time", async () => {
    await open('ORD174D');
    const plan = screen.getByText('Plan').closest('.eng-style--card')!;
    const rows = Array.from(plan.querySelectorAll('.eng-list-item')).map((row) => row.textContent ?? '');
    const order = demo.state.orders.get('ORD174D')!;
    const current = getCurrentInstalment(order, demo.state.now());
    expect(rows).toHaveLength(1 + order.instalments - current.number + 1);
    expect(rows[0]).toMatch(/^Pay todayRollover payment\d{4}-\d{2}-\d{2}₱350\.00$/);
    expect(rows[1]).toContain(`Instalment ${current.number} of ${order.instalments}`);
    expect(rows[1]).toContain(formatMoney(current.principal + current.interest));
  });

  it('Payment sends the delay amount back exactly as the reply gave it (decimal pesos) with isDelay=1 and the chosen channel, then opens payUrl', async () => {
    await open('ORD174D');
    await app!.user.click(payButton());
    await waitFor(() => expect(openedUrls).toHaveLength(1));
    const [sent] = (await demo.settledRequests()).filter((request) => request.path === '/currentlyer/v3/loan-details/generate-vcode');
    expect(sent.body).toMatchObject({ productId: '1', orderId: 'ORD174D', amount: '350.00', isDelay: '1', channelNumber: '20011' });
    expect(queryOf(openedUrls[0].target)).toMatchObject({ amount: '350.00' });
  });

  it('sends one generate-vcode when Payment is tapped several times in the same frame', async () => {
    demo.slowDown('/currentlyer/v3/loan-details/generate-vcode');
    await open('ORD180D');
    const button = payButton();
    button.click();
    button.click();
    await waitFor(() => expect(openedUrls).toHaveLength(1));
    expect(codeRequests()).toHaveLength(1);
    expect(codeRequests()[0].query.orderId).toBe('ORD180D');
  });

  it('has the same banner, code card and channel sheet as the instalment screen', async () => {
    await open('ORD174D');
    expect(screen.getByRole('button', { name: /step-by-step guide/ })).toBeTruthy();
    await app!.user.click(screen.getByRole('button', { name: /^Payment Method 7-Eleven/ }));
    const sheet = await screen.findByRole('dialog', { name: 'Payment Method' });
    expect(within(sheet).getByText('Please select your repayment method for payment')).toBeTruthy();
    await app!.user.click(within(sheet).getByRole('button', { name: 'InstaPay bank transfer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await app!.user.click(payButton());
    await waitFor(() => expect(codeRequests()).toHaveLength(1));
    expect((await demo.settledRequests()).find((request) => request.path.endsWith('/generate-vcode'))?.body.channelNumber).toBe('20031');
  });

  it('the code card stores the rollover info; the code page totals the delay amount', async () => {
    await open('ORD174D');
    const payCode = demo.state.orders.get('ORD174D')!.payCode;
    await app!.user.click(screen.getByRole('button', { name: new RegExp(` ${payCode} Copy$`) }));
    await waitFor(() => expect(app!.location()).toMatch(/^\/repaymentOfCode2\?/));
    expect(JSON.parse(localStorage.getItem('repaymentInfo')!)).toMatchObject({
      repayAmount: 140_000,
      delayInfo: { delayAmount: '350.00' },
    });
    await screen.findByRole('button', { name: new RegExp(`Payment code ${payCode} Tap to copy the code$`) });
    const hero = document.querySelector('.eng-style--hero') as HTMLElement;
    expect(within(hero).getByText('Total payment amount')).toBeTruthy();
    expect(within(hero).getByText('₱350.00')).toBeTruthy();
  });

  it('a failed Payment shows the server message; the button is ready again', async () => {
    demo.server.use(
      http.post('*/currentlyer/v3/loan-details/generate-vcode', () =>
        HttpResponse.json({ code: 3, message: 'Rollover is closed for today' }),
      ),
    );
    await open('ORD174D');
    await app!.user.click(payButton());
    await waitFor(() => expect(getToastText()).toBe('Rollover is closed for today'));
    expect(openedUrls).toEqual([]);
    await waitFor(() => expect(payButton().getAttribute('aria-busy')).toBeNull());
  });

  it('an order that cannot roll over shows the server message with Retry', async () => {
    app = renderApp(`/appliedOthers?${SESSION_QUERY}&orderId=ORD170`);
    expect(await screen.findByText(/cannot be rolled over/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
