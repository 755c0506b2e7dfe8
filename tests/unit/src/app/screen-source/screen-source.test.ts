import { describe, expect, it } from 'vitest';

import { createScreenSource, ScreenLoadError } from '../../../../../src/app/screen-source/screen-source.ts';
import { createTestScreenSource, getScreensBundle } from '../../../../setup/screens.ts';

const { manifest, files } = getScreensBundle();
const aboutUsFile = manifest.screens.aboutUs.file;
const aboutUsText = files.find((file) => file.name === aboutUsFile)!.content;

function withReports(published: Record<string, string> = {}) {
  const reports: string[] = [];
  const source = createTestScreenSource({ published, report: (message) => reports.push(message) });
  return { source, reports };
}

describe('createScreenSource', () => {
  it('loads a published screen with its own texts after checking it', async () => {
    const { source, reports } = withReports();
    const loaded = await source.loadScreen('aboutUs');
    expect(loaded).toMatchObject({ origin: 'published', screen: { id: 'aboutUs', route: { path: '/workIs' } } });
    expect(loaded.messages.en['about.title']).toBeTruthy();
    expect(reports).toEqual([]);
  });

  it('falls back to the build’s copy when a published file does not match its hash, and reports why', async () => {
    const { source, reports } = withReports({ [aboutUsFile]: aboutUsText.replace('"aboutUs"', '"aboutUs" ') });
    expect((await source.loadScreen('aboutUs')).origin).toBe('build');
    expect(reports).toEqual([
      expect.stringMatching(/^Published screen "aboutUs" was refused, so the build's copy is shown: .* does not match the manifest's hash/),
    ]);
  });

  it('uses the build’s manifest when the published one is not a manifest', async () => {
    const { source, reports } = withReports({ 'manifest.json': '{"version": 3}' });
    expect(await source.getManifest()).toBe(manifest);
    expect(reports[0]).toMatch(/Screens manifest .* could not be used, so the build's screens are shown: not a screens manifest/);
    expect((await source.loadScreen('aboutUs')).origin).toBe('build');
  });

  it('refuses a file that holds another route’s screen', async () => {
    const other = files.find((file) => file.name === manifest.screens.privacyPolicy.file)!.content;
    const { createHash } = await import('node:crypto');
    const published = {
      [aboutUsFile]: other,
      'manifest.json': JSON.stringify({
        ...manifest,
        screens: { ...manifest.screens, aboutUs: { ...manifest.screens.aboutUs, hash: createHash('sha256').update(other).digest('hex') } },
      }),
    };
    const { source, reports } = withReports(published);
    expect((await source.loadScreen('aboutUs')).screen.id).toBe('aboutUs');
    expect(reports[0]).toMatch(/the file for route "aboutUs" holds screen "privacyPolicy"/);
  });

  it('refuses a published file that holds no object, saying so', async () => {
    const { createHash } = await import('node:crypto');
    const published = {
      [aboutUsFile]: 'null',
      'manifest.json': JSON.stringify({
        ...manifest,
        screens: { ...manifest.screens, aboutUs: { ...manifest.screens.aboutUs, hash: createHash('sha256').update('null').digest('hex') } },
      }),
    };
    const { source, reports } = withReports(published);
    expect((await source.loadScreen('aboutUs')).origin).toBe('build');
    expect(reports[0]).toMatch(/the file of screen "aboutUs" holds no object/);
  });

  it('reads a Markdown page from the published bundle only when its text differs from the build’s copy, hash-checked', async () => {
    const { createHash } = await import('node:crypto');
    const build = manifest.pages!['privacy-policy'];
    expect(build).toBeDefined();
    // The same text as the build: the build's copy (no request).
    const fetched: string[] = [];
    const same = createTestScreenSource({ fetched });
    expect(await same.loadPage('privacy-policy')).toEqual({ kind: 'build' });
    expect(fetched.filter((url) => url.endsWith('.md'))).toEqual([]);

    const text = '# Privacy policy\n\nA sentence published after the build.\n';
    const hash = createHash('sha256').update(text).digest('hex');
    const file = `page-privacy-policy.${hash.slice(0, 16)}.md`;
    const published = {
      [file]: text,
      'manifest.json': JSON.stringify({ ...manifest, pages: { ...manifest.pages, 'privacy-policy': { file, hash } } }),
    };
    const { source, reports } = withReports(published);
    expect(await source.loadPage('privacy-policy')).toEqual({ kind: 'published', text });
    expect(reports).toEqual([]);

    // Changed after publishing: the build's copy, and the reason in the console.
    const tampered = withReports({ ...published, [file]: text.replace('sentence', '<script>alert(1)</script>') });
    expect(await tampered.source.loadPage('privacy-policy')).toEqual({ kind: 'build' });
    expect(tampered.reports).toEqual([
      expect.stringMatching(
        /^Published page "privacy-policy" was refused, so the build's copy is shown: .* does not match the manifest's hash/,
      ),
    ]);
  });

  it('says a page the published bundle no longer lists is not published, though the build has it', async () => {
    const { 'privacy-policy': removed, ...kept } = manifest.pages!;
    expect(removed).toBeDefined();
    const { source, reports } = withReports({ 'manifest.json': JSON.stringify({ ...manifest, pages: kept }) });
    expect(await source.loadPage('privacy-policy')).toEqual({ kind: 'not published' });
    expect(await source.loadPage('privacy-policy.fil')).toEqual({ kind: 'not published' });
    expect(await source.loadPage('about-us')).toEqual({ kind: 'build' });
    expect(reports).toEqual([]);
  });

  it('leaves every page to the build’s copy without a published bundle, with the build’s manifest in force, or a bundle that lists no pages', async () => {
    // A bundle from before pages were published: no `pages` at all.
    const { pages: _pages, ...older } = manifest;
    const old = withReports({ 'manifest.json': JSON.stringify({ ...older, version: 'older' }) });
    expect(await old.source.loadPage('privacy-policy')).toEqual({ kind: 'build' });
    expect(await old.source.loadPage('about-us.fil')).toEqual({ kind: 'build' });
    // A published manifest that cannot be used: the build's manifest is in force.
    const broken = withReports({ 'manifest.json': '{"not": "a manifest"}' });
    expect(await broken.source.loadPage('privacy-policy')).toEqual({ kind: 'build' });
    expect(broken.reports).toEqual([expect.stringMatching(/^Screens manifest .* could not be used/)]);
    // No published bundle configured.
    const unconfigured = createScreenSource({
      base: undefined,
      buildBase: 'http://localhost/build/screens/',
      buildManifest: manifest,
      fetchText: () => Promise.reject(new Error('nothing is fetched')),
      sha256Hex: () => Promise.reject(new Error('nothing is hashed')),
      loadValidators: () => Promise.reject(new Error('no validators needed')),
      report: () => undefined,
    });
    expect(await unconfigured.loadPage('privacy-policy')).toEqual({ kind: 'build' });
    expect(await unconfigured.loadPage('no-such-page')).toEqual({ kind: 'build' });
  });

  it('rejects with a ScreenLoadError for a route no bundle has', async () => {
    const { source } = withReports();
    await expect(source.loadScreen('noSuchScreen')).rejects.toBeInstanceOf(ScreenLoadError);
  });

  it('hands a screen preloaded before the app asked to its first load, without fetching it again; a later load reads afresh', async () => {
    const fetched: string[] = [];
    const source = createTestScreenSource({ fetched });
    const early = source.preloadScreen('aboutUs');
    expect(source.preloadScreen('aboutUs')).toBe(early);
    expect(source.loadScreen('aboutUs')).toBe(early);
    await early;
    const fileUrls = () => fetched.filter((url) => url.endsWith(aboutUsFile));
    expect(fileUrls()).toHaveLength(1);
    await source.loadScreen('aboutUs');
    expect(fileUrls()).toHaveLength(2);
  });

  it('reads the shared texts once for the page', async () => {
    const fetched: string[] = [];
    const source = createTestScreenSource({ fetched });
    const [first, second] = await Promise.all([source.loadShared(), source.loadShared()]);
    expect(second).toBe(first);
    expect(fetched.filter((url) => url.endsWith(manifest.shared.file))).toHaveLength(1);
  });
});
