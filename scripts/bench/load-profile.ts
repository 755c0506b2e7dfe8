// `tsx scripts/bench/load-profile.ts --route /hasOf [--warm [--visits 2]] [--cpu 1] [--dist dist] [--trace trace.json]`: where a page load's main
// thread goes, on the bench's phone (Slow 4G, 4× slower CPU, scripts/bench/measure-load.ts). Records a
// Chromium trace with the V8 sampler of one load on the demo back end and prints, from navigation:
// the requests, each task of the renderer's main thread over 30 ms with what ran in it (scripts
// evaluated, functions called, style, layout, paint), and the functions with the most self time
// between the last API reply and LCP, the window where the screen is built.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

import type { CDPSession } from 'playwright-core';
import { SourceMapConsumer } from 'source-map-js';

import { startDemoServer } from '../demo-server/server.ts';
import { launchChromium } from '../lib/chromium.ts';
import { throttleLikeAPhone, waitForScreen } from './measure-load.ts';

interface Frame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}

/** A sampled function by its source (the build's source maps, when it wrote them), else by its built file. */
function createNamer(distDir: string): (frame: Frame) => string {
  const maps = new Map<string, SourceMapConsumer | undefined>();
  return (frame) => {
    const url = frame.url ?? '';
    const file = url.split('?')[0].split('/').pop() ?? '';
    const mapFile = join(distDir, 'assets', `${file}.map`);
    if (file && !maps.has(file)) maps.set(file, existsSync(mapFile) ? new SourceMapConsumer(readFileSync(mapFile, 'utf8')) : undefined);
    const original = maps.get(file)?.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
    if (original?.source)
      return `${original.name ?? frame.functionName ?? '(anonymous)'} ${original.source.replace(/^.*node_modules\//, '')}:${original.line}`;
    return `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`;
  };
}

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  /** The thread's CPU time inside the event (µs): unlike `dur`, not stretched while the OS runs other work. */
  tdur?: number;
  args?: { data?: Record<string, unknown>; name?: string } & Record<string, unknown>;
}

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'v8',
  'blink.user_timing',
  'loading',
  'disabled-by-default-v8.cpu_profiler',
].join(',');

async function recordTrace(cdp: CDPSession, run: () => Promise<void>): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (message) => events.push(...(message.value as unknown as TraceEvent[])));
  await cdp.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReportEvents' });
  await run();
  const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.end');
  await done;
  return events;
}

/** Self time per function (V8 sampler) within [from, to] µs of the trace clock. */
function selfTimes(events: TraceEvent[], pid: number, from: number, to: number, name: (frame: Frame) => string): Map<string, number> {
  const nodes = new Map<number, string>();
  const totals = new Map<string, number>();
  let time = 0;
  for (const event of events) {
    if (event.pid !== pid) continue;
    if (event.name === 'Profile') time = (event.args?.data as { startTime?: number } | undefined)?.startTime ?? 0;
    if (event.name !== 'ProfileChunk') continue;
    const data = event.args?.data as {
      cpuProfile?: { nodes?: { id: number; callFrame: Frame }[]; samples?: number[] };
      timeDeltas?: number[];
    };
    for (const node of data.cpuProfile?.nodes ?? []) {
      nodes.set(node.id, name(node.callFrame));
    }
    const samples = data.cpuProfile?.samples ?? [];
    const deltas = data.timeDeltas ?? [];
    for (let index = 0; index < samples.length; index++) {
      const delta = deltas[index] ?? 0;
      time += delta;
      if (time < from || time > to) continue;
      const key = nodes.get(samples[index]) ?? String(samples[index]);
      totals.set(key, (totals.get(key) ?? 0) + delta);
    }
  }
  return totals;
}

/** What a main-thread trace event did, for the CPU table: its kind, with the script, event or function it ran. */
function toWork(event: TraceEvent): string {
  const data = event.args?.data ?? {};
  const file = typeof data.url === 'string' ? (data.url.split('?')[0].split('/').pop() ?? '') : '';
  if (event.name === 'EventDispatch') return `EventDispatch ${String(data.type)}`;
  const name = typeof data.functionName === 'string' ? data.functionName : '';
  if (event.name === 'FunctionCall') return `FunctionCall ${file || name}`;
  return file ? `${event.name} ${file.replace(/-[\w-]{8}\.js$/, '.js')}` : event.name;
}

/**
 * The main thread's CPU time (thread time, `tdur`) from navigation to `until`: in all, in long tasks,
 * and by what ran, each event's own time without the events inside it. On a shared machine the
 * wall time of a task grows with the machine's load; its thread time much less.
 */
