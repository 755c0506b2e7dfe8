// A second pair of eyes before publishing (team mode). The change a publish would make live is
// the saved screens folder as a bundle, named by its content id (the id the studio's change view
// shows, scripts/studio/releases.ts). A reviewer approves or sends back exactly that content id;
// a later save makes a new id, which needs its own approval. The authors of a change are the
// people who saved since the live version went live, and none of them may approve it. Approvals
// and send-backs are entries of the audit log, which is their record, and so are the notes saved
// with each save and the comments a reviewer or an author adds to the change while it waits.
import type { AuditEntry, AuditLog } from './audit-log.ts';

const MAX_COMMENT_LENGTH = 500;
// Control characters (a line break is allowed) and the bidirectional overrides, as releases.ts refuses in notes.
// eslint-disable-next-line no-control-regex -- the point is to find them
const UNSAFE_TEXT = /[\u0000-\u0009\u000b-\u001f\u007f\u202a-\u202e\u2066-\u2069]/;

export class ReviewError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export interface ReviewState {
  contentId: string;
  /** Who saved since the live version went live. */
  authors: string[];
  /** The last decision on this very content, if any. */
  decision: AuditEntry | null;
  /** Every approval and send-back since the live version went live, newest first (an author sees the comments on earlier content). */
  reviews: AuditEntry[];
  /** Every save since the live version went live, oldest first, each with its note (empty when none was given). */
  saves: AuditEntry[];
  /** Every comment on the change since the live version went live, oldest first. */
  comments: AuditEntry[];
}

/** A comment or note as the history shows it: trimmed, plain text, at most MAX_COMMENT_LENGTH characters. */
export function checkComment(text: unknown, required: boolean, what: 'comment' | 'note' = 'comment'): string {
  if ((text === undefined || text === null) && !required) return '';
  if (typeof text !== 'string') throw new ReviewError(400, `The ${what} must be text.`);
  const trimmed = text.trim();
  if (required && !trimmed) throw new ReviewError(400, 'Write a comment: what should change, and why.');
  if (trimmed.length > MAX_COMMENT_LENGTH)
    throw new ReviewError(400, `The ${what} is ${trimmed.length} characters long: keep it within ${MAX_COMMENT_LENGTH}.`);
  if (UNSAFE_TEXT.test(trimmed)) throw new ReviewError(400, `The ${what} holds control or text-direction characters: write plain text.`);
  return trimmed;
}

export function createReviews(audit: AuditLog) {
  /** The audit entries since the live version went live (the last publish or rollback). */
  function sinceLive(): AuditEntry[] {
    const entries = audit.read();
    const last = entries.findLastIndex((entry) => entry.action === 'publish' || entry.action === 'rollback');
    return entries.slice(last + 1);
  }

  function stateOf(contentId: string): ReviewState {
    const entries = sinceLive();
    const reviews = entries.filter((entry) => entry.action === 'approve' || entry.action === 'send back');
    return {
      contentId,
      authors: [...new Set(entries.filter((entry) => entry.action === 'save').map((entry) => entry.who))],
      decision: reviews.findLast((entry) => entry.contentId === contentId) ?? null,
      reviews: reviews.reverse(),
      saves: entries.filter((entry) => entry.action === 'save'),
      comments: entries.filter((entry) => entry.action === 'comment'),
    };
  }

  /** Why `contentId` may not be published, or undefined when it is approved by someone other than its authors. */
  function refusalToPublish(contentId: string): string | undefined {
    const state = stateOf(contentId);
    if (state.decision?.action === 'approve' && !state.authors.includes(state.decision.who)) return undefined;
    if (state.decision?.action === 'send back')
      return `This change was sent back by ${state.decision.who}: "${String(state.decision.comment)}". Save a fix and ask for a review again.`;
    return 'This change has no approval yet: a reviewer other than its authors must approve exactly this content first.';
  }

  /** Checks a decision of `reviewer` on the content id they were shown against the one saved now. */
  function checkDecision(reviewer: string, shown: unknown, current: string): ReviewState {
    if (typeof shown !== 'string') throw new ReviewError(400, 'A review names the change it was shown: {"contentId": text, …}.');
    if (shown !== current) throw new ReviewError(409, 'The saved screens changed since the change was shown: look at it again.');
    const state = stateOf(current);
    if (state.authors.includes(reviewer))
      throw new ReviewError(403, `${reviewer} saved part of this change: a reviewer other than its authors must review it.`);
    return state;
  }

  /**
   * Checks a comment of `person` on the content id they were shown: the change must be the one saved
   * now and differ from what is live; a reviewer or one of its authors may comment.
   */
  function checkCommenter(
    person: { name: string; roles: readonly string[] },
    shown: unknown,
    current: string,
    hasChange: boolean,
  ): ReviewState {
    if (typeof shown !== 'string')
      throw new ReviewError(400, 'A comment names the change it was shown: {"contentId": text, "comment": text}.');
    if (shown !== current) throw new ReviewError(409, 'The saved screens changed since the change was shown: look at it again.');
    if (!hasChange) throw new ReviewError(409, 'Nothing saved waits for review: the saved screens are what is live.');
    const state = stateOf(current);
    if (!person.roles.includes('reviewer') && !state.authors.includes(person.name))
      throw new ReviewError(403, `Commenting on a change needs the reviewer role or to be one of its authors; ${person.name} is neither.`);
    return state;
  }

  return { stateOf, refusalToPublish, checkDecision, checkCommenter };
}
