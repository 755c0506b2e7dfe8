// npm test's summary of processor time: bash runs the stage and counts what its processes took.
import { spawn } from 'node:child_process';

import { describe, expect, it } from 'vitest';

import { childSeconds, withTimes } from '../../../../scripts/lib/cpu-times.ts';

/** Runs `command` as npm test runs a stage: its exit status, and what bash wrote to descriptor 3. */
function runStage(command: string): Promise<{ code: number | null; times: string }> {
  return new Promise((resolve) => {
    const child = spawn('bash', withTimes(command), { stdio: ['ignore', 'ignore', 'ignore', 'pipe'] });
    const chunks: Buffer[] = [];
    (child.stdio[3] as NodeJS.ReadableStream).on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('close', (code) => resolve({ code, times: Buffer.concat(chunks).toString() }));
  });
}

describe("a stage's processor time", () => {
  it("reads the children's line of bash's times", () => {
    expect(childSeconds('0m0.004s 0m0.002s\n1m2.500s 0m5.250s\n')).toBe(67.75);
    expect(childSeconds('')).toBeUndefined();
    expect(childSeconds('0m0.004s 0m0.002s\n')).toBeUndefined();
  });

  it("counts a child process's busy time and keeps the command's exit status", async () => {
    // A child that keeps a core busy for at least 0.3 s of processor time, then fails.
    const busy = `node -e "const end = process.cpuUsage().user + 300000; while (process.cpuUsage().user < end);"; exit 3`;
    const { code, times } = await runStage(busy);
    expect(code).toBe(3);
    expect(childSeconds(times)).toBeGreaterThanOrEqual(0.3);
  }, 30_000);
});
