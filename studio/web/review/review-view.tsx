// Team mode's second pair of eyes, a section of the publish panel: the saved change that waits for
// approval with its authors and readable diff, what reviewers said about it, and for a reviewer who
// is not one of its authors Approve or Send back with a comment. An author sees "Sent back by …"
// with the comment here. Each save's note ("what changed and why") and the comments reviewers and
// authors add while it waits are listed in order, as text. The server checks all of it again
// (studio/server/team/reviews.ts).
import '../team/team-panels.css';

import { type ReactNode, useId, useState } from 'react';

import { describeSave } from '../../shared/saved-what.ts';
import { MAX_NOTE_LENGTH } from '../shell/api.ts';
import { lacksRole, type ReviewEntry, type ReviewState, teamApi, type TeamPerson, timeAgo } from '../team/team.ts';

const shortId = (contentId: string) => contentId.slice(0, 12);

function When({ at }: { at: string }) {
  return (
    <time dateTime={at} title={new Date(at).toLocaleString()}>
      {timeAgo(at)}
    </time>
  );
}

const nameOf = (review: ReviewState, account: string) => review.names?.[account] ?? account;

function Decision({ entry, review }: { entry: ReviewEntry; review: ReviewState }) {
  const text = entry.action === 'approve' ? entry.note : entry.comment;
  return (
    <>
      {entry.action === 'approve' ? 'Approved by' : 'Sent back by'} {nameOf(review, entry.who)} (<When at={entry.at} />)
      {text ? `: ${text}` : ''}
    </>
  );
}

/** The change's saves (with their notes) and comments, oldest first, as one conversation. */
export function ChangeConversation({ review }: { review: ReviewState }) {
  const items = [
    ...(review.saves ?? []).map((entry) => ({
      at: entry.at,
      key: `save ${entry.at} ${entry.who}`,
      // As the audit log words it: a screen by the title and address it was saved with, a removal as a removal.
      head: `${nameOf(review, entry.who)} ${describeSave({ ...entry })}`,
      text: entry.note ?? '',
      kind: 'save',
    })),
    ...(review.comments ?? []).map((entry) => ({
      at: entry.at,
      key: `comment ${entry.at} ${entry.who}`,
      head: `${nameOf(review, entry.who)} commented`,
      text: entry.comment,
      kind: 'comment',
    })),
  ].sort((a, b) => a.at.localeCompare(b.at));
  if (items.length === 0) return null;
  const older = [
    review.earlier?.saves ? `${review.earlier.saves.toLocaleString()} earlier ${review.earlier.saves === 1 ? 'save' : 'saves'}` : '',
    review.earlier?.comments
      ? `${review.earlier.comments.toLocaleString()} earlier ${review.earlier.comments === 1 ? 'comment' : 'comments'}`
      : '',
  ].filter(Boolean);
  return (
    <>
      <h4>Saves and comments</h4>
      {older.length > 0 ? <p className="studio-muted">{`Only the newest are listed; ${older.join(' and ')} are not shown.`}</p> : null}
      <ol className="studio-conversation" aria-label="Saves and comments">
        {items.map((item) => (
          <li key={item.key} className={`is-${item.kind}`}>
            <span className="studio-conversation-head">
              {item.head} (<When at={item.at} />){item.text ? ':' : ''}
            </span>
            {item.text ? <span className="studio-conversation-text">{item.text}</span> : null}
          </li>
        ))}
      </ol>
    </>
  );
}

/** Why this change may not be published yet, or undefined when it may. */
export function lacksApproval(review: ReviewState | undefined): string | undefined {
  if (!review || review.needsApproval === false) return undefined;
  if (review.decision?.action === 'approve' && !review.authors.includes(review.decision.who)) return undefined;
  if (review.decision?.action === 'send back')
    return `This change was sent back by ${nameOf(review, review.decision.who)}: save a fix and ask for a review again.`;
  return 'This change has no approval yet: a reviewer other than its authors must approve it first.';
}

