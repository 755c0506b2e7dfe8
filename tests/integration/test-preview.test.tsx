import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { withDemoServer } from '../setup/msw.ts';
import { renderApp, SESSION_QUERY } from './app-harness.tsx';

const demo = withDemoServer();
let app: ReturnType<typeof renderApp> | undefined;
afterEach(() => app?.cleanup());

async function open() {
  app = renderApp(`/testPreview?${SESSION_QUERY}&orderId=ORD170`);
  await screen.findByRole('heading', { name: 'Test preview' });
  return app;
}

describe('developer test page /testPreview', () => {
  it('starts from the current parameters and opens a page with the edited ones', async () => {
    await open();
    expect(screen.getByLabelText<HTMLInputElement>('Order id').value).toBe('ORD170');
    expect(screen.getByLabelText<HTMLInputElement>('Device id').value).toBe('dev-1');
    const order = screen.getByLabelText('Order id');
    await app!.user.clear(order);
    await app!.user.type(order, 'ORD200');
    await app!.user.click(screen.getByRole('button', { name: 'Loan details' }));
    await waitFor(() => expect(app!.location()).toMatch(/^\/hasOf\?/));
    expect(app!.query()).toMatchObject({ orderId: 'ORD200', deviceId: 'dev-1', sessionId: 'sess-1', platform: 'android' });
  });

  it("edited device, user, session, product, order and header values reach the next page's API calls and headers", async () => {
    app = renderApp(`/testPreview?${SESSION_QUERY}&orderId=ORD170&building=b-1`);
    await screen.findByRole('heading', { name: 'Test preview' });
    const edit = async (label: string, value: string) => {
      const input = screen.getByLabelText(label);
      await app!.user.clear(input);
      if (value) await app!.user.type(input, value);
    };
    await edit('Device id', 'dev-77');
    await edit('User id', '20002');
    await edit('Session id', 'sess-9');
    await edit('Order id', 'ORD200');
    await edit('Header building', 'b-2');
    await edit('Header gather', 'g-3');
    await edit('Mobile', '');
    await app.user.click(screen.getByRole('button', { name: 'Loan details' }));
    await waitFor(() => expect(app!.location()).toMatch(/^\/hasOf\?/));
    await waitFor(() => expect(demo.requests().map((request) => request.path)).toContain('/currentlyer/v3/loan-details/loan-details'));
    const [details] = (await demo.settledRequests()).filter((request) => request.path === '/currentlyer/v3/loan-details/loan-details');
    expect(details.query).toMatchObject({ deviceId: 'dev-77', userId: '20002', sessionId: 'sess-9', orderId: 'ORD200', productId: '1' });
    // A cleared value is dropped from the calls too.
    expect(details.query).not.toHaveProperty('mobile');
    expect(details.headers).toMatchObject({ building: 'b-2', gather: 'g-3' });
    expect(app.query()).toMatchObject({ deviceId: 'dev-77', sessionId: 'sess-9', orderId: 'ORD200' });
  });

  it('links every page of SPEC §2.20', async () => {
    await open();
    const names = [
      'Confirm loan',
      'Loan details',
      'Repay',
      'Extension (rollover)',
      'Bind bank',
      'About us',
      'Complaints',
      'Customer service',
      'Privacy policy',
      'Repayment instructions',
    ];
    for (const name of names) expect(screen.getByRole('button', { name })).toBeTruthy();
    await app!.user.click(screen.getByRole('button', { name: 'Extension (rollover)' }));
    await waitFor(() => expect(app!.location()).toMatch(/^\/appliedOthers\?/));
  });

  it('asks the native pickers and shows their answers', async () => {
    await open();
    await app!.user.click(screen.getByRole('button', { name: 'Pick a location' }));
    await app!.user.click(screen.getByRole('button', { name: 'Pick a contact' }));
    expect(app!.bridgeCalls.map((call) => call.action)).toEqual(['pickLocation', 'pickContact']);
    const receive = (window as unknown as { appBridgeReceive: (message: { event: string; data: unknown }) => void }).appBridgeReceive;
    act(() => {
      receive({ event: 'location', data: { latitude: 14.5547, longitude: 121.0244 } });
      receive({ event: 'contact', data: { name: 'Maria Santos', phone: '09171234567' } });
    });
    expect(await screen.findByText('Location: 14.5547, 121.0244')).toBeTruthy();
    expect(screen.getByText('Contact: Maria Santos 09171234567')).toBeTruthy();
  });
});
