import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { getPayNotice, REPAY_CHANNELS } from '../../scripts/demo-server/data.ts';
import { withDemoServer } from '../setup/msw.ts';
import { getToastText, renderApp, SESSION_QUERY } from './app-harness.tsx';
import { waitForScreen } from './money-harness.tsx';

withDemoServer();
let app: ReturnType<typeof renderApp> | undefined;
afterEach(() => app?.cleanup());

const hero = () => document.querySelector<HTMLElement>('.eng-style--hero');

describe('repayment by code /repaymentOfCode (from the query)', () => {
  it('type 1: the amount in pesos, a copyable pay code and the channel image', async () => {
    app = renderApp(
      `/repaymentOfCode?${SESSION_QUERY}&type=1&amount=140000&code=PN74920118245&image=/demo-assets/channels/7-eleven.svg&channel=7-Eleven`,
    );
    await waitForScreen('Repayment code');
    expect(within(hero()!).getByText('₱1,400.00')).toBeTruthy();
    const image = screen.getByRole<HTMLImageElement>('img', { name: '7-Eleven' });
    expect(image.src).toMatch(/\/demo-assets\/channels\/7-eleven\.svg$/);
    await app.user.click(screen.getByRole('button', { name: /Payment code PN74920118245 Tap to copy the code$/ }));
    await waitFor(() => expect(getToastText()).toBe('copy success'));
    expect(await navigator.clipboard.readText()).toBe('PN74920118245');
    expect(screen.queryByText('How to pay by QR')).toBeNull();
  });

  it('type 2: the QR image and the scan steps, no pay code', async () => {
    app = renderApp(`/repaymentOfCode?${SESSION_QUERY}&type=2&amount=35000&image=/demo-assets/qr-demo.svg`);
    await waitForScreen('Repayment code');
    expect(within(hero()!).getByText('₱350.00')).toBeTruthy();
    expect(screen.getByRole<HTMLImageElement>('img', { name: 'QR code for your payment' }).src).toMatch(/qr-demo\.svg$/);
    expect(screen.getByText('How to pay by QR')).toBeTruthy();
    expect(screen.getByText(/^1\. /)).toBeTruthy();
    expect(screen.getByText(/^4\. /)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Tap to copy/ })).toBeNull();
  });

  it('an incomplete link says so instead of showing an amount with nothing to pay it with', async () => {
    app = renderApp(`/repaymentOfCode?${SESSION_QUERY}&type=1&amount=140000`);
    await waitForScreen('Repayment code');
    expect(screen.getByText('This payment link is incomplete')).toBeTruthy();
    expect(hero()).toBeNull();
    await app.user.click(screen.getByRole('button', { name: 'Back to my loan' }));
    await waitFor(() => expect(app!.location()).toMatch(/^\/hasOf\?/));
  });

  it('a QR image from a script URL is not shown', async () => {
    app = renderApp(`/repaymentOfCode?${SESSION_QUERY}&type=2&amount=100&image=${encodeURIComponent('javascript:alert(1)')}`);
    await waitForScreen('Repayment code');
    expect(document.querySelector('img[src^="javascript"]')).toBeNull();
  });
});

const STORED = {
  productName: 'PesoNow',
  productLogo: '/demo-assets/products/pesonow.svg',
  repayAmount: 140_000,
  repayDate: '2025-07-11',
  repayList: REPAY_CHANNELS,
  defDetail: {
    payCode: 'PN74920118245',
    logo: '/demo-assets/channels/7-eleven.svg',
    title: '7-Eleven (CLiQQ)',
    payNotice: getPayNotice('PN74920118245'),
  },
  isShowReyTop: 1,
};

describe('saved repayment code /repaymentOfCode2 (from localStorage.repaymentInfo)', () => {
  it('shows the channel logo, the code with click-to-copy, the total and the notices grouped by title', async () => {
    localStorage.setItem('repaymentInfo', JSON.stringify(STORED));
    app = renderApp(`/repaymentOfCode2?${SESSION_QUERY}`);
    await waitForScreen('Repayment code');
    expect(within(hero()!).getByText('Total payment amount')).toBeTruthy();
    expect(within(hero()!).getByText('₱1,400.00')).toBeTruthy();
    expect(screen.getByText('7-Eleven (CLiQQ)')).toBeTruthy();
    // The logo beside the channel's name is decoration: the name is read once.
    expect(document.querySelector<HTMLImageElement>('img[alt=""][src$="7-eleven.svg"]')).toBeTruthy();
    await app.user.click(screen.getByRole('button', { name: /Payment code PN74920118245 Tap to copy the code$/ }));
    await waitFor(() => expect(getToastText()).toBe('copy success'));
    expect(await navigator.clipboard.readText()).toBe('PN74920118245');
    expect(screen.getByRole('img', { name: 'Payment code: PN74920118245' })).toBeTruthy();

    const groups = Array.from(document.querySelectorAll('.eng-list--card > .eng-list-item'));
    expect(groups.map((group) => group.querySelector('.eng-text--heading')?.textContent)).toEqual([
      'Via GCash',
      'Via Maya',
      'Over the counter',
    ]);
    const counter = groups[2];
    expect(within(counter as HTMLElement).getByText('7-Eleven (CLiQQ kiosk)')).toBeTruthy();
    const steps = counter.querySelectorAll('.eng-list--steps')[0].querySelectorAll('.eng-list-item');
    expect(steps).toHaveLength(4);
    expect(steps[2].textContent).toBe('Enter the Reference_no PN74920118245 and print the slip.');
  });

  it('totals the delay amount when the stored info is a rollover', async () => {
    localStorage.setItem(
      'repaymentInfo',
      JSON.stringify({ ...STORED, delayInfo: { delayAmount: 35_000, title: 'Extend your due date by 7 days' } }),
    );
    app = renderApp(`/repaymentOfCode2?${SESSION_QUERY}`);
    await waitForScreen('Repayment code');
    expect(within(hero()!).getByText('₱350.00')).toBeTruthy();
    expect(within(hero()!).queryByText('₱1,400.00')).toBeNull();
  });

  it('accepts payNotice sent as an empty list (no notices, the code still shows)', async () => {
    localStorage.setItem('repaymentInfo', JSON.stringify({ ...STORED, defDetail: { ...STORED.defDetail, payNotice: [] } }));
    app = renderApp(`/repaymentOfCode2?${SESSION_QUERY}`);
    await waitForScreen('Repayment code');
    expect(screen.getByRole('button', { name: /Payment code PN74920118245 Tap to copy the code$/ })).toBeTruthy();
    expect(screen.queryByText('How to pay')).toBeNull();
  });

  it.each([
    ['nothing stored', null],
    ['stored text that is not JSON', '{"productName": "PesoNow", '],
    ['stored info without a pay code', JSON.stringify({ ...STORED, defDetail: { ...STORED.defDetail, payCode: '' } })],
  ])('%s: a clear message, not a blank page', async (_case, stored) => {
    if (stored !== null) localStorage.setItem('repaymentInfo', stored);
    app = renderApp(`/repaymentOfCode2?${SESSION_QUERY}`);
    await waitForScreen('Repayment code');
    expect(screen.getByText('No payment code yet')).toBeTruthy();
    expect(screen.getByText(/tap the payment code card/)).toBeTruthy();
    expect(hero()).toBeNull();
    expect(screen.getByRole('button', { name: 'Back to my loan' })).toBeTruthy();
  });
});
