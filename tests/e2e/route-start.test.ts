// A route's first API calls start before the app's main chunk has arrived (src/app/route-start.ts),
// and the screen takes over their replies: one request per call, never two, with the same
// session, headers and body as the screen itself sends.
// Over 400 lines on purpose: one built app and one browser serve every route's case.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import type { Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { brandPalette } from '../../src/app/ui/brand-palette.ts';
import { type ApiCall, E2E_SESSION, type E2eApp, expectCleanPage, type RecordedPage, startApp, untilIdle } from './harness.ts';

const DIST = process.env.E2E_DIST_DIR ?? 'dist';
const html = readFileSync(join(DIST, 'index.html'), 'utf8');
/** The app's main entry: the last module script of index.html (the route start comes first). */
const MAIN_CHUNK = [...html.matchAll(/<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/g)].at(-1)![1];
/** The route start's chunk: the first module script. */
const ROUTE_START_CHUNK = [...html.matchAll(/<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/g)][0][1];

/** The app's stylesheet (its link after the frame). */
const STYLESHEET = /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/.exec(html)![1];

/**
 * How long a held script waits for the call before it is let through, the test then failing: the
 * call comes at once when the app is right, but a page's first steps can take ten times their quiet
 * time on a busy machine.
 */
const HOLD_MS = 30_000;

let app: E2eApp;
beforeAll(async () => {
  app = await startApp();
});
afterAll(async () => {
  await app?.close();
});

/**
 * Holds the app's main chunk until an API call ending in `pathEnd` (or a request whose path
 * matches it) has been sent (or HOLD_MS have passed), so a request sent by the app's own screen could
 * never be seen first.
 */
function holdMainChunkUntilCall(pathEnd: string | RegExp, ...more: RegExp[]) {
  return holdChunkUntil(MAIN_CHUNK, pathEnd, ...more);
}

/** As holdMainChunkUntilCall, for any script of the page (`chunk`: its path). */
function holdChunkUntil(chunk: string, pathEnd: string | RegExp, ...more: RegExp[]) {
  const held = { sawCallFirst: false };
  const beforeOpen = async (page: Page) => {
    let sawCall: () => void = () => undefined;
    const seen = new Promise<void>((resolve) => (sawCall = resolve));
    const waiting = new Set([pathEnd, ...more]);
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      for (const want of waiting) if (typeof want === 'string' ? pathname.endsWith(want) : want.test(pathname)) waiting.delete(want);
      if (waiting.size === 0) sawCall();
    });
    await page.route(`**${chunk}`, async (route: Route) => {
      held.sawCallFirst = await Promise.race([
        seen.then(() => true),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), HOLD_MS)),
      ]);
      await route.continue();
    });
  };
  return { held, beforeOpen };
}

const callsTo = (recorded: RecordedPage, pathEnd: string): ApiCall[] => recorded.apiCalls.filter((call) => call.path.endsWith(pathEnd));

