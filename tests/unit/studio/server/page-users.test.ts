// Which screens show a page, read as the app reads a screen's pages (its markdown blocks, parts put in
// place), and the screen's name as staff know it: the server refuses a page's removal with it and the
// remove dialog says it before anyone tries.
import { describe, expect, it } from 'vitest';

import { nameScreen, pageInUse, pageOfFile, screensShowingPage, type ScreenTexts } from '../../../../studio/shared/page-users.ts';

const screen = (name: string, body: object, title?: string): ScreenTexts => ({
  name,
  screen: JSON.stringify({
    id: name.replace(/-(.)/g, (_, c: string) => c.toUpperCase()),
    route: { path: `/${name}` },
    title: { msg: `${name}.title` },
    ...body,
  }),
  messages: title === undefined ? null : JSON.stringify({ en: { [`${name}.title`]: title }, fil: { [`${name}.title`]: `${title} (fil)` } }),
});
const markdown = (source: string) => ({ type: 'markdown', source });

describe('the screens that show a page', () => {
  const folder = {
    screens: [
      screen('about-us', { blocks: [{ type: 'card', blocks: [markdown('about-us')] }] }, 'About us'),
      screen('official-about', { footer: [{ type: 'include', part: 'company-footer' }] }),
      screen('payment-channel', { blocks: [markdown('payment-channel/bills-payment')] }, 'Ways to pay'),
      screen('broken', {}),
      { name: 'half-typed', screen: '{"blocks": [', messages: null },
    ],
    parts: [{ name: 'company-footer', text: JSON.stringify({ blocks: [markdown('about-us')] }) }],
    shared: JSON.stringify({ en: { 'official-about.title': 'Who we are' } }),
  };

  it('finds a markdown block anywhere on a screen and in a part it includes, named by title (own texts, then shared)', () => {
    expect(screensShowingPage('about-us', folder).map((found) => found.title)).toEqual(['About us', 'Who we are']);
    expect(screensShowingPage('payment-channel/bills-payment', folder)).toEqual([
      { name: 'payment-channel', title: 'Ways to pay', path: '/payment-channel' },
    ]);
    expect(screensShowingPage('privacy-policy', folder)).toEqual([]);
  });

  it('still reads a screen whose include names no part, and passes over a screen that is not JSON', () => {
    const missing = { ...folder, parts: [] };
    expect(screensShowingPage('about-us', missing).map((found) => found.name)).toEqual(['about-us']);
  });

  it('takes a page from its English file only: a Filipino text alone may go', () => {
    expect(pageOfFile('content/about-us.md')).toBe('about-us');
    expect(pageOfFile('content/payment-channel/wallet-app.md')).toBe('payment-channel/wallet-app');
    expect(pageOfFile('content/about-us.fil.md')).toBeUndefined();
    expect(pageOfFile('screens/messages.json')).toBeUndefined();
  });

  it('names a screen without a readable title by its folder, and says why in words', () => {
    expect(nameScreen({ name: 'broken', screen: 'not json', messages: null })).toEqual({
      name: 'broken',
      title: 'broken',
      path: '/broken',
    });
    const [aboutUs, official] = screensShowingPage('about-us', folder);
    expect(pageInUse([aboutUs])).toBe("The screen 'About us' (/about-us) shows this page: remove it from that screen first.");
    expect(pageInUse([aboutUs, official])).toBe(
      "The screens 'About us' (/about-us) and 'Who we are' (/official-about) show this page: remove it from those screens first.",
    );
  });
});
