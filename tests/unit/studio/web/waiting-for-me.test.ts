// "Waiting for you": what the person signed in must act on, by role and by whether they wrote part of the change.
import { describe, expect, it } from 'vitest';

import { waitingFor } from '../../../../studio/web/review/waiting-for-me.tsx';
import type { ReviewState, TeamPerson } from '../../../../studio/web/team/team.ts';

const person = (name: string, ...roles: TeamPerson['roles']): TeamPerson => ({ name, displayName: name, roles });
const maria = person('maria', 'editor');
const jose = person('jose', 'reviewer');
const ana = person('ana', 'publisher');
const lea = person('lea', 'editor', 'reviewer', 'publisher');
const names = { maria: 'Maria Santos', jose: 'Jose Reyes', ana: 'Ana Cruz', lea: 'Lea Tan' };

const state = (extra: Partial<ReviewState> = {}): ReviewState => ({
  contentId: 'c1',
  authors: ['maria'],
  decision: null,
  reviews: [],
  names,
  hasChange: true,
  ...extra,
});
const decided = (action: 'approve' | 'send back', who: string, comment?: string) => ({
  decision: { at: '2026-11-27T01:00:00Z', who, action, contentId: 'c1', ...(comment && { comment }) },
});
const kinds = (who: TeamPerson, review: ReviewState | undefined) => waitingFor(who, review).map((item) => item.kind);

describe('what waits for me', () => {
  it('nothing while the review is unknown or nothing saved differs from live', () => {
    expect(waitingFor(jose, undefined)).toEqual([]);
    expect(waitingFor(jose, state({ hasChange: false }))).toEqual([]);
  });

  it('a reviewer who wrote none of the change is asked to review it; its author and a publisher are not', () => {
    expect(waitingFor(jose, state())).toEqual([{ kind: 'review', text: 'A change by Maria Santos waits for your review' }]);
    expect(kinds(maria, state())).toEqual([]);
    expect(kinds(ana, state())).toEqual([]);
    // One person with every role who saved part of it reviews nothing of it.
    expect(kinds(lea, state({ authors: ['maria', 'lea'] }))).toEqual([]);
    expect(kinds(lea, state())).toEqual(['review']);
  });

  it('an author is told their change was sent back, with the comment; the reviewer is not asked again', () => {
    const review = state(decided('send back', 'jose', 'Wrong amount'));
    expect(waitingFor(maria, review)).toEqual([{ kind: 'sent back', text: 'Your change was sent back by Jose Reyes: “Wrong amount”' }]);
    expect(kinds(jose, review)).toEqual([]);
    expect(kinds(ana, review)).toEqual([]);
  });

  it('a publisher sees a change approved by someone other than its authors as ready to publish', () => {
    const review = state(decided('approve', 'jose'));
    expect(waitingFor(ana, review)).toEqual([{ kind: 'publish', text: 'Approved by Jose Reyes: ready to publish' }]);
    expect(kinds(jose, review)).toEqual([]);
    expect(kinds(maria, review)).toEqual([]);
    // An approval by one of its authors (left over in the log) is no approval.
    expect(kinds(ana, state({ authors: ['maria', 'jose'], ...decided('approve', 'jose') }))).toEqual([]);
  });

  it('a change that needs no approval waits for a publisher only', () => {
    const review = state({ needsApproval: false });
    expect(kinds(ana, review)).toEqual(['publish']);
    expect(kinds(jose, review)).toEqual([]);
  });
});
