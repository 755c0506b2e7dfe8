import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { resolveHashAlias, toRouteTable } from '../../src/app/routes.ts';
import { withDemoServer } from '../setup/msw.ts';
import { getScreensBundle } from '../setup/screens.ts';
import { getToastText, renderApp, SESSION_QUERY } from './app-harness.tsx';
import { forgetLeaving, leftFor, waitForTitle } from './service-harness.tsx';

const demo = withDemoServer();
let app: ReturnType<typeof renderApp> | undefined;
beforeEach(() => {
  forgetLeaving();
});
afterEach(() => app?.cleanup());

const COMPANY = {
  company: { name: 'Bayanihan Lending Corp.', secRegistrationNo: 'CS201912345', certificateOfAuthorityNo: '3141' },
  footer: {
    phone: '+63 2 8700 1234',
    email: 'care@bayanihan-lending.ph',
    company: 'Bayanihan Lending Corp.',
    address: '12 Ayala Ave, Makati City',
    copyright: '© 2025 Bayanihan Lending Corp.',
  },
};

/** The text of the rendered content file, once loaded. */
async function contentText(): Promise<string> {
  await waitFor(() => expect(document.querySelector('.eng-md')).not.toBeNull());
  return document.querySelector('.eng-md')!.textContent ?? '';
}

describe('customer service /listsA', () => {
  it('asks contact-kf-info with overall=30 and shows WhatsApp, e-mail and the order phone', async () => {
    app = renderApp(`/listsA?${SESSION_QUERY}&orderId=ORD170`);
    await waitForTitle('Customer service');
    const [contact] = (await demo.settledRequests()).filter(
      (request) => request.path === '/currentlyer/v3/personal-center/contact-kf-info',
    );
    expect(contact.method).toBe('POST');
    expect(contact.body).toMatchObject({ overall: '30' });
    expect(contact.query).toMatchObject({ sessionId: 'sess-1' });
    expect(screen.getByText('+63 917 555 0142')).toBeTruthy();
    expect(screen.getByText('support@pesonow-demo.ph')).toBeTruthy();
    // Phone from the order reply (loan details).
    expect(await screen.findByText('(02) 8876 5432')).toBeTruthy();
    const details = demo.requests().find((request) => request.path.endsWith('/loan-details/loan-details'));
    expect(details?.query).toMatchObject({ orderId: 'ORD170', productId: '1' });
  });

  it('WhatsApp opens wa.me with the digits, e-mail a mailto: link, phone the native call', async () => {
    app = renderApp(`/listsA?${SESSION_QUERY}&orderId=ORD170`);
    await waitForTitle('Customer service');
    await screen.findByText('(02) 8876 5432');
    await app.user.click(screen.getByRole('button', { name: 'WhatsApp +63 917 555 0142 Chat' }));
    await app.user.click(screen.getByRole('button', { name: 'E-mail support@pesonow-demo.ph Write' }));
    expect(leftFor()).toEqual([
      { kind: 'url', target: 'https://wa.me/639175550142' },
      { kind: 'external', target: 'mailto:support@pesonow-demo.ph' },
    ]);
    await app.user.click(screen.getByRole('button', { name: 'Phone (02) 8876 5432 Call' }));
    expect(app.bridgeCalls).toContainEqual({ action: 'callPhone', payload: { phone: '(02) 8876 5432' } });
  });

  it('falls back to the configured phone without an order, or when the order has none', async () => {
    app = renderApp(`/listsA?${SESSION_QUERY}`);
    await waitForTitle('Customer service');
    await app.user.click(screen.getByRole('button', { name: 'Phone +63 2 8123 4567 Call' }));
    expect(app.bridgeCalls).toContainEqual({ action: 'callPhone', payload: { phone: '+63 2 8123 4567' } });
    expect(demo.requests().some((request) => request.path.endsWith('/loan-details'))).toBe(false);
    app.cleanup();
    app.unmount();
    demo.state.contact.telephone = '';
    app = renderApp(`/listsA?${SESSION_QUERY}&orderId=ORD170`);
    await waitForTitle('Customer service');
    await waitFor(() => expect(demo.requests().some((request) => request.path.endsWith('/loan-details'))).toBe(true));
    expect(screen.getByRole('button', { name: 'Phone +63 2 8123 4567 Call' })).toBeTruthy();
  });

  it('never turns a server e-mail value into another kind of link', async () => {
    demo.state.contact.email = 'javascript:alert(1)//@evil.example';
    app = renderApp(`/listsA?${SESSION_QUERY}`);
    await waitForTitle('Customer service');
    await app.user.click(screen.getByRole('button', { name: /^E-mail .* Write$/ }));
    expect(leftFor()).toEqual([]);
    await waitFor(() => expect(getToastText()).toBe("This link can't be opened."));
  });
});

