// One cold page load in a fresh browser context, throttled through the DevTools protocol as a cheap
// phone on mobile data: Slow 4G (562.5 ms round trip, 1.475 Mbit/s down, 675 kbit/s up, as
// Lighthouse's mobile profile) and a 4× slower CPU. The page's own PerformanceObservers record
// paint, largest contentful paint, layout shifts and long tasks from the first byte.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

import type { Browser, CDPSession } from 'playwright-core';

import { type LayoutShift, type LongTask, type ResourceTiming, toCls, toRoundTrips, toTbt } from './load-metrics.ts';

export const SLOW_4G = { latencyMs: 562.5, downloadBitsPerSecond: 1.475e6, uploadBitsPerSecond: 675e3 } as const;
export const CPU_THROTTLE_RATE = 4;
const VIEWPORT = { width: 375, height: 812 };
/** The load is over when no request has been in flight for this long after the load event. */
const QUIET_MS = 2_000;
const LOAD_LIMIT_MS = 45_000;

export interface LoadMeasurement {
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Every script the load fetched (each file gzip -9, as a server would send it). */
  jsGzipBytes: number;
  /** Scripts finished by LCP: the JS the content waited for. */
  jsGzipBeforeContentBytes: number;
  requests: number;
  requestsBeforeContent: number;
  roundTripsBeforeContent: number;
  /** What the LCP element was (tag and class), to tell a content paint from a skeleton's. */
  lcpElement: string;
  /** Each paint that was the largest so far (the last is the LCP): when, its area in CSS px², which element. */
  lcpCandidates: LcpCandidate[];
  /** The protocols the load's requests went over (PerformanceResourceTiming nextHopProtocol: 'h2', 'http/1.1'). */
  protocols: string[];
  /** Every request of the load (the document first; addresses without their query) with when it started and ended. */
  resources: ResourceTiming[];
  /** What came over the network by LCP (bodies as sent, compressed; the cache's answers count 0). */
  bytesBeforeContent: number;
}

export interface LoadOptions {
  /**
   * Open the page once first, unthrottled, in the same browser context, and measure a second visit:
   * hashed files from the HTTP cache, the rest revalidated as the server's headers ask.
   */
  warm?: boolean;
}

interface LcpCandidate {
  startTime: number;
  size: number;
  element: string;
}

interface Recorded {
  fcp: number;
  protocols: string[];
  lcp: number;
  lcpElement: string;
  lcpCandidates: LcpCandidate[];
  shifts: LayoutShift[];
  tasks: LongTask[];
  resources: ResourceTiming[];
}

// Runs in the page before any of its scripts; buffered observers also see entries from before.
const RECORDER = `(() => {
  const store = (window.__loadBench = { lcp: 0, lcpElement: '', lcpCandidates: [], shifts: [], tasks: [] });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      store.lcp = entry.startTime;
      const el = entry.element;
      store.lcpElement = el ? el.tagName.toLowerCase() + (el.className && typeof el.className === 'string' ? '.' + el.className.trim().split(/\\s+/).join('.') : '') : '(removed)';
      store.lcpCandidates.push({ startTime: entry.startTime, size: entry.size, element: store.lcpElement });
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) store.shifts.push({ startTime: entry.startTime, value: entry.value, hadRecentInput: entry.hadRecentInput });
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) store.tasks.push({ startTime: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
})();`;

