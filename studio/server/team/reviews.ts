// A second pair of eyes before publishing (team mode). The change a publish would make live is
// the saved content as a bundle, named by its content id (the id the studio's change view shows,
// studio/server/publishing/releases.ts). A reviewer approves or sends back exactly that content id; any later
// save, publish or rollback voids the decision. The authors of a change are everyone who wrote part
// of it — read from the whole audit log, never reset by a publish, rollback or "make live" (see
// `authorsOf`, read from the log's index of saves, decisions and publishes, never the log's every line) — and none of them may approve it. Approvals and send-backs are entries of the audit
// log, which is their record, and so are the notes saved with each save and the comments a
// reviewer or an author adds to the change while it waits.
import { pageNameOf } from '../../shared/page-path.ts';
import { savedFilesOf } from '../../shared/saved-what.ts';
import type { AuditEntry, AuditLog } from './audit-log.ts';

const MAX_COMMENT_LENGTH = 500;
/**
 * The most saves, decisions and comments a review lists (the newest): a change whose history has
 * no publish of the live content counts every save since the first, thousands in a year, and every
 * page asks for the review. Its authors still count every one of them.
 */
export const REVIEW_LIST_LIMIT = 100;
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
  /** Everyone who wrote part of the change (see `authorsOf`): none of them may approve it. */
  authors: string[];
  /** The last decision on this very content since anything was saved or went live, if any. */
  decision: AuditEntry | null;
  /** The approvals and send-backs since the live content was published, newest first (an author sees the comments on earlier content). */
  reviews: AuditEntry[];
  /** The saves that are part of the change, oldest first, each with its note (empty when none was given). */
  saves: AuditEntry[];
  /** Every comment on the change since the live content was published, oldest first. */
  comments: AuditEntry[];
  /** How many earlier saves, decisions and comments the lists above leave out (each lists the newest REVIEW_LIST_LIMIT); 0 when none. */
  earlier: { saves: number; reviews: number; comments: number };
}

/** What the saved content changes against what is live, part by part (server.ts computes it from the two bundles). */
export interface ChangedParts {
  /** The content id of the live bundle (null when nothing is live). */
  liveContentId: string | null;
  /** Screen folder names whose bundled screen differs. */
  screens: string[];
  /** Whether the shared texts differ. */
  shared: boolean;
  /** The Markdown pages that differ ('about-us', 'about-us.fil'). */
  pages: string[];
  /**
   * The parts among those that bring back what a rollback took off (screen folders, page names,
   * 'shared'): whoever ever saved them counts as an author, however long ago.
   */
  broughtBack?: string[];
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

/** The file saves that can change a bundled screen or the shared texts: a part is expanded into every screen that includes it. */
const isPartFile = (file: unknown) => typeof file === 'string' && file.startsWith('screens/parts/');
const SHARED_TEXTS_FILE = 'screens/messages.json';

/**
 * Who wrote part of the change `changed` describes, read from the whole log (never only since the
 * last publish or rollback, which would forget them): everyone who saved a changed screen or page, the
 * shared texts (when they changed) or a shared part (when any screen changed) after the live content
 * was published — the last publish of exactly that content, found by its content id, so a rollback
 * or "make live" counts from when the content now live was published. Content that went live
 * elsewhere (a build, the command line) has no publish here: then every save of a changed part counts.
 */
function authorsOf(entries: readonly AuditEntry[], changed: ChangedParts): { since: number; saves: AuditEntry[] } {
  const since = changed.liveContentId
    ? entries.findLastIndex((entry) => entry.action === 'publish' && entry.contentId === changed.liveContentId)
    : -1;
  const pageOf = (file: unknown) => (typeof file === 'string' ? pageNameOf(file) : undefined);
  // A save of several files at once counts for each of them.
  const partOfChange = (entry: AuditEntry) =>
    entry.action === 'save' &&
    ((typeof entry.screen === 'string' && changed.screens.includes(entry.screen)) ||
      savedFilesOf(entry).some(
        (file) =>
          (file === SHARED_TEXTS_FILE && changed.shared) ||
          (isPartFile(file) && changed.screens.length > 0) ||
          changed.pages.includes(pageOf(file) ?? ''),
      ));
  // What a change brings back was written before the content now live was published: every save of it counts.
  const back = new Set(changed.broughtBack ?? []);
  const broughtBack = (entry: AuditEntry) =>
    entry.action === 'save' &&
    ((typeof entry.screen === 'string' && back.has(entry.screen)) ||
      savedFilesOf(entry).some((file) => (file === SHARED_TEXTS_FILE && back.has('shared')) || back.has(pageOf(file) ?? '')));
  return { since, saves: entries.filter((entry, index) => (index > since ? partOfChange(entry) : broughtBack(entry))) };
}

export function createReviews(audit: AuditLog, changedParts: () => ChangedParts) {
  function stateOf(contentId: string, entries = audit.readIndex()): ReviewState {
    const { since, saves } = authorsOf(entries, changedParts());
    const recent = entries.slice(since + 1);
    const reviews = recent.filter((entry) => entry.action === 'approve' || entry.action === 'send back');
    // A decision holds only for the content it names, and only until the next save or change of what is live.
    const lastChange = entries.findLastIndex(
      (entry) => entry.action === 'save' || entry.action === 'publish' || entry.action === 'rollback',
    );
    const decision = entries
      .slice(lastChange + 1)
      .findLast((entry) => (entry.action === 'approve' || entry.action === 'send back') && entry.contentId === contentId);
    const comments = recent.filter((entry) => entry.action === 'comment');
    const newest = (list: AuditEntry[]) => list.slice(Math.max(0, list.length - REVIEW_LIST_LIMIT));
    return {
      contentId,
      // Every author, also of the saves the list leaves out.
      authors: [...new Set(saves.map((entry) => entry.who))],
      decision: decision ?? null,
      reviews: newest(reviews).reverse(),
      saves: newest(saves),
      comments: newest(comments),
      earlier: {
        saves: Math.max(0, saves.length - REVIEW_LIST_LIMIT),
        reviews: Math.max(0, reviews.length - REVIEW_LIST_LIMIT),
        comments: Math.max(0, comments.length - REVIEW_LIST_LIMIT),
      },
    };
  }

  /** Why `contentId` may not be published, or who approved it when someone other than its authors did. */
  function refusalToPublish(contentId: string): { approvedBy: string } | string {
    const state = stateOf(contentId);
    if (state.decision?.action === 'approve' && !state.authors.includes(state.decision.who)) return { approvedBy: state.decision.who };
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
