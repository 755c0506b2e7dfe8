import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';

import { withDemoServer } from '../setup/msw.ts';
import { getToastText, renderApp, SESSION_QUERY } from './app-harness.tsx';
import { openedUrls, pathOf, queryOf, waitForScreen } from './money-harness.tsx';

const demo = withDemoServer();
let app: ReturnType<typeof renderApp> | undefined;
afterEach(() => {
  app?.cleanup();
  openedUrls.length = 0;
});

async function open(product: string, config: Record<string, unknown> = {}) {
  app = renderApp(`/discernEvolutionary?${SESSION_QUERY.replace('productId=1', `productId=${product}`)}`, config);
  await waitForScreen('Confirm your loan');
  return app;
}

const hero = () => document.querySelector('.eng-style--hero') as HTMLElement;
const next = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Next' });
const legacy = (name: string) => demo.requests().filter((request) => request.path === `/gopia/goya/${name}`);

describe('loan confirm (older variant) /discernEvolutionary', () => {
  it('reads the obfuscated reply: amount, product, period, first repayment date, rate, Detailed and Plan rows', async () => {
    await open('2');
    expect(within(hero()).getByText('₱8,000.00')).toBeTruthy();
    expect(within(hero()).getByText('Kaagapay Cash')).toBeTruthy();
    expect(within(hero()).getByText('180 days')).toBeTruthy();
    expect(within(hero()).getByText('First repayment')).toBeTruthy();
    expect(within(hero()).getByText(/^\d{4}-\d{2}-\d{2}$/)).toBeTruthy();
    expect(within(hero()).getByText(/2\.8% monthly interest/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Detailed' })).toBeTruthy();
    const plan = screen.getByText('Plan').closest('.eng-style--card')!;
    const rows = plan.querySelectorAll('.eng-list-item');
    expect(rows).toHaveLength(6);
    // payTime (older name) shows as the pay time.
    expect(rows[5].textContent).toMatch(/Instalment 6 of 6.*₱1,557\.33/);
    expect(rows[5].textContent).toMatch(/Pay by \d{4}-\d{2}-\d{2}/);
    const [satire] = legacy('satire');
    expect(satire.method).toBe('POST');
    // Client two: its own headers (SPEC §7).
    expect(Object.keys(satire.headers)).toEqual(expect.arrayContaining(['swift', 'eyes', 'x-requested-with']));
    const [cultures] = legacy('cultures');
    expect(cultures.method).toBe('GET');
    expect(cultures.query).toMatchObject({ productId: '2', scene: '3' });
  });

  it('shows the rupee sign when the currency flag is 1', async () => {
    await open('2', { currencyFlag: 1 });
    expect(within(hero()).getByText('₹8,000.00')).toBeTruthy();
    expect(screen.getAllByText(/₹1,557\.33/).length).toBe(6);
    // Only amounts the app formats follow the flag; the Detailed rows are the server's own text.
    expect(within(hero()).queryByText('₱8,000.00')).toBeNull();
  });

  it('Next posts depush with the amount and period shown and replaces the page with the returned URL, session and from=confirm', async () => {
    await open('2');
    await app!.user.click(next());
    await waitFor(() => expect(openedUrls).toHaveLength(1));
    const [depush] = legacy('depush');
    await demo.settledRequests();
    expect(depush.method).toBe('POST');
    expect(depush.body).toMatchObject({ amount: '800000', periods: '180', termUnit: 'day', productId: '2' });
    expect(openedUrls[0].replace).toBe(true);
    expect(pathOf(openedUrls[0].target)).toBe('/hasOf');
    expect(queryOf(openedUrls[0].target).orderId).toMatch(/^ORD9\d+$/);
    expect(queryOf(openedUrls[0].target)).toMatchObject({ from: 'confirm', sessionId: 'sess-1', productId: '2' });
  });

  it("a code other than '00' shows the server message and opens nothing", async () => {
    demo.server.use(
      http.post('*/gopia/goya/depush', () =>
        HttpResponse.json({ code: '01', message: 'Your application is already being processed', data: null }),
      ),
    );
    await open('2');
    await app!.user.click(next());
    await waitFor(() => expect(getToastText()).toBe('Your application is already being processed'));
    expect(openedUrls).toEqual([]);
    await waitFor(() => expect(next().getAttribute('aria-busy')).toBeNull());
  });

  it('a double tap on Next sends one depush', async () => {
    demo.slowDown('/gopia/goya/depush');
    await open('2');
    next().click();
    next().click();
    await waitFor(() => expect(openedUrls).toHaveLength(1));
    expect(legacy('depush')).toHaveLength(1);
  });

  it('unchecking the agreement greys Next; an agreement link opens misunderstood?position=', async () => {
    await open('2');
    await app!.user.click(screen.getByRole('checkbox', { name: 'I have read and agree' }));
    expect(next().disabled).toBe(true);
    await app!.user.click(screen.getByRole('button', { name: 'Loan Agreement' }));
    await waitFor(() => expect(openedUrls).toHaveLength(1));
    expect(legacy('misunderstood')[0].query).toMatchObject({ productId: '2', position: '1' });
    expect(pathOf(openedUrls[0].target)).toBe('/biologyMind');
    expect(queryOf(openedUrls[0].target).productId).toBe('2');
  });

  it('after the agreement modal, the promotional popup shows NewPopMsg and NewButtonMsg; the close icon dismisses it', async () => {
    await open('1');
    await app!.user.click(within(await screen.findByRole('dialog', { name: 'Loan agreement' })).getByRole('button', { name: 'Agree' }));
    const promo = await screen.findByRole('dialog', { name: 'Special offer' });
    expect(within(promo).getByText('Confirm today and get ₱100 off your first interest!')).toBeTruthy();
    await app!.user.click(within(promo).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('the promotional popup button closes it too', async () => {
    demo.server.use(
      http.post('*/gopia/goya/satire', () =>
        HttpResponse.json({
          code: '00',
          message: 'ok',
          data: {
            vestige: 300_000,
            cadence: 91,
            cadenceUnit: 'day',
            moniker: 'Sulong Pera',
            ledger: [],
            almanac: [],
            NewPopMsg: 'Zero fees this week',
            NewButtonMsg: 'Great',
            popAgreementUrl: '',
          },
        }),
      ),
    );
    await open('3');
    const promo = await screen.findByRole('dialog', { name: 'Special offer' });
    await app!.user.click(within(promo).getByRole('button', { name: 'Great' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(hero()).getByText('₱3,000.00')).toBeTruthy();
  });

  it('no promotional popup without NewPopMsg', async () => {
    await open('2');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a back press shows the Point out popup (isPopType 1)', async () => {
    await open('1');
    await app!.user.click(within(await screen.findByRole('dialog', { name: 'Loan agreement' })).getByRole('button', { name: 'Agree' }));
    await app!.user.click(within(await screen.findByRole('dialog', { name: 'Special offer' })).getByRole('button', { name: 'Close' }));
    act(() => (window as unknown as { appBridgeReceive: (message: unknown) => void }).appBridgeReceive({ event: 'back' }));
    const popup = await screen.findByRole('dialog', { name: 'Point out' });
    await app!.user.click(within(popup).getByRole('button', { name: 'Cancel' }));
    expect(app!.bridgeCalls).toEqual([{ action: 'closeWebview', payload: undefined }]);
  });

  it('a reply without the amount is refused with a clear message and Retry', async () => {
    demo.server.use(http.post('*/gopia/goya/satire', () => HttpResponse.json({ code: '00', message: 'ok', data: { cadence: 91 } })));
    app = renderApp(`/discernEvolutionary?${SESSION_QUERY}`);
    expect(await screen.findByText('The server sent an unexpected reply. Please try again.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });
});
