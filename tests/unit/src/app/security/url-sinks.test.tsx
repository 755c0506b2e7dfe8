// Every sink of the app's services applies the URL policy, whatever the screen file asks: a
// screen (tests/fixtures/sinks/url-sinks.screen.json) hands each hostile address of the corpus
// to each sink, and nothing reaches the native bridge, the page's location, a frame, an image
// or a link. An allowed address does reach each sink, so the tests can tell the two apart.
import { readFileSync } from 'node:fs';

import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { ApiResult, EngineApi } from '../../../../../engine/core/services.ts';
import type { Screen as ScreenDefinition } from '../../../../../engine/generated/schema-types.ts';
import { Screen } from '../../../../../engine/react/screen.tsx';
import { engineRegistries } from '../../../../../engine/registries.ts';
import { checkScreenText } from '../../../../../scripts/lib/check-screens.ts';
import { parseConfig } from '../../../../../src/app/config.ts';
import { createMessages } from '../../../../../src/app/messages/create-messages.ts';
import { toRouteTable } from '../../../../../src/app/routes.ts';
import { createServices } from '../../../../../src/app/services.ts';
import { captureSession, resetSessionForTests } from '../../../../../src/app/session/session.ts';
import {
  HOSTILE_PHONES,
  HOSTILE_URLS,
  POLICY_ALLOWED_HOSTS,
  POLICY_APP_SCHEME,
  POLICY_PAGE,
  POLICY_TRUSTED_HOSTS,
} from '../../../../fixtures/hostile-urls.ts';
import { getScreensBundle } from '../../../../setup/screens.ts';

const FIXTURE = 'tests/fixtures/sinks/url-sinks.screen.json';
const fixtureText = readFileSync(FIXTURE, 'utf8');
const fixture = JSON.parse(fixtureText) as ScreenDefinition;
const SESSION_QUERY = '?deviceId=dev-123456&userId=user-778899&sessionId=sess-abcdef&platform=android&orderId=ORD1';

afterEach(() => {
  cleanup();
  resetSessionForTests();
  vi.restoreAllMocks();
});

// Each loop renders the screen once per address (~150 renders): bounded work, but on a machine shared
// with other builds a render can take ten times as long as alone, so the loops get a generous bound.
const LOOP_TIMEOUT_MS = 240_000;

async function openFixture(reply: { url?: unknown; phone?: unknown }, { waitForContent = false } = {}) {
  const session = captureSession(SESSION_QUERY);
  const sent: { action: string; payload: unknown }[] = [];
  const left: { href: string; replace: boolean }[] = [];
  const toasts: string[] = [];
  const api: EngineApi = {
    call: async (): Promise<ApiResult> => ({ ok: true, data: reply }),
    upload: async (): Promise<ApiResult> => ({ ok: false, kind: 'network' }),
  };
  const services = createServices({
    navigate: vi.fn(),
    config: parseConfig(
      { trustedHosts: POLICY_TRUSTED_HOSTS, allowedHosts: POLICY_ALLOWED_HOSTS, appScheme: POLICY_APP_SCHEME },
      POLICY_PAGE,
    ),
    session,
    messages: createMessages('en'),
    routes: toRouteTable(getScreensBundle().manifest),
    bridge: { send: (action, payload) => void sent.push({ action, payload }), subscribe: () => () => {} },
    api,
    win: { location: { href: POLICY_PAGE, search: SESSION_QUERY }, navigator: {}, document } as unknown as Window,
    toast: { show: (text) => void toasts.push(text) },
    leavePage: (href, replace) => void left.push({ href, replace }),
    isDevelopment: false,
  });
  services.content = { load: async (name) => (name === 'new-window-link' ? 'Read the [terms]({url}).' : undefined) };
  render(<Screen registries={engineRegistries} screen={fixture} services={services} />);
  // The screen is up when its first button is (by its label, as `press` finds it: see there).
  await screen.findByText('Same page', { selector: 'button, button *' });
  // The markdown file loads on its own; wait until its text shows.
  if (waitForContent) await screen.findByText(/Read the/);
  return { sent, left, toasts };
}

// The button by its label: a role query is ten times slower in jsdom, and the loops press ~600 times.
const press = async (name: string) => {
  const button = screen.getByText(name, { selector: 'button, button *' }).closest('button');
  if (!button) throw new Error(`No button labelled ${name}`);
  await act(async () => {
    fireEvent.click(button);
  });
};

