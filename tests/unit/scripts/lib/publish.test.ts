import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

import { currentVersion, publishBundle, readHistory, rollbackBundle } from '../../../../scripts/lib/publish.ts';
import type { ScreensBundle } from '../../../../scripts/lib/screens-bundle.ts';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function makeDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'publish-'));
  dirs.push(dir);
  return dir;
}

/** A bundle whose one screen file holds `text`. */
function bundle(version: string, text: string): ScreensBundle {
  const file = { name: `about-us.${version.padEnd(16, '0').slice(0, 16)}.json`, content: JSON.stringify({ text }) };
  return {
    manifest: {
      version,
      createdAt: '2026-11-24T00:00:00.000Z',
      languageVersion: 1,
      shared: { file: 'messages.json', hash: '0'.repeat(64) },
      screens: { aboutUs: { file: file.name, hash: '1'.repeat(64), path: '/workIs', schemaVersion: 1 } },
    },
    files: [file],
  };
}

const manifestVersion = (dir: string) => (JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as { version: string }).version;

describe('publishBundle and rollbackBundle', () => {
  it('puts each published bundle in force and keeps the files of the earlier ones', () => {
    const dir = makeDir();
    expect(publishBundle(dir, bundle('v1', 'one'))).toBe(1);
    expect(publishBundle(dir, bundle('v2', 'two'))).toBe(1);
    expect(manifestVersion(dir)).toBe('v2');
    expect(readdirSync(dir).filter((name) => name.startsWith('about-us.'))).toHaveLength(2);
    expect(readHistory(dir).versions.map((entry) => entry.version)).toEqual(['v1', 'v2']);
  });

  it('rolls back to the bundle in force before, then further, and never past the first', () => {
    const dir = makeDir();
    for (const version of ['v1', 'v2', 'v3']) publishBundle(dir, bundle(version, version));
    expect(rollbackBundle(dir)).toEqual({ from: 'v3', to: 'v2' });
    expect(manifestVersion(dir)).toBe('v2');
    expect(rollbackBundle(dir)).toEqual({ from: 'v2', to: 'v1' });
    expect(() => rollbackBundle(dir)).toThrow(/v1 is the first bundle .* nothing to roll back to/);
    expect(readHistory(dir).rolledBack?.map((entry) => entry.version)).toEqual(['v3', 'v2']);
    // Each records the bundle its rollback made live: v3 went back to v2, later v2 to v1.
    expect(readHistory(dir).rolledBack?.map((entry) => entry.rolledBackTo)).toEqual(['v2', 'v1']);
  });

  it('goes back to a named earlier bundle with `to`, and says so when it is unknown or already in force', () => {
    const dir = makeDir();
    for (const version of ['v1', 'v2', 'v3']) publishBundle(dir, bundle(version, version));
    expect(() => rollbackBundle(dir, 'v9')).toThrow(/v9 was never in force/);
    expect(() => rollbackBundle(dir, 'v3')).toThrow(/v3 is already in force/);
    expect(rollbackBundle(dir, 'v1', '2026-12-01T01:00:00.000Z')).toEqual({ from: 'v3', to: 'v1' });
    expect(currentVersion(readHistory(dir))).toBe('v1');
    // Both bundles taken off at once record the one made live and when.
    expect(readHistory(dir).rolledBack).toMatchObject([
      { version: 'v2', rolledBackTo: 'v1', rolledBackAt: '2026-12-01T01:00:00.000Z' },
      { version: 'v3', rolledBackTo: 'v1', rolledBackAt: '2026-12-01T01:00:00.000Z' },
    ]);
    // A publish after a rollback is in force on top of the bundle rolled back to.
    publishBundle(dir, bundle('v4', 'four'));
    expect(rollbackBundle(dir)).toEqual({ from: 'v4', to: 'v1' });
  });

  it('refuses a rollback where nothing was published', () => {
    expect(() => rollbackBundle(makeDir())).toThrow(/Nothing is published/);
  });
});