describe('about us /workIs', () => {
  it('shows the lender with its SEC and Certificate of Authority numbers from config, and mails customer service', async () => {
    app = renderApp(`/workIs?${SESSION_QUERY}`, COMPANY);
    await waitForTitle('About us');
    const text = await contentText();
    for (const heading of ['Who we are', 'Our mission', 'Why borrowers choose us', 'Our team', 'Contact us']) {
      expect(screen.getByRole('heading', { name: heading })).toBeTruthy();
    }
    expect(text).toContain('Bayanihan Lending Corp. is a lending company');
    expect(text).toContain('SEC Registration No. CS201912345, Certificate of Authority No. 3141');
    expect(screen.getByText('Certificate of Authority No. 3141')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'care@bayanihan-lending.ph' }).getAttribute('href')).toBe('mailto:care@bayanihan-lending.ph');
    expect(text).not.toMatch(/\{\w+\}/);
    await app.user.click(screen.getByRole('button', { name: 'E-mail customer service' }));
    expect(leftFor()).toEqual([{ kind: 'external', target: 'mailto:care@bayanihan-lending.ph' }]);
  });
});

describe('privacy policy /psychologicalIncluding', () => {
  it('covers every section of SPEC §1, with the lender filled in from config', async () => {
    app = renderApp(`/psychologicalIncluding?${SESSION_QUERY}`, COMPANY);
    await waitForTitle('Privacy Policy');
    const text = await contentText();
    for (const heading of [
      '1. Who we are',
      '2. The data we collect',
      '2.1 Registration data',
      '2.2 Account data',
      '2.3 Activity and browsing data',
      '2.4 Device information',
      '3. Why we use your data',
      '4. Who we share your data with',
      '5. Cookies',
      '6. Minors',
      '7. Password and account security',
      '9. Your rights and how to opt out',
      '10. Grievance officer',
    ]) {
      expect(screen.getByRole('heading', { name: heading })).toBeTruthy();
    }
    for (const topic of [
      'Photos and camera',
      'Location (GPS)',
      'Advertising ID',
      'Network information',
      'Service providers',
      'not for minors under 18',
      'opt out',
    ]) {
      expect(text).toContain(topic);
    }
    expect(text).toContain('Bayanihan Lending Corp.');
    expect(text).toContain('CS201912345');
    expect(text).not.toMatch(/\{\w+\}/);
    // Content is text, never markup.
    expect(document.querySelector('.eng-md script, .eng-md iframe, .eng-md img')).toBeNull();
  });
});

