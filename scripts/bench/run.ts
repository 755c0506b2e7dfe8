// `npm run bench`: production JS per route, then the engine's form against a hand-written
// react-hook-form form in throttled headless Chromium. Prints tables and writes
// bench-results/latest.json. Expects `dist/` from `npm run build`.
// Flags for a quicker look at the form alone: `--form-only` (no route JS; results go to
// bench-results/form[-label].json), `--sizes 10,1000`, `--variants engine`, `--repeats 9`, `--label x`.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';

import type { Browser } from 'playwright-core';

import { generateBenchFields } from '../../bench/fields.ts';
import { launchChromium } from '../lib/chromium.ts';
import { BENCH_PAGES, type BenchVariant, buildBenchPages } from './build-pages.ts';
import { measureForm } from './measure-form.ts';
import { formatFormTable, formatPageJs, formatRouteTable, type FormRun, type PageJs, summariseRuns, times } from './report.ts';
import { collectLazyChunks, collectPageGraph, measureFiles, measureRouteJs } from './route-js.ts';
import { startStaticServer } from './static-server.ts';
import { ratio } from './stats.ts';

const REPO_ROOT = resolve(import.meta.dirname, '..', '..');
const APP_DIST = join(REPO_ROOT, 'dist');
const RESULTS_DIR = join(REPO_ROOT, 'bench-results');
const BENCH_DIST = join(RESULTS_DIR, 'dist');

const ALL_FIELD_COUNTS: readonly number[] = [10, 100, 500, 1000];
const ALL_VARIANTS: readonly BenchVariant[] = ['engine', 'hand'];

const { values: flags } = parseArgs({
  options: {
    'form-only': { type: 'boolean', default: false },
    sizes: { type: 'string' },
    variants: { type: 'string' },
    repeats: { type: 'string', default: '5' },
    label: { type: 'string' },
  },
});
const FIELD_COUNTS: readonly number[] = flags.sizes ? flags.sizes.split(',').map(Number) : ALL_FIELD_COUNTS;
const VARIANTS = (flags.variants ? flags.variants.split(',') : ALL_VARIANTS) as readonly BenchVariant[];
const REPEATS = Number(flags.repeats);
if (FIELD_COUNTS.some((count) => !Number.isInteger(count) || count < 1 || count > 5000)) {
  throw new Error(`--sizes: whole numbers from 1 to 5000, got ${flags.sizes}`);
}
if (VARIANTS.some((variant) => !ALL_VARIANTS.includes(variant)))
  throw new Error(`--variants: ${ALL_VARIANTS.join(', ')}, got ${flags.variants}`);
if (!Number.isInteger(REPEATS) || REPEATS < 1) throw new Error(`--repeats: a whole number from 1, got ${flags.repeats}`);
const KEYSTROKES_PER_FIELD = 30;
const CPU_THROTTLE_RATE = 4;
const VIEWPORT = { width: 375, height: 812 };
// The whole run takes about 3 minutes on 2 cores; past this something hangs.
const RUN_LIMIT_MS = 12 * 60_000;

const log = (message: string) => process.stderr.write(`${message}\n`);

