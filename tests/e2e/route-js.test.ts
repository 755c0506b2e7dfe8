// First-load JavaScript of every route, as Chromium fetched it: every script a route loaded until
// its screen was shown, each file gzip -9 as a server sends it. All of it counts against the route's
// budget (a cheap phone on mobile data downloads all of it): the app's code, the generated validators
// (screen files and API replies are checked before use), the content files (content/*.md, shipped
// as modules holding one string) and config.js (the operator's settings); each part is printed.
// Timings are measured by `npm run bench:load`, never asserted here.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

import { afterAll, beforeAll, describe, it } from 'vitest';

import { type ProfileName, PROFILES, toConfigScript, toLenderConfig } from '../../scripts/bench/profiles.ts';
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
/** `measure(pathname)` once per file of the build: 60 routes load mostly the same files, which do not change during the run. */
const oncePerFile = <T>(measure: (pathname: string) => T): ((pathname: string) => T) => {
  const known = new Map<string, T>();
  return (pathname) => {
    if (!known.has(pathname)) known.set(pathname, measure(pathname));
    return known.get(pathname) as T;
  };
};
/*
 * Each route's first-load JavaScript as measured on React DOM 19 with react-router-dom's data router
 * and axios (KB, gzip -9), the budget being that figure plus 5 %: a change that adds more to a route's
 * first load shows here and is a decision, written down with its figure (docs/benchmarks.md, "First-load JS").
 * Every route starts from about 145 KB: the route start's chunk (config, session, the axios API
 * clients, screen source, expressions, the brand palette) and the app's (React DOM, the router, the engine, the app);
 * a form adds its code (react-hook-form, the engine's form store, the form block, the field types),
 * and its pickers, photo upload or draft key where it has them.
 */
const DEMO_KB: Record<string, number> = {
  '/': 146.3,
  '/about': 149.9,
  '/agreementTemplate': 150.5,
  '/appliedOthers': 148.3,
  '/attemptApply': 148.3,
  '/biologyMind': 150.5,
  '/complainDetails': 147.7,
  '/complainPage': 148.0,
  '/complainPageNext': 171.4,
  '/complaintList': 148.0,
  '/contact': 168.0,
  '/discernEvolutionary': 148.6,
  '/downloadTemplate': 146.3,
  '/hasOf': 149.5,
  '/humanQuestions': 148.1,
  '/largePump': 146.8,
  '/listsA': 146.8,
  '/paymentChannel': 149.4,
  '/paymentMethod': 148.4,
  '/policy': 146.3,
  '/provideChoices': 174.4,
  '/psychologicalIncluding': 150.9,
  '/register': 169.1,
  '/repaymentOfCode': 145.6,
  '/repaymentOfCode2': 146.7,
  '/testPreview': 171.5,
  '/theBiology': 146.7,
  '/theSciencebehavioral': 148.1,
  '/toThe': 145.6,
  '/workIs': 149.3,
};
/*
 * The same with a lender's config.js (scripts/bench/profiles.ts: its own brand pair, Filipino, every
 * key its own): its config.js is larger, and a legal page loads its Filipino text.
 */
const LENDER_KB: Record<string, number> = {
  '/': 146.0,
  '/about': 149.6,
  '/agreementTemplate': 150.2,
  '/appliedOthers': 148.1,
  '/attemptApply': 148.1,
  '/biologyMind': 150.2,
  '/complainDetails': 147.4,
  '/complainPage': 147.7,
  '/complainPageNext': 171.1,
  '/complaintList': 147.7,
  '/contact': 167.7,
  '/discernEvolutionary': 148.3,
  '/downloadTemplate': 145.4,
  '/hasOf': 149.2,
  '/humanQuestions': 147.8,
  '/largePump': 146.6,
  '/listsA': 146.6,
  '/paymentChannel': 149.2,
  '/paymentMethod': 148.1,
  '/policy': 146.0,
  '/provideChoices': 174.1,
  '/psychologicalIncluding': 150.6,
  '/register': 168.8,
  '/repaymentOfCode': 145.4,
  '/repaymentOfCode2': 146.4,
  '/testPreview': 171.2,
  '/theBiology': 146.4,
  '/theSciencebehavioral': 147.8,
  '/toThe': 145.4,
  '/workIs': 149.0,
};
const MEASURED_KB: Record<ProfileName, Record<string, number>> = { demo: DEMO_KB, lender: LENDER_KB };
const BUDGET_MARGIN = 1.05;
const gzipBytes = oncePerFile((pathname) => gzipSync(readFileSync(join(DIST, pathname)), { level: 9 }).length);
const isContent = oncePerFile(isContentText);

