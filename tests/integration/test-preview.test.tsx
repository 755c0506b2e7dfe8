import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useDemoServer } from '../setup/msw.ts';
import { renderApp, SESSION_QUERY } from './app-harness.tsx';

useDemoServer();
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
    expect((screen.getByLabelText('Order id') as HTMLInputElement).value).toBe('ORD170');
    expect((screen.getByLabelText('Device id') as HTMLInputElement).value).toBe('dev-1');
    const order = screen.getByLabelText('Order id');
    await app!.user.clear(order);
    await app!.user.type(order, 'ORD200');
    await app!.user.click(screen.getByRole('button', { name: 'Loan details' }));
    await waitFor(() => expect(app!.location()).toMatch(/^\/hasOf\?/));
    expect(app!.query()).toMatchObject({ orderId: 'ORD200', deviceId: 'dev-1', sessionId: 'sess-1', platform: 'android' });
  });

  it('links every page of SPEC §2.20', async () => {
    await open();
    const names = ['Confirm loan', 'Loan details', 'Repay', 'Extension (rollover)', 'Bind bank', 'About us', 'Complaints', 'Customer service', 'Privacy policy', 'Repayment instructions'];
    for (const name of names) expect(screen.getByRole('button', { name })).toBeTruthy();
    await app!.user.click(screen.getByRole('button', { name: 'Extension (rollover)' }));
    await waitFor(() => expect(app!.location()).toMatch(/^\/appliedOthers\?/));
  });

  it('asks the native pickers and shows their answers', async () => {
    await open();
    await app!.user.click(screen.getByRole('button', { name: 'Pick a location' }));
    await app!.user.click(screen.getByRole('button', { name: 'Pick a contact' }));
    expect(app!.bridgeCalls.map((call) => call.action)).toEqual(['pickLocation', 'pickContact']);
    const receive = (window as unknown as { appBridgeReceive(message: { event: string; data: unknown }): void }).appBridgeReceive;
    act(() => {
      receive({ event: 'location', data: { latitude: 14.5547, longitude: 121.0244 } });
      receive({ event: 'contact', data: { name: 'Maria Santos', phone: '09171234567' } });
    });
    expect(await screen.findByText('Location: 14.5547, 121.0244')).toBeTruthy();
    expect(screen.getByText('Contact: Maria Santos 09171234567')).toBeTruthy();
  });
});