async function measureForms(baseUrl: string): Promise<{ runs: FormRun[]; chromiumVersion: string }> {
  let browser: Browser | undefined;
  try {
    browser = await launchChromium(['--js-flags=--expose-gc']);
    const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: 'en-PH' });
    const measure = (variant: BenchVariant, fieldCount: number, keystrokes: number) => {
      const fields = generateBenchFields(fieldCount);
      return measureForm(context, {
        url: `${baseUrl}/${BENCH_PAGES[variant]}?n=${fieldCount}`,
        fieldNames: { first: fields[0].name, last: fields[fields.length - 1].name },
        fieldCount,
        keystrokes,
        cpuThrottleRate: CPU_THROTTLE_RATE,
      });
    };
    // Not recorded: the first tab of a fresh browser also pays for starting its renderer.
    for (const variant of VARIANTS) await measure(variant, FIELD_COUNTS[0], 3);

    const runs: FormRun[] = [];
    for (let repeat = 1; repeat <= REPEATS; repeat++) {
      const startedAt = Date.now();
      for (const fieldCount of FIELD_COUNTS) {
        for (const variant of VARIANTS) {
          runs.push({ variant, fieldCount, repeat, measurement: await measure(variant, fieldCount, KEYSTROKES_PER_FIELD) });
        }
      }
      log(`bench: repeat ${repeat}/${REPEATS} done in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
    }
    return { runs, chromiumVersion: browser.version() };
  } finally {
    await browser?.close();
  }
}

async function main() {
  const startedAt = Date.now();
  const routeJs = flags['form-only'] ? [] : measureRouteJs(APP_DIST);

  log('bench: building bench/ pages…');
  await buildBenchPages(REPO_ROOT, BENCH_DIST);
  const measurePage = (page: string): PageJs => {
    const graph = collectPageGraph(BENCH_DIST, page);
    return { initial: measureFiles(BENCH_DIST, graph), lazy: measureFiles(BENCH_DIST, collectLazyChunks(BENCH_DIST, graph)) };
  };
  const pageJs = { engine: measurePage(BENCH_PAGES.engine), hand: measurePage(BENCH_PAGES.hand) };

  const server = await startStaticServer(BENCH_DIST);
  let measured: Awaited<ReturnType<typeof measureForms>>;
  try {
    log(
      `bench: measuring ${FIELD_COUNTS.length} sizes × ${VARIANTS.length} forms × ${REPEATS} repeats at ${CPU_THROTTLE_RATE}× CPU throttling…`,
    );
    measured = await measureForms(server.url);
  } finally {
    await server.close();
  }

  const summaries = summariseRuns(measured.runs);
  const engineAt = (fieldCount: number) =>
    summaries.find((summary) => summary.variant === 'engine' && summary.fieldCount === fieldCount)?.medians ?? {};
  const smallest = FIELD_COUNTS[0];
  const largest = FIELD_COUNTS[FIELD_COUNTS.length - 1];
  const growth = {
    firstField: ratio(engineAt(largest).keystrokeFirstP50Ms, engineAt(smallest).keystrokeFirstP50Ms),
    lastField: ratio(engineAt(largest).keystrokeLastP50Ms, engineAt(smallest).keystrokeLastP50Ms),
  };

  const gzipKb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  if (!flags['form-only']) {
    console.log(
      `\nProduction JS per route (${relative(REPO_ROOT, APP_DIST)}/): index.html's scripts + their static imports (the same on every route), ` +
        `and the route's screen file (JSON, fetched beside the JS); gzip -9 per file. "Later, lazily": chunks the route can import on demand.\n`,
    );
    console.log(formatRouteTable(routeJs));
    console.log(`\nBench page JS (${relative(REPO_ROOT, BENCH_DIST)}/; both pages bundle the same small probe)\n`);
    console.log(formatPageJs(pageJs));
    console.log(
      `engine-form page JS gzip: ${gzipKb(pageJs.engine.initial.gzipBytes)} initial (+${gzipKb(pageJs.engine.lazy.gzipBytes)} lazily); ` +
        `${gzipKb(pageJs.engine.initial.gzipBytes - pageJs.hand.initial.gzipBytes)} more initial JS than the hand-written form`,
    );
  }
  console.log(
    `\nForm: engine <Screen> vs hand-written react-hook-form. Chromium ${measured.chromiumVersion} headless, ${VIEWPORT.width}×${VIEWPORT.height} @2x, ` +
      `CPU ${CPU_THROTTLE_RATE}× throttled, new tab per load, no HTTP cache. Medians of ${REPEATS} interleaved repeats; ` +
      `${KEYSTROKES_PER_FIELD} keystrokes per field. "paint" = requestAnimationFrame + setTimeout(0).\n`,
  );
  console.log(formatFormTable(summaries, FIELD_COUNTS));
  console.log(
    `\nEngine keystroke p50, N=${largest} vs N=${smallest}: first field ${times(growth.firstField)}, last field ${times(growth.lastField)}`,
  );

  mkdirSync(RESULTS_DIR, { recursive: true });
  const outputFile = join(RESULTS_DIR, flags['form-only'] ? `form${flags.label ? `-${flags.label}` : ''}.json` : 'latest.json');
  writeFileSync(
    outputFile,
    `${JSON.stringify(
      {
        generatedAt: new Date().toISOString(),
        durationSeconds: Math.round((Date.now() - startedAt) / 1000),
        settings: {
          chromium: measured.chromiumVersion,
          viewport: VIEWPORT,
          deviceScaleFactor: 2,
          cpuThrottleRate: CPU_THROTTLE_RATE,
          repeats: REPEATS,
          fieldCounts: FIELD_COUNTS,
          keystrokesPerField: KEYSTROKES_PER_FIELD,
          paint:
            'requestAnimationFrame then setTimeout(0), after the commit (render) / keydown (keystroke) / the last error message (submit)',
          heap: 'CDP HeapProfiler.collectGarbage then Runtime.getHeapUsage usedSize',
        },
        productionRoutes: routeJs,
        benchPageJs: pageJs,
        form: { medians: summaries, engineKeystrokeP50Growth: { from: smallest, to: largest, ...growth }, runs: measured.runs },
      },
      null,
      2,
    )}\n`,
  );
  console.log(`\nWrote ${relative(REPO_ROOT, outputFile)} in ${Math.round((Date.now() - startedAt) / 1000)} s.`);
}

const watchdog = setTimeout(() => {
  log(`bench: still running after ${RUN_LIMIT_MS / 60_000} min; giving up.`);
  process.exit(2);
}, RUN_LIMIT_MS);
watchdog.unref();

main().then(
  () => clearTimeout(watchdog),
  (error: unknown) => {
    clearTimeout(watchdog);
    console.error(error);
    process.exitCode = 1;
  },
);
