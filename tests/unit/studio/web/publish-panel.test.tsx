// The publish panel's Check and publish, off when there is nothing to publish or, in team mode,
// until the review is read: the panel reads the review afresh each time it opens, so an approval
// another person's later save undid never shows as it was; a review that cannot be read says so,
// keeps Publish off and offers Try again.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { PublishControls } from '../../../../studio/web/publishing/publish-view.tsx';
import { type Comparison, studioApi, type StudioFolder } from '../../../../studio/web/shell/api.ts';
import { type ReviewState, teamApi } from '../../../../studio/web/team/team.ts';

const publisher = { name: 'ana.cruz', displayName: 'Ana Cruz', roles: ['publisher' as const] };
const folder = {
  screens: [],
  shared: null,
  parts: [],
  known: { endpoints: [], bridgeActions: [], codeKeys: [] },
} as unknown as StudioFolder;
const change = {
  live: 'v1',
  target: 'saved',
  contentId: 'c2',
  liveContentId: 'c1',
  screens: [{ id: 'aboutUs', name: 'about-us', path: '/aboutUs', kind: 'changed' }],
  pages: [],
} as unknown as Comparison;
const review = (decision: ReviewState['decision']): ReviewState => ({
  contentId: 'c2',
  authors: ['maria.santos'],
  decision,
  reviews: decision ? [decision] : [],
  needsApproval: true,
  hasChange: true,
  names: { 'maria.santos': 'Maria Santos', 'jose.reyes': 'Jose Reyes' },
});
const approved = review({ at: '2026-11-29T08:00:00Z', who: 'jose.reyes', action: 'approve', contentId: 'c2' });

/** A promise the test settles when it chooses. */
function deferred<T>() {
  let settle!: { resolve: (value: T) => void; reject: (error: Error) => void };
  const promise = new Promise<T>((resolve, reject) => (settle = { resolve, reject }));
  return { promise, ...settle };
}

const toggle = () => fireEvent.click(screen.getByRole('button', { name: 'Publish and history' }));
const publishButton = () => screen.getByRole('button', { name: 'Check and publish the saved changes' });

beforeEach(() => {
  vi.spyOn(studioApi, 'compare').mockResolvedValue(change);
  vi.spyOn(studioApi, 'history').mockResolvedValue({ live: 'v1', bundles: [], events: [] });
  // The scheduled release: not offered here.
  vi.stubGlobal('fetch', () => Promise.resolve(new Response(JSON.stringify({ available: false, pending: null, last: null }))));
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function renderPanel() {
  render(
    <PublishControls
      history={undefined}
      setHistory={() => undefined}
      setNotice={() => undefined}
      hasDrafts={false}
      folder={folder}
      person={publisher}
      onOpen={() => undefined}
    />,
  );
}

describe('the publish panel in team mode', () => {
  it('shows no review and keeps Publish off until the review is read, each time it opens', async () => {
    const first = deferred<ReviewState>();
    const reads = vi.spyOn(teamApi, 'review').mockReturnValueOnce(first.promise);
    renderPanel();
    toggle();
    expect((await screen.findByRole('status')).textContent).toBe('Reading the review…');
    expect(publishButton()).toHaveProperty('disabled', true);
    expect(publishButton().getAttribute('title')).toBe('Publishing waits until the review is read.');
    await act(async () => first.resolve(approved));
    expect(screen.queryByText('Reading the review…')).toBeNull();
    await vi.waitFor(() => expect(publishButton()).toHaveProperty('disabled', false));

    // Closed, then another save undoes the approval: opened again, the old approval is not shown meanwhile.
    toggle();
    const second = deferred<ReviewState>();
    reads.mockReturnValueOnce(second.promise);
    toggle();
    expect(screen.getByText('Reading the review…')).toBeTruthy();
    expect(publishButton()).toHaveProperty('disabled', true);
    await act(async () => second.resolve(review(null)));
    expect(screen.getByText('Waits for approval.')).toBeTruthy();
    expect(publishButton()).toHaveProperty('disabled', true);
    expect(publishButton().getAttribute('title')).toMatch(/^This change has no approval yet/);
    expect(reads).toHaveBeenCalledTimes(2);
  });

  it('says the review could not be read, keeps Publish off, and reads it again on Try again', async () => {
    const reads = vi.spyOn(teamApi, 'review').mockRejectedValueOnce(new Error('The studio server answered 503.'));
    renderPanel();
    toggle();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('The review could not be read. The studio server answered 503. Try again');
    expect(publishButton()).toHaveProperty('disabled', true);
    expect(publishButton().getAttribute('title')).toBe('Publishing needs the review, which could not be read.');
    const again = deferred<ReviewState>();
    reads.mockReturnValueOnce(again.promise);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Reading the review…')).toBeTruthy();
    await act(async () => again.resolve(approved));
    await vi.waitFor(() => expect(publishButton()).toHaveProperty('disabled', false));
    expect(reads).toHaveBeenCalledTimes(2);
  });
});

describe('the publish panel with nothing to publish', () => {
  it('keeps Check and publish off and says why when the saved folder is what is live', async () => {
    vi.spyOn(studioApi, 'compare').mockResolvedValue({ ...change, screens: [] });
    vi.spyOn(teamApi, 'review').mockResolvedValue(approved);
    renderPanel();
    toggle();
    await vi.waitFor(() =>
      expect(publishButton().getAttribute('title')).toBe('Nothing to publish: nothing saved differs from what is live.'),
    );
    expect(publishButton()).toHaveProperty('disabled', true);
  });

  it('says to bring back first what a rollback took off, when that is all that differs', async () => {
    const heldBack = [{ key: 'screen:aboutUs', kind: 'screen', name: 'about-us', id: 'aboutUs', change: 'changed', version: 'v' }];
    vi.spyOn(studioApi, 'compare').mockResolvedValue({ ...change, screens: [], heldBack } as unknown as Comparison);
    vi.spyOn(teamApi, 'review').mockResolvedValue(approved);
    renderPanel();
    toggle();
    await vi.waitFor(() =>
      expect(publishButton().getAttribute('title')).toBe(
        'Nothing to publish: what differs from live was taken off by a rollback. Bring it back first (above).',
      ),
    );
    expect(publishButton()).toHaveProperty('disabled', true);
  });
});
