// The team API's review calls for someone signed in (the gate has checked their roles): the review
// of the saved change, a screen's history, presence, comments, approvals and send-backs. Decisions
// and comments run in turn with saves and publishes.
import type { IncomingMessage, ServerResponse } from 'node:http';

import type { TeamCall } from '../calls.ts';
import { readJsonObject } from '../http/bodies.ts';
import { sendJson } from '../http/replies.ts';
import type { createAccounts } from './accounts.ts';
import type { AuditLog } from './audit-log.ts';
import type { TeamPerson } from './gate-http.ts';
import type { createGitHistory } from './git-history.ts';
import { checkBeat, type createPresence, PRESENCE_HEARTBEAT_MS, PresenceError } from './presence.ts';
import { reviewStamp } from './review-stamp.ts';
import { type ChangedParts, checkComment, type createReviews, ReviewError, type ReviewState } from './reviews.ts';
import { describeHistory } from './screen-history.ts';

/** The body as a JSON object, refused past `maxBytes` (the call's row in studio/server/calls.ts). */
const readJson = (req: IncomingMessage, maxBytes: number) =>
  readJsonObject(req, maxBytes, (status, message) => new ReviewError(status, message));

export interface TeamApiDeps {
  accounts: ReturnType<typeof createAccounts>;
  audit: AuditLog;
  reviews: ReturnType<typeof createReviews>;
  presence: ReturnType<typeof createPresence>;
  git?: ReturnType<typeof createGitHistory>;
  hooks: {
    savedContentId: () => string;
    screenFolder: (name: string) => string;
    changedParts: () => ChangedParts;
    liveVersion?: () => string | null;
  };
  needsApproval: () => boolean;
  inTurn: <T>(work: () => Promise<T>) => Promise<T>;
  recordChange: (
    req: IncomingMessage,
    person: TeamPerson,
    action: 'approve' | 'send back' | 'comment',
    detail: Record<string, unknown>,
  ) => Promise<void>;
  presenceHeartbeatMs?: number;
  now: () => number;
}

export function createTeamApi(deps: TeamApiDeps) {
  const { accounts, audit, reviews, presence, git, hooks, needsApproval, inTurn, recordChange, now } = deps;

  /** A review state with `names`: the display name of each author and reviewer it names, for the studio page to show. */
  function withNames<T extends ReviewState>(state: T): T & { names: Record<string, string> } {
    const accountNames = new Set([
      ...state.authors,
      ...state.reviews.map((entry) => entry.who),
      ...state.comments.map((entry) => entry.who),
    ]);
    const names = Object.fromEntries([...accountNames].map((name) => [name, accounts.find(name)?.displayName ?? name]));
    return { ...state, names };
  }

  /** The review of the saved change: its state, an approval, a send-back with its comment. */
  async function review(call: TeamCall, req: IncomingMessage, res: ServerResponse, person: TeamPerson, maxBytes: number): Promise<void> {
    try {
      if (call === 'review') {
        const change = hooks.changedParts();
        const hasChange = change.screens.length > 0 || change.shared || change.pages.length > 0;
        sendJson(res, 200, withNames({ ...reviews.stateOf(hooks.savedContentId()), needsApproval: needsApproval(), hasChange }));
        return;
      }
      if (call === 'screen history') {
        const name = new URL(req.url ?? '/', 'http://studio.invalid').searchParams.get('screen') ?? '';
        const folder = hooks.screenFolder(name);
        if (!git) throw new ReviewError(409, 'Saves are not kept in git here: the screens folder is in no git repository.');
        const commits = await git.log(folder);
        const decision = reviews.stateOf(hooks.savedContentId()).decision;
        const approvedCommit = decision?.action === 'approve' && typeof decision.commit === 'string' ? decision.commit : undefined;
        const history = await describeHistory({
          screen: name,
          commits,
          audit: audit.readIndex(),
          liveBundle: hooks.liveVersion?.() ?? null,
          approvedCommit,
          versionAt: (commit) => git.versionAt(folder, commit),
          displayName: (account) => accounts.find(account)?.displayName,
        });
        // `commits` as before, for callers that read only those.
        sendJson(res, 200, { ...history, commits });
        return;
      }
      if (call === 'presence') {
        sendJson(res, 200, {
          editing: presence.list(person.name),
          now: new Date(now()).toISOString(),
          heartbeatMs: deps.presenceHeartbeatMs ?? PRESENCE_HEARTBEAT_MS,
          reviewStamp: reviewStamp(audit.readIndex()),
        });
        return;
      }
      const body = await readJson(req, maxBytes);
      if (call === 'presence beat') {
        presence.beat(person, checkBeat(body));
        sendJson(res, 200, { editing: presence.list(person.name), now: new Date(now()).toISOString() });
        return;
      }
      if (call === 'comment') {
        const contentId = await inTurn(async () => {
          const change = hooks.changedParts();
          const state = reviews.checkCommenter(
            person,
            body.contentId,
            hooks.savedContentId(),
            change.shared || change.screens.length > 0 || change.pages.length > 0,
          );
          await recordChange(req, person, 'comment', { contentId: state.contentId, comment: checkComment(body.comment, true) });
          return state.contentId;
        });
        sendJson(res, 200, withNames({ ...reviews.stateOf(contentId), needsApproval: needsApproval() }));
        return;
      }
      // In turn with saves and publishes: a decision is checked against the authors of exactly the content saved now.
      const contentId = await inTurn(async () => {
        const state = reviews.checkDecision(person.name, body.contentId, hooks.savedContentId());
        const entry =
          call === 'approve'
            ? { contentId: state.contentId, note: checkComment(body.note, false) }
            : { contentId: state.contentId, comment: checkComment(body.comment, true) };
        await recordChange(req, person, call === 'approve' ? 'approve' : 'send back', entry);
        return state.contentId;
      });
      sendJson(res, 200, withNames(reviews.stateOf(contentId)));
    } catch (error) {
      if (!(error instanceof ReviewError) && !(error instanceof PresenceError)) throw error;
      sendJson(res, error.status, { error: error.message });
    }
  }

  return { review };
}