export function ReviewSection({
  person,
  review,
  hasChange,
  changes,
  onReviewed,
}: {
  person: TeamPerson;
  review: ReviewState;
  /** The saved screens differ from what is live. */
  hasChange: boolean;
  /** The readable diff of the saved change against live. */
  changes: ReactNode;
  onReviewed: (state: ReviewState) => void;
}) {
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const reasonId = useId();
  const isAuthor = review.authors.includes(person.name);
  const cannotReview =
    lacksRole(person, 'reviewer') ??
    (isAuthor ? 'You saved part of this change: a reviewer other than its authors reviews it.' : undefined);
  const cannotComment =
    isAuthor || !lacksRole(person, 'reviewer') ? undefined : 'Commenting needs the reviewer role, or to have saved part of this change.';
  const commentReasonId = useId();
  const decide = (work: () => Promise<ReviewState>) => {
    setBusy(true);
    setError(undefined);
    work().then(
      (state) => {
        setBusy(false);
        setComment('');
        onReviewed(state);
      },
      (caught: unknown) => {
        setBusy(false);
        setError((caught as Error).message);
      },
    );
  };
  const missing = lacksApproval(review);
  const earlier = review.reviews.filter((entry) => entry !== review.decision && entry.at !== review.decision?.at);
  return (
    <section aria-labelledby="review-title" className="studio-review">
      <h3 id="review-title">Review</h3>
      {!hasChange ? (
        <p className="studio-muted">Nothing saved waits for review: the saved screens, texts and pages are what is live.</p>
      ) : (
        <>
          <p title={`Change ${shortId(review.contentId)}`}>
            The change saved by {review.authors.length ? review.authors.map((name) => nameOf(review, name)).join(', ') : 'nobody here yet'}.
          </p>
          {review.decision ? (
            <p role="status" className={review.decision.action === 'approve' ? 'studio-approved' : 'studio-sent-back'}>
              <Decision entry={review.decision} review={review} />
            </p>
          ) : (
            <p role="status" className="studio-sent-back">
              {review.needsApproval === false ? 'This change needs no approval.' : 'Waits for approval.'}
            </p>
          )}
          {missing && review.decision ? <p className="studio-muted">{missing}</p> : null}
          {earlier.length ? (
            <>
              <h4>Earlier in this change</h4>
              <ul className="studio-reviews">
                {earlier.map((entry) => (
                  <li key={`${entry.at} ${entry.who}`}>
                    <Decision entry={entry} review={review} />
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          <ChangeConversation review={review} />
          <details>
            <summary>What this change does for borrowers</summary>
            {changes}
          </details>
          <label className="studio-field">
            Comment (required to send back; a note with an approval)
            <textarea
              value={comment}
              maxLength={MAX_NOTE_LENGTH}
              disabled={Boolean(cannotReview) && Boolean(cannotComment)}
              onChange={(event) => setComment(event.target.value)}
              rows={2}
            />
          </label>
          {cannotReview ? (
            <p id={reasonId} className="studio-muted">
              {cannotReview}
            </p>
          ) : null}
          {cannotComment ? (
            <p id={commentReasonId} className="studio-muted">
              {cannotComment}
            </p>
          ) : null}
          {error ? <p role="alert">{error}</p> : null}
          <div className="studio-row">
            <button
              type="button"
              className="is-primary"
              disabled={busy || Boolean(cannotReview)}
              aria-describedby={cannotReview ? reasonId : undefined}
              onClick={() => decide(() => teamApi.approve(review.contentId, comment))}
            >
              Approve
            </button>
            <button
              type="button"
              disabled={busy || Boolean(cannotReview) || !comment.trim()}
              aria-describedby={cannotReview ? reasonId : undefined}
              title={!cannotReview && !comment.trim() ? 'Write a comment: what should change, and why' : undefined}
              onClick={() => decide(() => teamApi.sendBack(review.contentId, comment))}
            >
              Send back
            </button>
            <button
              type="button"
              disabled={busy || Boolean(cannotComment) || !comment.trim()}
              aria-describedby={cannotComment ? commentReasonId : undefined}
              title={!cannotComment && !comment.trim() ? 'Write a comment first' : undefined}
              onClick={() => decide(() => teamApi.comment(review.contentId, comment))}
            >
              Add comment
            </button>
          </div>
        </>
      )}
    </section>
  );
}
