// `npm run bench:load`: every route of the screens folder loaded cold in Chromium as a cheap phone
// on Slow 4G with a 4× slower CPU (scripts/bench/measure-load.ts), on the demo back end. Prints
// the median of the runs per route and writes bench-results/load[-label].json.
//
//   tsx scripts/bench/load.ts [--dist dist] [--label name] [--runs 3] [--routes /,/about] [--waterfall] [--http2]
//
// `--dist` measures another build (e.g. one of an older commit) with this checkout's demo back end.
// `--waterfall` also prints each load's requests (start → end in ms from navigation, and round) and
// its LCP candidates: what the content waited for.
// `--http2` serves over TLS with HTTP/2, as docs/deploying.md asks of a deploy (a throwaway
// self-signed certificate; Chromium told to accept it) and writes bench-results/load-h2[-label].json.
// Without it the bench stays on HTTP/1.1 (six connections per host), so older figures compare.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';

import { startDemoServer } from '../demo-server/server.ts';
import { launchChromium } from '../lib/chromium.ts';
import { createSelfSignedCertificate } from '../lib/self-signed-certificate.ts';
import { median, type ResourceTiming } from './load-metrics.ts';
import { CPU_THROTTLE_RATE, type LoadMeasurement, measureLoad, SLOW_4G } from './measure-load.ts';
import { listRoutes } from './routes.ts';

const REPO_ROOT = resolve(import.meta.dirname, '..', '..');
const RESULTS_DIR = join(REPO_ROOT, 'bench-results');
const log = (message: string) => process.stderr.write(`${message}\n`);

const KEYS = [
  'fcpMs',
  'lcpMs',
  'tbtMs',
  'cls',
  'jsGzipBytes',
  'jsGzipBeforeContentBytes',
  'requests',
  'requestsBeforeContent',
  'roundTripsBeforeContent',
] as const;
type Summary = Record<(typeof KEYS)[number], number>;

