import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';

import { getInstalmentInterest, getInstalmentPrincipal } from '../../scripts/demo-server/data.ts';
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

/** SESSION_QUERY carries productId=1; `product` overrides it. */
async function open(product: string) {
  app = renderApp(`/humanQuestions?${SESSION_QUERY.replace('productId=1', `productId=${product}`)}`);
  await waitForScreen('Confirm your loan');
  return app;
}

const pushes = () => demo.requests().filter((request) => request.path.endsWith('/loan-confirm/loan-detail-push'));
const next = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Next' });
const pressBack = () =>
  act(() => (window as unknown as { appBridgeReceive: (message: unknown) => void }).appBridgeReceive({ event: 'back' }));

describe('loan confirm (newer) /humanQuestions', () => {
  it('shows the offer: amount in pesos from cents, product, period in days, rate, Detailed and Plan rows', async () => {
    await open('2');
    const product = demo.state.products.find((candidate) => candidate.id === '2')!;
    const { offer } = product;
    expect(document.querySelector('.eng-style--hero .eng-text--display')?.textContent).toBe('₱8,000.00');
    expect(screen.getAllByText('Kaagapay Cash').length).toBeGreaterThan(0);
    expect(screen.getByRole('img', { name: 'Kaagapay Cash' }).getAttribute('src')).toMatch(/\/demo-assets\/products\//);
    expect(screen.getByText('180 days')).toBeTruthy();
    expect(screen.getByText(/2\.8% monthly interest/)).toBeTruthy();
    // 'Detailed': the server's text/value rows as sent.
    const detailed = screen.getByRole('heading', { name: 'Detailed' }).closest('section')!;
    expect(within(detailed).getByText('Loan amount')).toBeTruthy();
    expect(within(detailed).getByText('Total repayment')).toBeTruthy();
    // 'Plan': one row per instalment with title, description, amount and pay time.
    const plan = screen.getByText('Plan').closest('.eng-style--card')!;
    const rows = plan.querySelectorAll('.eng-list-item');
    expect(rows).toHaveLength(offer.instalments);
    const perInstalment = formatMoney(getInstalmentPrincipal(offer) + getInstalmentInterest(offer));
    expect(rows[0].textContent).toContain('Instalment 1 of 6');
    expect(rows[0].textContent).toContain(perInstalment);
    expect(rows[0].textContent).toMatch(/Principal ₱[\d,]+\.\d\d \+ interest ₱[\d,]+\.\d\d/);
    expect(rows[0].textContent).toMatch(/Pay by \d{4}-\d{2}-\d{2}/);

    const sent = await demo.settledRequests();
    const confirm = sent.find((request) => request.path === '/currentlyer/v3/loan-confirm/loan-detail-confirm')!;
    expect(confirm.method).toBe('POST');
    expect(confirm.body).toMatchObject({ productId: '2', product_id: '2' });
    expect(confirm.query.sessionId).toBe('sess-1');
    const contract = sent.find((request) => request.path === '/currentlyer/v3/contract/contract')!;
    expect(contract.method).toBe('GET');
    expect(contract.query).toMatchObject({ productId: '2', scene: '3' });
  });

  it('reports the page event once, fire and forget (module 30, position 0)', async () => {
    await open('2');
    await waitFor(() => expect(demo.state.events.some((event) => event.name === 'event/save')).toBe(true));
    const [event] = (await demo.settledRequests()).filter((request) => request.path === '/service/event/save');
    expect(event.method).toBe('POST');
    expect(event.body).toMatchObject({ productId: '2', moduleId: '30', positionId: '0' });
  });

  it('a failing event call changes nothing for the borrower', async () => {
    demo.server.use(http.post('*/service/event/save', () => HttpResponse.json({ code: 1, message: 'tracking down' })));
    await open('2');
    await waitFor(() => expect(demo.requests().some((request) => request.path === '/service/event/save')).toBe(true));
    expect(getToastText()).toBeUndefined();
    expect(next().disabled).toBe(false);
  });

  it('has the agreement box checked by default; unchecked, Next is greyed and inert', async () => {
    await open('2');
    const box = screen.getByRole<HTMLInputElement>('checkbox', { name: 'I have read and agree' });
    expect(box.checked).toBe(true);
    expect(next().disabled).toBe(false);
    await app!.user.click(box);
    expect(box.checked).toBe(false);
    expect(next().disabled).toBe(true);
    next().click();
    await app!.user.click(next());
    expect(pushes()).toHaveLength(0);
    await app!.user.click(box);
    expect(next().disabled).toBe(false);
  });

  it('lists the agreements beside the box; a link opens the contract-jump URL', async () => {
    await open('2');
    const links = screen
      .getAllByRole('button')
      .filter((button) => ['Loan Agreement', 'Disclosure Statement', 'Privacy Policy'].includes(button.textContent ?? ''));
    expect(links).toHaveLength(3);
    await app!.user.click(screen.getByRole('button', { name: 'Disclosure Statement' }));
    await waitFor(() => expect(openedUrls).toHaveLength(1));
    const [jump] = (await demo.settledRequests()).filter((request) => request.path === '/currentlyer/v3/contract/contract-jump');
    expect(jump.method).toBe('GET');
    expect(jump.query).toMatchObject({ productId: '2', scene: '3', position: '2' });
    expect(pathOf(openedUrls[0].target)).toBe('/demo-assets/agreements/disclosure-statement.html');
    expect(queryOf(openedUrls[0].target).productId).toBe('2');
    expect(openedUrls[0].replace).toBe(false);
  });

  it('hides the box and the links when there is no agreement, and Next works', async () => {
    await open('4');
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Loan Agreement' })).toBeNull();
    expect(next().disabled).toBe(false);
  });

  it('Next posts loan-detail-push with the amount and period shown, reports the burial point, and replaces the page with from=confirm', async () => {
    await open('2');
    await app!.user.click(next());
    await waitFor(() => expect(openedUrls).toHaveLength(1));
    const [push] = (await demo.settledRequests()).filter((request) => request.path === '/currentlyer/v3/loan-confirm/loan-detail-push');
    expect(push.method).toBe('POST');
    expect(push.headers['content-type']).toContain('application/x-www-form-urlencoded');
    // The centavos the server gave, exactly: ₱8,000.00 on screen, 800000 on the wire.
    expect(push.body).toMatchObject({ amount: '800000', periods: '180', termUnit: 'day', productId: '2' });
    expect(push.query.sessionId).toBe('sess-1');
    expect(app!.bridgeCalls).toContainEqual({
      action: 'burialPoint',
      payload: { name: 'loanConfirmNext', params: { productId: '2', amount: 800000 } },
    });
    const [opened] = openedUrls;
    expect(opened.replace).toBe(true);
    expect(pathOf(opened.target)).toBe('/hasOf');
    expect(queryOf(opened.target).orderId).toMatch(/^ORD\d+$/);
    expect(queryOf(opened.target)).toMatchObject({
      from: 'confirm',
      sessionId: 'sess-1',
      deviceId: 'dev-1',
      userId: '10001',
      productId: '2',
    });
    expect(queryOf(opened.target).orderId).toMatch(/^ORD9\d+$/);
  });

  it('sends one loan-detail-push when Next is tapped several times in the same frame', async () => {
    demo.slowDown('/currentlyer/v3/loan-confirm/loan-detail-push');
    await open('2');
    const ordersBefore = demo.state.orders.size;
    const button = next();
    button.click();
    button.click();
    button.click();
    await waitFor(() => expect(openedUrls).toHaveLength(1));
    expect(pushes()).toHaveLength(1);
    expect(demo.state.orders.size).toBe(ordersBefore + 1);
  });

  it('acts only on success true: a success:false reply is silent and leaves Next ready', async () => {
    demo.server.use(
      http.post('*/currentlyer/v3/loan-confirm/loan-detail-push', () =>
        HttpResponse.json({ success: false, code: 0, message: 'Offer expired', data: null }),
      ),
    );
    await open('2');
    await app!.user.click(next());
    await waitFor(() => expect(pushes()).toHaveLength(1));
    await waitFor(() => expect(next().getAttribute('aria-busy')).toBeNull());
    expect(openedUrls).toEqual([]);
    expect(app!.bridgeCalls.some((call) => call.action === 'burialPoint')).toBe(false);
    expect(getToastText()).toBeUndefined();
    expect(screen.queryByText('loading...')).toBeNull();
    expect(next().disabled).toBe(false);
  });

  it('a network failure tells the borrower and leaves Next ready, with no half-done step', async () => {
    demo.server.use(http.post('*/currentlyer/v3/loan-confirm/loan-detail-push', () => HttpResponse.error()));
    await open('2');
    await app!.user.click(next());
    await waitFor(() => expect(getToastText()).toBe('Network error. Check your connection and try again.'));
    expect(openedUrls).toEqual([]);
    expect(app!.bridgeCalls.some((call) => call.action === 'burialPoint')).toBe(false);
    await waitFor(() => expect(next().getAttribute('aria-busy')).toBeNull());
  });

  it('a success reply without lendDetailsUrl is refused as malformed; nothing is opened', async () => {
    demo.server.use(
      http.post('*/currentlyer/v3/loan-confirm/loan-detail-push', () =>
        HttpResponse.json({ success: true, code: 0, message: 'ok', data: {} }),
      ),
    );
    await open('2');
    await app!.user.click(next());
    await waitFor(() => expect(getToastText()).toBe('The server sent an unexpected reply. Please try again.'));
    expect(openedUrls).toEqual([]);
    expect(app!.bridgeCalls.some((call) => call.action === 'burialPoint')).toBe(false);
  });

  it('an offer without an amount is not shown (nothing to submit): a clear message with Retry', async () => {
    demo.server.use(
      http.post('*/currentlyer/v3/loan-confirm/loan-detail-confirm', () =>
        HttpResponse.json({ success: true, code: 0, message: 'ok', data: { periods: 120 } }),
      ),
    );
    app = renderApp(`/humanQuestions?${SESSION_QUERY}`);
    expect(await screen.findByText('The server sent an unexpected reply. Please try again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });

  it('opens the agreement modal when popAgreementUrl is set: Agree dismisses it, the page stays', async () => {
    await open('1');
    const dialog = await screen.findByRole('dialog', { name: 'Loan agreement' });
    const frame = dialog.querySelector('iframe')!;
    const framed = new URL(frame.getAttribute('src')!);
    expect(framed.pathname).toBe('/demo-assets/agreements/disclosure-statement.html');
    // The agreement page is the lender's own: it gets the borrower's session, and its own product.
    expect(framed.searchParams.get('productId')).toBe('1');
    expect(framed.searchParams.get('sessionId')).toBe(new URLSearchParams(SESSION_QUERY).get('sessionId'));
    await app!.user.click(within(dialog).getByRole('button', { name: 'Agree' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(app!.bridgeCalls).toEqual([]);
  });

  it('Cancel in the agreement modal closes the webview', async () => {
    await open('1');
    const dialog = await screen.findByRole('dialog', { name: 'Loan agreement' });
    await app!.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(app!.bridgeCalls).toContainEqual({ action: 'closeWebview', payload: undefined });
  });

  it('shows no agreement modal when popAgreementUrl is empty', async () => {
    await open('2');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a native back press shows the Point out popup when isPopType is 1; Agree dismisses, Cancel closes the webview', async () => {
    await open('1');
    await app!.user.click(within(await screen.findByRole('dialog', { name: 'Loan agreement' })).getByRole('button', { name: 'Agree' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    pressBack();
    const popup = await screen.findByRole('dialog', { name: 'Point out' });
    expect(within(popup).getByText(/Your ₱5,000\.00 loan is approved and waiting/)).toBeTruthy();
    await app!.user.click(within(popup).getByRole('button', { name: 'Agree' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(app!.bridgeCalls).toEqual([]);
    pressBack();
    await app!.user.click(within(await screen.findByRole('dialog', { name: 'Point out' })).getByRole('button', { name: 'Cancel' }));
    expect(app!.bridgeCalls).toEqual([{ action: 'closeWebview', payload: undefined }]);
  });

  it('a back press without the retention flag closes the webview at once', async () => {
    await open('2');
    pressBack();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(app!.bridgeCalls).toEqual([{ action: 'closeWebview', payload: undefined }]);
  });
});
