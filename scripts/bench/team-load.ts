// `npm run bench:team`: the team studio under an office's load, over a long history. Each run copies
// screens/ and content/ into a temporary git work tree, writes 1,000,000 audit entries spread over
// the past twelve months (the segment files and the index, as studio/server/team/audit-log.ts reads
// them), makes 50 accounts and starts the studio as IT does (`npm run studio -- --team`, its own
// process, each save a git commit). All 50 sign in; then for a fixed time every one of them polls
// as the studio page does or faster: presence every 5 s (the page's session check), a heartbeat and
// the review every 20 s (the page asks for the review only when its publish panel opens or after a
// save); 5 of them save texts, and 1 publishes what a reviewer approved.
// Every call is timed from when it is sent (fetch, one connection pool), on a fixed schedule that
// never waits for the previous answer; the studio's resident memory is sampled from /proc.
//   --runs N      default 3 (the figures are the median of the runs)
//   --seconds N   default 40, the load phase of each run
//   --entries N   default 1000000
//   --staff N     default 50 (at least 7: 5 who save, a reviewer, a publisher; then editors, then viewers)
//   --out FILE    default bench-results/team-load.json
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

import { createScreensApi } from '../../studio/server/content/screens-api.ts';
import { accountsFile, createAccounts } from '../../studio/server/team/accounts.ts';
import type { Role } from '../../studio/server/team/roles.ts';
import { publishBundle } from '../lib/publish.ts';
import { buildScreensBundle } from '../lib/screens-bundle.ts';
import { median, percentile } from './stats.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    seconds: { type: 'string', default: '40' },
    entries: { type: 'string', default: '1000000' },
    staff: { type: 'string', default: '50' },
    out: { type: 'string', default: 'bench-results/team-load.json' },
  },
});
const RUNS = Number(values.runs);
const SECONDS = Number(values.seconds);
const ENTRIES = Number(values.entries);
const SAVERS = 5;
const STAFF = Math.max(SAVERS + 2, Number(values.staff));
const POLL_MS = 5_000;
const BEAT_MS = 20_000;
const REVIEW_MS = 20_000;
/** An editor's pause between two saves (reading, typing). */
const SAVE_PAUSE_MS = 2_000;
/** The publisher's pause between two publishes. */
const PUBLISH_PAUSE_MS = 5_000;
const PASSWORD = 'bench password of the team';
const SAVED_SCREENS = ['loan-detail', 'bind-bank', 'order-list', 'register', 'payment-method'];
const API = '/__studio/api';
const TEAM = `${API}/team`;
const CALLS = ['presence', 'presence beat', 'review', 'save', 'approve', 'publish'] as const;
type CallName = (typeof CALLS)[number];

interface RunFigures {
  calls: Record<CallName, { count: number; failed: number; p50: number; p95: number; p99: number; max: number }>;
  publishes: number;
  publishRetries: number;
  peakRssMb: number;
  loadPeakRssMb: number;
  startRssMb: number;
  logMb: number;
  indexEntries: number;
  indexMb: number;
  indexEntriesAfter: number;
  firstReviewMs: number;
  setupSeconds: number;
  loadAverage: number[];
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

// ---------------------------------------------------------------- the content and its history

function prepareFolder(): { dir: string; screensDir: string; distDir: string; teamDir: string } {
  const dir = mkdtempSync(join(tmpdir(), 'bench-team-'));
  const screensDir = join(dir, 'screens');
  const distDir = join(dir, 'dist');
  const teamDir = join(dir, 'team');
  cpSync('screens', screensDir, { recursive: true });
  cpSync('content', join(dir, 'content'), { recursive: true });
  writeFileSync(join(dir, '.gitignore'), 'dist/\nteam/\n');
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=Bench', '-c', 'user.email=bench@bench.invalid', '-c', 'commit.gpgsign=false', ...args], {
      cwd: dir,
      stdio: 'ignore',
    });
  git('init', '-q');
  git('add', '.');
  git('commit', '-q', '-m', 'The content as the lender had it');
  mkdirSync(join(distDir, 'screens'), { recursive: true });
  writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>app</title>');
  publishBundle(join(distDir, 'screens'), buildScreensBundle(screensDir, new Date('2026-01-01T00:00:00Z')));
  return { dir, screensDir, distDir, teamDir };
}

/**
 * `count` entries over the twelve months up to now, oldest first: audit/<YYYY-MM>.jsonl for each
 * past month, audit.jsonl for this one, and audit-index.jsonl with the entries the studio's state is
 * read from. The mix of a year with attacks summarised: mostly refused sign-ins and sign-outs,
 * about 10 % sign-ins, saves and decisions (indexed). The last entry is the publish of the content
 * live now, as when it went live through the studio: the review counts the saves after it.
 */