async function main() {
  const { values } = parseArgs({
    options: {
      dist: { type: 'string', default: 'dist' },
      label: { type: 'string' },
      runs: { type: 'string', default: '3' },
      routes: { type: 'string' },
      waterfall: { type: 'boolean', default: false },
      http2: { type: 'boolean', default: false },
    },
  });
  const distDir = resolve(values.dist);
  const runs = Number(values.runs);
  const only = values.routes?.split(',');
  const routes = listRoutes().filter((route) => !only || only.includes(route.path));
  const protocol = values.http2 ? 'HTTP/2 (TLS)' : 'HTTP/1.1';
  const server = await startDemoServer({ port: 0, distDir, tls: values.http2 ? createSelfSignedCertificate() : undefined });
  // The certificate is the bench's own, made a moment ago: nothing to verify it against.
  const browser = await launchChromium(values.http2 ? ['--ignore-certificate-errors'] : []);
  const measured = new Map<string, LoadMeasurement[]>();
  const protocolsSeen = new Set<string>();
  const startedAt = Date.now();
  try {
    // Not recorded: the first page of a fresh browser also pays for starting its renderer.
    await measureLoad(browser, `${server.url}/about`, distDir);
    for (let run = 1; run <= runs; run++) {
      for (const route of routes) {
        const url = `${server.url}${route.path}${route.query ? `?${route.query}` : ''}`;
        const list = measured.get(route.path) ?? [];
        const measurement = await measureLoad(browser, url, distDir);
        if (values.waterfall) printWaterfall(route.path, measurement);
        list.push(measurement);
        measured.set(route.path, list);
        for (const item of measurement.protocols) protocolsSeen.add(item);
      }
      // What the requests really went over (nextHopProtocol), not what the server offered.
      log(
        `bench:load: run ${run}/${runs} done after ${Math.round((Date.now() - startedAt) / 1000)} s; requests went over ${[...protocolsSeen].join(', ')}`,
      );
      protocolsSeen.clear();
    }
  } finally {
    await browser.close();
    await server.close();
  }

  const summaries = routes.map((route) => {
    const list = measured.get(route.path) ?? [];
    const summary = Object.fromEntries(KEYS.map((key) => [key, median(list.map((item) => item[key]))])) as Summary;
    return { route: route.path, screen: route.name, ...summary, lcpElement: list.map((item) => item.lcpElement) };
  });
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  const ms = (value: number) => (Number.isNaN(value) ? 'none' : String(Math.round(value)));
  const rows = [
    ['route', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'JS gz KB', 'JS gz KB by LCP', 'requests', 'by LCP', 'round trips by LCP'],
    ...summaries.map((item) => [
      item.route,
      ms(item.fcpMs),
      ms(item.lcpMs),
      ms(item.tbtMs),
      item.cls.toFixed(3),
      kb(item.jsGzipBytes),
      kb(item.jsGzipBeforeContentBytes),
      String(item.requests),
      String(item.requestsBeforeContent),
      String(item.roundTripsBeforeContent),
    ]),
  ];
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  console.log(
    `\nPage load, cold, Chromium headless 375×812 @2x; Slow 4G (${SLOW_4G.latencyMs} ms RTT, ${SLOW_4G.downloadBitsPerSecond / 1e6} Mbit/s down), ` +
      `CPU ${CPU_THROTTLE_RATE}× slower; ${protocol}; median of ${runs}. Build: ${relative(REPO_ROOT, distDir) || '.'}\n`,
  );
  for (const row of rows)
    console.log(row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  '));
  const worst = (key: (typeof KEYS)[number]) => Math.max(...summaries.map((item) => item[key]));
  console.log(
    `\nWorst route: FCP ${ms(worst('fcpMs'))} ms, LCP ${ms(worst('lcpMs'))} ms, TBT ${ms(worst('tbtMs'))} ms, CLS ${worst('cls').toFixed(3)}, JS ${kb(worst('jsGzipBytes'))} KB gzip`,
  );

  mkdirSync(RESULTS_DIR, { recursive: true });
  const labels = [values.http2 ? 'h2' : '', values.label ?? ''].filter(Boolean);
  const outputFile = join(RESULTS_DIR, `load${labels.map((label) => `-${label}`).join('')}.json`);
  writeFileSync(
    outputFile,
    `${JSON.stringify({ generatedAt: new Date().toISOString(), dist: distDir, settings: { ...SLOW_4G, cpuThrottleRate: CPU_THROTTLE_RATE, runs, protocol }, routes: summaries, runs: Object.fromEntries(measured) }, null, 2)}\n`,
  );
  console.log(`Wrote ${relative(REPO_ROOT, outputFile)} in ${Math.round((Date.now() - startedAt) / 1000)} s.`);
}

/** One load's requests in the order they started, each with its round (as toRoundTrips counts them), and its LCP candidates. */
function printWaterfall(path: string, measurement: LoadMeasurement) {
  log(
    `\n${path}: LCP ${Math.round(measurement.lcpMs)} ms (${measurement.lcpElement}), FCP ${Math.round(measurement.fcpMs)} ms, over ${measurement.protocols.join(', ')}`,
  );
  const time = (value: number) => String(Math.round(value)).padStart(5);
  const rounds = new Map<ResourceTiming, number>();
  for (const resource of [...measurement.resources].sort((a, b) => a.startTime - b.startTime)) {
    let round = 1;
    for (const [earlier, depth] of rounds) if (earlier.responseEnd <= resource.startTime + 1) round = Math.max(round, depth + 1);
    rounds.set(resource, round);
    log(
      `  ${time(resource.startTime)} → ${time(resource.responseEnd)}  r${round}  ${resource.initiatorType.padEnd(14)} ${new URL(resource.url).pathname}`,
    );
  }
  for (const candidate of measurement.lcpCandidates)
    log(`  LCP candidate at ${time(candidate.startTime)} ms: ${candidate.element}, ${Math.round(candidate.size)} px²`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