describe('terms and conditions /biologyMind', () => {
  it('has every stage of SPEC §9 and its constants, amounts in pesos by default', async () => {
    app = renderApp(`/biologyMind?${SESSION_QUERY}`, COMPANY);
    await waitForTitle('Terms and Conditions');
    const text = await contentText();
    for (const stage of [
      '2. Application',
      '3. Decision',
      '4. Promissory note',
      '5. Release of the loan',
      '7. Prolongation (rollover)',
      '8. Default and late charges',
    ]) {
      expect(screen.getByRole('heading', { name: stage })).toBeTruthy();
    }
    for (const constant of [
      'between 91 and 365 calendar days',
      'within 1 day',
      'within 1 to 3 calendar days',
      'half of the term has passed and at least 7 calendar days after release',
      'within 3 calendar days',
      'at least 7 business days',
      'within 10 days',
      'a Filipino citizen',
      'over 18 years old',
      'permanent address in the Philippines',
    ]) {
      expect(text).toContain(constant);
    }
    const rows = Array.from(document.querySelectorAll('.eng-md tbody tr')).map((row) =>
      Array.from(row.children).map((cell) => cell.textContent),
    );
    expect(rows).toEqual([
      ['Late payment penalty, charged once per default', '₱1,000', '₱800'],
      ['Day 1 to day 30', '5%'],
      ['Day 31 to day 90', '4%'],
      ['From day 91', '2%'],
    ]);
    expect(text).not.toContain('Rs.');
    expect(text).toContain('The lender is Bayanihan Lending Corp.');
  });

  it('follows the configured currency', async () => {
    app = renderApp(`/biologyMind?${SESSION_QUERY}`, { currencyFlag: 1 });
    await waitForTitle('Terms and Conditions');
    const text = await contentText();
    expect(text).toContain('₹1,000');
    expect(text).toContain('₹800');
    expect(text).not.toContain('₱1,000');
  });
});

describe('payment instructions /paymentChannel', () => {
  it('shows the Reference_no (copyable) and amount from the link, and the three ways to pay with enlargeable pictures', async () => {
    app = renderApp(`/paymentChannel?${SESSION_QUERY}&ref=PN70241157903&channel=20021&amount=140000`);
    await waitForTitle('Payment instructions');
    expect(screen.getByText('PN70241157903')).toBeTruthy();
    expect(screen.getByText('₱1,400.00')).toBeTruthy();
    await app.user.click(screen.getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(getToastText()).toBe('copy success'));
    expect(await navigator.clipboard.readText()).toBe('PN70241157903');
    for (const heading of ['1. E-wallet bills payment', '2. Pay in the wallet app', '3. Over the counter']) {
      expect(await screen.findByRole('heading', { name: heading })).toBeTruthy();
    }
    await app.user.click(screen.getByRole('button', { name: 'Paying at a store counter (enlarge)' }));
    const zoomed = await screen.findByRole('dialog');
    expect(within(zoomed).getByRole<HTMLImageElement>('img').src).toMatch(/\/site\/pay-offline-store\.svg$/);
  });

  it('opens from the legacy #/alipayrepayment link, without a reference too', async () => {
    const path = resolveHashAlias(toRouteTable(getScreensBundle().manifest), `?${SESSION_QUERY}`, '#/alipayrepayment');
    expect(path).toMatch(/^\/paymentChannel\?/);
    app = renderApp(path!);
    await waitForTitle('Payment instructions');
    expect(document.querySelector('.eng-style--hero')).toBeNull();
    expect(await screen.findByRole('heading', { name: '1. E-wallet bills payment' })).toBeTruthy();
  });
});

