import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { withDemoServer } from '../setup/msw.ts';
import { getToastText, renderApp } from './app-harness.tsx';
import { waitForTitle } from './service-harness.tsx';

const demo = withDemoServer();
let app: ReturnType<typeof renderApp> | undefined;
afterEach(() => app?.cleanup());

const CONFIG = {
  company: { name: 'Bayanihan Lending Corp.', secRegistrationNo: 'CS201912345', certificateOfAuthorityNo: '3141' },
  footer: {
    phone: '+63 2 8700 1234',
    email: 'care@bayanihan-lending.ph',
    company: 'Bayanihan Lending Corp.',
    address: '12 Ayala Avenue, Makati City',
    copyright: '© 2025 Bayanihan Lending Corp. All rights reserved.',
  },
};

const nav = () => screen.getByRole('navigation', { name: 'Main' });
const footer = () => document.querySelector('.eng-style--footer') as HTMLElement;

function expectFooterFromConfig() {
  const text = footer().textContent ?? '';
  for (const part of [
    'Bayanihan Lending Corp.',
    'SEC Registration No. CS201912345',
    'Certificate of Authority No. 3141',
    'Phone: +63 2 8700 1234',
    'E-mail: care@bayanihan-lending.ph',
    '12 Ayala Avenue, Makati City',
    '© 2025 Bayanihan Lending Corp. All rights reserved.',
  ]) {
    expect(text).toContain(part);
  }
}

describe('official site', () => {
  it('Home: navigation Home / About us / Privacy Policy / Contact us, two images, and the footer from config', async () => {
    app = renderApp('/', CONFIG);
    await waitForTitle('Home');
    expect(
      within(nav())
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('aria-current')]),
    ).toEqual([
      ['Home', '/', 'page'],
      ['About us', '/about', null],
      ['Privacy Policy', '/policy', null],
      ['Contact us', '/contact', null],
    ]);
    const images = Array.from(document.querySelectorAll('main img')).filter((image) => !image.closest('.eng-nav')) as HTMLImageElement[];
    expect(images.map((image) => new URL(image.src).pathname)).toEqual(['/site/home-hero.svg', '/site/home-app.svg']);
    expect(screen.getByText(/SEC Reg\. No\. CS201912345, Certificate of Authority No\. 3141/)).toBeTruthy();
    expectFooterFromConfig();
    // The site calls no API.
    expect(demo.requests()).toEqual([]);
    await app.user.click(within(nav()).getByRole('link', { name: 'About us' }));
    await waitFor(() => expect(app!.location()).toBe('/about'));
    await waitForTitle('About us');
  });

  it('About: one image, and the company with its SEC and Certificate of Authority numbers', async () => {
    app = renderApp('/about', CONFIG);
    await waitForTitle('About us');
    expect(within(nav()).getByRole('link', { name: 'About us' }).getAttribute('aria-current')).toBe('page');
    await waitFor(() => expect(document.querySelector('.eng-md')).not.toBeNull());
    const images = Array.from(document.querySelectorAll('main img')).filter((image) => !image.closest('.eng-nav'));
    expect(images).toHaveLength(1);
    const card = document.querySelector('main .eng-style--card') as HTMLElement;
    expect(within(card).getByText('Bayanihan Lending Corp.')).toBeTruthy();
    expect(within(card).getByText('SEC Registration No. CS201912345')).toBeTruthy();
    expect(within(card).getByText('Certificate of Authority No. 3141')).toBeTruthy();
    expect(document.querySelector('.eng-md')!.textContent).toContain('Bayanihan Lending Corp. is a lending company');
    expectFooterFromConfig();
  });

  it('Policy: the privacy policy in a sandboxed frame of the app’s own page', async () => {
    app = renderApp('/policy', CONFIG);
    await waitForTitle('Privacy Policy');
    const frame = screen.getByTitle<HTMLIFrameElement>('Privacy Policy');
    expect(new URL(frame.src).pathname).toBe('/psychologicalIncluding');
    expect(frame.getAttribute('sandbox')).toContain('allow-scripts');
    expect(frame.getAttribute('sandbox')).not.toContain('allow-top-navigation');
    expect(frame.getAttribute('sandbox')).not.toContain('allow-forms');
    expectFooterFromConfig();
  });

  it('Contact: one message until all four fields are filled, then "Successful!", and no call is made', async () => {
    app = renderApp('/contact', CONFIG);
    await waitForTitle('Contact us');
    const submit = screen.getByRole('button', { name: 'Submit' });
    await app.user.click(submit);
    await waitFor(() => expect(getToastText()).toBe('Please provide complete information!'));
    await app.user.type(screen.getByLabelText('Name'), 'Maria Dela Cruz');
    await app.user.type(screen.getByLabelText('Telephone'), '09171234567');
    await app.user.type(screen.getByLabelText('Email'), 'maria@example.ph');
    await app.user.click(submit);
    await waitFor(() => expect(getToastText()).toBe('Please provide complete information!'));
    await app.user.type(screen.getByLabelText('Remark'), 'Can I pay early?');
    await app.user.click(submit);
    await waitFor(() => expect(getToastText()).toBe('Successful!'));
    expect(demo.requests()).toEqual([]);
    expect(screen.getByText('+63 2 8700 1234', { selector: '.eng-style--card *' })).toBeTruthy();
  });

  it('works with no company configured: nothing empty is shown', async () => {
    app = renderApp('/');
    await waitForTitle('Home');
    expect(footer().textContent).not.toContain('SEC Registration No.');
    expect(footer().textContent).not.toContain('Phone:');
  });
});
