// A review lists the newest saves, decisions and comments only, and says how many it leaves out:
// with no publish of the live content in the log, every save since the first is part of the change,
// thousands in a year, and every open page asks for the review. Its authors still count every save,
// so none of them may approve it however long ago they saved.
import { describe, expect, it } from 'vitest';

import type { AuditEntry, AuditLog } from '../../../../studio/server/team/audit-log.ts';
import { type ChangedParts, createReviews, REVIEW_LIST_LIMIT, ReviewError } from '../../../../studio/server/team/reviews.ts';

const CONTENT = 'c0ffee0000000001';
const at = (index: number) => new Date(Date.UTC(2026, 0, 1) + index * 60_000).toISOString();

/** `count` saves of the loan screen by three editors, the first by `early.author` alone; comments and a few decisions between. */
function history(count: number, livePublish?: { at: number; contentId: string }): AuditEntry[] {
  const entries: AuditEntry[] = [];
  for (let i = 0; i < count; i++) {
    if (livePublish?.at === i)
      entries.push({ at: at(i), who: 'publisher', from: '10.0.0.1', action: 'publish', contentId: livePublish.contentId });
    const who = i === 0 ? 'early.author' : `editor${i % 3}`;
    entries.push({ at: at(i), who, from: '10.0.0.2', action: 'save', screen: 'loan-detail', note: `Save ${i}` });
    if (i % 2 === 0)
      entries.push({ at: at(i), who: 'reviewer', from: '10.0.0.3', action: 'comment', contentId: `old${i}`, comment: `Comment ${i}` });
    if (i % 3 === 0)
      entries.push({ at: at(i), who: 'reviewer', from: '10.0.0.3', action: 'send back', contentId: `old${i}`, comment: `Not yet ${i}` });
  }
  return entries;
}

function reviewsOver(entries: AuditEntry[], liveContentId: string | null = null) {
  const audit = { readIndex: () => entries } as unknown as AuditLog;
  const changed: ChangedParts = { liveContentId, screens: ['loan-detail'], shared: false, pages: [] };
  return createReviews(audit, () => changed);
}

describe('a review over a long history', () => {
  it('lists the newest saves, decisions and comments and counts the ones it leaves out', () => {
    const count = 3 * REVIEW_LIST_LIMIT;
    const state = reviewsOver(history(count)).stateOf(CONTENT);
    expect(state.saves).toHaveLength(REVIEW_LIST_LIMIT);
    expect(state.saves.at(-1)?.note).toBe(`Save ${count - 1}`);
    expect(state.saves[0].note).toBe(`Save ${count - REVIEW_LIST_LIMIT}`);
    expect(state.comments).toHaveLength(REVIEW_LIST_LIMIT);
    expect(state.comments.at(-1)?.comment).toBe(`Comment ${count - 2}`);
    expect(state.reviews).toHaveLength(REVIEW_LIST_LIMIT);
    // Newest first.
    expect(state.reviews[0].comment).toBe(`Not yet ${count - 3}`);
    expect(state.earlier).toEqual({
      saves: count - REVIEW_LIST_LIMIT,
      reviews: count / 3 - REVIEW_LIST_LIMIT,
      comments: count / 2 - REVIEW_LIST_LIMIT,
    });
  });

  it('still counts every author: one who saved only the first of thousands may not approve', () => {
    const reviews = reviewsOver(history(30 * REVIEW_LIST_LIMIT));
    const state = reviews.stateOf(CONTENT);
    expect(state.saves.some((entry) => entry.who === 'early.author')).toBe(false);
    expect(state.authors).toContain('early.author');
    expect(() => reviews.checkDecision('early.author', CONTENT, CONTENT)).toThrow(ReviewError);
    expect(reviews.checkDecision('reviewer', CONTENT, CONTENT).contentId).toBe(CONTENT);
  });

  it('lists everything, with nothing left out, when the change is short', () => {
    const state = reviewsOver(
      history(2 * REVIEW_LIST_LIMIT, { at: 2 * REVIEW_LIST_LIMIT - 10, contentId: 'live0000000000aa' }),
      'live0000000000aa',
    ).stateOf(CONTENT);
    expect(state.saves.map((entry) => entry.note)).toEqual(Array.from({ length: 10 }, (_, k) => `Save ${2 * REVIEW_LIST_LIMIT - 10 + k}`));
    expect(state.authors).not.toContain('early.author');
    expect(state.earlier).toEqual({ saves: 0, reviews: 0, comments: 0 });
  });

  it('counts a save of a part and the shared texts together as a save of each (authors of a shared-texts change)', () => {
    const entries: AuditEntry[] = [
      {
        at: at(1),
        who: 'maria',
        from: '10.0.0.2',
        action: 'save',
        file: 'screens/parts/order-summary.json',
        hash: 'a',
        files: [
          { file: 'screens/parts/order-summary.json', hash: 'a' },
          { file: 'screens/messages.json', hash: 'b' },
        ],
      },
    ];
    const audit = { readIndex: () => entries } as unknown as AuditLog;
    // Only the shared texts differ from what is live (no screen): the part's save still names them.
    const reviews = createReviews(audit, () => ({ liveContentId: null, screens: [], shared: true, pages: [] }));
    expect(reviews.stateOf(CONTENT).authors).toEqual(['maria']);
    expect(() => reviews.checkDecision('maria', CONTENT, CONTENT)).toThrow(ReviewError);
  });
});