interface RouteJs {
  profile: ProfileName;
  path: string;
  total: number;
  app: number;
  validators: number;
  content: number;
  config: number;
  files: string[];
}

describe.each(PROFILES)('first-load JavaScript per route, %s config.js', (profile) => {
  let app: E2eApp;
  const measured: RouteJs[] = [];

  beforeAll(async () => {
    app = await startApp();
  });

  afterAll(async () => {
    await app?.close();
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
    for (const route of measured.toSorted((a, b) => a.path.localeCompare(b.path))) {
      console.log(
        `${profile.padEnd(6)} ${route.path.padEnd(24)} ${kb(route.total).padStart(8)}: app ${kb(route.app)}, validators ${kb(route.validators)}, content ${kb(route.content)}, config.js ${kb(route.config)}`,
      );
    }
  });

  for (const route of listRoutes()) {
    // Routes side by side (the e2e project's maxConcurrency): what is counted is bytes, which no
    // neighbour changes; each route has its own browser context, so nothing is cached between them.
    it.concurrent(`${route.path} loads no more JavaScript before its screen shows than its budget`, async ({ expect }) => {
      const measuredKb = MEASURED_KB[profile][route.path];
      expect(measuredKb, `${route.path} has no measured figure in MEASURED_KB.${profile}`).toBeDefined();
      // The lender's promotion host is the page's origin here (the demo back end sends no CORS headers).
      const config = toConfigScript(toLenderConfig({ api: app.url, promo: app.url }));
      const { page } = await app.openPage(`${route.path}${route.query ? `?${route.query}` : ''}`, {
        beforeOpen: async (opened) => {
          if (profile === 'lender')
            await opened.route('**/config.js', (request) => request.fulfill({ contentType: 'text/javascript', body: config }));
          // A watcher from the first byte: the moment the screen shows (the app shell gone, its first
          // data in) ends the count; what loads later (e.g. dialog code when idle) is not first-load.
          await opened.addInitScript(() => {
            new MutationObserver((_, observer) => {
              if (!document.querySelector('.eng-screen[data-screen][aria-busy="false"]')) return;
              (window as unknown as { __shownAt: number }).__shownAt = performance.now();
              observer.disconnect();
            }).observe(document, { subtree: true, childList: true, attributes: true });
          });
        },
      });
      await page.waitForFunction(() => (window as unknown as { __shownAt?: number }).__shownAt !== undefined, undefined, {
        timeout: 30_000,
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
      const lang = await page.evaluate(() => document.documentElement.lang);
      // Closed at once: contexts open side by side would otherwise hold their pages to the end.
      await page.context().close();
      const files = [...new Set(scripts)];
      // The lender's config.js is the one the page got, not the build's.
      const sizeOf = (file: string) =>
        profile === 'lender' && file === '/config.js' ? gzipSync(config, { level: 9 }).length : gzipBytes(file);
      const sum = (list: string[]) => list.reduce((total, file) => total + sizeOf(file), 0);
      const result: RouteJs = {
        profile,
        path: route.path,
        total: sum(files),
        config: sum(files.filter((file) => file === '/config.js')),
        validators: sum(files.filter((file) => VALIDATORS.test(file))),
        content: sum(files.filter((file) => isContent(file))),
        app: sum(files.filter((file) => file !== '/config.js' && !VALIDATORS.test(file) && !isContent(file))),
        files,
      };
      measured.push(result);
      // The page ran on the profile's config.js (a lender's is in Filipino).
      expect(lang).toBe(profile === 'lender' ? 'fil' : 'en');
      // The entry must really have been counted (a broken filter would pass any budget).
      expect(files.some((file) => /^\/assets\/index-[\w-]+\.js$/.test(file))).toBe(true);
      expect(result.total, `first-load JS of ${route.path}: ${files.join(', ')}`).toBeLessThanOrEqual(measuredKb * 1024 * BUDGET_MARGIN);
    });
  }
});
