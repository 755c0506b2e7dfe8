// Browser tests of the URL policy with hostile server replies: the built app on the demo server
// in Chromium, the demo state changed to send what a compromised server might.
// Screenshot: tests/e2e/screenshots/security-not-found.png.
import type { Page, Request as PwRequest } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { E2E_SESSION, type E2eApp, expectCleanPage, screenshot, startApp } from './harness.ts';

const SESSION = E2E_SESSION;

let app: E2eApp;
beforeAll(async () => {
  app = await startApp();
});
afterAll(async () => {
  await app?.close();
});

const toast = (page: Page) => page.locator('.app-toast-region');

function setProductLink(key: string, link: string): () => void {
  const product = app.state.products.find((candidate) => candidate.key === key)!;
  const original = product.link;
  product.link = link;
  return () => {
    product.link = original;
  };
}

function setRedirect(orderId: string, playeduL: string): () => void {
  const order = app.state.orders.get(orderId)!;
  const original = order.playeduL;
  order.playeduL = playeduL;
  return () => {
    order.playeduL = original;
  };
}

/** Opens the joint-login failure page and taps the second product's "Apply now" (Kaagapay Cash). */
async function tapSecondProduct() {
  const recorded = await app.openPage(`/theBiology?${SESSION}`);
  const { page } = recorded;
  await page.getByText('We could not sign you in to Kaagapay Cash').waitFor();
  const url = page.url();
  await page.getByRole('button', { name: 'Apply now' }).nth(1).click();
  await recorded.waitForApiCall('/gopia/goya/define');
  return { recorded, page, url };
}

describe('joint-login failure product links in Chromium', () => {
  it('a javascript: product link reaches no openPage, runs nothing and tells the borrower', async () => {
    const restore = setProductLink('kaagapay-cash', 'javascript:document.title="pwned"');
    try {
      const { recorded, page, url } = await tapSecondProduct();
      await expect.poll(() => toast(page).textContent()).toContain("This link can't be opened.");
      expect(recorded.bridgeCalls.filter((call) => call.action === 'openPage')).toEqual([]);
      expect(page.url()).toBe(url);
      expect(await page.title()).not.toBe('pwned');
      expectCleanPage(recorded);
    } finally {
      restore();
    }
  });

  it('a data: or file: product link reaches no openPage either', async () => {
    for (const link of ['data:text/html,<script>alert(1)</script>', 'file:///android_asset/www/index.html', 'JaVaScRiPt:alert(1)']) {
      const restore = setProductLink('kaagapay-cash', link);
      try {
        const { recorded, page } = await tapSecondProduct();
        await expect.poll(() => toast(page).textContent()).toContain("This link can't be opened.");
        expect(recorded.bridgeCalls.filter((call) => call.action === 'openPage')).toEqual([]);
      } finally {
        restore();
      }
    }
  });

  it('a product link reply without a URL sends no openPage', async () => {
    const restore = setProductLink('kaagapay-cash', '');
    try {
      const { recorded, page, url } = await tapSecondProduct();
      await expect.poll(() => toast(page).textContent()).toContain("This link can't be opened.");
      expect(recorded.bridgeCalls.filter((call) => call.action === 'openPage')).toEqual([]);
      expect(page.url()).toBe(url);
    } finally {
      restore();
    }
  });

  it('the app scheme of config.js still reaches the native openPage', async () => {
    const { recorded } = await tapSecondProduct();
    expect((await recorded.waitForBridgeCall('openPage')).payload).toEqual({ url: 'pesoloan://product/detail?productId=2' });
  });
});

