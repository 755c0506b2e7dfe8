// The header's "Waiting for you" (team mode): what the person signed in must act on now — their
// change sent back to them, a change waiting for their review (as a reviewer who wrote none of it),
// an approved change ready to publish (as a publisher) — as a count with a menu. It reads the review
// when the page opens and again only when the session check (team.ts, every few seconds) says the
// audit log has a newer save, decision, comment, publish or rollback: no polling of its own.
// Each item opens the publish panel, where the review and Publish are.
import './waiting-for-me.css';

import { useEffect, useId, useRef, useState } from 'react';

import { lacksRole, REVIEW_STAMP_EVENT, type ReviewState, teamApi, type TeamPerson } from '../team/team.ts';

/** Asks the publish panel (publish-view.tsx) to open at its review. */
export const OPEN_REVIEW_EVENT = 'studio-open-review';

export interface WaitingItem {
  kind: 'sent back' | 'review' | 'publish';
  text: string;
}

const nameOf = (review: ReviewState, account: string) => review.names?.[account] ?? account;
const listOf = (names: string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;

/** What waits for `person` in the review of the saved change, by their roles and whether they wrote part of it. */
export function waitingFor(person: TeamPerson, review: ReviewState | undefined): WaitingItem[] {
  if (!review?.hasChange) return [];
  const isAuthor = review.authors.includes(person.name);
  const decision = review.decision;
  const authors = listOf(review.authors.map((account) => nameOf(review, account))) || 'someone outside the studio';
  const items: WaitingItem[] = [];
  if (decision?.action === 'send back' && isAuthor) {
    const comment = decision.comment ? `: “${decision.comment}”` : '';
    items.push({ kind: 'sent back', text: `Your change was sent back by ${nameOf(review, decision.who)}${comment}` });
  }
  if (!decision && review.needsApproval !== false && !isAuthor && !lacksRole(person, 'reviewer'))
    items.push({ kind: 'review', text: `A change by ${authors} waits for your review` });
  const approved = decision?.action === 'approve' && !review.authors.includes(decision.who);
  if (!lacksRole(person, 'publisher') && (approved || (review.needsApproval === false && decision?.action !== 'send back')))
    items.push({
      kind: 'publish',
      text: approved
        ? `Approved by ${nameOf(review, decision.who)}: ready to publish`
        : 'A change that needs no approval is ready to publish',
    });
  return items;
}

export function WaitingForMe({ person }: { person: TeamPerson }) {
  const [review, setReview] = useState<ReviewState>();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const stamp = useRef<string>(undefined);
  useEffect(() => {
    let live = true;
    const read = () =>
      teamApi.review().then(
        (state) => live && setReview(state),
        // Best effort: the next change of the log asks again.
        () => undefined,
      );
    void read();
    const onStamp = (event: Event) => {
      const next = (event as CustomEvent<string>).detail;
      if (stamp.current !== undefined && stamp.current !== next) void read();
      stamp.current = next;
    };
    window.addEventListener(REVIEW_STAMP_EVENT, onStamp);
    return () => {
      live = false;
      window.removeEventListener(REVIEW_STAMP_EVENT, onStamp);
    };
  }, []);
  const items = waitingFor(person, review);
  const go = () => {
    setOpen(false);
    window.dispatchEvent(new CustomEvent(OPEN_REVIEW_EVENT));
  };
  return (
    <span
      className="studio-waiting"
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpen(false);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <button
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        className={items.length ? 'studio-waiting-button has-items' : 'studio-waiting-button'}
        onClick={() => setOpen(!open)}
      >
        Waiting for you <span className="studio-waiting-count">{items.length}</span>
      </button>
      {open ? (
        <ul id={menuId} role="menu" aria-label="Waiting for you" className="studio-waiting-menu">
          {items.length === 0 ? (
            <li role="none" className="studio-muted">
              Nothing waits for you now.
            </li>
          ) : (
            items.map((item) => (
              <li key={item.kind} role="none">
                <button type="button" role="menuitem" onClick={go}>
                  {item.text}
                </button>
              </li>
            ))
          )}
        </ul>
      ) : null}
    </span>
  );
}
