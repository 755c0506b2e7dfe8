// `npm run bench:load`: every route of the screens folder loaded cold in Chromium as a cheap phone
// on Slow 4G with a 4× slower CPU (scripts/bench/measure-load.ts), on the demo back end, in two
// deploys (scripts/bench/profiles.ts): the demo's config.js and a lender's, every key its own. Loan
// details is opened warm too (a second visit, the HTTP cache kept). Prints the median of the runs
// per route beside the route's floor, and writes bench-results/load[-label].json.
//
//   tsx scripts/bench/load.ts [--dist dist] [--label name] [--runs 3] [--routes /,/about] [--profiles demo,lender]
//                             [--warm /hasOf] [--waterfall] [--http2]
//
// `--dist` measures another build (e.g. one of an older commit) with this checkout's demo back end.
// `--waterfall` also prints each load's requests (start → end in ms from navigation, and round) and
// its LCP candidates: what the content waited for.
// `--http2` serves over TLS with HTTP/2, as docs/deploying.md asks of a deploy (a throwaway
// self-signed certificate; Chromium told to accept it) and writes bench-results/load-h2[-label].json;
// the lender's promotion host is then its own origin. Without it the bench stays on HTTP/1.1 (six
// connections per host), so older figures compare.
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';

import { startDemoServer } from '../demo-server/server.ts';
import { launchChromium } from '../lib/chromium.ts';
import { createSelfSignedCertificate } from '../lib/self-signed-certificate.ts';
import { median, type ResourceTiming } from './load-metrics.ts';
import { CPU_THROTTLE_RATE, type LoadMeasurement, measureLoad, SLOW_4G } from './measure-load.ts';
import { type ProfileName, PROFILES, toConfigScript, toLenderConfig } from './profiles.ts';
import { startPromoHost } from './promo-host.ts';
import { type BenchRoute, listRoutes } from './routes.ts';

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
  'bytesBeforeContent',
] as const;
type Summary = Record<(typeof KEYS)[number], number>;

interface Deploy {
  url: string;
  close: () => Promise<void>;
}

/** The built app served as `profile` deploys it: the demo's config.js, or a lender's in a copy of the build. */
async function startDeploy(
  profile: ProfileName,
  distDir: string,
  tls: ReturnType<typeof createSelfSignedCertificate> | undefined,
): Promise<Deploy> {
  if (profile === 'demo') return startDemoServer({ port: 0, distDir, tls });
  const copy = mkdtempSync(join(tmpdir(), 'bench-lender-'));
  // Timestamps kept: the server sends a Brotli copy only when it is as new as its file.
  cpSync(distDir, copy, { recursive: true, preserveTimestamps: true });
  const server = await startDemoServer({ port: 0, distDir: copy, tls });
  // A promotion host of its own (CORS and all), where the page is plain HTTP as the host is.
  const promo = tls ? undefined : await startPromoHost(server.url, server.url);
  writeFileSync(join(copy, 'config.js'), toConfigScript(toLenderConfig({ api: server.url, promo: promo?.url ?? server.url })));
  return {
    url: server.url,
    close: async () => {
      await promo?.close();
      await server.close();
      rmSync(copy, { recursive: true, force: true });
    },
  };
}

/**
 * The round trips a route cannot do without before its largest paint: the HTML; then config.js, the
 * code and the screen file side by side; a first API call, whose address config.js gives; a picture
 * its data names (the LCP element an image on a screen with calls). Warm, the code, the screen file,
 * config.js (stale-while-revalidate) and the pictures are in the HTTP cache: the HTML's check, then
 * the call beside the manifest's check.
 */
function toFloorRoundTrips(route: BenchRoute, lcpElements: readonly string[], isWarm: boolean): number {
  if (isWarm) return 2;
  const isDataPicture = route.hasFirstCalls && lcpElements.filter((element) => element.startsWith('img')).length > lcpElements.length / 2;
  return 2 + (route.hasFirstCalls ? 1 : 0) + (isDataPicture ? 1 : 0);
}

/**
 * A floor for LCP, the CPU left out: its round trips back to back, or the HTML's round trip and one
 * more with every byte it fetched by LCP at the line's rate, whichever is longer.
 */
function toFloorMs(roundTrips: number, bytes: number): number {
  const transferMs = ((bytes * 8) / SLOW_4G.downloadBitsPerSecond) * 1000;
  return Math.max(roundTrips * SLOW_4G.latencyMs, 2 * SLOW_4G.latencyMs + transferMs);
}

