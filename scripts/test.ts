// `npm test`: every check and test of the repo, in four lanes side by side: the unit tests; ESLint
// then the other checks; the build, Chromium and the borrower app's browser tests (on the build, with
// the demo back end: no Vite server); and the studio's pages' build then the studio's browser tests
// (on those built pages). The builds come first in their lanes so that the browser tests, the longest
// stages, start as soon as they can.
// The studio's browser tests wait for the build and Chromium only: the unit tests' studios keep their
// Vite dependency caches apart (STUDIO_VITE_CACHE, vitest.config.ts), so the two lanes write nothing
// in common. The lanes fill each other's waits (a test waiting on a timer, a page, a child process)
// and both cores. A failed stage does not stop the others (a unit failure still shows the browser
// results); only the browser tests wait for the build and Chromium. Each stage's output is printed
// when it ends, then a summary of each stage's result and time; exits 1 when any failed.
import { spawn } from 'node:child_process';

import { childSeconds, withTimes } from './lib/cpu-times.ts';

interface Stage {
  name: string;
  command: string;
  /** Stages that must have passed for this one to run. */
  needs?: string[];
}

interface Outcome {
  name: string;
  status: 'ok' | 'failed' | 'not run';
  seconds: number;
  /** The processor time the stage's processes took (user and system, children included), when known. */
  cpuSeconds?: number;
  note?: string;
}

/** The browser test files that start a studio or a Vite server (tests/e2e/<name>*). */
const STUDIO_E2E = ['studio', 'dev-loop'];

const LANES: Stage[][] = [
  [{ name: 'unit', command: 'npm run test:unit' }],
  [
    { name: 'lint', command: 'npm run lint' },
    { name: 'schemas:check', command: 'npm run schemas:check' },
    { name: 'gen:check', command: 'npm run gen:check' },
    { name: 'typecheck', command: 'npm run typecheck' },
    { name: 'format:check', command: 'npm run format:check' },
    { name: 'knip', command: 'npm run knip' },
  ],
  [
    { name: 'build', command: 'npm run build' },
    { name: 'chromium', command: 'bash scripts/ensure-chromium.sh' },
    {
      // One worker and module graph for all the app's files (--no-isolate): vitest, playwright-core
      // and the demo server load once, not once a file. These files leave no state behind (each has
      // its own demo server and browser contexts); the studio's files stay isolated.
      name: 'e2e app',
      command: `npm run test:e2e -- --no-isolate ${STUDIO_E2E.map((name) => `--exclude '**/${name}*'`).join(' ')}`,
      needs: ['build', 'chromium'],
    },
  ],
  [
    // The studio's pages built once (studio-dist/), as a deployment serves them: each studio file then
    // starts no Vite and compiles nothing (studio-own-types keeps the pages from source). The files in
    // one worker and module graph, as the app's: each starts and ends its own studio.
    { name: 'studio build', command: 'npm run studio:build' },
    {
      name: 'e2e studio',
      command: `STUDIO_PAGES_DIR=studio-dist npm run test:e2e -- --no-isolate ${STUDIO_E2E.join(' ')}`,
      needs: ['build', 'chromium', 'studio build'],
    },
  ],
];
const STAGES = LANES.flat();

const outcomes: Outcome[] = [];

function run(stage: Stage): Promise<Outcome> {
  const started = Date.now();
  console.log(`── ${stage.name}: started (${stage.command})`);
  return new Promise((resolve) => {
    const child = spawn('bash', withTimes(stage.command), { stdio: ['ignore', 'pipe', 'pipe', 'pipe'] });
    const output: Buffer[] = [];
    const times: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    (child.stdio[3] as NodeJS.ReadableStream | null)?.on('data', (chunk: Buffer) => times.push(chunk));
    child.on('close', (code, signal) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      const ok = code === 0;
      const cpu = childSeconds(Buffer.concat(times).toString());
      console.log(`\n── ${stage.name}: ${stage.command} (${ok ? 'ok' : 'FAILED'}, ${seconds} s)`);
      process.stdout.write(Buffer.concat(output));
      const outcome: Outcome = { name: stage.name, status: ok ? 'ok' : 'failed', seconds };
      if (cpu !== undefined) outcome.cpuSeconds = Math.round(cpu);
      if (!ok) outcome.note = signal ? `stopped by ${signal}` : `exit code ${code}`;
      outcomes.push(outcome);
      resolve(outcome);
    });
  });
}

/** Each stage's outcome once it has ended (run, failed or not run), and how the stage reports it. */
const reports = new Map<string, (outcome: Outcome) => void>();
const ended = new Map(STAGES.map((stage) => [stage.name, new Promise<Outcome>((resolve) => reports.set(stage.name, resolve))]));
const outcomeOf = (name: string): Promise<Outcome> => ended.get(name) ?? Promise.reject(new Error(`no stage named ${name}`));

async function runIfReady(stage: Stage): Promise<void> {
  const needed = await Promise.all((stage.needs ?? []).map(outcomeOf));
  const missing = needed.filter((outcome) => outcome.status !== 'ok').map((outcome) => outcome.name);
  let outcome: Outcome;
  if (missing.length > 0) {
    outcome = { name: stage.name, status: 'not run', seconds: 0, note: `${missing.join(' and ')} failed` };
    outcomes.push(outcome);
  } else outcome = await run(stage);
  reports.get(stage.name)?.(outcome);
}

const startedAt = Date.now();
await Promise.all(
  LANES.map(async (lane) => {
    for (const stage of lane) await runIfReady(stage);
  }),
);

const failed = outcomes.filter((outcome) => outcome.status !== 'ok');
const total = Math.round((Date.now() - startedAt) / 1000);
console.log(
  `\nnpm test: ${outcomes.length - failed.length} of ${outcomes.length} stages passed in ${Math.floor(total / 60)} min ${total % 60} s`,
);
const order = STAGES.map((stage) => stage.name);
outcomes.sort((a, b) => order.indexOf(a.name) - order.indexOf(b.name));
for (const { name, status, seconds, cpuSeconds, note } of outcomes) {
  const cpu = cpuSeconds === undefined ? '' : `   CPU ${String(cpuSeconds).padStart(5)} s`;
  console.log(`  ${status.padEnd(8)}${name.padEnd(15)}${String(seconds).padStart(5)} s${cpu}${note ? `  (${note})` : ''}`);
}
const cpuTotal = outcomes.reduce((sum, outcome) => sum + (outcome.cpuSeconds ?? 0), 0);
// Two cores give at most twice the wall time in processor time: a total above that is work no
// ordering of the stages can fit into less time.
console.log(`  processor time of all stages: ${cpuTotal} s, ${(cpuTotal / Math.max(total, 1)).toFixed(2)} cores on average`);
process.exitCode = failed.length > 0 ? 1 : 0;