describe("the HTML's early script sends a route's first API calls as soon as config.js has run", () => {
  it("loan details: asked for before the route start's chunk and the stylesheet have arrived, once, and the screen shows its reply", async () => {
    const { held, beforeOpen } = holdChunkUntil(ROUTE_START_CHUNK, '/loan-details/loan-details');
    // config.js runs as soon as it is in: the call does not wait for the stylesheet (a deferred config.js did).
    const sheet = holdChunkUntil(STYLESHEET, '/loan-details/loan-details');
    const recorded = await app.openPage(`/hasOf?${E2E_SESSION}&orderId=ORD180D`, {
      beforeOpen: async (page) => {
        await beforeOpen(page);
        await sheet.beforeOpen(page);
      },
    });
    const { page } = recorded;
    await page.getByRole('button', { name: 'REPAY', exact: true }).waitFor();
    expect(held.sawCallFirst).toBe(true);
    expect(sheet.held.sawCallFirst).toBe(true);
    const [call, ...again] = callsTo(recorded, '/loan-details/loan-details');
    expect(again).toEqual([]);
    expect(call.query).toMatchObject({ orderId: 'ORD180D', productId: '1', product_id: '1', sessionId: 'e2e-session', userId: '10001' });
    expect(call.headers['x-requested-with']).toBe('XMLHttpRequest');
    expectCleanPage(recorded);
  });

  it("a lender's config.js: its API address, provider and brand pair; each call once, before the route start's chunk", async () => {
    const lender = { apiBase: '', promoBase: '', provider: 'lendco', brandColors: ['#f5a623', '#ffc862'], locale: 'fil-PH' };
    const { held, beforeOpen } = holdChunkUntil(
      ROUTE_START_CHUNK,
      '/api/v2/lendco/service/channel/channel-template',
      /\/api\/v2\/lendco\/promotion\/get-sid$/,
    );
    const recorded = await app.openPage('/register?templateId=1', {
      beforeOpen: async (page) => {
        lender.apiBase = app.url;
        lender.promoBase = `${app.url}/`;
        await page.route('**/config.js', (route) =>
          route.fulfill({ contentType: 'text/javascript', body: `window.__APP_CONFIG__ = ${JSON.stringify(lender)};` }),
        );
        await beforeOpen(page);
      },
    });
    const { page } = recorded;
    await recorded.waitForApiCall('/promotion/track-visit');
    await page.locator('main input').first().waitFor();
    expect(held.sawCallFirst).toBe(true);
    expect(callsTo(recorded, '/channel/channel-template').map((call) => call.path)).toEqual([
      '/api/v2/lendco/service/channel/channel-template',
    ]);
    expect(callsTo(recorded, '/promotion/get-sid').map((call) => call.path)).toEqual(['/api/v2/lendco/promotion/get-sid']);
    // The lender's colours, darkened where they are text or under white text, with no request of their own.
    const tokens = await page.evaluate(() => {
      const style = getComputedStyle(document.documentElement);
      return ['--brand', '--brand-ink', '--brand-fill', '--brand-fill-2'].map((name) => style.getPropertyValue(name).trim());
    });
    const palette = brandPalette(lender.brandColors as [string, string]);
    expect(tokens).toEqual([palette['--brand'], palette['--brand-ink'], palette['--brand-fill'], palette['--brand-fill-2']]);
    const scripts = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname));
    expect(scripts.filter((path) => path.includes('brand-palette'))).toEqual([]);
    expectCleanPage(recorded);
  });

  it('an early call that fails fails as any call does: the error with Retry, and Retry asks again', async () => {
    let failed = 0;
    const { held, beforeOpen } = holdChunkUntil(ROUTE_START_CHUNK, '/loan-details/loan-details');
    const recorded = await app.openPage(`/hasOf?${E2E_SESSION}&orderId=ORD180D`, {
      beforeOpen: async (page) => {
        await page.route('**/loan-details/loan-details?*', async (route) => {
          if (failed === 0) {
            failed += 1;
            await route.abort('failed');
          } else await route.continue();
        });
        await beforeOpen(page);
      },
    });
    const { page } = recorded;
    const retry = page.getByRole('button', { name: 'Retry' });
    await retry.waitFor();
    expect(held.sawCallFirst).toBe(true);
    expect(callsTo(recorded, '/loan-details/loan-details')).toHaveLength(1);
    await retry.click();
    await page.getByRole('button', { name: 'REPAY', exact: true }).waitFor();
    expect(failed).toBe(1);
    expect(callsTo(recorded, '/loan-details/loan-details')).toHaveLength(2);
  });
});

