import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type E2eApp, screenshot, startApp } from './harness.ts';

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

  it('records bridge calls the page dispatches as appbridge events (CONTRACTS §4)', async () => {
    const recorded = await app.openPage('/');
    await recorded.page.evaluate(() => {
      window.dispatchEvent(new CustomEvent('appbridge', { detail: { action: 'callPhone', payload: { phone: '(02) 8876 5432' } } }));
    });

    const call = await recorded.waitForBridgeCall('callPhone');
    expect(call.payload).toEqual({ phone: '(02) 8876 5432' });
  });
});