function printCpu(onMain: TraceEvent[], start: number, until: number, at: (ts: number) => number): void {
  const within = onMain
    .filter((event) => event.ts < until && event.tdur !== undefined)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const own = new Map<TraceEvent, number>();
  const stack: TraceEvent[] = [];
  for (const event of within) {
    let parent = stack.at(-1);
    while (parent && parent.ts + (parent.dur ?? 0) <= event.ts) {
      stack.pop();
      parent = stack.at(-1);
    }
    if (parent) own.set(parent, (own.get(parent) ?? 0) - (event.tdur ?? 0));
    own.set(event, (own.get(event) ?? 0) + (event.tdur ?? 0));
    stack.push(event);
  }
  const tasks = within.filter((event) => event.name === 'RunTask');
  const sum = (list: TraceEvent[], key: 'dur' | 'tdur') => list.reduce((total, event) => total + (event[key] ?? 0), 0) / 1000;
  const long = tasks.filter((task) => (task.dur ?? 0) > 50_000);
  console.log(
    `main thread to ${Math.round((until - start) / 1000)} ms: CPU ${Math.round(sum(tasks, 'tdur'))} ms in ${tasks.length} tasks (wall ${Math.round(sum(tasks, 'dur'))} ms); ` +
      `tasks over 50 ms: ${long.length}, CPU ${Math.round(sum(long, 'tdur'))} ms (${long.map((task) => `${at(task.ts)}: ${Math.round((task.tdur ?? 0) / 1000)}/${Math.round((task.dur ?? 0) / 1000)}`).join(', ')})`,
  );
  const byWork = new Map<string, number>();
  for (const [event, micros] of own)
    if (event.name !== 'RunTask' || micros > 0) byWork.set(toWork(event), (byWork.get(toWork(event)) ?? 0) + micros);
  console.log('  CPU by what ran (own time, ms):');
  for (const [work, micros] of [...byWork].sort((a, b) => b[1] - a[1]).slice(0, 24))
    console.log(`  ${String(Math.round(micros / 1000)).padStart(5)}  ${work}`);
}

