import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterEach, describe, expect, it, vi } from 'vitest';

import { reportGenerated, syncGenerated, type SyncResult, toFormatted } from '../../../../scripts/lib/generated-files.ts';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function makeDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'generated-'));
  dirs.push(dir);
  return dir;
}

/** What `reportGenerated` printed (stdout, stderr) and returned. */
function report(result: SyncResult, root: string) {
  const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
  const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const ok = reportGenerated(result, { what: 'generated types', command: 'npm run gen:types', root });
  const lines = (spy: typeof log) => spy.mock.calls.map((call) => call.join(' '));
  const printed = { ok, out: lines(log), err: lines(error) };
  vi.restoreAllMocks();
  return printed;
}

describe('syncGenerated and reportGenerated', () => {
  it('writes a missing or changed file, says so, and says all is up to date on the next run', () => {
    const root = makeDir();
    const files = [
      { path: join(root, 'out', 'a.ts'), content: 'export type A = 1;\n' },
      { path: join(root, 'b.ts'), content: 'export type B = 2;\n' },
    ];
    writeFileSync(join(root, 'b.ts'), 'export type B = 1;\n');

    const first = report(syncGenerated({ files }, false), root);
    expect(first).toEqual({ ok: true, out: [`wrote ${join('out', 'a.ts')}`, 'wrote b.ts'], err: [] });
    expect(readFileSync(join(root, 'b.ts'), 'utf8')).toBe('export type B = 2;\n');

    expect(report(syncGenerated({ files }, false), root)).toEqual({
      ok: true,
      out: ['Generated types are up to date (2 files).'],
      err: [],
    });
  });

  it('with check, fails on a stale or missing file, names each and the command, and writes nothing', () => {
    const root = makeDir();
    writeFileSync(join(root, 'a.ts'), 'export type A = 0;\n');
    writeFileSync(join(root, 'c.ts'), 'export type C = 3;\n');
    const files = [
      { path: join(root, 'a.ts'), content: 'export type A = 1;\n' },
      { path: join(root, 'b.ts'), content: 'export type B = 2;\n' },
      { path: join(root, 'c.ts'), content: 'export type C = 3;\n' },
    ];

    expect(report(syncGenerated({ files }, true), root)).toEqual({
      ok: false,
      out: [],
      err: [
        'Stale generated types: a.ts (differs from what the schemas make).',
        'Stale generated types: b.ts (missing).',
        'Run `npm run gen:types` and commit the result.',
      ],
    });
    expect(readFileSync(join(root, 'a.ts'), 'utf8')).toBe('export type A = 0;\n');
    expect(existsSync(join(root, 'b.ts'))).toBe(false);
  });

  it('removes a file no longer generated from a generated folder; with check, fails on it', () => {
    const root = makeDir();
    const folder = join(root, 'checks');
    mkdirSync(folder);
    writeFileSync(join(folder, 'kept.js'), 'kept\n');
    writeFileSync(join(folder, 'gone.js'), 'gone\n');
    const output = { files: [{ path: join(folder, 'kept.js'), content: 'kept\n' }], folders: [folder] };

    expect(report(syncGenerated(output, true), root).err[0]).toBe(
      `Stale generated types: ${join('checks', 'gone.js')} (no longer generated).`,
    );
    expect(existsSync(join(folder, 'gone.js'))).toBe(true);

    const removed = report(syncGenerated(output, false), root);
    expect(removed.out).toEqual([`removed ${join('checks', 'gone.js')}`, 'Generated types: 1 file already up to date.']);
    expect(existsSync(join(folder, 'gone.js'))).toBe(false);
    expect(existsSync(join(folder, 'kept.js'))).toBe(true);
  });

  it('writes all or nothing: a file that cannot be written leaves every output as it was, with no temporary file', () => {
    const root = makeDir();
    writeFileSync(join(root, 'a.ts'), 'export type A = 0;\n');
    // A file where the second output's folder should be: its folder cannot be made.
    writeFileSync(join(root, 'blocked'), 'not a folder\n');
    const files = [
      { path: join(root, 'a.ts'), content: 'export type A = 1;\n' },
      { path: join(root, 'blocked', 'b.ts'), content: 'export type B = 2;\n' },
    ];

    expect(() => syncGenerated({ files }, false)).toThrow();
    expect(readFileSync(join(root, 'a.ts'), 'utf8')).toBe('export type A = 0;\n');
    expect(readdirSync(root).sort()).toEqual(['a.ts', 'blocked']);
  });
});

describe('toFormatted', () => {
  it("formats code with the repo's Prettier config (single quotes, two-space indent, semicolons)", async () => {
    const code = await toFormatted('export interface A {\ntype: "a"\n}\n', join(import.meta.dirname, 'a.ts'));
    expect(code).toBe("export interface A {\n  type: 'a';\n}\n");
  });
});