function writeHistory(teamDir: string, count: number, liveContentId: string): { indexEntries: number } {
  mkdirSync(join(teamDir, 'audit'), { recursive: true, mode: 0o700 });
  const now = Date.now();
  const start = now - 365 * 24 * 3600_000;
  const step = (now - 60_000 - start) / count;
  const thisMonth = new Date(now).toISOString().slice(0, 7);
  const index: string[] = [];
  let month = '';
  let lines: string[] = [];
  const flush = () => {
    if (!month) return;
    const file = month === thisMonth ? join(teamDir, 'audit.jsonl') : join(teamDir, 'audit', `${month}.jsonl`);
    writeFileSync(file, lines.join(''), { mode: 0o600 });
    lines = [];
  };
  for (let i = 0; i < count; i++) {
    if (i === count - 1) {
      const line = `{"at":"${new Date(now - 60_000).toISOString()}","who":"past.publisher","from":"10.0.0.1","action":"publish","version":"live","previous":null,"contentId":"${liveContentId}","note":"The content live now","approvedBy":"past.reviewer","commit":null}\n`;
      lines.push(line);
      index.push(line);
      break;
    }
    const at = new Date(start + i * step).toISOString();
    if (at.slice(0, 7) !== month) {
      flush();
      month = at.slice(0, 7);
    }
    const who = `past.staff${i % 40}`;
    const from = `10.0.${(i >> 8) & 255}.${i & 255}`;
    const kind = i % 100;
    let line: string;
    if (kind < 6) line = `{"at":"${at}","who":"${who}","from":"${from}","action":"sign-in"}\n`;
    else if (kind < 9)
      line = `{"at":"${at}","who":"${who}","from":"${from}","action":"save","screen":"${SAVED_SCREENS[i % 5]}","screenHash":"${i.toString(16).padStart(64, '0')}","messagesHash":null,"note":"Wording of the offer","commit":null}\n`;
    else if (kind === 9)
      line = `{"at":"${at}","who":"past.reviewer","from":"${from}","action":"approve","contentId":"${i.toString(16).padStart(16, '0')}","note":"","commit":null}\n`;
    else if (kind < 60)
      line = `{"at":"${at}","who":"attacker${i % 977}","from":"203.0.113.${i % 250}","action":"sign-in refused","reason":"wrong password","count":${(i % 30) + 1}}\n`;
    else if (kind < 90) line = `{"at":"${at}","who":"${who}","from":"${from}","action":"sign-out"}\n`;
    else line = `{"at":"${at}","who":"cli:it","from":"local","action":"roles changed","account":"${who}","roles":["editor"]}\n`;
    lines.push(line);
    if (kind < 10) index.push(line);
  }
  flush();
  writeFileSync(join(teamDir, 'audit-index.jsonl'), index.join(''), { mode: 0o600 });
  return { indexEntries: index.length };
}

function logSize(teamDir: string): number {
  const segments = join(teamDir, 'audit');
  const files = [join(teamDir, 'audit.jsonl'), ...readdirSync(segments).map((name) => join(segments, name))];
  return files.filter(existsSync).reduce((sum, file) => sum + statSync(file).size, 0);
}
const lineCount = (file: string) => readFileSync(file, 'utf8').split('\n').filter(Boolean).length;

// ---------------------------------------------------------------- the studio process

async function startStudio(folder: ReturnType<typeof prepareFolder>): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(
    process.execPath,
    [
      ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : []),
      '--import',
      'tsx',
      'studio/server/start.ts',
      '--team',
      '--team-dir',
      folder.teamDir,
      '--port',
      '0',
      '--dist',
      folder.distDir,
    ],
    { env: { ...process.env, SCREENS_DIR: folder.screensDir }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const output: string[] = [];
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const url = await new Promise<string>((done, fail) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output.push(chunk.toString());
      const found = /Screen studio: (http:\/\/[^/\s]+)/.exec(output.join(''));
      if (found) done(found[1]);
    });
    child.once('exit', (code) => fail(new Error(`The studio stopped (${code}):\n${output.join('')}`)));
  });
  return { child, url };
}

/** The process's resident memory now and its peak since it started (VmRSS, VmHWM), in bytes. */
function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) * 1024;
  return { rss: kb('VmRSS'), peak: kb('VmHWM') };
}

// ---------------------------------------------------------------- the staff

interface Person {
  name: string;
  cookie: string;
}