describe('joint-login failure /theBiology', () => {
  async function openFailure() {
    app = renderApp(`/theBiology?${SESSION_QUERY}`);
    await waitForTitle('Sign-in failed');
    return app;
  }
  const cards = () => Array.from(document.querySelectorAll<HTMLElement>('#root ul.eng-list--card > li, ul.eng-list--card > li'));

  it('asks drowns (older client) and shows the icon, notice, message and the recommended products', async () => {
    await openFailure();
    const drowns = demo.requests().find((request) => request.path === '/gopia/goya/drowns');
    expect(drowns?.method).toBe('POST');
    expect(screen.getByRole('img', { name: 'Sign-in failed' })).toBeTruthy();
    expect(screen.getByText('We could not sign you in to Kaagapay Cash')).toBeTruthy();
    expect(screen.getByText(/could not be verified right now/)).toBeTruthy();
    const items = cards();
    expect(items).toHaveLength(5);
    const first = within(items[0]);
    expect(first.getByRole('img', { name: 'PesoNow' })).toBeTruthy();
    expect(first.getByText('₱2,000 - ₱25,000')).toBeTruthy();
    expect(first.getByText('Loan amount')).toBeTruthy();
    expect(first.getByText('3% monthly interest')).toBeTruthy();
    expect(first.getByText('Cash in 5 minutes straight to GCash or your bank.')).toBeTruthy();
    // Tags on the first two products only.
    expect(items.map((item) => item.querySelectorAll('.eng-text--tag').length)).toEqual([2, 2, 0, 0, 0]);
    // Enabled flag 1 / '0'.
    const buttons = items.map((item) => within(item).getAllByRole('button').at(-1) as HTMLButtonElement);
    expect(buttons.map((button) => [button.textContent, button.disabled])).toEqual([
      ['Apply now', false],
      ['Apply now', false],
      ['Full today', true],
      ['Apply now', false],
      ['Apply now', false],
    ]);
  });

  it('a product with a web address reports tracking and opens it in the page', async () => {
    await openFailure();
    await app!.user.click(within(cards()[0]).getByRole('button', { name: 'Apply now' }));
    await waitFor(() => expect(leftFor()).toHaveLength(1));
    expect(leftFor()[0].target).toMatch(/^http:\/\/localhost(:\d+)?\/humanQuestions\?productId=1/);
    const sent = await demo.settledRequests();
    const track = sent.find((request) => request.path === '/gopia/goya/because');
    const define = sent.find((request) => request.path === '/gopia/goya/define');
    expect(track?.body).toMatchObject({ productKey: 'pesonow' });
    expect(define?.body).toMatchObject({ productKey: 'pesonow' });
    expect(sent.indexOf(track!)).toBeLessThan(sent.indexOf(define!));
    expect(demo.state.events.map((event) => event.name)).toContain('because');
    expect(app!.bridgeCalls.some((call) => call.action === 'openPage')).toBe(false);
  });

  it('a product with a deep link goes to the native app through the bridge', async () => {
    await openFailure();
    await app!.user.click(within(cards()[1]).getByRole('button', { name: 'Apply now' }));
    await waitFor(() =>
      expect(app!.bridgeCalls).toContainEqual({ action: 'openPage', payload: { url: 'pesoloan://product/detail?productId=2' } }),
    );
    expect(leftFor()).toEqual([]);
  });

  it('a refused link shows the server message', async () => {
    demo.server.use(
      http.post('*/gopia/goya/define', () =>
        HttpResponse.json({ code: '01', message: 'Bayani Loan is not accepting applications today.', data: null }),
      ),
    );
    await openFailure();
    await app!.user.click(within(cards()[3]).getByRole('button', { name: 'Apply now' }));
    await waitFor(() => expect(getToastText()).toBe('Bayani Loan is not accepting applications today.'));
    expect(leftFor()).toEqual([]);
  });
});

describe('content files', () => {
  it('every markdown block of a screen names a file that exists in content/', () => {
    const sources: string[] = [];
    const walk = (node: unknown) => {
      if (Array.isArray(node)) node.forEach(walk);
      else if (node && typeof node === 'object') {
        const record = node as Record<string, unknown>;
        if (record.type === 'markdown' && typeof record.source === 'string') sources.push(record.source);
        Object.values(record).forEach(walk);
      }
    };
    for (const folder of readdirSync('screens')) {
      const file = join('screens', folder, 'screen.json');
      if (existsSync(file)) walk(JSON.parse(readFileSync(file, 'utf8')));
    }
    expect(sources.length).toBeGreaterThan(5);
    for (const source of sources) expect(existsSync(join('content', `${source}.md`)), source).toBe(true);
  });

  it('no content file carries HTML or a hard-coded currency', () => {
    const files = ['about-us.md', 'privacy-policy.md', 'loan-agreement.md'];
    for (const file of files) {
      const text = readFileSync(join('content', file), 'utf8');
      expect(text, file).not.toMatch(/<[a-z!/]/i);
      expect(text, file).not.toMatch(/Rs\.|₱\d|₹\d/);
    }
  });
});