async function main() {
  const { values } = parseArgs({
    options: {
      route: { type: 'string', default: '/hasOf' },
      dist: { type: 'string', default: 'dist' },
      warm: { type: 'boolean', default: false },
      // With --warm: how many visits before the one recorded (V8 keeps a script's compiled code only
      // from its second run on, and uses it from the third: --visits 2 records a load that has it).
      visits: { type: 'string', default: '1' },
      top: { type: 'string', default: '25' },
      // The window of the self times, in ms from navigation (default: the last API reply to LCP).
      from: { type: 'string' },
      to: { type: 'string' },
      // Writes the whole trace there too, for Chromium's DevTools (Performance, "Load profile").
      trace: { type: 'string' },
      // The CPU's slowdown (the phone's is 4): 1 gives the self times of an unthrottled CPU, where the
      // throttle's pauses, which land on whatever function runs, do not blur them.
      cpu: { type: 'string' },
    },
  });
  const server = await startDemoServer({ port: 0, distDir: values.dist });
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({
      viewport: { width: 375, height: 812 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
    });
    const url = `${server.url}${values.route}`;
    for (let visit = 0; values.warm && visit < Number(values.visits); visit++) {
      const first = await context.newPage();
      await first.goto(url, { waitUntil: 'networkidle' });
      await first.close();
    }
    const page = await context.newPage();
    await page.addInitScript(
      `new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__lcp = e.startTime; }).observe({ type: 'largest-contentful-paint', buffered: true });`,
    );
    const cdp = await context.newCDPSession(page);
    await throttleLikeAPhone(cdp, { warm: values.warm });
    if (values.cpu !== undefined) await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(values.cpu) });
    let timing: { lcp: number; fcp?: number; resources: { name: string; start: number; end: number }[] } = { lcp: 0, resources: [] };
    const events = await recordTrace(cdp, async () => {
      await page.goto(url, { waitUntil: 'load', timeout: 45_000 });
      await waitForScreen(cdp);
      // The requests after the screen (pictures, idle-time code), without Playwright's script in the page.
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      timing = await page.evaluate(() => ({
        lcp: (window as unknown as { __lcp: number }).__lcp,
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        resources: (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((entry) => ({
          name: entry.name.split('?')[0].split('/').slice(3).join('/'),
          start: entry.startTime,
          end: entry.responseEnd,
        })),
      }));
    });
    if (values.trace) writeFileSync(values.trace, JSON.stringify({ traceEvents: events }));
    const candidates = events.filter((event) => event.name === 'largestContentfulPaint::Candidate');
    const lastCandidate = candidates.at(-1);
    if (!lastCandidate) throw new Error('no LCP in the trace');
    // The trace's clock at navigation: its last LCP candidate is the page's LCP.
    const navigation = { ...lastCandidate, ts: lastCandidate.ts - timing.lcp * 1000 };
    const pid = navigation.pid;
    const main = events.find((event) => event.pid === pid && event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
    const tid = main?.tid ?? navigation.tid;
    const at = (ts: number) => Math.round((ts - navigation.ts) / 1000);
    console.log(
      `${values.warm ? 'warm' : 'cold'} ${values.route}: LCP ${Math.round(timing.lcp)} ms, FCP ${Math.round(timing.fcp ?? NaN)} ms`,
    );
    for (const resource of timing.resources)
      console.log(
        `  ${String(Math.round(resource.start)).padStart(5)} → ${String(Math.round(resource.end)).padStart(5)}  ${resource.name}`,
      );
    const namer = createNamer(values.dist);
    const onMain = events.filter((event) => event.pid === pid && event.tid === tid && event.ph === 'X' && event.ts >= navigation.ts);
    printCpu(onMain, navigation.ts, navigation.ts + timing.lcp * 1000, at);
    const tasks = onMain.filter((event) => event.name === 'RunTask' && (event.dur ?? 0) > 30_000);
    let busy = 0;
    for (const task of onMain.filter((event) => event.name === 'RunTask')) busy += task.dur ?? 0;
    console.log(`main thread busy ${Math.round(busy / 1000)} ms in tasks; tasks over 30 ms:`);
    for (const task of tasks) {
      const end = task.ts + (task.dur ?? 0);
      const inside = onMain.filter(
        (event) => event.ts >= task.ts && event.ts + (event.dur ?? 0) <= end && event !== task && (event.dur ?? 0) > 4_000,
      );
      console.log(`  ${at(task.ts)}–${at(end)} (${Math.round((task.dur ?? 0) / 1000)} ms)`);
      for (const event of inside.slice(0, 14)) {
        const data = event.args?.data ?? {};
        const where = [data.url, data.functionName, data.type, data.stackTrace ? '' : undefined].filter(Boolean).join(' ');
        console.log(`      ${at(event.ts)} +${Math.round((event.dur ?? 0) / 1000)} ${event.name} ${where.split('/').pop()}`);
      }
      // A long task's own functions (V8 sampler), by self time.
      if ((task.dur ?? 0) < 100_000) continue;
      const own = [...selfTimes(events, pid, task.ts, end, namer)].sort((a, b) => b[1] - a[1]).slice(0, 8);
      console.log(
        `      self: ${own.map(([key, micros]) => `${Math.round(micros / 1000)} ${key.split(' ')[0]} ${key.split('/').pop()}`).join(' · ')}`,
      );
    }
    const lastCall = Math.max(
      ...timing.resources.filter((resource) => !/\.(js|css|json)$/.test(resource.name)).map((resource) => resource.end),
      0,
    );
    const fromMs = values.from === undefined ? lastCall || 0 : Number(values.from);
    const toMs = values.to === undefined ? timing.lcp : Number(values.to);
    const from = navigation.ts + fromMs * 1000;
    const to = navigation.ts + toMs * 1000;
    const totals = [...selfTimes(events, pid, from, to, createNamer(values.dist))].sort((a, b) => b[1] - a[1]).slice(0, Number(values.top));
    const byFile = new Map<string, number>();
    for (const [key, micros] of selfTimes(events, pid, from, to, createNamer(values.dist))) {
      const file = key
        .split(' ')
        .slice(1)
        .join(' ')
        .replace(/:\d+(:\d+)?$/, '');
      byFile.set(file, (byFile.get(file) ?? 0) + micros);
    }
    console.log(`self time by file, ${Math.round(fromMs)} to ${Math.round(toMs)} ms:`);
    for (const [file, micros] of [...byFile].sort((a, b) => b[1] - a[1]).slice(0, 20))
      console.log(`  ${String(Math.round(micros / 1000)).padStart(5)} ms  ${file}`);
    console.log(
      `self time between ${Math.round(fromMs)} ms (last API reply ${Math.round(lastCall)}) and ${Math.round(toMs)} ms (LCP ${Math.round(timing.lcp)}):`,
    );
    for (const [name, micros] of totals) console.log(`  ${String(Math.round(micros / 1000)).padStart(5)} ms  ${name}`);
  } finally {
    await browser.close();
    await server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