function client(url: string, timings: Record<CallName, number[]>, failures: Record<CallName, number>) {
  // node:http with keep-alive, as a browser keeps its connections; no connect timeout (fetch gives up after 10 s, which a saturated server passes).
  const agent = new http.Agent({ keepAlive: true });
  const { hostname, port } = new URL(url);
  /** One call, timed from when it is sent to the end of its body; a failed connection counts as a failure. */
  async function call(name: CallName | undefined, person: Person, path: string, method = 'GET', body?: unknown) {
    const headers: Record<string, string> = { cookie: person.cookie };
    if (method !== 'GET') Object.assign(headers, { origin: url, 'content-type': 'application/json' });
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const started = performance.now();
    const { status, text } = await new Promise<{ status: number; text: string }>((done) => {
      const request = http.request({ hostname, port, path, method, headers, agent }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
        response.on('error', (error) => done({ status: 0, text: error.message }));
      });
      request.on('error', (error) => done({ status: 0, text: error.message }));
      request.end(payload);
    });
    const elapsed = performance.now() - started;
    if (name) {
      timings[name].push(elapsed);
      if (status < 200 || (status >= 300 && status !== 409)) {
        failures[name]++;
        if (failures[name] <= 2) console.error(`${name}: ${status} ${text.slice(0, 200)}`);
      }
    }
    return { status, json: () => JSON.parse(text) as Record<string, unknown> };
  }
  return call;
}

async function signIn(url: string, name: string): Promise<Person> {
  const page = await fetch(`${url}/__studio/sign-in`);
  const formCookie = page.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .find((pair) => pair.startsWith('studio-sign-in='));
  const token = /name="form" value="([^"]+)"/.exec(await page.text())?.[1];
  if (!formCookie || !token) throw new Error('The sign-in page has no form.');
  const response = await fetch(`${url}/__studio/sign-in`, {
    method: 'POST',
    redirect: 'manual',
    headers: { cookie: formCookie, origin: url, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ form: token, name, password: PASSWORD }).toString(),
  });
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .find((pair) => pair.startsWith('studio-session='));
  if (response.status !== 303 || !cookie) throw new Error(`${name} could not sign in (${response.status}).`);
  return { name, cookie };
}

/** 5 saving editors, a reviewer, a publisher, 23 editors with a draft open (their pages send heartbeats), 20 viewers. */
const EDITORS_WITH_DRAFTS = 23;
const isEditor = (index: number) => index < SAVERS || (index > SAVERS + 1 && index <= SAVERS + 1 + EDITORS_WITH_DRAFTS);
const roleOf = (index: number): Role[] =>
  isEditor(index) ? ['editor'] : index === SAVERS ? ['reviewer'] : index === SAVERS + 1 ? ['publisher'] : ['viewer'];
const nameOf = (index: number) => `staff${String(index).padStart(2, '0')}`;

/** IT's account made as IT makes it (a scrypt hash) and the staff's beside it: they share its hash, so setting up does not time 50 hashes. */
async function writeStaffAccounts(teamDir: string): Promise<void> {
  const accounts = createAccounts(teamDir);
  const admin = await accounts.add('it.admin', PASSWORD, ['admin'], 'IT Admin');
  const at = new Date().toISOString();
  const staff = Array.from({ length: STAFF }, (_, index) => ({
    ...admin,
    name: nameOf(index),
    displayName: nameOf(index),
    roles: roleOf(index),
    createdAt: at,
    changedAt: at,
  }));
  writeFileSync(accountsFile(teamDir), JSON.stringify({ accounts: [admin, ...staff] }, null, 2), { mode: 0o600 });
}

/** A call's timings as the report gives them: how many, the median, p95, p99 and the slowest, in whole ms. */
const summarize = (values: number[]) => ({
  count: values.length,
  p50: Math.round(percentile(values, 50)),
  p95: Math.round(percentile(values, 95)),
  p99: Math.round(percentile(values, 99)),
  max: Math.round(Math.max(...values)),
});