export async function measureLoad(browser: Browser, url: string, distDir: string, options: LoadOptions = {}): Promise<LoadMeasurement> {
  const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: 'en-PH' });
  try {
    if (options.warm) {
      const first = await context.newPage();
      await first.goto(url, { waitUntil: 'load', timeout: LOAD_LIMIT_MS });
      await first.waitForLoadState('networkidle', { timeout: LOAD_LIMIT_MS });
      await first.close();
    }
    const page = await context.newPage();
    await page.addInitScript(RECORDER);
    const cdp = await context.newCDPSession(page);
    await throttleLikeAPhone(cdp, { warm: options.warm });

    let inFlight = 0;
    let lastActivity = Date.now();
    const touch = () => (lastActivity = Date.now());
    page.on('request', () => (inFlight++, touch()));
    const settle = () => ((inFlight = Math.max(0, inFlight - 1)), touch());
    page.on('requestfinished', settle);
    page.on('requestfailed', settle);

    await page.goto(url, { waitUntil: 'load', timeout: LOAD_LIMIT_MS });
    // The screen first (on a busy machine it may paint after 2 s without a request), then the quiet.
    await waitForScreen(cdp);
    const deadline = Date.now() + LOAD_LIMIT_MS;
    while (Date.now() < deadline && (inFlight > 0 || Date.now() - lastActivity < QUIET_MS)) await page.waitForTimeout(100);

    const recorded = await page.evaluate(() => {
      const store = (window as unknown as { __loadBench: Omit<Recorded, 'fcp' | 'resources'> }).__loadBench;
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const resources = [
        {
          url: navigation.name,
          initiatorType: 'navigation',
          startTime: 0,
          responseEnd: navigation.responseEnd,
          transferBytes: navigation.transferSize === 0 ? 0 : navigation.encodedBodySize,
        },
        ...(performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((entry) => ({
          url: entry.name,
          initiatorType: entry.initiatorType,
          startTime: entry.startTime,
          responseEnd: entry.responseEnd,
          transferBytes: entry.transferSize === 0 ? 0 : entry.encodedBodySize,
        })),
      ];
      const protocols = [navigation, ...performance.getEntriesByType('resource')].map(
        (entry) => (entry as PerformanceResourceTiming).nextHopProtocol,
      );
      // An entry without one (e.g. a data: or blob: address) names none.
      return { ...store, fcp, resources, protocols: [...new Set(protocols.filter(Boolean))].sort() };
    });
    // No LCP entry (nothing contentful painted) counts as never.
    const lcp = recorded.lcp || Number.NaN;
    const content = Number.isNaN(lcp) ? Infinity : lcp;
    const end = Math.max(...recorded.resources.map((resource) => resource.responseEnd), content);
    const scripts = recorded.resources.filter((resource) => new URL(resource.url).pathname.endsWith('.js'));
    const gzipOf = (resource: ResourceTiming) => gzipSize(distDir, new URL(resource.url).pathname);
    const sum = (list: ResourceTiming[]) => list.reduce((total, resource) => total + gzipOf(resource), 0);
    const beforeContent = recorded.resources.filter((resource) => resource.responseEnd <= content);
    return {
      fcpMs: recorded.fcp,
      lcpMs: lcp,
      tbtMs: toTbt(recorded.tasks, recorded.fcp, end),
      cls: toCls(recorded.shifts),
      jsGzipBytes: sum(scripts),
      jsGzipBeforeContentBytes: sum(scripts.filter((resource) => resource.responseEnd <= content)),
      requests: recorded.resources.length,
      requestsBeforeContent: beforeContent.length,
      roundTripsBeforeContent: toRoundTrips(recorded.resources, content),
      bytesBeforeContent: beforeContent.reduce((total, resource) => total + (resource.transferBytes ?? 0), 0),
      lcpElement: recorded.lcpElement,
      lcpCandidates: recorded.lcpCandidates,
      protocols: recorded.protocols,
      // Without the query: API addresses carry the session's parameters.
      resources: recorded.resources.map((resource) => ({ ...resource, url: resource.url.split('?')[0] })),
    };
  } finally {
    await context.close();
  }
}

/** The page's network and CPU as the cheap phone on mobile data has them; its HTTP cache used only for a warm load. */
export async function throttleLikeAPhone(cdp: CDPSession, { warm = false }: { warm?: boolean } = {}): Promise<void> {
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: !warm });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: SLOW_4G.latencyMs,
    downloadThroughput: SLOW_4G.downloadBitsPerSecond / 8,
    uploadThroughput: SLOW_4G.uploadBitsPerSecond / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLE_RATE });
}
/**
 * Waits for the screen to show (on a busy machine it may paint after 2 s without a request) by a bare
 * expression evaluated every 100 ms: Playwright's waitForFunction first evaluates its own script in
 * the page, about 150–250 ms of the throttled main thread in the middle of the load, right when the
 * screen's data comes in, which the page's LCP then paid for.
 */
export async function waitForScreen(cdp: CDPSession, limitMs = LOAD_LIMIT_MS): Promise<void> {
  const deadline = Date.now() + limitMs;
  const expression = `document.querySelector('.eng-screen[data-screen][aria-busy="false"]') !== null`;
  while (Date.now() < deadline) {
    const reply = (await cdp.send('Runtime.evaluate', { expression, returnByValue: true }).catch(() => undefined)) as
      { result?: { value?: unknown } } | undefined;
    if (reply?.result?.value === true) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const gzipCache = new Map<string, number>();

/** A built file's gzip -9 size; 0 for what the build did not write (e.g. served by the back end). */
function gzipSize(distDir: string, pathname: string): number {
  const key = join(distDir, pathname);
  let size = gzipCache.get(key);
  if (size === undefined) {
    try {
      size = gzipSync(readFileSync(key), { level: 9 }).length;
    } catch {
      size = 0;
    }
    gzipCache.set(key, size);
  }
  return size;
}
