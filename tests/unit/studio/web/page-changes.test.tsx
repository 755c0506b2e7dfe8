// A Markdown page's change as the publish and review dialogs show it: the changed paragraphs only,
// the words taken out and put in marked, markup shown as text.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { diffParagraphs, headingOf, PageChanges } from '../../../../studio/web/publishing/page-changes.tsx';
import { summarize } from '../../../../studio/web/publishing/publish-changes.tsx';

const BEFORE = '# Privacy policy\n\nWe keep your data safe.\n\nWe share it with our partners.\n\nContact us.\n';
const AFTER =
  '# Privacy policy\n\nWe keep your data safe.\n\nWe never sell it <b>to anyone</b>.\n\nContact us.\n\nLast updated in November.\n';

describe('page changes', () => {
  it('lists only the paragraphs that changed, a changed one word by word', () => {
    const paragraphs = diffParagraphs(BEFORE, AFTER);
    expect(paragraphs.map((paragraph) => paragraph.kind)).toEqual(['changed', 'added']);
    const [changed] = paragraphs;
    if (changed.kind !== 'changed') throw new Error('expected a changed paragraph');
    expect(
      changed.words
        .filter((word) => word.removed)
        .map((word) => word.value)
        .join(' '),
    ).toMatch(/share/);
    expect(
      changed.words
        .filter((word) => word.added)
        .map((word) => word.value)
        .join(' '),
    ).toMatch(/never sell/);
  });

  it('shows the words taken out struck through and those put in marked, with markup as text', () => {
    const { container } = render(<PageChanges page={{ name: 'privacy-policy.fil', kind: 'changed', before: BEFORE, after: AFTER }} />);
    expect(screen.getByRole('region', { name: 'changed page privacy-policy (Filipino)' })).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Changed paragraphs of privacy-policy (Filipino)' });
    expect(list.querySelectorAll('li')).toHaveLength(2);
    expect([...container.querySelectorAll('del')].map((node) => node.textContent).join(' ')).toMatch(/share/);
    expect(list.textContent).toContain('<b>to anyone</b>');
    expect(container.querySelector('b')).toBeNull();
    expect(container.querySelector('ins:last-of-type')?.textContent).toBeTruthy();
  });

  it('counts pages added, changed and removed apart in the one-line summary', () => {
    expect(
      summarize({
        live: null,
        target: 'saved',
        contentId: 'x',
        liveContentId: null,
        screens: [],
        pages: [
          { name: 'about-us', kind: 'removed', before: 'a' },
          { name: 'about-us.fil', kind: 'removed', before: 'a' },
          { name: 'privacy-policy', kind: 'changed', before: 'a', after: 'b' },
          { name: 'holidays', kind: 'added', after: 'b' },
        ],
      }),
    ).toBe('1 page added, 1 page changed, 2 pages removed');
  });

  it('names a page by the title it opens with, else by its name in words — never by a section heading further down', () => {
    expect(headingOf({ name: 'about-us', after: '# Who we are\n\nText.' })).toBe('Who we are');
    expect(headingOf({ name: 'privacy-policy', after: 'This Privacy Policy explains…\n\n# 1. Who we are\n' })).toBe('Privacy policy');
    expect(headingOf({ name: 'payment-channel/wallet-app.fil', before: '\n\nSteps:\n' })).toBe('Wallet app');
  });

  it('counts changed pages in the one-line summary', () => {
    expect(
      summarize({
        live: null,
        target: 'saved',
        contentId: 'x',
        liveContentId: null,
        screens: [],
        pages: [{ name: 'about-us', kind: 'changed', before: 'a', after: 'b' }],
      }),
    ).toBe('1 page changed');
  });
});