async function runOnce(run: number): Promise<RunFigures> {
  const setupStarted = performance.now();
  const folder = prepareFolder();
  const live = createScreensApi({ screensDir: folder.screensDir, distDir: folder.distDir }).compare('saved').liveContentId;
  const { indexEntries } = writeHistory(folder.teamDir, ENTRIES, live ?? '');
  console.log(`history written ${((performance.now() - setupStarted) / 1000).toFixed(1)} s`);
  await writeStaffAccounts(folder.teamDir);
  console.log(`accounts ${((performance.now() - setupStarted) / 1000).toFixed(1)} s`);
  const { child, url } = await startStudio(folder);
  console.log(`started ${((performance.now() - setupStarted) / 1000).toFixed(1)} s`);
  const pid = child.pid ?? 0;
  const timings = Object.fromEntries(CALLS.map((name) => [name, [] as number[]])) as Record<CallName, number[]>;
  const failures = Object.fromEntries(CALLS.map((name) => [name, 0])) as Record<CallName, number>;
  const call = client(url, timings, failures);
  try {
    const people: Person[] = [];
    for (let i = 0; i < STAFF; i += 10)
      people.push(...(await Promise.all(Array.from({ length: Math.min(10, STAFF - i) }, (_, k) => signIn(url, nameOf(i + k))))));
    // The first review after the start reads the index once (from the disk).
    const firstStarted = performance.now();
    await call(undefined, people[0], `${TEAM}/review`);
    const firstReviewMs = performance.now() - firstStarted;
    const startRss = memoryOf(pid).rss;
    const setupSeconds = (performance.now() - setupStarted) / 1000;
    console.log(`run ${run}: set up in ${setupSeconds.toFixed(0)} s (${ENTRIES} entries, ${indexEntries} indexed); ${SECONDS} s of load…`);

    const endAt = performance.now() + SECONDS * 1000;
    let loadPeak = startRss;
    const sampler = setInterval(() => (loadPeak = Math.max(loadPeak, memoryOf(pid).rss)), 250);
    const pending = new Set<Promise<unknown>>();
    const track = (work: Promise<unknown>) => {
      const tracked = work
        .catch((error: unknown) => console.error('call failed:', (error as Error).message))
        .finally(() => pending.delete(tracked));
      pending.add(tracked);
    };
    const folderReply = (await call(undefined, people[0], `${API}/screens`)).json() as {
      screens: { name: string; screen: { text: string; hash: string }; messages: { text: string; hash: string } | null }[];
    };
    const folderNames = folderReply.screens.map((entry) => entry.name);
    // Everyone's page: presence every POLL_MS, a heartbeat every BEAT_MS and the review every REVIEW_MS, each on its own schedule (as setInterval).
    const timers: NodeJS.Timeout[] = [];
    /** `work` now and every `everyMs`, its first call at its own point of the period (the pages opened at different times). */
    const every = (everyMs: number, index: number, work: () => void) =>
      timers.push(
        setTimeout(
          () => {
            work();
            timers.push(setInterval(work, everyMs));
          },
          (index * everyMs) / STAFF,
        ),
      );
    people.forEach((person, index) => {
      every(POLL_MS, index, () => track(call('presence', person, `${TEAM}/presence`)));
      every(REVIEW_MS, index, () => track(call('review', person, `${TEAM}/review`)));
      if (!isEditor(index)) return;
      const tab = `tab-${person.name}-bench`;
      const path = index < SAVERS ? `screens/${SAVED_SCREENS[index]}` : `screens/${folderNames[index % folderNames.length]}`;
      every(BEAT_MS, index, () => track(call('presence beat', person, `${TEAM}/presence`, 'POST', { tab, paths: [path], edited: true })));
    });

    // The editors wait while a publish is under way (as a team agrees "publishing now"), so a publish is of what was approved.
    let publishing: Promise<void> | undefined;
    let inFlightSaves = 0;
    let savesDone: (() => void) | undefined;
    const saver = async (index: number) => {
      const screen = folderReply.screens.find((entry) => entry.name === SAVED_SCREENS[index]);
      if (!screen?.messages) throw new Error(`There is no screen ${SAVED_SCREENS[index]} with texts.`);
      let base = { screen: screen.screen.hash, messages: screen.messages?.hash ?? null };
      const messages = JSON.parse(screen.messages.text) as { en: Record<string, string> };
      const key = Object.keys(messages.en)[0];
      const original = messages.en[key];
      for (let round = 1; performance.now() < endAt; round++) {
        while (publishing) await publishing;
        messages.en[key] = `${original} (${run}.${round})`;
        inFlightSaves++;
        const reply = await call('save', people[index], `${API}/screens/${SAVED_SCREENS[index]}`, 'PUT', {
          screen: screen.screen.text,
          messages: `${JSON.stringify(messages, null, 2)}\n`,
          base,
          note: `Offer wording, round ${round}`,
        }).finally(() => {
          if (--inFlightSaves === 0) savesDone?.();
        });
        if (reply.status !== 200) {
          await sleep(SAVE_PAUSE_MS);
          continue;
        }
        const saved = reply.json() as { screen: { hash: string }; messages: { hash: string } };
        base = { screen: saved.screen.hash, messages: saved.messages.hash };
        await sleep(SAVE_PAUSE_MS);
      }
    };
    let publishes = 0;
    let publishRetries = 0;
    const reviewer = people[SAVERS];
    const publisher = people[SAVERS + 1];
    const publish = async () => {
      await sleep(PUBLISH_PAUSE_MS);
      while (performance.now() < endAt) {
        let open!: () => void;
        publishing = new Promise((done) => (open = done));
        if (inFlightSaves > 0) await new Promise<void>((done) => (savesDone = done));
        savesDone = undefined;
        try {
          const shown = (await call(undefined, publisher, `${API}/compare?to=saved`)).json() as { contentId: string; live: string | null };
          const approved = await call('approve', reviewer, `${TEAM}/approve`, 'POST', { contentId: shown.contentId, note: 'Reads well' });
          const published = await call('publish', publisher, `${API}/publish`, 'POST', {
            note: `Offer wording ${publishes + 1}`,
            contentId: shown.contentId,
            live: shown.live,
          });
          if (approved.status === 200 && published.status === 200) publishes++;
          else publishRetries++;
        } finally {
          publishing = undefined;
          open();
        }
        await sleep(PUBLISH_PAUSE_MS);
      }
    };
    await Promise.all([...SAVED_SCREENS.map((_, index) => saver(index)), publish(), sleep(SECONDS * 1000)]);
    for (const timer of timers) clearInterval(timer);
    await Promise.all(pending);
    clearInterval(sampler);
    const memory = memoryOf(pid);
    return {
      calls: Object.fromEntries(
        CALLS.map((name) => [name, { ...summarize(timings[name]), failed: failures[name] }]),
      ) as RunFigures['calls'],
      publishes,
      publishRetries,
      peakRssMb: mb(memory.peak),
      loadPeakRssMb: mb(Math.max(loadPeak, memory.rss)),
      startRssMb: mb(startRss),
      logMb: mb(logSize(folder.teamDir)),
      indexEntries,
      indexMb: mb(statSync(join(folder.teamDir, 'audit-index.jsonl')).size),
      indexEntriesAfter: lineCount(join(folder.teamDir, 'audit-index.jsonl')),
      firstReviewMs: Math.round(firstReviewMs),
      setupSeconds: Math.round(setupSeconds),
      loadAverage: loadavg().map((value) => Math.round(value * 10) / 10),
    };
  } finally {
    child.kill('SIGTERM');
    await new Promise((done) => (child.exitCode === null ? child.once('exit', done) : done(undefined)));
    rmSync(folder.dir, { recursive: true, force: true });
  }
}

