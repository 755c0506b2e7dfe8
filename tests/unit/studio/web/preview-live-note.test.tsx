// The preview says when what it shows is not what borrowers see now: the screen or a page it shows
// differs from the live release, is not in it, or a rollback keeps it off. Silent when all is live.
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { notLiveSentences, PreviewLiveNote } from '../../../../studio/web/preview-panel/preview-live-note.tsx';
import { rereadSavedComparison } from '../../../../studio/web/publishing/saved-comparison.ts';
import { type Comparison, studioApi } from '../../../../studio/web/shell/api.ts';

const comparison = (change: Partial<Comparison>): Comparison => ({ screens: [], pages: [], ...change }) as unknown as Comparison;
const aboutUs = {
  id: 'aboutUs',
  blocks: [
    { type: 'text', text: 'x' },
    { type: 'markdown', source: 'about-us' },
  ],
};

afterEach(() => vi.restoreAllMocks());

describe('the preview against the live release', () => {
  it('says a screen not in the live release is not seen by borrowers, and that the next publish makes it live', () => {
    expect(
      notLiveSentences(comparison({ screens: [{ id: 'aboutUs', name: 'about-us', path: '/aboutUs', kind: 'added' }] }), aboutUs),
    ).toEqual(['This screen is not in the live release: borrowers do not see it.', 'The next publish makes the saved version live.']);
  });

  it('names each page the screen shows that is not live as saved, in each language', () => {
    const sentences = notLiveSentences(
      comparison({
        screens: [{ id: 'aboutUs', name: 'about-us', path: '/aboutUs', kind: 'changed' }],
        pages: [
          { name: 'about-us', kind: 'changed', before: 'a', after: 'b' },
          { name: 'about-us.fil', kind: 'added', after: 'c' },
          { name: 'privacy-policy', kind: 'changed', before: 'a', after: 'b' },
        ],
      }),
      aboutUs,
    );
    expect(sentences).toEqual([
      'Borrowers still see the live release’s version of this screen.',
      "Borrowers still read the live release’s text of the page 'About us'.",
      "The Filipino text of the page 'About us' is not in the live release: Filipino readers read the English page.",
      'The next publish makes the saved version live.',
    ]);
  });

  it('says what a rollback keeps off stays off, and what a removal still shows', () => {
    expect(
      notLiveSentences(
        comparison({
          pages: [{ name: 'about-us', kind: 'removed', before: 'a' }],
          heldBack: [{ key: 'screen:aboutUs', kind: 'screen', name: 'about-us', id: 'aboutUs', change: 'changed', version: 'v' }],
        }),
        aboutUs,
      ),
    ).toEqual([
      'Borrowers see this screen as it was before a rollback.',
      "The page 'About us' is removed from the saved folder: borrowers still read it.",
      'The next publish makes the saved version live.',
      'What a rollback took off stays off until someone brings it back under Publish and history.',
    ]);
  });

  it('shows the sentences as a note, and nothing when all it shows is live', async () => {
    vi.spyOn(studioApi, 'compare').mockResolvedValue(comparison({ pages: [{ name: 'about-us', kind: 'added', after: 'a' }] }));
    const { unmount } = render(<PreviewLiveNote screen={aboutUs} />);
    expect((await screen.findByRole('note', { name: 'Not live' })).textContent).toBe(
      "Not what borrowers see now. The page 'About us' is not in the live release: borrowers see “This part of the page could not be shown.” The next publish makes the saved version live.",
    );
    // Nobody shows it any more: the next note asks the server again.
    unmount();
    vi.restoreAllMocks();
    const compare = vi
      .spyOn(studioApi, 'compare')
      .mockResolvedValue(comparison({ pages: [{ name: 'privacy-policy', kind: 'added', after: 'a' }] }));
    render(<PreviewLiveNote screen={aboutUs} />);
    await act(async () => {
      await compare.mock.results[0]?.value;
    });
    expect(compare).toHaveBeenCalledOnce();
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('reads it again for every reader in one request when the publish panel asks (it opened, or it published)', async () => {
    const compare = vi
      .spyOn(studioApi, 'compare')
      .mockResolvedValue(comparison({ pages: [{ name: 'about-us', kind: 'added', after: 'a' }] }));
    render(
      <>
        <PreviewLiveNote screen={aboutUs} />
        <PreviewLiveNote screen={aboutUs} />
      </>,
    );
    expect(await screen.findAllByRole('note', { name: 'Not live' })).toHaveLength(2);
    expect(compare).toHaveBeenCalledOnce();
    // Published: all is live now. One request again, both notes gone.
    compare.mockResolvedValue(comparison({}));
    await act(async () => {
      rereadSavedComparison();
      await compare.mock.results[1]?.value;
    });
    expect(compare).toHaveBeenCalledTimes(2);
    expect(screen.queryAllByRole('note')).toHaveLength(0);
  });
});