describe('a route starts its first API calls before the app has arrived', () => {
  it('loan details: the order is asked for while the main chunk is on the wire, once, and the screen shows its reply', async () => {
    const { held, beforeOpen } = holdMainChunkUntilCall('/loan-details/loan-details');
    const recorded = await app.openPage(`/hasOf?${E2E_SESSION}&orderId=ORD180D`, { beforeOpen });
    const { page } = recorded;
    await page.getByRole('button', { name: 'REPAY', exact: true }).waitFor();
    await page.getByText('Short of money?').waitFor();
    expect(held.sawCallFirst).toBe(true);
    const [call, ...again] = callsTo(recorded, '/loan-details/loan-details');
    expect(again).toEqual([]);
    // The screen's own request: its params, the session in the query, the client's session headers.
    expect(call.method).toBe('GET');
    expect(call.query).toMatchObject({
      orderId: 'ORD180D',
      productId: '1',
      product_id: '1',
      sessionId: 'e2e-session',
      deviceId: 'e2e-device',
      userId: '10001',
    });
    expect(call.headers['x-requested-with']).toBe('XMLHttpRequest');
    // Nothing of the session was kept on the device.
    const stored = await page.evaluate(() => JSON.stringify([Object.entries(localStorage), Object.entries(sessionStorage)]));
    expect(stored).not.toContain('e2e-session');
    expectCleanPage(recorded);
  });

  it('the app takes over the frame the HTML painted: its elements stay on the page, with no second copy, until the screen shows', async () => {
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    const recorded = await app.openPage(`/hasOf?${E2E_SESSION}&orderId=ORD180D`, {
      beforeOpen: async (page) => {
        // The frame's element as the parser put it on the page, before any script could replace it.
        await page.addInitScript(() => {
          const seen = window as unknown as { __htmlFrame?: Element };
          new MutationObserver(() => (seen.__htmlFrame ??= document.querySelector('#root > .app-shell') ?? undefined)).observe(document, {
            childList: true,
            subtree: true,
          });
        });
        // The reply waits, so the frame is what the app renders first.
        await page.route(/\/loan-details\/loan-details/, async (route: Route) => {
          await Promise.race([released, new Promise((resolve) => setTimeout(resolve, HOLD_MS))]);
          await route.continue();
        });
      },
    });
    const { page } = recorded;
    try {
      // React has rendered the frame: its element is React's.
      await page.waitForFunction(
        () => {
          const frame = document.querySelector('#root > .app-shell');
          return frame && Object.keys(frame).some((key) => key.startsWith('__reactFiber$'));
        },
        undefined,
        { timeout: HOLD_MS },
      );
      const same = await page.evaluate(() => {
        const frames = document.querySelectorAll('#root > .app-shell');
        return frames.length === 1 && frames[0] === (window as unknown as { __htmlFrame?: Element }).__htmlFrame;
      });
      expect(same).toBe(true);
    } finally {
      release();
    }
    await page.getByRole('button', { name: 'REPAY', exact: true }).waitFor();
    expect(recorded.consoleErrors.filter((text) => /hydrat|did not match|#418|#423|#425/i.test(text))).toEqual([]);
    expectCleanPage(recorded);
  });

  it("an unknown address whose page needs nothing more than what is in when the app's chunk runs: the frame is taken over, then the not-found page shows", async () => {
    const recorded = await app.openPage(`/noSuchPage?${E2E_SESSION}`, {
      beforeOpen: async (page) => {
        // The manifest and the shared texts are in before the app's chunk runs: the router's
        // loader could settle at once, before React has rendered the frame.
        const waiting = new Set([/\/screens\/manifest\.json$/, /\/screens\/messages\.[0-9a-f]+\.json$/]);
        let allIn: () => void = () => undefined;
        const inBefore = new Promise<void>((resolve) => (allIn = resolve));
        page.on('requestfinished', (request) => {
          for (const want of waiting) if (want.test(new URL(request.url()).pathname)) waiting.delete(want);
          if (waiting.size === 0) allIn();
        });
        await page.route(`**${MAIN_CHUNK}`, async (route: Route) => {
          await Promise.race([inBefore, new Promise((resolve) => setTimeout(resolve, HOLD_MS))]);
          await route.continue();
        });
      },
    });
    await recorded.page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    expect(recorded.consoleErrors.filter((text) => /hydrat|did not match|#418|#423|#425/i.test(text))).toEqual([]);
    expectCleanPage(recorded);
  });

  it('registration: both data sources start early and are sent once each; the visit is tracked once, after them', async () => {
    const { held, beforeOpen } = holdMainChunkUntilCall('/channel/channel-template');
    const recorded = await app.openPage('/register?templateId=1', { beforeOpen });
    const { page } = recorded;
    await recorded.waitForApiCall('/promotion/track-visit');
    await page.getByLabel('Mobile number').waitFor();
    expect(held.sawCallFirst).toBe(true);
    const [template, ...templateAgain] = callsTo(recorded, '/channel/channel-template');
    expect(templateAgain).toEqual([]);
    expect(template.query.templateId ?? template.body.templateId).toBe('1');
    expect(callsTo(recorded, '/promotion/get-sid')).toHaveLength(1);
    await untilIdle(page);
    expect(callsTo(recorded, '/promotion/track-visit')).toHaveLength(1);
    expectCleanPage(recorded);
  });

  it("registration: the banner named by the template's reply is asked for before the reply's check has arrived, once, first of its pictures", async () => {
    const banners: string[] = [];
    const held = { sawBannerFirst: false };
    const recorded = await app.openPage('/register?templateId=1', {
      beforeOpen: async (page) => {
        let sawBanner: () => void = () => undefined;
        const seen = new Promise<void>((resolve) => (sawBanner = resolve));
        page.on('request', (request) => {
          const { pathname } = new URL(request.url());
          if (pathname.endsWith('/promo/pesonow-banner.svg')) {
            banners.push(pathname);
            sawBanner();
          }
        });
        await page.route(/\/assets\/channelTemplateReply-[^/]+\.js$/, async (route) => {
          held.sawBannerFirst = await Promise.race([
            seen.then(() => true),
            new Promise<boolean>((resolve) => setTimeout(() => resolve(false), HOLD_MS)),
          ]);
          await route.continue();
        });
      },
    });
    const { page } = recorded;
    await page.waitForFunction(() => document.querySelector<HTMLImageElement>('img[src$="/promo/pesonow-banner.svg"]')?.complete === true);
    await untilIdle(page);
    expect(held.sawBannerFirst).toBe(true);
    expect(banners).toHaveLength(1);
    // The banner, the largest picture the screen declares, goes first; the product logo above it after.
    const preloads = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].map((link) => [
        new URL(link.href).pathname,
        link.fetchPriority,
      ]),
    );
    expect(preloads).toEqual([
      ['/demo-assets/products/pesonow.svg', 'auto'],
      ['/demo-assets/promo/pesonow-banner.svg', 'high'],
    ]);
    expectCleanPage(recorded);
  });

  it('a legacy hash address is left to the app: it rewrites the address first, then asks once', async () => {
    const recorded = await app.openPage(`/?${E2E_SESSION}#/borrowDetail?orderId=ORD180D`);
    const { page } = recorded;
    await page.waitForURL(/\/hasOf\?/);
    await page.getByRole('button', { name: 'REPAY', exact: true }).waitFor();
    const calls = callsTo(recorded, '/loan-details/loan-details');
    expect(calls).toHaveLength(1);
    expect(calls[0].query).toMatchObject({ orderId: 'ORD180D', sessionId: 'e2e-session' });
    expectCleanPage(recorded);
  });

  it('a reply taken over is not handed to a later screen: opening the same route again asks again', async () => {
    const recorded = await app.openPage(`/hasOf?${E2E_SESSION}&orderId=ORD180D`);
    const { page } = recorded;
    await page.getByRole('button', { name: 'REPAY', exact: true }).click();
    await page.waitForURL(/\/attemptApply\?/);
    await page.goBack();
    await page.waitForURL(/\/hasOf\?/);
    await page.getByRole('button', { name: 'REPAY', exact: true }).waitFor();
    await untilIdle(page);
    expect(callsTo(recorded, '/loan-details/loan-details')).toHaveLength(2);
    expectCleanPage(recorded);
  });

  it("payment method: both first calls leave before anything else of the screen; the code form's code (a dialog a tap opens) waits until the screen has shown", async () => {
    const order: string[] = [];
    const recorded = await app.openPage(`/paymentMethod?${E2E_SESSION}&orderId=ORD180D`, {
      beforeOpen: async (page) => {
        page.on('request', (request) => {
          const { pathname } = new URL(request.url());
          if (
            request.resourceType() === 'xhr' ||
            request.resourceType() === 'fetch' ||
            pathname === MAIN_CHUNK ||
            /^\/assets\/(?:form|\w+Reply)-/.test(pathname) ||
            pathname.startsWith('/icons/')
          )
            order.push(pathname);
        });
      },
    });
    await recorded.page.getByRole('heading', { name: 'Payment method' }).waitFor();
    await recorded.waitForApiCall('/installment/loan-play-detail');
    // The HTML's early script does not ask for it with the screen's own code.
    expect(await recorded.page.evaluate(() => window.__ROUTE_CODE__ ?? []), order.join(', ')).not.toContainEqual(
      expect.stringMatching(/\/assets\/form-/),
    );
    const isCall = (path: string) => path.startsWith('/api/') || path.startsWith('/currentlyer/');
    const calls = order.filter(isCall);
    expect(calls, order.join(', ')).toHaveLength(2);
    // The form's code: once, when the page is idle after the screen has shown (so after both calls),
    // ready before the borrower taps Pay (the code form opens after the commit call's round trip).
    await expect.poll(() => order.filter((path) => /^\/assets\/form-/.test(path)).length).toBe(1);
    const seen = order.join(', ');
    const formCode = order.findIndex((path) => /^\/assets\/form-/.test(path));
    expect(formCode, seen).toBeGreaterThan(order.lastIndexOf(calls[1]));
    // Its pictures come after both calls: each call is followed at most by its own reply check.
    const pictures = order.filter((path) => path.startsWith('/icons/'));
    expect(pictures.length, seen).toBeGreaterThan(0);
    for (const path of pictures) expect(order.indexOf(path), seen).toBeGreaterThan(order.lastIndexOf(calls[1]));
    expectCleanPage(recorded);
  });

  it('the shared texts are asked for by the HTML, before the route start has arrived, once; the screen shows them', async () => {
    const routeStart = [...html.matchAll(/<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/g)][0][1];
    const shared = new RegExp(`^/screens/${JSON.parse(readFileSync(join(DIST, 'screens', 'manifest.json'), 'utf8')).shared.file}$`);
    const { held, beforeOpen } = holdChunkUntil(routeStart, shared);
    const requested: string[] = [];
    const recorded = await app.openPage(`/hasOf?${E2E_SESSION}&orderId=ORD180D`, {
      beforeOpen: async (page) => {
        page.on('request', (request) => {
          const { pathname } = new URL(request.url());
          if (shared.test(pathname)) requested.push(pathname);
        });
        await beforeOpen(page);
      },
    });
    // A shared text on the screen: its button.
    await recorded.page.getByRole('button', { name: 'REPAY', exact: true }).waitFor();
    expect(held.sawCallFirst).toBe(true);
    expect(requested).toHaveLength(1);
    expectCleanPage(recorded);
  });

  it("while the route loads, the skeleton's shine animates transform alone (the compositor runs it: no paint on the main thread each frame)", async () => {
    let animated: { pseudo: string | null; properties: string[] }[] = [];
    const recorded = await app.openPage(`/hasOf?${E2E_SESSION}&orderId=ORD180D`, {
      beforeOpen: async (page) => {
        // Looked at while the app's chunk is held, so the skeleton of index.html is what shows.
        await page.route(`**${MAIN_CHUNK}`, async (route: Route) => {
          try {
            await page.waitForSelector('.eng-skeleton-line', { state: 'attached' });
            animated = await page.evaluate(() =>
              document.getAnimations().map((animation) => {
                const effect = animation.effect as KeyframeEffect;
                const keys = effect.getKeyframes().flatMap((frame) => Object.keys(frame));
                const properties = [...new Set(keys)].filter((key) => !['offset', 'computedOffset', 'easing', 'composite'].includes(key));
                return { pseudo: effect.pseudoElement, properties };
              }),
            );
          } finally {
            await route.continue();
          }
        });
      },
    });
    await recorded.page.getByRole('button', { name: 'REPAY', exact: true }).waitFor();
    expect(animated.length).toBeGreaterThan(0);
    for (const animation of animated) expect(animation.properties, JSON.stringify(animated)).toEqual(['transform']);
    expectCleanPage(recorded);
  });

  it("an in-app navigation: the next screen's call leaves while its code is still on the wire, once, with the borrower's session", async () => {
    const recorded = await app.openPage(`/toThe?${E2E_SESSION}`);
    const { page } = recorded;
    const entry = page.getByRole('button', { name: /My complaints/ });
    await entry.waitFor();
    // The list's tabs code is held until its call has left: the screen cannot have sent it.
    let sawCall: () => void = () => undefined;
    const callSeen = new Promise<boolean>((resolve) => (sawCall = () => resolve(true)));
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('/user-problem/problem-list')) sawCall();
    });
    let heldUntilCall: boolean | undefined;
    await page.route(/\/assets\/tabs-[\w-]+\.js$/, async (route) => {
      heldUntilCall = await Promise.race([callSeen, new Promise<boolean>((resolve) => setTimeout(() => resolve(false), HOLD_MS))]);
      await route.continue();
    });
    await entry.click();
    await page.getByRole('tab').first().waitFor();
    expect(heldUntilCall).toBe(true);
    const calls = callsTo(recorded, '/user-problem/problem-list');
    expect(calls).toHaveLength(1);
    expect(calls[0].query).toMatchObject({ sessionId: 'e2e-session', deviceId: 'e2e-device' });
    expectCleanPage(recorded);
  });

  it('payment channels: the content files of its markdown blocks are asked for before the main chunk has arrived, and the screen shows their text', async () => {
    // the folder's three files are one chunk (vite.config.ts)
    const { held, beforeOpen } = holdMainChunkUntilCall(/^\/assets\/content-payment-channel-[^/]+\.js$/);
    const recorded = await app.openPage('/paymentChannel', { beforeOpen });
    await recorded.page.getByRole('heading', { name: '2. Pay in the wallet app' }).waitFor();
    expect(held.sawCallFirst).toBe(true);
    expectCleanPage(recorded);
  });

  it("older loan confirm: its reply reader comes in its reply check's chunk, one script, before the main chunk has arrived", async () => {
    const scripts: string[] = [];
    const { held, beforeOpen } = holdMainChunkUntilCall(/^\/assets\/legacyConfirmReply-[^/]+\.js$/);
    const recorded = await app.openPage(`/discernEvolutionary?${E2E_SESSION}`, {
      beforeOpen: async (page) => {
        page.on('request', (request) => {
          if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
        });
        await beforeOpen(page);
      },
    });
    // the offer's screen is up (its disclosure dialog opens over it)
    await recorded.page.getByRole('dialog', { name: 'Loan agreement' }).waitFor();
    expect(held.sawCallFirst).toBe(true);
    expect(scripts.filter((path) => /^\/assets\/legacyConfirmReply-/.test(path))).toHaveLength(1);
    expect(scripts.filter((path) => /^\/assets\/legacy-loan-/.test(path))).toEqual([]);
    expectCleanPage(recorded);
  });

  it("bank form: its pickers and its fields built from the card reply are one chunk, asked for before the main chunk has arrived, with the reader's check", async () => {
    const scripts: string[] = [];
    const { held, beforeOpen } = holdMainChunkUntilCall(
      /^\/assets\/form-[^/]+\.js$/,
      /^\/assets\/choice-fields-[^/]+\.js$/,
      /^\/assets\/cardInitReply-[^/]+\.js$/,
    );
    const recorded = await app.openPage(`/provideChoices?${E2E_SESSION}`, {
      beforeOpen: async (page) => {
        page.on('request', (request) => {
          if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
        });
        await beforeOpen(page);
      },
    });
    await recorded.page.getByLabel('GCash number').waitFor();
    expect(held.sawCallFirst).toBe(true);
    expect(scripts.filter((path) => /^\/assets\/(?:choice-picker|build-fields|card-init)-/.test(path))).toEqual([]);
    expectCleanPage(recorded);
  });

  it("complaint form: its form code with its draft key and hash (one chunk) and its photo field's code are asked for before the main chunk has arrived", async () => {
    const scripts: string[] = [];
    const { held, beforeOpen } = holdMainChunkUntilCall(/^\/assets\/form-[^/]+\.js$/, /^\/assets\/image-upload-[^/]+\.js$/);
    const recorded = await app.openPage(`/complainPageNext?${E2E_SESSION}&orderId=ORD174D&problemType=2&orderNo=ORD174D`, {
      beforeOpen: async (page) => {
        page.on('request', (request) => {
          if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
        });
        await beforeOpen(page);
      },
    });
    await recorded.page.getByRole('button', { name: 'Send', exact: true }).waitFor();
    expect(held.sawCallFirst).toBe(true);
    // The draft key and its hash are in the form's chunk: no request of their own.
    expect(scripts.filter((path) => /^\/assets\/(?:draft-key|sha2|utils)-/.test(path))).toEqual([]);
    expectCleanPage(recorded);
  });

  it("fetches a screen's first pictures once: the route start asks for them, the page shows them from that reply", async () => {
    const pictures: string[] = [];
    const beforeOpen = async (page: Page) => {
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (pathname.endsWith('.svg') || pathname.endsWith('.png')) pictures.push(pathname);
      });
    };
    const recorded = await app.openPage('/', { beforeOpen });
    const { page } = recorded;
    const hero = page.locator('img[src$="/site/home-hero.svg"]');
    await hero.waitFor();
    await page.waitForFunction(() => document.querySelector<HTMLImageElement>('img[src$="/site/home-hero.svg"]')?.complete === true);
    await untilIdle(page);
    expect(pictures.filter((path) => path === '/site/home-hero.svg')).toHaveLength(1);
    // Asked for by the route start, before the screen rendered its <img>.
    const initiators = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('/site/home-hero.svg'))
        .map((entry) => (entry as PerformanceResourceTiming).initiatorType),
    );
    expect(initiators).toEqual(['link']);
    expectCleanPage(recorded);
  });

  it("a screen's own picture takes the route start's reply: the <img> sends no request of its own (the page's icon, the same picture, is inline and asks for no file)", async () => {
    const recorded = await app.openPage('/downloadTemplate');
    const { page } = recorded;
    await page.waitForFunction(() => document.querySelector<HTMLImageElement>('img.eng-image[src$="/favicon.svg"]')?.complete === true);
    await untilIdle(page);
    const initiators = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname === '/favicon.svg')
        .map((entry) => (entry as PerformanceResourceTiming).initiatorType),
    );
    expect(initiators).toEqual(['link']);
    expectCleanPage(recorded);
  });
});

