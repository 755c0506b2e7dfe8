// Browser tests: the built app (dist/) on the demo server, in headless Chromium sized as a phone.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import type { Browser, BrowserContext, Page, Request as PwRequest } from 'playwright-core';
import { expect, onTestFinished, TestRunner } from 'vitest';

import type { DemoState } from '../../scripts/demo-server/data.ts';
import { type DemoServer, isApiPath, startDemoServer } from '../../scripts/demo-server/server.ts';
import { connectChromium } from './browser.ts';

const SCREENSHOT_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'screenshots');
const ANDROID_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 13; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const WAIT_TIMEOUT_MS = 10_000;

export interface ApiCall {
  method: string;
  path: string;
  query: Record<string, string>;
  /** Form fields; a multipart body is kept as `$multipart` text (playwright gives the raw bytes). */
  body: Record<string, string>;
  headers: Record<string, string>;
}

interface BridgeCall {
  action: string;
  payload: unknown;
}

export interface RecordedPage {
  page: Page;
  context: BrowserContext;
  apiCalls: ApiCall[];
  bridgeCalls: BridgeCall[];
  consoleErrors: string[];
  pageErrors: string[];
  /** Resolves with the first API call (already made or coming) whose path ends with `pathEnd`. */
  waitForApiCall: (pathEnd: string, timeoutMs?: number) => Promise<ApiCall>;
  /** Resolves with the first bridge call (already made or coming) of `action`. */
  waitForBridgeCall: (action: string, timeoutMs?: number) => Promise<BridgeCall>;
}

export interface E2eApp {
  url: string;
  state: DemoState;
  server: DemoServer;
  /** A new phone-sized page (own context, fresh storage unless `storageState` gives the storage of an earlier one) opened at `appPath`. */
  openPage: (
    appPath: string,
    options?: {
      storageState?: Awaited<ReturnType<BrowserContext['storageState']>>;
      /** Runs once the page is recorded, before it opens `appPath` (e.g. to route its requests). */
      beforeOpen?: (page: Page) => Promise<void>;
    },
  ) => Promise<RecordedPage>;
  close: () => Promise<void>;
}

const BRIDGE_RECORDER = '__e2eRecordBridgeCall';

/** Serves `dist` (or env E2E_DIST_DIR) on 127.0.0.1 at a free port and connects to the run's Chromium. */
export async function startApp(options: { distDir?: string } = {}): Promise<E2eApp> {
  const distDir = options.distDir ?? process.env.E2E_DIST_DIR ?? 'dist';
  const server = await startDemoServer({ port: 0, host: '127.0.0.1', distDir });
  let browser: Browser;
  try {
    browser = await connectChromium();
  } catch (error) {
    await server.close();
    throw error;
  }
  const contexts: BrowserContext[] = [];

  return {
    url: server.url,
    state: server.state,
    server,
    async openPage(appPath, options = {}) {
      const context = await browser.newContext({
        storageState: options.storageState,
        viewport: { width: 375, height: 812 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
        userAgent: ANDROID_USER_AGENT,
        locale: 'en-PH',
        timezoneId: 'Asia/Manila',
      });
      contexts.push(context);
      closeWhenTestEnds(context);
      const page = await context.newPage();
      const recorded = recordPage(page, context);
      await page.exposeFunction(BRIDGE_RECORDER, (detail: BridgeCall) => {
        recorded.bridgeCalls.push({ action: detail.action, payload: detail.payload });
      });
      // CONTRACTS §4: in a plain browser the bridge dispatches an `appbridge` CustomEvent.
      await page.addInitScript((recorder: string) => {
        window.addEventListener('appbridge', (event) => {
          const detail = (event as CustomEvent<{ action: string; payload?: unknown }>).detail;
          const record = (window as unknown as Record<string, (call: unknown) => void>)[recorder];
          record({ action: detail?.action, payload: detail?.payload ?? null });
        });
      }, BRIDGE_RECORDER);
      await options.beforeOpen?.(page);
      await page.goto(new URL(appPath, server.url).href);
      return recorded;
    },
    async close() {
      await Promise.allSettled(contexts.map((context) => context.close()));
      await browser.close().catch(() => undefined);
      await server.close();
    },
  };
}

/**
 * A page opened by a test is closed when that test ends, pass or fail: a file's pages would
 * otherwise stay open in the run's Chromium to the end of the file, each still running its screen's
 * timers. A page opened in a hook, for several tests, is closed with the app. Tests that run side by
 * side close their own (route-js.test.ts): which test is running is not known while others run.
 */
function closeWhenTestEnds(context: BrowserContext): void {
  const test = TestRunner.getCurrentTest();
  if (!test || test.concurrent) return;
  onTestFinished(() => context.close().catch(() => undefined));
}

function toApiCall(request: PwRequest): ApiCall {
  const url = new URL(request.url());
  const type = request.headers()['content-type'] ?? '';
  const raw = request.postData() ?? '';
  let body: Record<string, string> = {};
  if (type.includes('multipart/form-data')) body = { $multipart: raw };
  else if (raw) body = Object.fromEntries(new URLSearchParams(raw));
  return { method: request.method(), path: url.pathname, query: Object.fromEntries(url.searchParams), body, headers: request.headers() };
}

function waitFor<T>(items: T[], matches: (item: T) => boolean, describe: string, timeoutMs: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const check = () => {
      const found = items.find(matches);
      if (found) {
        resolve(found);
        return;
      }
      if (Date.now() - started > timeoutMs) {
        reject(new Error(`Timed out after ${timeoutMs} ms waiting for ${describe}.`));
        return;
      }
      setTimeout(check, 25);
    };
    check();
  });
}

