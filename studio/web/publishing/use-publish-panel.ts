// The publish panel's state beside its view: whether it is open, what it read (the history, the
// saved folder against live, the review in team mode) each time it opens, the folder is saved or
// live changes; and its place on the page (over the preview, never over the editor; Escape closes it).
import { type RefObject, useCallback, useEffect, useLayoutEffect, useState } from 'react';

import { OPEN_REVIEW_EVENT } from '../review/waiting-for-me.tsx';
import { studioApi, type StudioFolder, type StudioHistory } from '../shell/api.ts';
import { type ReviewState, teamApi } from '../team/team.ts';
import { rereadSavedComparison, useSavedComparison } from './saved-comparison.ts';

export function usePublishPanel(folder: StudioFolder, inTeam: boolean, setHistory: (history: StudioHistory) => void) {
  const [open, setShown] = useState(false);
  // The saved folder against live, read in one place for the page (saved-comparison.ts); the last
  // answer stays shown while the next one is read.
  const drift = useSavedComparison({ keepLast: true });
  const [revision, setRevision] = useState(0);
  // The review is read afresh each time the panel opens: until it is, none is shown and nothing
  // may be published, so a review another person changed meanwhile never shows as it was.
  const [review, setReview] = useState<ReviewState>();
  const [reviewError, setReviewError] = useState<string>();
  const setOpen = useCallback((next: boolean) => {
    setShown(next);
    if (next) return;
    setReview(undefined);
    setReviewError(undefined);
  }, []);
  /** Reads the history, the saved folder against live and the review again. */
  const refresh = useCallback(() => setRevision((count) => count + 1), []);
  useEffect(() => {
    if (!open || !inTeam) return;
    let current = true;
    teamApi.review().then(
      (state) => {
        if (!current) return;
        setReview(state);
        setReviewError(undefined);
      },
      (error: unknown) => {
        if (current) setReviewError(`The review could not be read. ${(error as Error).message}`);
      },
    );
    return () => {
      current = false;
    };
  }, [open, inTeam, folder, revision]);
  // "Waiting for you" in the header opens the panel at its review.
  useEffect(() => {
    const show = () => {
      setShown(true);
      refresh();
    };
    window.addEventListener(OPEN_REVIEW_EVENT, show);
    return () => window.removeEventListener(OPEN_REVIEW_EVENT, show);
  }, [refresh]);
  // The saved folder against live read again each time the panel opens or says it did something (a
  // saved file or a new live release reads it again by itself).
  useEffect(() => {
    if (open) rereadSavedComparison();
  }, [open, revision]);
  // The history, each time the panel opens, the folder is saved or live changes.
  useEffect(() => {
    if (!open) return;
    let reading = true;
    studioApi.history().then(
      (next) => reading && setHistory(next),
      () => undefined,
    );
    return () => {
      reading = false;
    };
  }, [open, folder, revision, setHistory]);
  /**
   * In team mode, why no review is shown yet (it is being read, or reading it failed), and why
   * nothing may be published until it is.
   */
  const unread = inTeam && !review ? unreadReview(reviewError) : undefined;
  /** Reads the review again after it could not be read (and the rest of the panel with it). */
  const retryReview = useCallback(() => {
    setReviewError(undefined);
    refresh();
  }, [refresh]);
  /** A review decision or comment made here: its answer is the review now, and the panel reads the rest again. */
  const reviewed = useCallback(
    (state: ReviewState) => {
      setReview(state);
      refresh();
    },
    [refresh],
  );
  return { open, setOpen, drift, revision, refresh, review, unread, retryReview, reviewed };
}

const unreadReview = (error: string | undefined) =>
  error === undefined
    ? { text: 'Reading the review…', failed: false, refusal: 'Publishing waits until the review is read.' }
    : { text: error, failed: true, refusal: 'Publishing needs the review, which could not be read.' };

/**
 * The open panel's width: it lies over the preview, never over the editor, as wide as the preview
 * column (when one is shown). Escape closes it (not while one of its dialogs is open: Escape closes
 * that first), the focus back on its button.
 */
export function usePopoverPlacement(open: boolean, close: () => void, dialogOpen: boolean, opener: RefObject<HTMLButtonElement | null>) {
  const [width, setWidth] = useState<number>();
  useLayoutEffect(() => {
    if (!open) return;
    const fit = () => {
      const preview = document.querySelector('.studio-preview')?.getBoundingClientRect();
      setWidth(preview ? Math.max(360, window.innerWidth - preview.left - 12) : undefined);
    };
    fit();
    addEventListener('resize', fit);
    return () => removeEventListener('resize', fit);
  }, [open]);
  useEffect(() => {
    if (!open || dialogOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || (event.target instanceof Element && event.target.closest('dialog'))) return;
      close();
      opener.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, dialogOpen, close, opener]);
  return width;
}
