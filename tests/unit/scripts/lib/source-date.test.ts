import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';

import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';

import { sourceDate } from '../../../../scripts/lib/source-date.ts';

const ROOT = resolve(import.meta.dirname, '../../../..');
const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'source-date-'));
  made.push(dir);
  return dir;
}

/** Every file below `dir` with the SHA-256 of its bytes, by path. */
function listFiles(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (at: string) => {
    for (const name of readdirSync(at)) {
      const path = join(at, name);
      if (statSync(path).isDirectory()) walk(path);
      else files[relative(dir, path)] = createHash('sha256').update(readFileSync(path)).digest('hex');
    }
  };
  walk(dir);
  return files;
}

describe('the stamp a build puts on the screens bundle', () => {
  it('is SOURCE_DATE_EPOCH when set', () => {
    expect(sourceDate(ROOT, { SOURCE_DATE_EPOCH: '1764000000' }).toISOString()).toBe('2025-11-24T16:00:00.000Z');
  });

  it("is the checkout's last commit otherwise (a malformed SOURCE_DATE_EPOCH is ignored)", () => {
    const checkout = tempDir();
    const git = (...args: string[]) =>
      execFileSync('git', ['-c', 'user.name=Build', '-c', 'user.email=build@example.ph', ...args], {
        cwd: checkout,
        env: { ...process.env, GIT_COMMITTER_DATE: '2025-01-02T03:04:05Z', GIT_AUTHOR_DATE: '2025-01-02T03:04:05Z' },
        stdio: 'ignore',
      });
    git('init', '--quiet');
    git('commit', '--quiet', '--allow-empty', '-m', 'screens');
    expect(sourceDate(checkout, {}).toISOString()).toBe('2025-01-02T03:04:05.000Z');
    expect(sourceDate(checkout, { SOURCE_DATE_EPOCH: 'yesterday' }).toISOString()).toBe('2025-01-02T03:04:05.000Z');
  });

  it('is now in a copy of the sources without git', () => {
    const before = Date.now();
    const stamp = sourceDate(tempDir(), {}).getTime();
    expect(stamp).toBeGreaterThanOrEqual(before);
    expect(stamp).toBeLessThanOrEqual(Date.now());
  });

  it('makes two builds of one checkout the same files, names and contents (a cache keeps every script across a redeploy)', async () => {
    const outputs = [tempDir(), tempDir()];
    for (const outDir of outputs) await build({ root: ROOT, logLevel: 'silent', build: { outDir, emptyOutDir: true } });
    const [first, second] = outputs.map(listFiles);
    expect(Object.keys(first).some((path) => /^assets\/route-start-[\w-]+\.js$/.test(path))).toBe(true);
    expect(second).toEqual(first);
    // Two whole builds: 12–15 s on a quiet machine, past 120 s beside the other lanes of `npm test`
    // at load average 12 (2026-11-29). The bound only stops a build that hangs.
  }, 420_000);
});
