import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { withDemoServer } from '../setup/msw.ts';
import { renderApp, SESSION_QUERY } from './app-harness.tsx';

withDemoServer();
let app: ReturnType<typeof renderApp> | undefined;
afterEach(() => {
  app?.cleanup();
  vi.restoreAllMocks();
});

describe('a path the app does not know', () => {
  it('in the native app: says so, closes the webview or goes to the app home, and the back press closes', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    app = renderApp(`/contract/1?${SESSION_QUERY}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByText('This link does not open a page of the app. It may be old or mistyped.')).toBeTruthy();
    await app.user.click(screen.getByRole('button', { name: 'Close this page' }));
    await app.user.click(screen.getByRole('button', { name: 'Go to the app home' }));
    act(() => (window as unknown as { appBridgeReceive: (message: unknown) => void }).appBridgeReceive({ event: 'back' }));
    expect(app.bridgeCalls.map((call) => call.action)).toEqual(['closeWebview', 'goHome', 'closeWebview']);
    // The log names the path, never the session in its query.
    expect(warn.mock.calls.flat().join(' ')).toContain('/contract/1');
    expect(warn.mock.calls.flat().join(' ')).not.toContain('sess-1');
  });

  it('in a browser: offers the home page of the site', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    app = renderApp('/contract/1');
    await screen.findByRole('heading', { level: 1, name: 'Page not found' });
    expect(screen.queryByRole('button', { name: 'Close this page' })).toBeNull();
    await app.user.click(screen.getByRole('button', { name: 'Go to the home page' }));
    await waitFor(() => expect(app!.location()).toBe('/'));
    expect(app.bridgeCalls).toEqual([]);
  });
});