describe('server redirects in Chromium', () => {
  it("a redirect to /hasOf?sessionId=other keeps the borrower's session in every call of the next page", async () => {
    const restore = setRedirect('ORDREDIRECT', '/hasOf?sessionId=other&userId=1&mobile=09990000000&deviceId=attacker&orderId=ORD170');
    try {
      const recorded = await app.openPage(`/hasOf?${SESSION}&orderId=ORDREDIRECT`);
      const { page } = recorded;
      await page.waitForURL(/orderId=ORD170/);
      const firstPageCalls = recorded.apiCalls.filter((call) => call.query.orderId === 'ORDREDIRECT').length;
      await expect.poll(() => recorded.apiCalls.some((call) => call.query.orderId === 'ORD170')).toBe(true);
      await page.getByText('PesoNow').first().waitFor();

      const address = Object.fromEntries(new URL(page.url()).searchParams);
      expect(address).toMatchObject({
        sessionId: 'e2e-session',
        userId: '10001',
        mobile: '09171234567',
        deviceId: 'e2e-device',
        orderId: 'ORD170',
      });
      const nextPageCalls = recorded.apiCalls.slice(firstPageCalls);
      expect(nextPageCalls.length).toBeGreaterThan(0);
      for (const call of nextPageCalls) {
        expect({ path: call.path, ...pick(call.query, ['sessionId', 'userId', 'mobile', 'deviceId']) }).toEqual({
          path: call.path,
          sessionId: 'e2e-session',
          userId: '10001',
          mobile: '09171234567',
          deviceId: 'e2e-device',
        });
      }
      expect(JSON.stringify(recorded.apiCalls)).not.toMatch(/attacker|"other"|09990000000/);
      expectCleanPage(recorded);
    } finally {
      restore();
    }
  });

  it('a redirect to /contract/1 shows the not-found page with a way out', async () => {
    const restore = setRedirect('ORDREDIRECT', '/contract/1');
    try {
      const recorded = await app.openPage(`/hasOf?${SESSION}&orderId=ORDREDIRECT`);
      const { page } = recorded;
      await page.waitForURL(/\/contract\/1\?/);
      await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
      await page.getByText('This link does not open a page of the app.').waitFor();
      await screenshot(page, 'security-not-found');
      await page.getByRole('button', { name: 'Close this page' }).click();
      expect((await recorded.waitForBridgeCall('closeWebview')).payload).toBeNull();
      await page.getByRole('button', { name: 'Go to the app home' }).click();
      await recorded.waitForBridgeCall('goHome');
      expectCleanPage(recorded);
    } finally {
      restore();
    }
  });

  it('a redirect to another host or an IP literal goes nowhere and says so', async () => {
    for (const target of ['//evil.example/phish', 'https://2130706433/', 'https://trustеd.example/']) {
      const restore = setRedirect('ORDREDIRECT', target);
      try {
        const recorded = await app.openPage(`/hasOf?${SESSION}&orderId=ORDREDIRECT`);
        const { page } = recorded;
        await expect.poll(() => toast(page).textContent()).toContain("This link can't be opened.");
        expect(new URL(page.url()).pathname).toBe('/hasOf');
      } finally {
        restore();
      }
    }
  });
});

describe('frames in Chromium', () => {
  it("the agreement frame of an in-app page opens with the borrower's session, not the one its URL carries", async () => {
    let framedDocument: Promise<PwRequest> | undefined;
    const recorded = await app.openPage(`/humanQuestions?${SESSION}`, {
      beforeOpen: async (page) => {
        framedDocument = page.waitForRequest(
          (request) => request.frame() !== page.mainFrame() && new URL(request.url()).pathname === '/hasOf',
        );
        await page.route('**/loan-confirm/loan-detail-confirm**', async (route) => {
          const response = await route.fetch();
          const reply = (await response.json()) as { data: Record<string, unknown> };
          reply.data.popAgreementUrl = '/hasOf?sessionId=attacker-session&userId=1&orderId=ORD170';
          await route.fulfill({ response, json: reply });
        });
      },
    });
    await recorded.page.getByRole('dialog', { name: 'Loan agreement' }).waitFor();
    const opened = new URL((await framedDocument!).url());
    expect(pick(Object.fromEntries(opened.searchParams), ['sessionId', 'userId', 'deviceId', 'mobile', 'orderId'])).toEqual({
      sessionId: 'e2e-session',
      userId: '10001',
      deviceId: 'e2e-device',
      mobile: '09171234567',
      orderId: 'ORD170',
    });
    expect(JSON.stringify(recorded.apiCalls)).not.toContain('attacker-session');
  });
});

function pick(record: Record<string, string>, keys: string[]): Record<string, string | undefined> {
  return Object.fromEntries(keys.map((key) => [key, record[key]]));
}
