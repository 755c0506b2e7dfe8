// The saved bundle is built once per saved content: the same files answer from the cache, a save
// (or a page changed beside the screens) builds anew, and only the last few contents are kept.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { buildScreensBundle } from '../../../../scripts/lib/screens-bundle.ts';
import { createBundleCache, savedContentKey } from '../../../../studio/server/publishing/bundle-cache.ts';
import { createReleases } from '../../../../studio/server/publishing/releases.ts';

let dir: string;
let screensDir: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'bundle-cache-'));
  screensDir = join(dir, 'screens');
  cpSync('screens', screensDir, { recursive: true });
  cpSync('content', join(dir, 'content'), { recursive: true });
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Saves a screen's English texts with `suffix` on its first text, as the studio's save writes the file. */
function saveTexts(screen: string, suffix: string): void {
  const file = join(screensDir, screen, 'messages.json');
  const messages = JSON.parse(readFileSync(file, 'utf8')) as { en: Record<string, string> };
  const key = Object.keys(messages.en)[0];
  messages.en[key] = `${messages.en[key].replace(/ \(.*\)$/, '')} (${suffix})`;
  writeFileSync(file, `${JSON.stringify(messages, null, 2)}\n`);
}

describe('the saved bundle cache', () => {
  it('answers the same saved content from the cache, with the bundle a build makes', () => {
    const cache = createBundleCache();
    const first = cache.get(screensDir);
    expect(cache.get(screensDir)).toBe(first);
    expect(cache.stats).toEqual({ hits: 1, builds: 1 });
    const built = buildScreensBundle(screensDir);
    expect(first.files).toEqual(built.files);
    expect({ ...first.manifest, version: '', createdAt: '' }).toEqual({ ...built.manifest, version: '', createdAt: '' });
  });

  it('builds anew after a save, and after a page beside the screens changed', () => {
    const cache = createBundleCache();
    const before = cache.get(screensDir);
    saveTexts('loan-detail', 'saved');
    const saved = cache.get(screensDir);
    expect(saved).not.toBe(before);
    expect(saved.manifest.screens).not.toEqual(before.manifest.screens);
    expect(saved.files).toEqual(buildScreensBundle(screensDir).files);
    writeFileSync(join(dir, 'content', 'about-us.md'), '# About us\n\nChanged.\n');
    const paged = cache.get(screensDir);
    expect(paged).not.toBe(saved);
    expect(paged.manifest.pages?.['about-us'].hash).not.toBe(saved.manifest.pages?.['about-us'].hash);
    expect(cache.stats).toEqual({ hits: 0, builds: 3 });
  });

  it('goes back to a content it still keeps, and keeps only the last few', () => {
    const cache = createBundleCache(2);
    const original = cache.get(screensDir);
    const originalText = readFileSync(join(screensDir, 'loan-detail', 'messages.json'));
    saveTexts('loan-detail', 'one');
    cache.get(screensDir);
    // Back to what it was (an undo): the same files, the same bundle.
    writeFileSync(join(screensDir, 'loan-detail', 'messages.json'), originalText);
    expect(cache.get(screensDir)).toBe(original);
    saveTexts('loan-detail', 'two');
    cache.get(screensDir);
    saveTexts('loan-detail', 'three');
    cache.get(screensDir);
    // Two later contents pushed it out: built again.
    writeFileSync(join(screensDir, 'loan-detail', 'messages.json'), originalText);
    const again = cache.get(screensDir);
    expect(again).not.toBe(original);
    expect(again.files).toEqual(original.files);
    expect(cache.stats).toEqual({ hits: 1, builds: 5 });
  });

  it('keeps no failed build: a file that does not parse fails each time, and a fix is built', () => {
    const cache = createBundleCache();
    const file = join(screensDir, 'messages.json');
    const text = readFileSync(file, 'utf8');
    writeFileSync(file, `${text}{`);
    expect(() => cache.get(screensDir)).toThrow();
    expect(() => cache.get(screensDir)).toThrow();
    writeFileSync(file, text);
    expect(cache.get(screensDir).files).toEqual(buildScreensBundle(screensDir).files);
  });

  it('names the saved content by its files: the same files the same key, a save another', () => {
    const key = savedContentKey(screensDir);
    expect(savedContentKey(screensDir)).toBe(key);
    saveTexts('bind-bank', 'x');
    expect(savedContentKey(screensDir)).not.toBe(key);
  });

  it('gives a review the same content id as a fresh build, and a save a new one', () => {
    const publishDir = join(dir, 'dist', 'screens');
    const releases = createReleases({ screensDir, publishDir, logFile: join(dir, '.studio', 'log.json'), user: 'editor' });
    const first = releases.compare('saved').contentId;
    expect(releases.compare('saved').contentId).toBe(first);
    saveTexts('loan-detail', 'saved');
    const after = releases.compare('saved').contentId;
    expect(after).not.toBe(first);
    rmSync(join(dir, 'cached'), { recursive: true, force: true });
    cpSync(screensDir, join(dir, 'cached', 'screens'), { recursive: true });
    cpSync(join(dir, 'content'), join(dir, 'cached', 'content'), { recursive: true });
    const fresh = createReleases({
      screensDir: join(dir, 'cached', 'screens'),
      publishDir,
      logFile: join(dir, '.studio', 'log.json'),
      user: 'editor',
    });
    expect(fresh.compare('saved').contentId).toBe(after);
  });
});