const runs: RunFigures[] = [];
for (let run = 1; run <= RUNS; run++) runs.push(await runOnce(run));

const med = (pick: (run: RunFigures) => number) => median(runs.map(pick));
const rows = CALLS.map((name) => ({
  call: name,
  count: med((run) => run.calls[name].count),
  failed: med((run) => run.calls[name].failed),
  p50: med((run) => run.calls[name].p50),
  p95: med((run) => run.calls[name].p95),
  p99: med((run) => run.calls[name].p99),
  max: med((run) => run.calls[name].max),
}));
console.log(
  `\nTeam studio under load: ${STAFF} staff, ${SAVERS} saving, 1 publishing, ${ENTRIES} audit entries; median of ${RUNS} runs of ${SECONDS} s`,
);
console.table(rows);
const summary = {
  'publishes (retries)': `${med((run) => run.publishes)} (${med((run) => run.publishRetries)})`,
  'studio peak RSS, whole process (MB)': med((run) => run.peakRssMb),
  'studio RSS before load → peak under load (MB)': `${med((run) => run.startRssMb)} → ${med((run) => run.loadPeakRssMb)}`,
  'audit log (MB)': med((run) => run.logMb),
  'audit index: entries before → after, MB': `${med((run) => run.indexEntries)} → ${med((run) => run.indexEntriesAfter)}, ${med((run) => run.indexMb)}`,
  'first review after start (ms)': med((run) => run.firstReviewMs),
  'set-up per run (s)': med((run) => run.setupSeconds),
};
console.table(summary);
const machine = { cpus: cpus().length, model: cpus()[0]?.model, memoryGb: mb(totalmem()) / 1024, node: process.version };
console.log(
  'machine:',
  machine,
  'load average at the end of each run:',
  runs.map((run) => run.loadAverage.join(' ')),
);
const out = resolve(values.out ?? 'bench-results/team-load.json');
mkdirSync(dirname(out), { recursive: true });
writeFileSync(
  out,
  `${JSON.stringify({ at: new Date().toISOString(), machine, seconds: SECONDS, entries: ENTRIES, staff: STAFF, rows, summary, runs }, null, 2)}\n`,
);
console.log(`Written to ${out}.`);