// Sinks an action leads to: [button, what must never happen].
const actionSinks = [
  ['Same page', 'location.assign'],
  ['Replace', 'location.replace'],
  ['Native page', 'bridge openPage'],
] as const;

describe('the sink fixture', () => {
  it('is a valid screen file', () => {
    const known = { endpoints: new Set(['hostileReply']), bridgeActions: new Set(['openPage', 'callPhone']) };
    expect(checkScreenText(FIXTURE, fixtureText, known)).toEqual([]);
  });
});

describe(`the ${actionSinks.map(([button, sink]) => `${button} (${sink})`).join(', ')} buttons`, () => {
  it(
    `send none of the ${HOSTILE_URLS.length} hostile addresses anywhere, and say so`,
    async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      const reached: string[] = [];
      // One screen per address, each button pressed on it: a refused address leaves the screen as it was.
      for (const { url } of HOSTILE_URLS) {
        const { sent, left, toasts } = await openFixture({ url });
        for (const [button] of actionSinks) {
          const before = sent.length + left.length;
          await press(button);
          if (sent.length + left.length > before) reached.push(`${button}: ${url}`);
        }
        expect(toasts).toEqual(actionSinks.map(() => "This link can't be opened."));
        cleanup();
      }
      expect(reached).toEqual([]);
    },
    LOOP_TIMEOUT_MS,
  );

  it.each(actionSinks)('an allowed address does get through the %s button', async (button) => {
    const { sent, left } = await openFixture({ url: 'https://wa.me/639171234567' });
    await press(button);
    expect([...sent.map((call) => call.payload), ...left.map((leave) => leave.href)]).toEqual(
      button === 'Native page'
        ? [{ url: 'https://wa.me/639171234567' }]
        : ['https://wa.me/639171234567' + (button === 'Replace' ? '?from=confirm' : '')],
    );
  });
});

describe('the Call button (bridge callPhone)', () => {
  it(
    'dials none of the hostile phone values or addresses, and says so',
    async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      const reached: string[] = [];
      for (const phone of [...HOSTILE_PHONES, ...HOSTILE_URLS.map((entry) => entry.url)]) {
        const { sent, toasts } = await openFixture({ phone });
        await press('Call');
        if (sent.length > 0) reached.push(phone);
        expect(toasts).toEqual(["This phone number can't be called."]);
        cleanup();
      }
      expect(reached).toEqual([]);
    },
    LOOP_TIMEOUT_MS,
  );

  it('a phone number does get through', async () => {
    const { sent } = await openFixture({ phone: '+63 2 8123 4567' });
    await press('Call');
    expect(sent).toEqual([{ action: 'callPhone', payload: { phone: '+63 2 8123 4567' } }]);
  });
});

describe('the frame, image and new-window link', () => {
  it(
    'show none of the hostile addresses',
    async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      const shown: string[] = [];
      for (const { url, category } of HOSTILE_URLS) {
        const container = document.body;
        await openFixture({ url }, { waitForContent: true });
        const frames = [...container.querySelectorAll('iframe')].map((frame) => frame.getAttribute('src'));
        // A content link may be a mailto: to one checked address (the markdown block's own rule).
        const links = [...container.querySelectorAll('a')]
          .map((link) => link.getAttribute('href'))
          .filter((href) => href !== 'mailto:support@example.ph');
        const images = [...container.querySelectorAll('img')].map((image) => image.getAttribute('src'));
        if (frames.length > 0 || links.length > 0) shown.push(url);
        // Images may come from any https host; only a host nobody listed is the difference.
        if (images.length > 0 && category !== 'host') shown.push(url);
        expect(screen.getByText("This link can't be opened.")).toBeTruthy();
        cleanup();
      }
      expect(shown).toEqual([]);
    },
    LOOP_TIMEOUT_MS,
  );

  it('an allowed address is shown in each', async () => {
    await openFixture({ url: '/biologyMind?position=1' }, { waitForContent: true });
    const href = 'https://h5.example.ph/biologyMind?position=1';
    // The frame is a first-party page: it carries the borrower's session.
    expect(document.querySelector('iframe')?.getAttribute('src')).toBe(
      `${href}&deviceId=dev-123456&userId=user-778899&sessionId=sess-abcdef&platform=android&orderId=ORD1`,
    );
    expect(document.querySelector('img')?.getAttribute('src')).toBe(href);
    expect(screen.getByRole('link', { name: 'terms' }).getAttribute('href')).toBe(href);
  });
});
