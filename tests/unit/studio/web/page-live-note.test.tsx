// A Markdown page's header says in words whether borrowers read its saved text now: a page the live
// release lacks (never published, removed by a publish) or a rollback keeps off is not shown to
// borrowers at all (a Filipino text: they read the English page). It reads the saved comparison
// from the one place the preview's note reads it too.
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { PageLiveNote } from '../../../../studio/web/editor/page-live-note.tsx';
import { PreviewLiveNote } from '../../../../studio/web/preview-panel/preview-live-note.tsx';
import { type Comparison, studioApi } from '../../../../studio/web/shell/api.ts';

const comparison = (change: Partial<Comparison>): Comparison => ({ screens: [], pages: [], ...change }) as unknown as Comparison;
const showWith = (answer: Comparison, path = 'content/about-us.md') => {
  vi.spyOn(studioApi, 'compare').mockResolvedValue(answer);
  return render(<PageLiveNote path={path} savedHash="h1" />);
};

afterEach(() => vi.restoreAllMocks());

describe('a page against the live release', () => {
  it('says borrowers do not see a page the live release lacks — screens say it cannot be shown — and what publishing does', async () => {
    showWith(comparison({ pages: [{ name: 'about-us', kind: 'added', after: '# About us' }] }));
    const note = await screen.findByRole('note');
    expect(note.textContent).toMatch(/^Borrowers do not see this page now: the live release does not have it/);
    expect(note.textContent).toContain('screens that show it say “This part of the page could not be shown.”');
    expect(note.textContent).not.toMatch(/built with|build’s copy/);
    expect(note.textContent).toContain('The next publish makes this saved text live.');
  });

  it('says Filipino readers read the English page while the live release lacks the Filipino text', async () => {
    showWith(comparison({ pages: [{ name: 'about-us.fil', kind: 'added', after: '# Tungkol sa amin' }] }), 'content/about-us.fil.md');
    expect((await screen.findByRole('note')).textContent).toMatch(
      /^Filipino readers do not see this text now: .+ so they read the English page instead\. The next publish makes this saved text live\.$/,
    );
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

  it('says borrowers read the text from before a rollback when a rollback kept the saved change off', async () => {
    showWith(
      comparison({
        heldBack: [{ key: 'page:about-us', kind: 'page', name: 'about-us', change: 'changed', version: 'v' }],
      }),
    );
    expect((await screen.findByRole('note')).textContent).toMatch(/^Borrowers read the text from before a rollback/);
  });

  it('says borrowers read the live text of a changed page until the next publish', async () => {
    showWith(comparison({ pages: [{ name: 'about-us', kind: 'changed', before: 'a', after: 'b' }] }));
    expect((await screen.findByRole('note')).textContent).toMatch(/^Borrowers still read the live release’s text/);
  });

  it('says nothing of a page that is live as saved', async () => {
    const compare = vi.spyOn(studioApi, 'compare').mockResolvedValue(comparison({ pages: [] }));
    render(<PageLiveNote path="content/about-us.md" savedHash="h1" />);
    // The comparison's answer applied (its state set), then nothing shown.
    await act(async () => {
      await compare.mock.results[0]?.value;
    });
    expect(compare).toHaveBeenCalledOnce();
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('asks the server once when the preview shows the same saved folder', async () => {
    const compare = vi
      .spyOn(studioApi, 'compare')
      .mockResolvedValue(comparison({ pages: [{ name: 'about-us', kind: 'changed', before: 'a', after: 'b' }] }));
    render(
      <>
        <PageLiveNote path="content/about-us.md" savedHash="h1" />
        <PreviewLiveNote screen={{ id: 'aboutUs', blocks: [{ type: 'markdown', source: 'about-us' }] } as never} />
      </>,
    );
    const notes = await screen.findAllByRole('note');
    await vi.waitFor(() => expect(screen.getAllByRole('note')).toHaveLength(2));
    expect(notes[0]?.textContent).toMatch(/^Borrowers still read the live release’s text of this page/);
    expect(screen.getByRole('note', { name: 'Not live' }).textContent).toContain(
      "Borrowers still read the live release’s text of the page 'About us'.",
    );
    expect(compare).toHaveBeenCalledOnce();
  });
});
