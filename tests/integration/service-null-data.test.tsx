// A reply whose `data` is null (or holds nothing the screen shows) on the complaint list and the
// joint-login failure page: the borrower gets the usual error with Retry, never an empty list that
// is not theirs or a bare title; Retry shows the page once the server answers well.
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';

import { withDemoServer } from '../setup/msw.ts';
import { renderApp, SESSION_QUERY } from './app-harness.tsx';
import { forgetLeaving, waitForTitle } from './service-harness.tsx';

const demo = withDemoServer();
let app: ReturnType<typeof renderApp> | undefined;
afterEach(() => {
  app?.cleanup();
  app = undefined;
  forgetLeaving();
});

const UNEXPECTED_REPLY = 'The server sent an unexpected reply. Please try again.';

/** Answers `path` with `reply` until `repair()`; then the demo back end answers as usual. */
function breakReply(path: string, reply: Record<string, unknown>) {
  let isOn = true;
  demo.server.use(http.post(`*${path}`, () => (isOn ? HttpResponse.json(reply) : undefined)));
  return { repair: () => void (isOn = false) };
}

async function expectErrorThenRetry(repair: () => void, title: string): Promise<void> {
  expect(await screen.findByText(UNEXPECTED_REPLY)).toBeTruthy();
  expect(document.body.textContent).not.toMatch(/NaN|Infinity|undefined/);
  repair();
  await app!.user.click(screen.getByRole('button', { name: 'Retry' }));
  await waitForTitle(title);
  await waitFor(() => expect(screen.queryByText(UNEXPECTED_REPLY)).toBeNull());
}

describe('complaint list /complaintList with nothing to list', () => {
  it.each([
    ['data null', { code: 0, message: 'success', data: null }],
    ['no data and no res', { code: 0, message: 'success' }],
    ['data empty', { code: 0, message: 'success', data: {} }],
    ['res null', { code: 0, message: 'success', res: null, data: null }],
  ])('%s: the error with Retry, not an empty list; Retry shows the tabs', async (_, reply) => {
    const { repair } = breakReply('/currentlyer/user-problem/problem-list', reply);
    app = renderApp(`/complaintList?${SESSION_QUERY}`);
    await screen.findByText(UNEXPECTED_REPLY);
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.queryByText('No complaints here yet.')).toBeNull();
    await expectErrorThenRetry(repair, 'My complaints');
    expect((await screen.findAllByRole('tab')).map((tab) => tab.textContent)).toEqual(['Processing', 'Completed']);
  });

  it('an empty list the server did send is still shown as empty', async () => {
    breakReply('/currentlyer/user-problem/problem-list', { code: 0, res: { tabs: [{ title: 'Processing', list: [] }] } });
    app = renderApp(`/complaintList?${SESSION_QUERY}`);
    await waitForTitle('My complaints');
    expect(screen.getByRole('tab', { name: 'Processing' })).toBeTruthy();
    expect(screen.queryByText(UNEXPECTED_REPLY)).toBeNull();
  });
});

describe('joint-login failure /theBiology with nothing to show', () => {
  it.each([
    ['data null', { code: '00', message: 'success', data: null }],
    ['data empty', { code: '00', message: 'success', data: {} }],
    ['no notice, message or product', { code: '00', message: 'success', data: { notice: '', errorMsg: null, list: [] } }],
    ['data a list', { code: '00', message: 'success', data: [] }],
  ])('%s: the error with Retry, not a bare title; Retry shows the notice and the products', async (_, reply) => {
    const { repair } = breakReply('/gopia/goya/drowns', reply);
    app = renderApp(`/theBiology?${SESSION_QUERY}`);
    await expectErrorThenRetry(repair, 'Sign-in failed');
    expect(screen.getByText('We could not sign you in to Kaagapay Cash')).toBeTruthy();
    expect(document.querySelectorAll('ul.eng-list--card > li').length).toBeGreaterThan(0);
  });
});