function recordPage(page: Page, context: BrowserContext): RecordedPage {
  const recorded: RecordedPage = {
    page,
    context,
    apiCalls: [],
    bridgeCalls: [],
    consoleErrors: [],
    pageErrors: [],
    waitForApiCall: (pathEnd, timeoutMs = WAIT_TIMEOUT_MS) =>
      waitFor(recorded.apiCalls, (call) => call.path.endsWith(pathEnd), `an API call to …${pathEnd}`, timeoutMs),
    waitForBridgeCall: (action, timeoutMs = WAIT_TIMEOUT_MS) =>
      waitFor(recorded.bridgeCalls, (call) => call.action === action, `the bridge action "${action}"`, timeoutMs),
  };
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    // Images under /demo-assets are not calls of the app.
    if (isApiPath(pathname) && !pathname.startsWith('/demo-assets')) recorded.apiCalls.push(toApiCall(request));
  });
  page.on('console', (message) => {
    // The URL tells which resource failed: "Failed to load resource" alone does not.
    const { url } = message.location();
    if (message.type() === 'error') recorded.consoleErrors.push(url ? `${message.text()} (${url})` : message.text());
  });
  page.on('pageerror', (error) => recorded.pageErrors.push(error.message));
  return recorded;
}

/** Writes tests/e2e/screenshots/<name>.png and returns its path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/**
 * A picture the docs show (the studio's dialogs at 1366×768): written to docs/ when
 * DOCS_SCREENSHOTS is set, so `npm test` leaves the checkout as it found it; else beside the
 * other screenshots.
 */
export async function docsScreenshot(page: Page, name: string): Promise<string> {
  const file = process.env.DOCS_SCREENSHOTS ? path.join('docs', `${name}.png`) : path.join(SCREENSHOT_DIR, `${name}.png`);
  await mkdir(path.dirname(file), { recursive: true });
  await page.screenshot({ path: file });
  return file;
}

/**
 * Resolves once the page has been idle twice in a row after now: every task, effect and request the
 * page had queued has run, and its requests have reached this side (the page's events come over the
 * same connection, in order). A "nothing more happened" check waits for this, never for a time.
 */
export async function untilIdle(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestIdleCallback(() => requestIdleCallback(() => resolve(), { timeout: 10_000 }), { timeout: 10_000 }),
      ),
  );
}

/** The session parameters the browser tests open pages with (CONTRACTS §3). */
export const E2E_SESSION =
  'deviceId=e2e-device&userId=10001&sessionId=e2e-session&merchantNumber=M001&mobile=09171234567&platform=android&appVersion=3.2.0&productId=1';

/** Nothing went wrong in the page: no script error, no CSP refusal, no failed resource. */
export function expectCleanPage(recorded: RecordedPage): void {
  expect(recorded.pageErrors).toEqual([]);
  expect(recorded.consoleErrors.filter((text) => /Content Security Policy|Refused|Failed to load/i.test(text))).toEqual([]);
}
