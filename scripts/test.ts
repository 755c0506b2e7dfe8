// `npm test`: every check and test of the repo. First three lanes side by side: the unit tests;
// ESLint; the other checks, the build, Chromium and then the borrower app's browser tests (on the
// build, with the demo back end: no Vite server). Then the studio's browser tests, alone (they and
// the unit tests' studio start Vite servers that share a dependency cache, and a studio scenario is
// the most sensitive to a busy machine). The lanes fill each other's waits (a test waiting on a
// timer, a page, a child process) and both cores. A failed stage does not stop the others (a unit
// failure still shows the browser results); only the browser tests wait for the build and Chromium.
// Each stage's output is printed when it ends, then a summary of each stage's result and time; exits
// 1 when any failed. The studio's browser tests, alone at the end, print as they go.
import { spawn } from 'node:child_process';

interface Stage {
  name: string;
  command: string;
  /** Stages that must have passed for this one to run. */
  needs?: string[];
  /** Its output as it comes (a stage that runs alone), rather than kept and printed when it ends. */
  live?: boolean;
}

interface Outcome {
  name: string;
  status: 'ok' | 'failed' | 'not run';
  seconds: number;
  note?: string;
}

/** The browser test files that start a studio or a Vite server (tests/e2e/<name>*). */
const STUDIO_E2E = ['studio', 'dev-loop'];

const LANES: Stage[][] = [
  [{ name: 'unit', command: 'npm run test:unit' }],
  [{ name: 'lint', command: 'npm run lint' }],
  [
    { name: 'schemas:check', command: 'npm run schemas:check' },
    { name: 'gen:check', command: 'npm run gen:check' },
    { name: 'typecheck', command: 'npm run typecheck' },
    { name: 'format:check', command: 'npm run format:check' },
    { name: 'knip', command: 'npm run knip' },
    { name: 'build', command: 'npm run build' },
    { name: 'chromium', command: 'bash scripts/ensure-chromium.sh' },
    {
      name: 'e2e app',
      command: `npm run test:e2e -- ${STUDIO_E2E.map((name) => `--exclude '**/${name}*'`).join(' ')}`,
      needs: ['build', 'chromium'],
    },
  ],
];
const LAST: Stage = {
  name: 'e2e studio',
  command: `npm run test:e2e -- ${STUDIO_E2E.join(' ')}`,
  needs: ['build', 'chromium'],
  live: true,
};

const outcomes: Outcome[] = [];

function run(stage: Stage): Promise<Outcome> {
  const started = Date.now();
  console.log(`── ${stage.name}: started (${stage.command})`);
  return new Promise((resolve) => {
    const child = spawn(stage.command, { shell: true, stdio: stage.live ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code, signal) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      const ok = code === 0;
      console.log(`\n── ${stage.name}: ${stage.command} (${ok ? 'ok' : 'FAILED'}, ${seconds} s)`);
      process.stdout.write(Buffer.concat(output));
      const outcome: Outcome = { name: stage.name, status: ok ? 'ok' : 'failed', seconds };
      if (!ok) outcome.note = signal ? `stopped by ${signal}` : `exit code ${code}`;
      outcomes.push(outcome);
      resolve(outcome);
    });
  });
}

async function runIfReady(stage: Stage): Promise<void> {
  const missing = (stage.needs ?? []).filter((name) => outcomes.find((outcome) => outcome.name === name)?.status !== 'ok');
  if (missing.length > 0) outcomes.push({ name: stage.name, status: 'not run', seconds: 0, note: `${missing.join(' and ')} failed` });
  else await run(stage);
}

const startedAt = Date.now();
await Promise.all(
  LANES.map(async (lane) => {
    for (const stage of lane) await runIfReady(stage);
  }),
);
await runIfReady(LAST);

const failed = outcomes.filter((outcome) => outcome.status !== 'ok');
const total = Math.round((Date.now() - startedAt) / 1000);
console.log(
  `\nnpm test: ${outcomes.length - failed.length} of ${outcomes.length} stages passed in ${Math.floor(total / 60)} min ${total % 60} s`,
);
const order = [...LANES.flat(), LAST].map((stage) => stage.name);
outcomes.sort((a, b) => order.indexOf(a.name) - order.indexOf(b.name));
for (const { name, status, seconds, note } of outcomes)
  console.log(`  ${status.padEnd(8)}${name.padEnd(15)}${String(seconds).padStart(5)} s${note ? `  (${note})` : ''}`);
process.exitCode = failed.length > 0 ? 1 : 0;
