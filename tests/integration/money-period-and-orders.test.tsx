import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { getInstalmentInterest, getInstalmentPrincipal } from '../../scripts/demo-server/data.ts';
import { formatMoney } from '../../src/app/format/format-money.ts';
import { withDemoServer } from '../setup/msw.ts';
import { renderApp, SESSION_QUERY } from './app-harness.tsx';
import { openedUrls, queryOf, waitForScreen } from './money-harness.tsx';

const demo = withDemoServer();
let app: ReturnType<typeof renderApp> | undefined;
afterEach(() => {
  app?.cleanup();
  openedUrls.length = 0;
});

const hero = () => document.querySelector('.eng-style--hero') as HTMLElement;
const pushes = () => demo.requests().filter((request) => request.path.endsWith('/loan-confirm/loan-detail-push'));

describe('period confirm /theSciencebehavioral', () => {
  async function open(product = '2') {
    app = renderApp(`/theSciencebehavioral?${SESSION_QUERY.replace('productId=1', `productId=${product}`)}`);
    await waitForScreen('Confirm your repayment plan');
    return app;
  }

  it('leads with the first instalment and its due date, then the schedule, from the loan-confirm data', async () => {
    await open();
    const { offer } = demo.state.products.find((product) => product.id === '2')!;
    const perInstalment = formatMoney(getInstalmentPrincipal(offer) + getInstalmentInterest(offer));
    expect(within(hero()).getByText('First instalment')).toBeTruthy();
    expect(hero().querySelector('.eng-text--display')?.textContent).toBe(perInstalment);
    expect(within(hero()).getByText(/^Due on \d{4}-\d{2}-\d{2}$/)).toBeTruthy();
    expect(within(hero()).getByText('6')).toBeTruthy();
    expect(within(hero()).getByText('₱8,000.00')).toBeTruthy();
    expect(within(hero()).getByText('180 days')).toBeTruthy();
    const schedule = screen.getByText('Repayment schedule').closest('.eng-style--card')!;
    expect(schedule.querySelectorAll('.eng-list-item')).toHaveLength(6);
    expect(demo.requests().some((request) => request.path === '/currentlyer/v3/loan-confirm/loan-detail-confirm')).toBe(true);
  });

  it('Next submits the loan amount and period (not the instalment shown on top), once per double tap', async () => {
    demo.slowDown('/currentlyer/v3/loan-confirm/loan-detail-push', 100);
    await open();
    const next = screen.getByRole('button', { name: 'Next' });
    next.click();
    next.click();
    await waitFor(() => expect(openedUrls).toHaveLength(1));
    expect(pushes()).toHaveLength(1);
    const [push] = (await demo.settledRequests()).filter((request) => request.path.endsWith('/loan-detail-push'));
    expect(push.body).toMatchObject({ amount: '800000', periods: '180', termUnit: 'day', productId: '2' });
    expect(queryOf(openedUrls[0].target)).toMatchObject({ from: 'confirm', sessionId: 'sess-1' });
    expect(app!.bridgeCalls.map((call) => call.action)).toEqual(['burialPoint']);
  });

  it('keeps the agreement rules: unchecked, Next is inert; the modal and the retention popup follow the server flags', async () => {
    await open('1');
    await app!.user.click(within(await screen.findByRole('dialog', { name: 'Loan agreement' })).getByRole('button', { name: 'Agree' }));
    await app!.user.click(screen.getByRole('checkbox', { name: 'I have read and agree' }));
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Next' }).disabled).toBe(true);
    act(() => (window as unknown as { appBridgeReceive: (message: unknown) => void }).appBridgeReceive({ event: 'back' }));
    expect(await screen.findByRole('dialog', { name: 'Point out' })).toBeTruthy();
  });
});

describe('order list /largePump', () => {
  async function open(orderId: string) {
    app = renderApp(`/largePump?${SESSION_QUERY}&orderId=${orderId}`);
    await waitForScreen('My order');
    return app;
  }

  it('shows the loan-details blocks of the order in the query', async () => {
    await open('ORD174D');
    const [sent] = (await demo.settledRequests()).filter((request) => request.path === '/currentlyer/v3/loan-details/loan-details');
    expect(sent.method).toBe('GET');
    expect(sent.query).toMatchObject({ orderId: 'ORD174D', productId: '1' });
    expect(screen.getByText('Due today')).toBeTruthy();
    expect(screen.getByText('PesoNow')).toBeTruthy();
    expect(screen.getByText('ORD174D')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'REPAY' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Rollover Repayment' })).toBeTruthy();
  });

  it('does not follow playeduL (it is the usual redirect target itself) and opens no popup', async () => {
    await open('ORDREDIRECT');
    expect(openedUrls).toEqual([]);
    expect(app!.location()).toMatch(/^\/largePump\?/);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('REPAY opens instalment repayment with the order and the session', async () => {
    await open('ORD170');
    await app!.user.click(screen.getByRole('button', { name: 'Repayment' }));
    await waitFor(() => expect(app!.location()).toMatch(/^\/attemptApply\?/));
    expect(app!.query()).toMatchObject({ orderId: 'ORD170', sessionId: 'sess-1' });
    expect(sessionStorage.getItem('showBankTip')).toBe('1');
  });
});
