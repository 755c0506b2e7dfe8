// The publish panel's history lists releases newest first; two made in the same second list in the
// order they were published, not by their version's hash.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { publishBundle } from '../../../../scripts/lib/publish.ts';
import { buildScreensBundle } from '../../../../scripts/lib/screens-bundle.ts';
import { createReleases } from '../../../../studio/server/publishing/releases.ts';

const dir = mkdtempSync(join(tmpdir(), 'studio-history-order-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('release history order', () => {
  it('lists two releases of the same second by the order they were published', () => {
    const screensDir = join(dir, 'screens');
    const publishDir = join(dir, 'dist', 'screens');
    const logFile = join(dir, '.studio', 'publish-log.json');
    cpSync('screens', screensDir, { recursive: true });
    mkdirSync(publishDir, { recursive: true });
    const sameSecond = new Date('2026-11-27T07:05:12.000Z');
    const titled = (title: string) => {
      const file = join(screensDir, 'about-us', 'messages.json');
      writeFileSync(file, readFileSync(file, 'utf8').replace(/"about\.title": "[^"]*"/, `"about.title": ${JSON.stringify(title)}`));
      return buildScreensBundle(screensDir, sameSecond);
    };
    let [first, second] = [titled('About us (one)'), titled('About us (two)')];
    // Published in the order their versions sort last-first, so that sorting by version alone gets it wrong.
    if (first.manifest.version < second.manifest.version) [first, second] = [second, first];
    expect(first.manifest.version.slice(0, 15)).toBe(second.manifest.version.slice(0, 15));
    const event = (version: string, from: string | null) => ({
      kind: 'publish',
      version,
      from,
      by: 'staff',
      at: sameSecond.toISOString(),
      note: version,
    });
    publishBundle(publishDir, first);
    publishBundle(publishDir, second);
    mkdirSync(join(dir, '.studio'), { recursive: true });
    writeFileSync(
      logFile,
      JSON.stringify({ events: [event(first.manifest.version, null), event(second.manifest.version, first.manifest.version)] }),
    );
    const history = createReleases({ screensDir, publishDir, logFile, user: 'staff' }).history();
    expect(history.live).toBe(second.manifest.version);
    expect(history.bundles.map((row) => row.version)).toEqual([second.manifest.version, first.manifest.version]);
    expect(history.bundles[0].state).toBe('live');
  });
});
