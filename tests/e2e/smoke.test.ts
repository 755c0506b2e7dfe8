import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { E2E_SESSION, type E2eApp, expectCleanPage, screenshot, startApp } from './harness.ts';

/** A screen's own loading state (its title over the skeleton), not the app's frame before it. */
const SCREEN_LOADING = '.eng-screen[data-screen][aria-busy="true"]';

/** Records in the page whether a screen ever showed its own loading state, from before the app runs. */
async function watchScreenLoading(page: Page): Promise<void> {
  await page.addInitScript((selector: string) => {
    const state = window as unknown as { __screenLoadingSeen: boolean };
    state.__screenLoadingSeen = false;
    const mark = () => (state.__screenLoadingSeen = true);
    new MutationObserver((records) => {
      for (const record of records) {
        const target = record.target as Element;
        if (record.type === 'attributes' && record.oldValue === 'true' && target.matches?.('[data-screen]')) mark();
        for (const node of record.addedNodes)
          if (node instanceof Element && (node.matches(selector) || node.querySelector(selector))) mark();
      }
    }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-busy'], attributeOldValue: true });
  }, SCREEN_LOADING);
}

describe('demo server with the built app', () => {
  let app: E2eApp;

  beforeAll(async () => {
    app = await startApp();
  });

  afterAll(async () => {
    await app?.close();
  });

  it('serves index.html for app routes (SPA fallback) but never for API paths', async () => {
    const home = await fetch(`${app.url}/`);
    const route = await fetch(`${app.url}/hasOf?x=1`);
    const unknownApi = await fetch(`${app.url}/currentlyer/no-such-endpoint`);

    expect(home.status).toBe(200);
    expect(route.status).toBe(200);
    expect(route.headers.get('content-type')).toContain('text/html');
    expect(await route.text()).toBe(await home.text());
    expect(unknownApi.status).toBe(404);
    expect(unknownApi.headers.get('content-type')).toContain('application/json');
  });

  it('opens the app, answers an API call made by the page, and raises no page error', async () => {
    const recorded = await app.openPage('/');
    const reply = await recorded.page.evaluate(async () => {
      const response = await fetch('/currentlyer/v3/loan-details/loan-details?orderId=ORD174D');
      return { status: response.status, body: (await response.json()) as { code: unknown; data: { orderStatus: unknown } } };
    });

    expect(reply.status).toBe(200);
    expect(reply.body.code).toBe(0);
    expect(reply.body.data.orderStatus).toBe(174);
    const call = await recorded.waitForApiCall('/loan-details/loan-details');
    expect(call.query.orderId).toBe('ORD174D');
    expect(recorded.pageErrors).toEqual([]);
    await screenshot(recorded.page, 'smoke-home');
  });

  it('a screen whose first reply is in by the time its code is renders once, with its data: its loading state never shows', async () => {
    const recorded = await app.openPage(`/hasOf?${E2E_SESSION}&orderId=ORD180D`, {
      beforeOpen: async (page) => {
        await watchScreenLoading(page);
        // The app's code waits for the reply, so the reply is surely in first, however busy the machine.
        const replied = new Promise<void>((resolve) =>
          page.on('requestfinished', (request) => request.url().includes('/loan-details/loan-details') && resolve()),
        );
        await page.route('**/assets/index-*.js', async (route) => {
          await replied;
          await route.continue();
        });
      },
    });
    const { page } = recorded;
    await page.getByRole('button', { name: 'REPAY', exact: true }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { __screenLoadingSeen: boolean }).__screenLoadingSeen)).toBe(false);
    expect(recorded.apiCalls.filter((call) => call.path.endsWith('/loan-details/loan-details'))).toHaveLength(1);
    expectCleanPage(recorded);
  });

  it('a screen whose first reply is slow shows its own loading state (its title, the skeleton) until the reply is in', async () => {
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    const recorded = await app.openPage(`/hasOf?${E2E_SESSION}&orderId=ORD180D`, {
      beforeOpen: async (page) => {
        await page.route('**/loan-details/loan-details*', async (route) => {
          await released;
          await route.continue();
        });
      },
    });
    const { page } = recorded;
    const loading = page.locator(SCREEN_LOADING);
    await loading.waitFor();
    await expect(loading.getByRole('heading', { level: 1 }).textContent()).resolves.not.toBe('');
    await expect(page.getByRole('button', { name: 'REPAY', exact: true }).count()).resolves.toBe(0);
    release();
    await page.getByRole('button', { name: 'REPAY', exact: true }).waitFor();
    expect(recorded.apiCalls.filter((call) => call.path.endsWith('/loan-details/loan-details'))).toHaveLength(1);
    expectCleanPage(recorded);
  });

  it('records bridge calls the page dispatches as appbridge events (CONTRACTS §4)', async () => {
    const recorded = await app.openPage('/');
    await recorded.page.evaluate(() => {
      window.dispatchEvent(new CustomEvent('appbridge', { detail: { action: 'callPhone', payload: { phone: '(02) 8876 5432' } } }));
    });

    const call = await recorded.waitForBridgeCall('callPhone');
    expect(call.payload).toEqual({ phone: '(02) 8876 5432' });
  });
});
