// First-load JavaScript of every route, as Chromium fetched it: every script a route loaded until
// its screen was shown, each file gzip -9 as a server sends it. All of it counts against the route's
// budget (a cheap phone on mobile data downloads all of it): the app's code, the generated validators
// (screen files and API replies are checked before use), the content files (content/*.md, shipped
// as modules holding one string) and config.js (the operator's settings); each part is printed.
// Timings are measured by `npm run bench:load`, never asserted here.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { listRoutes } from '../../scripts/bench/routes.ts';
import { type E2eApp, startApp } from './harness.ts';

const DIST = process.env.E2E_DIST_DIR ?? 'dist';
const VALIDATORS = /^\/assets\/(?:screen-validators|\w+Reply)-[\w-]+\.js$/;
/**
 * A content file's module: one template string, exported as default, nothing else; or the chunk of
 * a content folder's files (vite.config.ts, `content-<folder>`), named by the build.
 */
const isContentText = (pathname: string) =>
  /^\/assets\/content-[a-z0-9-]+-[\w-]+\.js$/.test(pathname) ||
  /^var \w+=`(?:[^`\\$]|\\.|\$(?!\{))*`;export\{\w+ as default\};?\s*$/.test(readFileSync(join(DIST, pathname), 'utf8'));
/*
 * Each route's first-load JavaScript as measured on React DOM 19 with react-router-dom's data router
 * and axios (KB, gzip -9), the budget being that figure plus 5 %: a change that adds more to a route's
 * first load shows here and is a decision, written down with its figure (docs/benchmarks.md, "First-load JS").
 * Every route starts from about 146 KB: the route start's chunk (config, session, the axios API
 * clients, screen source, expressions) and the app's (React DOM, the router, the engine, the app);
 * a form adds its code (react-hook-form, the engine's form store, the form block, the field types),
 * and its pickers, photo upload or draft key where it has them.
 */
const MEASURED_KB: Record<string, number> = {
  '/': 147.1,
  '/about': 150.8,
  '/agreementTemplate': 151.4,
  '/appliedOthers': 150.1,
  '/attemptApply': 150.1,
  '/biologyMind': 151.4,
  '/complainDetails': 148.6,
  '/complainPage': 148.8,
  '/complainPageNext': 171.0,
  '/complaintList': 148.9,
  '/contact': 167.4,
  '/discernEvolutionary': 149.3,
  '/downloadTemplate': 147.2,
  '/hasOf': 150.3,
  '/humanQuestions': 148.8,
  '/largePump': 147.7,
  '/listsA': 148.9,
  '/paymentChannel': 150.3,
  '/paymentMethod': 149.8,
  '/policy': 147.1,
  '/provideChoices': 174.2,
  '/psychologicalIncluding': 151.7,
  '/register': 168.5,
  '/repaymentOfCode': 146.5,
  '/repaymentOfCode2': 147.6,
  '/testPreview': 171.2,
  '/theBiology': 147.0,
  '/theSciencebehavioral': 148.8,
  '/toThe': 146.5,
  '/workIs': 150.1,
};
const BUDGET_MARGIN = 1.05;
const gzipBytes = (pathname: string) => gzipSync(readFileSync(join(DIST, pathname)), { level: 9 }).length;

interface RouteJs {
  path: string;
  total: number;
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
        `${route.path.padEnd(24)} ${kb(route.total).padStart(8)}: app ${kb(route.app)}, validators ${kb(route.validators)}, content ${kb(route.content)}, config.js ${kb(route.config)}`,
      );
    }
  });

  for (const route of listRoutes()) {
    it(`${route.path} loads no more JavaScript before its screen shows than its budget`, async () => {
      const measuredKb = MEASURED_KB[route.path];
      expect(measuredKb, `${route.path} has no measured figure in MEASURED_KB`).toBeDefined();
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
        total: sum(files),
        config: sum(files.filter((file) => file === '/config.js')),
        validators: sum(files.filter((file) => VALIDATORS.test(file))),
        content: sum(files.filter((file) => isContentText(file))),
        app: sum(files.filter((file) => file !== '/config.js' && !VALIDATORS.test(file) && !isContentText(file))),
        files,
      };
      measured.push(result);
      // The entry must really have been counted (a broken filter would pass any budget).
      expect(files.some((file) => /^\/assets\/index-[\w-]+\.js$/.test(file))).toBe(true);
      expect(result.total, `first-load JS of ${route.path}: ${files.join(', ')}`).toBeLessThanOrEqual(measuredKb * 1024 * BUDGET_MARGIN);
    });
  }
});
