// `npm test`: every check and test of the repo. The checks and the build run two at a time (lint
// on one side, the rest in order on the other), then the unit tests, then the browser tests on the
// build. A failed stage does not stop the others (a unit failure still shows the browser results);
// only the browser tests wait for the build and Chromium. Exits 1 when any stage failed, with a
// summary of each stage's result and time.
import { spawn } from 'node:child_process';

interface Stage {
  name: string;
  command: string;
  /** The stage's output as it comes (one at a time), rather than kept and printed when it ends. */
  live?: boolean;
  needs?: string[];
}

interface Outcome {
  name: string;
  status: 'ok' | 'failed' | 'not run';
  seconds: number;
  note?: string;
}

const SIDE_BY_SIDE: Stage[][] = [
  [{ name: 'lint', command: 'npm run lint' }],
  [
    { name: 'schemas:check', command: 'npm run schemas:check' },
    { name: 'gen:check', command: 'npm run gen:check' },
    { name: 'typecheck', command: 'npm run typecheck' },
    { name: 'format:check', command: 'npm run format:check' },
    { name: 'knip', command: 'npm run knip' },
    { name: 'build', command: 'npm run build' },
    { name: 'chromium', command: 'bash scripts/ensure-chromium.sh' },
  ],
];
const AFTER: Stage[] = [
  { name: 'unit', command: 'npm run test:unit', live: true },
  { name: 'e2e', command: 'npm run test:e2e', live: true, needs: ['build', 'chromium'] },
];

const outcomes: Outcome[] = [];

function run(stage: Stage): Promise<Outcome> {
  const started = Date.now();
  if (stage.live) console.log(`\n── ${stage.name}: ${stage.command}`);
  return new Promise((resolve) => {
    const child = spawn(stage.command, { shell: true, stdio: stage.live ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code, signal) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      const ok = code === 0;
      if (!stage.live) {
        console.log(`\n── ${stage.name}: ${stage.command} (${ok ? 'ok' : 'FAILED'}, ${seconds} s)`);
        process.stdout.write(Buffer.concat(output));
      }
      const outcome: Outcome = { name: stage.name, status: ok ? 'ok' : 'failed', seconds };
      if (!ok) outcome.note = signal ? `stopped by ${signal}` : `exit code ${code}`;
      outcomes.push(outcome);
      resolve(outcome);
    });
  });
}

const startedAt = Date.now();
await Promise.all(
  SIDE_BY_SIDE.map(async (lane) => {
    for (const stage of lane) await run(stage);
  }),
);
for (const stage of AFTER) {
  const missing = (stage.needs ?? []).filter((name) => outcomes.find((outcome) => outcome.name === name)?.status !== 'ok');
  if (missing.length > 0) outcomes.push({ name: stage.name, status: 'not run', seconds: 0, note: `${missing.join(' and ')} failed` });
  else await run(stage);
}

const failed = outcomes.filter((outcome) => outcome.status !== 'ok');
const total = Math.round((Date.now() - startedAt) / 1000);
console.log(
  `\nnpm test: ${outcomes.length - failed.length} of ${outcomes.length} stages passed in ${Math.floor(total / 60)} min ${total % 60} s`,
);
const order = [...SIDE_BY_SIDE.flat(), ...AFTER].map((stage) => stage.name);
outcomes.sort((a, b) => order.indexOf(a.name) - order.indexOf(b.name));
for (const { name, status, seconds, note } of outcomes)
  console.log(`  ${status.padEnd(8)}${name.padEnd(15)}${String(seconds).padStart(5)} s${note ? `  (${note})` : ''}`);
process.exitCode = failed.length > 0 ? 1 : 0;
