import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';

import { withDemoServer } from '../setup/msw.ts';
import { getToastText, renderApp, SESSION_QUERY } from './app-harness.tsx';

const demo = withDemoServer();
let app: ReturnType<typeof renderApp> | undefined;
afterEach(() => app?.cleanup());

const open = async (extra = '') => {
  app = renderApp(`/provideChoices?${SESSION_QUERY}${extra}`);
  await screen.findByRole('heading', { name: 'Payment account information' });
  await screen.findByLabelText('E-wallet');
  return app;
};

const binds = () => demo.requests().filter((request) => request.path.includes('/v3/bind-card/bind-card-'));

async function choose(label: string, option: string, { isOpen = false } = {}) {
  if (!isOpen) await app!.user.click(screen.getByLabelText(label));
  const sheet = await screen.findByRole('dialog');
  await app!.user.click(await within(sheet).findByRole('radio', { name: option }));
  await app!.user.click(within(sheet).getByRole('button', { name: 'Confirm' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

describe('bind bank /provideChoices', () => {
  it('loads the server form for card type 1 and channel 90006, showing enum values by name', async () => {
    await open();
    const init = demo.requests().find((request) => request.path === '/currentlyer/v3/bind-card/card-init');
    expect(init?.method).toBe('POST');
    expect(init?.body.product_id).toBe('1');
    expect(screen.getByRole('tab', { name: 'E-wallet', selected: true })).toBeTruthy();
    expect(screen.getByLabelText('E-wallet').textContent).toContain('GCash');
    expect(screen.getByLabelText('GCash number')).toBeTruthy();
    // Another channel's item and the other card type's items stay hidden.
    expect(screen.queryByLabelText('Maya number')).toBeNull();
    expect(screen.queryByLabelText('Bank')).toBeNull();
    expect(screen.getByLabelText('Salary day')).toBeTruthy();
  });

  it('switches the channel when another channelNumber option is picked', async () => {
    await open();
    await choose('E-wallet', 'Maya');
    expect(screen.getByLabelText('Maya number')).toBeTruthy();
    expect(screen.queryByLabelText('GCash number')).toBeNull();
  });

  it('strips non-digits as typed and groups a phone 3-4-4, at most 11 digits', async () => {
    await open();
    const input = screen.getByLabelText<HTMLInputElement>('GCash number');
    await app!.user.clear(input);
    await app!.user.type(input, '09a17-12 345678999');
    expect(input.value).toBe('091 7123 4567');
  });

  it('hides items of the other card type when a tab is chosen, and asks for the empty ones', async () => {
    await open();
    await app!.user.click(screen.getByRole('tab', { name: 'Bank account' }));
    expect(screen.queryByLabelText('GCash number')).toBeNull();
    expect(screen.queryByLabelText('E-wallet')).toBeNull();
    expect(screen.getByLabelText('Bank')).toBeTruthy();
    await app!.user.click(screen.getByRole('button', { name: 'Next' }));
    expect((await screen.findAllByText('Please fill in this field')).length).toBeGreaterThanOrEqual(2);
    expect(binds()).toHaveLength(0);
  });

  it("saves a bank account to bind-card-new with only that card type's items, then ends the bank flow", async () => {
    await open();
    await app!.user.click(screen.getByRole('tab', { name: 'Bank account' }));
    await choose('Bank', 'BDO Unibank');
    await app!.user.type(screen.getByLabelText('Account number'), '0012 3456 7890');
    await choose('Branch city', 'Manila, Metro Manila');
    await app!.user.click(screen.getByLabelText('City of residence'));
    await app!.user.click(await screen.findByRole('searchbox', { name: 'Search' }));
    await app!.user.paste('Cebu City');
    await choose('City of residence', 'City of Cebu, Central Visayas', { isOpen: true });
    await app!.user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(app!.bridgeCalls.map((call) => call.action)).toEqual(['endBank', 'closeWebview']));
    const [sent] = await demo.settledRequests().then((all) => all.filter((request) => request.path.includes('bind-card-')));
    expect(sent.path).toBe('/currentlyer/v3/bind-card/bind-card-new');
    expect(sent.body).toEqual({
      bankCode: expect.any(String),
      cardNo: '001234567890',
      branchCity: 'NCR-MNL',
      holderCity: 'City of Cebu, Central Visayas',
      salaryDay: '15',
      product_id: '1',
      productId: '1',
    });
    expect(sent.query.sessionId).toBe('sess-1');
    expect(demo.state.lastBind?.fields.cardNo).toBe('001234567890');
  });

  it('uses bind-card-change from the loan page and returns to the order with source=loanDetail', async () => {
    await open('&orderId=ORD151&source=loanDetail');
    await app!.user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(app!.location()).toMatch(/^\/hasOf\?/));
    expect(app!.query()).toMatchObject({ source: 'loanDetail', orderId: 'ORD151', sessionId: 'sess-1', productId: '1' });
    expect(binds().map((request) => request.path)).toEqual(['/currentlyer/v3/bind-card/bind-card-change']);
    expect(app!.bridgeCalls).toEqual([]);
  });

  it('sends one request when taps land while the save is in flight', async () => {
    demo.slowDown('/currentlyer/v3/bind-card/bind-card-new');
    await open();
    const next = screen.getByRole('button', { name: 'Next' });
    // Three taps in the same frame: a disabled prop alone would not stop them.
    next.click();
    next.click();
    next.click();
    await waitFor(() => expect(app!.bridgeCalls.length).toBe(2));
    expect(binds()).toHaveLength(1);
  });

  it('shows the server message when saving fails, and lets the borrower try again', async () => {
    await open();
    const input = screen.getByLabelText('GCash number');
    await app!.user.clear(input);
    await app!.user.type(input, '08171234567');
    await app!.user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(getToastText()).toMatch(/must be 11 digits starting with 09/));
    expect(app!.bridgeCalls).toEqual([]);
    await app!.user.clear(input);
    await app!.user.type(input, '09171234567');
    await app!.user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(app!.bridgeCalls.length).toBe(2));
    expect(binds()).toHaveLength(2);
  });

  it('shows a clear error with Retry when the form fails to load, and recovers', async () => {
    let failures = 1;
    demo.server.use(http.post('*/currentlyer/v3/bind-card/card-init', () => (failures-- > 0 ? HttpResponse.error() : undefined)));
    app = renderApp(`/provideChoices?${SESSION_QUERY}`);
    expect(await screen.findByText('Network error. Check your connection and try again.')).toBeTruthy();
    await app.user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByLabelText('GCash number')).toBeTruthy();
  });

  it('refuses a reply that breaks its schema with a clear message instead of a blank page', async () => {
    demo.server.use(
      http.post('*/currentlyer/v3/bind-card/card-init', () => HttpResponse.json({ code: 0, message: 'ok', data: { items: 'oops' } })),
    );
    app = renderApp(`/provideChoices?${SESSION_QUERY}`);
    expect(await screen.findByText('The server sent an unexpected reply. Please try again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
