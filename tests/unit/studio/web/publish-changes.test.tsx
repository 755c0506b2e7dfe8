// A change of a screen, the shared texts and a legal page together, as the publish and review views
// list it: each kind under a heading in words, texts old → new, the page's changed words, no JSON.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { BundleChanges, SavedDiffers } from '../../../../studio/web/publishing/publish-changes.tsx';
import type { Comparison } from '../../../../studio/web/shell/api.ts';

const aboutUs = (title: string) => ({
  screen: { id: 'aboutUs', title: { msg: 'about.title' }, blocks: [{ type: 'markdown', source: 'about-us' }] },
  messages: { en: { 'about.title': title }, fil: { 'about.title': 'Tungkol sa amin' } },
});

const mixed: Comparison = {
  live: '20261127-070512-ab12cd34',
  target: 'saved',
  contentId: 'c'.repeat(64),
  liveContentId: 'd'.repeat(64),
  screens: [
    {
      id: 'aboutUs',
      name: 'about-us',
      path: '/workIs',
      kind: 'changed',
      before: aboutUs('About us'),
      after: aboutUs('About our company'),
      title: 'About our company',
    },
  ],
  shared: { before: { en: { 'service.title': 'Customer service' } }, after: { en: { 'service.title': 'Customer care' } } },
  pages: [
    {
      name: 'privacy-policy',
      kind: 'changed',
      before: 'This policy explains.\n\nBy registering you agree.\n\n# 1. Who we are\n',
      after: 'This policy explains.\n\nFrom 1 December: by registering you agree.\n\n# 1. Who we are\n',
    },
    { name: 'about-us.fil', kind: 'removed', before: '# Sino kami\n' },
  ],
};

describe('a mixed change in words', () => {
  it('lists the screen, the shared texts and each page under a heading in words, with old → new and no JSON', () => {
    const { container } = render(<BundleChanges comparison={mixed} />);
    expect([...container.querySelectorAll('h3')].map((heading) => heading.textContent?.replace(/\s+/g, ' ').trim())).toEqual([
      "Changed screen 'About our company' (/workIs)",
      'Changed shared texts (used on many screens)',
      "Changed page 'Privacy policy'",
      "Removed page 'Sino kami' (Filipino)",
    ]);
    // A page's file only as a tooltip, never as text on the panel.
    expect([...container.querySelectorAll('h3 [title]')].map((heading) => heading.getAttribute('title'))).toEqual([
      'content/privacy-policy.md',
      'content/about-us.fil.md',
    ]);
    expect(container.textContent).not.toMatch(/content\//);
    expect(screen.getByRole('region', { name: 'changed about-us' }).textContent).toContain('“About us” → “About our company”');
    expect(screen.getByRole('region', { name: 'changed shared texts' }).textContent).toContain('“Customer service” → “Customer care”');
    expect(screen.getByRole('list', { name: 'Changed paragraphs of privacy-policy' }).querySelector('ins')?.textContent).toMatch(/From/);
    expect(screen.getByRole('region', { name: 'removed page about-us (Filipino)' }).textContent).toContain(
      'Borrowers no longer read this page.',
    );
    expect(container.textContent).not.toMatch(/[{}]|"\w+":/);
  });

  it('says in the panel what the saved change holds, by kind', () => {
    render(<SavedDiffers drift={mixed} />);
    expect(screen.getByRole('status').textContent).toBe(
      'What is saved differs from what is live: 1 screen changed, shared texts changed, 1 page changed, 1 page removed.',
    );
  });
});
