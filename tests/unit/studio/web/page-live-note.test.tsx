// A Markdown page's header says in words whether borrowers read its saved text now: a page the live
// release lacks (never published, removed by a publish) or a rollback keeps off is not what they read.
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { PageLiveNote } from '../../../../studio/web/editor/page-live-note.tsx';
import { type Comparison, studioApi } from '../../../../studio/web/shell/api.ts';

const comparison = (change: Partial<Comparison>): Comparison => ({ screens: [], pages: [], ...change }) as unknown as Comparison;
const showWith = (answer: Comparison) => {
  vi.spyOn(studioApi, 'compare').mockResolvedValue(answer);
  return render(<PageLiveNote path="content/about-us.md" savedHash="h1" live="20261127-070512-ab12cd34" />);
};

afterEach(() => vi.restoreAllMocks());

describe('a page against the live release', () => {
  it('says borrowers do not see a page the live release lacks, and what publishing does', async () => {
    showWith(comparison({ pages: [{ name: 'about-us', kind: 'added', after: '# About us' }] }));
    const note = await screen.findByRole('note');
    expect(note.textContent).toMatch(/^Borrowers do not see this page now: the live release does not have it/);
    expect(note.textContent).toContain('The next publish makes this saved text live.');
  });

  it('says a page a rollback took off stays off until someone brings it back', async () => {
    showWith(
      comparison({
        pages: [{ name: 'about-us', kind: 'added', after: '# About us' }],
        heldBack: [{ key: 'page:about-us', kind: 'page', name: 'about-us', change: 'added', version: 'v' }],
      }),
    );
    expect((await screen.findByRole('note')).textContent).toMatch(/a rollback took it off the live release.+brings it back/);
  });

  it('says borrowers read the live text of a changed page until the next publish; nothing for a live page', async () => {
    showWith(comparison({ pages: [{ name: 'about-us', kind: 'changed', before: 'a', after: 'b' }] }));
    expect((await screen.findByRole('note')).textContent).toMatch(/^Borrowers still read the live release’s text/);
  });

  it('says nothing of a page that is live as saved', async () => {
    const compare = vi.spyOn(studioApi, 'compare').mockResolvedValue(comparison({ pages: [] }));
    render(<PageLiveNote path="content/about-us.md" savedHash="h1" live="v" />);
    // The comparison's answer applied (its state set), then nothing shown.
    await act(async () => {
      await compare.mock.results[0]?.value;
    });
    expect(compare).toHaveBeenCalledOnce();
    expect(screen.queryByRole('note')).toBeNull();
  });
});
