// Team mode as the studio page sees it (docs/team-studio.md): who is signed in and their roles,
// why a control their roles do not allow is off, the review of the saved change, and signing out.
// In a local studio GET /__studio/api/team/me answers 404 and none of this shows.
import { useEffect, useState } from 'react';

type TeamRole = 'viewer' | 'editor' | 'reviewer' | 'publisher' | 'admin';

export interface TeamPerson {
  name: string;
  displayName: string;
  roles: TeamRole[];
  /** Signed in with a temporary password: the server refuses everything but choosing their own (team-bar.tsx asks for it). */
  temporaryPassword?: boolean;
}

/** An approval or send-back as the audit log keeps it. */
export interface ReviewEntry {
  at: string;
  who: string;
  action: 'approve' | 'send back';
  contentId: string;
  note?: string;
  comment?: string;
}

export interface ReviewState {
  contentId: string;
  /** The accounts that saved since the live version went live. */
  authors: string[];
  decision: ReviewEntry | null;
  /** Newest first. */
  reviews: ReviewEntry[];
  needsApproval?: boolean;
  /** The saved content differs from what is live: there is a change to review. */
  hasChange?: boolean;
  /** The display name of each account named above. */
  names?: Record<string, string>;
  /** The saves of the change, oldest first, each with its note ("what changed and why"). */
  saves?: SaveEntry[];
  /** Comments on the change by reviewers and its authors, oldest first. */
  comments?: CommentEntry[];
  /** How many older saves, decisions and comments the lists leave out (the server lists the newest 100 of each). */
  earlier?: { saves: number; reviews: number; comments: number };
}

/** A save as the audit log keeps it: a screen's or a file's, with the note saved with it. */
interface SaveEntry {
  at: string;
  who: string;
  screen?: string;
  file?: string;
  note?: string;
}

interface CommentEntry {
  at: string;
  who: string;
  contentId: string;
  comment: string;
}

/** Who saved a screen or file meanwhile (a conflict's `savedBy`). */
export interface SavedBy {
  name: string;
  displayName: string;
  at: string;
}

const TEAM_API = '/__studio/api/team';
const SIGN_IN_PAGE = '/__studio/sign-in';

/** Set once the page is on its way to the sign-in page: a second 401 (a check and a call answered together) must not start a second navigation, which would cancel the first. */
let leaving = false;

/** The session ended or never was: the sign-in page, which says why. Drafts are in IndexedDB already, so nothing typed is lost. */
export function goSignIn(reason?: unknown): void {
  if (leaving) return;
  leaving = true;
  const known = ['signed out', 'idle', 'disabled'];
  // The screen open now (#name) comes back after sign-in: the sign-in page posts to its own address, the studio's redirect keeps it.
  const screen = location.pathname === '/studio' ? location.hash : '';
  window.location.assign(
    `${typeof reason === 'string' && known.includes(reason) ? `${SIGN_IN_PAGE}?reason=${encodeURIComponent(reason)}` : SIGN_IN_PAGE}${screen}`,
  );
}

/** The 401 of a call: to the sign-in page with the reason the server gave. */
export async function goSignInAfter(response: Response): Promise<void> {
  const body = (await response
    .clone()
    .json()
    .catch(() => ({}))) as { reason?: unknown };
  goSignIn(body.reason);
}

/** Sent on the window with the audit log's last review event (a string) after each session check. */
export const REVIEW_STAMP_EVENT = 'studio-review-stamp';

/** How often an open studio page checks that its session is still live (a call that does not keep it alive). */
const SESSION_CHECK_MS = 5_000;

async function teamCall<T>(path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${TEAM_API}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (response.status === 401) await goSignInAfter(response);
  const answer = (await response.json()) as T & { error?: string };
  if (!response.ok) throw new Error(answer.error ?? `The studio server answered ${response.status}.`);
  return answer;
}

export const teamApi = {
  review: () => teamCall<ReviewState>('/review'),
  approve: (contentId: string, note: string) => teamCall<ReviewState>('/approve', { contentId, note }),
  sendBack: (contentId: string, comment: string) => teamCall<ReviewState>('/send-back', { contentId, comment }),
  comment: (contentId: string, comment: string) => teamCall<ReviewState>('/comment', { contentId, comment }),
};

/** The person signed in, null in a local studio, undefined while asking. */
export function useTeamPerson(): TeamPerson | null | undefined {
  const [person, setPerson] = useState<TeamPerson | null>();
  useEffect(() => {
    let live = true;
    fetch(`${TEAM_API}/me`).then(
      async (response) => {
        if (response.status === 401) await goSignInAfter(response);
        const body = response.ok ? ((await response.json()) as TeamPerson) : null;
        if (live)
          setPerson(
            body && {
              name: body.name,
              displayName: body.displayName,
              roles: body.roles,
              ...(body.temporaryPassword === true && { temporaryPassword: true }),
            },
          );
      },
      () => live && setPerson(null),
    );
    return () => {
      live = false;
    };
  }, []);
  // Leaving is immediate: a person disabled or signed out elsewhere goes to the sign-in page within seconds.
  useEffect(() => {
    if (!person) return;
    const timer = window.setInterval(() => {
      fetch(`${TEAM_API}/presence`).then(
        async (response) => {
          if (response.status === 401) return goSignInAfter(response);
          // The same answer says whether the review may read differently now (waiting-for-me.tsx listens).
          const body = (await response.json().catch(() => ({}))) as { reviewStamp?: unknown };
          if (typeof body.reviewStamp === 'string') window.dispatchEvent(new CustomEvent(REVIEW_STAMP_EVENT, { detail: body.reviewStamp }));
        },
        () => undefined,
      );
    }, SESSION_CHECK_MS);
    return () => window.clearInterval(timer);
  }, [person]);
  return person;
}

const DOING: Record<Exclude<TeamRole, 'viewer' | 'admin'>, string> = {
  editor: 'Saving needs the editor role',
  reviewer: 'Reviewing needs the reviewer role',
  publisher: 'Publishing and making a version live need the publisher role',
};

/** Why `person` may not do what `role` allows (the server refuses it too), or undefined when they may, or in a local studio. */
export function lacksRole(person: TeamPerson | null | undefined, role: keyof typeof DOING): string | undefined {
  if (!person || person.roles.includes(role)) return undefined;
  return `${DOING[role]}; you have ${person.roles.join(', ')}. Ask the studio admin.`;
}

/** "2 minutes ago", as a person says it. */
export function timeAgo(at: string, now = Date.now()): string {
  const seconds = Math.max(0, Math.round((now - Date.parse(at)) / 1000));
  const say = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'} ago`;
  if (seconds < 60) return 'just now';
  if (seconds < 3600) return say(Math.floor(seconds / 60), 'minute');
  if (seconds < 86_400) return say(Math.floor(seconds / 3600), 'hour');
  return say(Math.floor(seconds / 86_400), 'day');
}

/** "Maria Santos saved screens/messages.json 2 minutes ago (9:41 AM)" from a conflict's `savedBy`, or undefined outside team mode. */
export function savedByWhom(result: object, what: string): string | undefined {
  const savedBy = (result as { savedBy?: SavedBy | null }).savedBy;
  if (!savedBy) return undefined;
  return `${savedBy.displayName} saved ${what} ${timeAgo(savedBy.at)} (${new Date(savedBy.at).toLocaleString()})`;
}