type RouteSummary = Summary & { route: string; screen: string; floorRoundTrips: number; floorMs: number; lcpElement: string[] };

function summarise(route: BenchRoute, list: readonly LoadMeasurement[], isWarm = false): RouteSummary {
  const summary = Object.fromEntries(KEYS.map((key) => [key, median(list.map((item) => item[key]))])) as Summary;
  const lcpElement = list.map((item) => item.lcpElement);
  const floorRoundTrips = toFloorRoundTrips(route, lcpElement, isWarm);
  return {
    route: route.path,
    screen: route.name,
    ...summary,
    floorRoundTrips,
    floorMs: toFloorMs(floorRoundTrips, summary.bytesBeforeContent),
    lcpElement,
  };
}

async function main() {
  const { values } = parseArgs({
    options: {
      dist: { type: 'string', default: 'dist' },
      label: { type: 'string' },
      runs: { type: 'string', default: '3' },
      routes: { type: 'string' },
      profiles: { type: 'string', default: PROFILES.join(',') },
      warm: { type: 'string', default: '/hasOf' },
      waterfall: { type: 'boolean', default: false },
      http2: { type: 'boolean', default: false },
    },
  });
  const distDir = resolve(values.dist);
  const runs = Number(values.runs);
  const only = values.routes?.split(',');
  const routes = listRoutes().filter((route) => !only || only.includes(route.path));
  const warmPaths = values.warm.split(',').filter(Boolean);
  const profiles = values.profiles.split(',').filter((name): name is ProfileName => (PROFILES as readonly string[]).includes(name));
  const protocol = values.http2 ? 'HTTP/2 (TLS)' : 'HTTP/1.1';
  const tls = values.http2 ? createSelfSignedCertificate() : undefined;
  const deploys = new Map<ProfileName, Deploy>();
  for (const profile of profiles) deploys.set(profile, await startDeploy(profile, distDir, tls));
  // The certificate is the bench's own, made a moment ago: nothing to verify it against.
  const browser = await launchChromium(values.http2 ? ['--ignore-certificate-errors'] : []);
  const cold = new Map<string, LoadMeasurement[]>();
  const warm = new Map<string, LoadMeasurement[]>();
  const protocolsSeen = new Set<string>();
  const startedAt = Date.now();
  const record = (into: Map<string, LoadMeasurement[]>, key: string, measurement: LoadMeasurement) => {
    into.set(key, [...(into.get(key) ?? []), measurement]);
    for (const item of measurement.protocols) protocolsSeen.add(item);
  };
  try {
    // Not recorded: the first page of a fresh browser also pays for starting its renderer.
    await measureLoad(browser, `${deploys.values().next().value?.url}/about`, distDir);
    for (let run = 1; run <= runs; run++) {
      // Route by route, the profiles back to back: a busy moment of the machine hits both alike.
      for (const route of routes) {
        for (const profile of profiles) {
          const url = `${deploys.get(profile)?.url}${route.path}${route.query ? `?${route.query}` : ''}`;
          const measurement = await measureLoad(browser, url, distDir);
          if (values.waterfall) printWaterfall(`${profile} ${route.path}`, measurement);
          record(cold, `${profile} ${route.path}`, measurement);
          if (!warmPaths.includes(route.path)) continue;
          const again = await measureLoad(browser, url, distDir, { warm: true });
          if (values.waterfall) printWaterfall(`${profile} ${route.path} (warm)`, again);
          record(warm, `${profile} ${route.path}`, again);
        }
      }
      // What the requests really went over (nextHopProtocol), not what the server offered.
      log(
        `bench:load: run ${run}/${runs} done after ${Math.round((Date.now() - startedAt) / 1000)} s; requests went over ${[...protocolsSeen].join(', ')}`,
      );
      protocolsSeen.clear();
    }
  } finally {
    await browser.close();
    for (const deploy of deploys.values()) await deploy.close();
  }

  const results = Object.fromEntries(
    profiles.map((profile) => [
      profile,
      {
        cold: routes.map((route) => summarise(route, cold.get(`${profile} ${route.path}`) ?? [])),
        warm: routes
          .filter((route) => warmPaths.includes(route.path))
          .map((route) => summarise(route, warm.get(`${profile} ${route.path}`) ?? [], true)),
      },
    ]),
  );
  console.log(
    `\nPage load, Chromium headless 375×812 @2x; Slow 4G (${SLOW_4G.latencyMs} ms RTT, ${SLOW_4G.downloadBitsPerSecond / 1e6} Mbit/s down), ` +
      `CPU ${CPU_THROTTLE_RATE}× slower; ${protocol}; median of ${runs}. Build: ${relative(REPO_ROOT, distDir) || '.'}. ` +
      'Floor: the round trips the route cannot avoid, and its bytes by LCP at the line rate (the CPU left out).',
  );
  for (const profile of profiles) {
    const { cold: coldRows, warm: warmRows } = results[profile];
    printTable(`${profile}, cold`, coldRows);
    if (warmRows.length > 0) printTable(`${profile}, warm (a second visit)`, warmRows);
  }

  mkdirSync(RESULTS_DIR, { recursive: true });
  const labels = [values.http2 ? 'h2' : '', values.label ?? ''].filter(Boolean);
  const outputFile = join(RESULTS_DIR, `load${labels.map((label) => `-${label}`).join('')}.json`);
  writeFileSync(
    outputFile,
    `${JSON.stringify(
      {
        generatedAt: new Date().toISOString(),
        dist: distDir,
        settings: { ...SLOW_4G, cpuThrottleRate: CPU_THROTTLE_RATE, runs, protocol },
        profiles: results,
        runs: { cold: Object.fromEntries(cold), warm: Object.fromEntries(warm) },
      },
      null,
      2,
    )}\n`,
  );
  console.log(`Wrote ${relative(REPO_ROOT, outputFile)} in ${Math.round((Date.now() - startedAt) / 1000)} s.`);
}

