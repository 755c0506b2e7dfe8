// A Markdown page as a borrower reads it: the published bundle's text, the build's copy where the
// bundle says so, and nothing for a page the bundle in force no longer has (a publish removed it) —
// not the copy the app was built with. A removed Filipino text leaves the page's English text.
import { readFileSync } from 'node:fs';

import { beforeEach, describe, expect, it, vi } from 'vitest';

import type { PageAnswer } from '../../../../src/app/screen-source/screen-source.ts';

type ContentFiles = typeof import('../../../../src/app/content-files.ts');

const builtAboutUs = readFileSync('content/about-us.md', 'utf8');

let content: ContentFiles;
beforeEach(async () => {
  // The module keeps what it read: each test starts from a fresh one.
  vi.resetModules();
  content = await import('../../../../src/app/content-files.ts');
});

/** A bundle in force that answers these files (by name, e.g. 'about-us.fil') and leaves the rest to the build. */
function publish(answers: Record<string, PageAnswer>) {
  const asked: string[] = [];
  content.readPublishedPages((name) => {
    asked.push(name);
    return Promise.resolve(answers[name] ?? { kind: 'build' });
  });
  return asked;
}

describe('a page a borrower reads', () => {
  it('is the build’s copy when no published bundle is read', async () => {
    expect(await content.loadContent('about-us', 'en')).toBe(builtAboutUs);
    expect(await content.loadContent('about-us', 'fil')).toBe(builtAboutUs);
    expect(await content.loadContent('no-such-page', 'en')).toBeUndefined();
  });

  it('is the published text where the bundle has its own, and the build’s copy where the bundle says so', async () => {
    publish({ 'privacy-policy': { kind: 'published', text: '# Privacy\n\nPublished after the build.\n' } });
    expect(await content.loadContent('privacy-policy', 'en')).toBe('# Privacy\n\nPublished after the build.\n');
    expect(content.peekContent('privacy-policy', 'en')).toBe('# Privacy\n\nPublished after the build.\n');
    expect(await content.loadContent('about-us', 'en')).toBe(builtAboutUs);
  });

  it('is gone when a publish removed it, though the app was built with it', async () => {
    publish({ 'about-us': { kind: 'not published' }, 'about-us.fil': { kind: 'not published' } });
    expect(await content.loadContent('about-us', 'en')).toBeUndefined();
    expect(await content.loadContent('about-us', 'fil')).toBeUndefined();
    expect(content.peekContent('about-us', 'en')).toBeUndefined();
  });

  it('is its English text when a publish removed its Filipino text', async () => {
    const asked = publish({ 'about-us.fil': { kind: 'not published' } });
    expect(await content.loadContent('about-us', 'fil')).toBe(builtAboutUs);
    expect(asked).toEqual(['about-us.fil', 'about-us']);

    publish({
      'about-us.fil': { kind: 'not published' },
      'about-us': { kind: 'published', text: '# Who we are\n\nPublished English.\n' },
    });
    expect(await content.loadContent('about-us', 'fil')).toBe('# Who we are\n\nPublished English.\n');
  });

  it('is its published Filipino text in Filipino, and English where the build has no Filipino copy to fall back to', async () => {
    publish({ 'about-us.fil': { kind: 'published', text: '# Sino kami\n' } });
    expect(await content.loadContent('about-us', 'fil')).toBe('# Sino kami\n');
    expect(await content.loadContent('about-us', 'en')).toBe(builtAboutUs);

    // The bundle's Filipino text failed its check: the build's copy, and the build has only English.
    publish({ 'about-us.fil': { kind: 'build' } });
    expect(await content.loadContent('about-us', 'fil')).toBe(builtAboutUs);
  });

  it('is the studio’s text in the preview, and none for a page the saved folder no longer has', async () => {
    publish({ 'about-us': { kind: 'not published' } });
    content.showStudioPages({ 'about-us': '# Draft\n', 'privacy-policy.fil': '# Patakaran\n' });
    expect(await content.loadContent('about-us', 'en')).toBe('# Draft\n');
    expect(await content.loadContent('about-us', 'fil')).toBe('# Draft\n');
    expect(await content.loadContent('privacy-policy', 'fil')).toBe('# Patakaran\n');
    // Removed in the studio: the preview shows what borrowers will read after the next publish.
    expect(await content.loadContent('privacy-policy', 'en')).toBeUndefined();
    expect(await content.loadContent('constructor', 'en')).toBeUndefined();
    // The folder's pages not read yet: the built ones meanwhile.
    content.showStudioPages({});
    expect(await content.loadContent('privacy-policy', 'en')).toBe(readFileSync('content/privacy-policy.md', 'utf8'));
  });
});
