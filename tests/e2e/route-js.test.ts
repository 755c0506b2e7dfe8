// First-load JavaScript of every route, as Chromium fetched it: every script a route loaded until
// its screen was shown, each file gzip -9 as a server sends it. The app's code must stay within
// 100 KB on every route (a cheap phone on mobile data). Counted and printed apart: the generated
// validators (screen files and API replies are checked before use), the content files
// (content/*.md, shipped as modules holding one string) and config.js (the operator's settings).
// Timings are measured by `npm run bench:load`, never asserted here.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listRoutes } from '../../scripts/bench/routes';
import { startApp, type E2eApp } from './harness';

const DIST = process.env.E2E_DIST_DIR ?? 'dist';
const APP_JS_BUDGET_BYTES = 100 * 1024;
const VALIDATORS = /^\/assets\/(?:screen-validators|\w+Reply|ucs2length)-[\w-]+\.js$/;
/** A content file's module: one template string, exported as default, nothing else. */
const isContentText = (pathname: string) =>
  /^var \w+=`(?:[^`\\$]|\\.|\$(?!\{))*`;export\{\w+ as default\};?\s*$/.test(readFileSync(join(DIST, pathname), 'utf8'));
/**
 * Routes known to be over the budget, each with a ceiling just above today's figure and why; more
 * code on them, or any other route over 100 KB, fails the test. Lower a ceiling when it drops.
 */
const FORM = 'a form: the form store of the engine core with react-hook-form and the draft-key hash (15 KB), the form block and the field types (7 KB) load before the form shows';
const MARKDOWN = 'legal text: the markdown block (2.5 KB) and the page text (1 KB) load before the screen shows';
const OVER_BUDGET: Record<string, { bytes: number; why: string }> = {
  '/complainPageNext': { bytes: 125 * 1024, why: FORM },
  '/contact': { bytes: 125 * 1024, why: FORM },
  '/paymentMethod': { bytes: 125 * 1024, why: FORM },
  '/provideChoices': { bytes: 125 * 1024, why: FORM },
  '/register': { bytes: 125 * 1024, why: FORM },
  '/testPreview': { bytes: 125 * 1024, why: FORM },
  '/about': { bytes: 103 * 1024, why: MARKDOWN },
  '/agreementTemplate': { bytes: 103 * 1024, why: MARKDOWN },
  '/biologyMind': { bytes: 103 * 1024, why: MARKDOWN },
  '/paymentChannel': { bytes: 103 * 1024, why: MARKDOWN },
  '/psychologicalIncluding': { bytes: 103 * 1024, why: MARKDOWN },
  '/workIs': { bytes: 103 * 1024, why: MARKDOWN },
};

const gzipBytes = (pathname: string) => gzipSync(readFileSync(join(DIST, pathname)), { level: 9 }).length;

interface RouteJs {
  path: string;
  app: number;
  validators: number;
  content: number;
  config: number;
  files: string[];
}

describe('first-load JavaScript per route', () => {
  let app: E2eApp;
  const measured: RouteJs[] = [];

  beforeAll(async () => {
    app = await startApp();
  });

  afterAll(async () => {
    await app?.close();
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
    for (const route of measured) {
      console.log(
        `${route.path.padEnd(24)} app ${kb(route.app)}, validators ${kb(route.validators)}, content ${kb(route.content)}, config.js ${kb(route.config)}`,
      );
    }
  });

  for (const route of listRoutes()) {
    it(`${route.path} loads at most 100 KB (gzip) of app code before its screen shows`, async () => {
      const { page } = await app.openPage(`${route.path}${route.query ? `?${route.query}` : ''}`);
      // Loaded again with a watcher from the first byte: the moment the screen shows (the app shell
      // gone, its first data in) ends the count; what loads later (e.g. dialog code when idle) is not first-load.
      await page.addInitScript(() => {
        new MutationObserver((_, observer) => {
          if (!document.querySelector('.eng-screen[data-screen][aria-busy="false"]')) return;
          (window as unknown as { __shownAt: number }).__shownAt = performance.now();
          observer.disconnect();
        }).observe(document, { subtree: true, childList: true, attributes: true });
      });
      await page.reload();
      await page.waitForFunction(() => (window as unknown as { __shownAt?: number }).__shownAt !== undefined, undefined, {
        timeout: 20_000,
      });
      const scripts = await page.evaluate(() => {
        const shownAt = (window as unknown as { __shownAt: number }).__shownAt;
        return performance
          .getEntriesByType('resource')
          .filter((entry) => entry.startTime <= shownAt)
          .map((entry) => new URL(entry.name))
          .filter((url) => url.origin === location.origin && url.pathname.endsWith('.js'))
          .map((url) => url.pathname);
      });
      const files = [...new Set(scripts)];
      const sum = (list: string[]) => list.reduce((total, file) => total + gzipBytes(file), 0);
      const result: RouteJs = {
        path: route.path,
        config: sum(files.filter((file) => file === '/config.js')),
        validators: sum(files.filter((file) => VALIDATORS.test(file))),
        content: sum(files.filter((file) => isContentText(file))),
        app: sum(files.filter((file) => file !== '/config.js' && !VALIDATORS.test(file) && !isContentText(file))),
        files,
      };
      measured.push(result);
      // The entry must really have been counted (a broken filter would pass any budget).
      expect(files.some((file) => /^\/assets\/index-[\w-]+\.js$/.test(file))).toBe(true);
      const over = OVER_BUDGET[route.path];
      expect(result.app, `app JS of ${route.path}${over ? ` (over 100 KB: ${over.why})` : ''}: ${files.join(', ')}`).toBeLessThanOrEqual(
        over?.bytes ?? APP_JS_BUDGET_BYTES,
      );
    });
  }
});