function printTable(title: string, summaries: readonly RouteSummary[]) {
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  const ms = (value: number) => (Number.isNaN(value) ? 'none' : String(Math.round(value)));
  const rows = [
    ['route', 'FCP ms', 'LCP ms', 'floor ms', 'over', 'TBT ms', 'CLS', 'JS gz KB', 'by LCP', 'KB sent by LCP', 'round trips', 'floor'],
    ...summaries.map((item) => [
      item.route,
      ms(item.fcpMs),
      ms(item.lcpMs),
      ms(item.floorMs),
      ms(item.lcpMs - item.floorMs),
      ms(item.tbtMs),
      item.cls.toFixed(3),
      kb(item.jsGzipBytes),
      kb(item.jsGzipBeforeContentBytes),
      kb(item.bytesBeforeContent),
      String(item.roundTripsBeforeContent),
      String(item.floorRoundTrips),
    ]),
  ];
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  console.log(`\n${title}`);
  for (const row of rows)
    console.log(row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  '));
  const lcps = summaries.map((item) => item.lcpMs);
  const worst = (key: (typeof KEYS)[number]) => Math.max(...summaries.map((item) => item[key]));
  console.log(
    `LCP median ${ms(median(lcps))} ms, worst ${ms(worst('lcpMs'))} ms (${lcps.filter((lcp) => lcp <= 2300).length} of ${lcps.length} at 2.3 s or less); ` +
      `FCP worst ${ms(worst('fcpMs'))} ms, TBT worst ${ms(worst('tbtMs'))} ms, CLS worst ${worst('cls').toFixed(3)}`,
  );
}

/** One load's requests in the order they started, each with its round (as toRoundTrips counts them), and its LCP candidates. */
function printWaterfall(title: string, measurement: LoadMeasurement) {
  log(
    `\n${title}: LCP ${Math.round(measurement.lcpMs)} ms (${measurement.lcpElement}), FCP ${Math.round(measurement.fcpMs)} ms, over ${measurement.protocols.join(', ')}`,
  );
  const time = (value: number) => String(Math.round(value)).padStart(5);
  const rounds = new Map<ResourceTiming, number>();
  for (const resource of [...measurement.resources].sort((a, b) => a.startTime - b.startTime)) {
    let round = 1;
    for (const [earlier, depth] of rounds) if (earlier.responseEnd <= resource.startTime + 1) round = Math.max(round, depth + 1);
    rounds.set(resource, round);
    const url = new URL(resource.url);
    log(
      `  ${time(resource.startTime)} → ${time(resource.responseEnd)}  r${round}  ${resource.initiatorType.padEnd(14)} ${url.host === new URL(measurement.resources[0].url).host ? '' : url.host}${url.pathname}`,
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