/**
 * Counts the page's calls into Intl (and the toLocale* methods built on it) from the first byte:
 * the first such call of a page loads the browser's locale data, a long task on a cheap phone.
 */
const COUNT_INTL = () => {
  const counts: Record<string, number> = {};
  (window as unknown as { __intlCalls: Record<string, number> }).__intlCalls = counts;
  const wrap = <T extends object>(owner: T, key: keyof T & string, label: string) => {
    const original = owner[key] as unknown as (...args: unknown[]) => unknown;
    const wrapped = new Proxy(original, {
      apply(target, self, args) {
        counts[label] = (counts[label] ?? 0) + 1;
        return Reflect.apply(target, self, args);
      },
      construct(target, args, newTarget) {
        counts[label] = (counts[label] ?? 0) + 1;
        return Reflect.construct(target, args, newTarget) as object;
      },
    });
    Object.defineProperty(owner, key, { value: wrapped, configurable: true, writable: true });
  };
  wrap(Intl.NumberFormat, 'supportedLocalesOf', 'Intl.NumberFormat.supportedLocalesOf');
  for (const name of ['NumberFormat', 'DateTimeFormat', 'PluralRules', 'Collator', 'Locale'] as const) wrap(Intl, name, `Intl.${name}`);
  wrap(Number.prototype, 'toLocaleString', 'Number#toLocaleString');
  wrap(Date.prototype, 'toLocaleString', 'Date#toLocaleString');
  wrap(Date.prototype, 'toLocaleDateString', 'Date#toLocaleDateString');
  wrap(String.prototype, 'localeCompare', 'String#localeCompare');
};

describe('no Intl before the first screen', () => {
  for (const [route, shows] of [
    ['/toThe', 'How can we help you?'],
    // The loan offer shows amounts (the money format) and dates.
    ['/humanQuestions', '₱5,000.00'],
  ] as const) {
    it(`${route}: config, session, screen and its money format make no Intl call before the screen shows`, async () => {
      const recorded = await app.openPage(`${route}?${E2E_SESSION}`, {
        beforeOpen: async (page: Page) => {
          await page.addInitScript(COUNT_INTL);
        },
      });
      const { page } = recorded;
      await page.getByText(shows).first().waitFor();
      const counts = await page.evaluate(() => (window as unknown as { __intlCalls?: Record<string, number> }).__intlCalls);
      // The counter was installed (a page without it would pass any check).
      expect(counts).toBeDefined();
      expect(counts).toEqual({});
    });
  }
});
