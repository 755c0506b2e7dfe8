// The team studio (`npm run studio -- --team`): its parts over the team folder, put together. Every
// request passes its gate (gate.ts) before the studio answers it: the request's row in the table of
// calls (studio/server/calls.ts; none: refused), a write from another site refused, the signed-in
// person found from the session cookie and the row's roles checked; the gate answers the sign-in
// and sign-out pages and the team API itself (sign-in.ts, team-api.ts, admin.ts). The studio then
// gets the person, and records its changes in the audit log and git through `recordChange`
// (change-record.ts).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { resolve } from 'node:path';

import { savedFilesOf } from '../../shared/saved-what.ts';
import type { TeamCall } from '../calls.ts';
import { readCookie } from '../http/cookies.ts';
import { sendJson } from '../http/replies.ts';
import { type Account, createAccounts } from './accounts.ts';
import { createAdmin, isAdminCall } from './admin.ts';
import { createAuditLog } from './audit-log.ts';
import { createChangeRecord, createTurn } from './change-record.ts';
import { createGate } from './gate.ts';
import { createRequestInfo, REFUSED_HEADER, sendPage, SESSION_COOKIE, type TeamPerson } from './gate-http.ts';
import { createGitHistory } from './git-history.ts';
import { createGitPush } from './git-push.ts';
import { renderSignOut } from './pages.ts';
import { type ScryptCost, unusableHash } from './passwords.ts';
import { createPresence } from './presence.ts';
import { type ChangedParts, checkComment, createReviews } from './reviews.ts';
import { createSessionEnded } from './session-ended.ts';
import { createSessions, type Session, SESSION_IDLE_MS } from './sessions.ts';
import { createSignIn } from './sign-in.ts';
import type { SsoOptions } from './sso.ts';
import { createTeamApi } from './team-api.ts';
import { createWebhook } from './webhook.ts';

export { REFUSED_HEADER, SESSION_COOKIE, type TeamPerson };

export interface TeamOptions {
  /** The team folder: accounts.json, sessions.json, audit.jsonl. */
  dir: string;
  /** Behind a reverse proxy: believe its X-Forwarded-For (the last address) and X-Forwarded-Proto. */
  trustProxy?: boolean;
  /** The address staff open, e.g. https://studio.lender.example: writes must come from it (default: the Host header's). */
  origin?: string;
  /** The server speaks HTTPS itself: cookies are Secure. */
  https?: boolean;
  idleMs?: number;
  /** Which changes need a reviewer's approval before they go live: all (default), or those touching these screens, the shared texts or a page. */
  approval?: 'all' | readonly string[];
  /** The git work tree holding the screens folder: each save is a commit there, authored by the person who saved. */
  repository?: string;
  /** Each commit pushed to the lender's Git host: a configured remote's name or an address (git-push.ts); tests shorten the pauses. */
  push?: { remote: string; retry?: { firstMs: number; maxMs: number } };
  /** How often a studio page sends its presence heartbeat and asks who else edits (default 20 s; tests shorten it). */
  presenceHeartbeatMs?: number;
  /** Single sign-on through the lender's OpenID Connect provider (sso.ts). */
  sso?: SsoOptions;
  /** Review events (saves, decisions, comments, publishes, rollbacks) POSTed as JSON to this address (webhook.ts). */
  webhook?: string;
  /** Tests move time. */
  now?: () => number;
  /** The scheduled release's timer (studio/server/schedule/schedule.ts; tests hold it, default setTimeout). */
  scheduleTimer?: (run: () => void, ms: number) => () => void;
  /** Tests only, whose accounts are hashed cheaper: the scrypt cost an unknown name's sign-in pays (default the studio's, passwords.ts). */
  unknownNameCost?: ScryptCost;
}

export interface TeamStudioHooks {
  /** The content id of the saved screens folder as a bundle: what a publish would make live. */
  savedContentId: () => string;
  /** A screen's folder (refusing a name that is not one). */
  screenFolder: (name: string) => string;
  /** What the saved content changes against what is live: screen folder names, whether the shared texts changed, the live content id. */
  changedParts: () => ChangedParts;
  /** The bundle live now (a screen's history marks the version borrowers get). */
  liveVersion?: () => string | null;
}

export function createTeam(options: TeamOptions, hooks: TeamStudioHooks) {
  const dir = resolve(options.dir);
  const now = options.now ?? Date.now;
  const accounts = createAccounts(dir, () => new Date(now()));
  const sessions = createSessions({ teamDir: dir, idleMs: options.idleMs, now });
  const audit = createAuditLog(dir, () => new Date(now()));
  // The index is read in the background from the start, so no request waits for all of it.
  void audit.warm();
  const reviews = createReviews(audit, hooks.changedParts);
  const presence = createPresence({ now });
  const push =
    options.repository && options.push
      ? createGitPush({
          repository: options.repository,
          ...options.push,
          now,
          record: (action, detail) => audit.append({ ...detail, who: 'studio', from: 'server', action }),
        })
      : undefined;
  const git = options.repository ? createGitHistory(options.repository, push && (() => push.committed())) : undefined;
  // Commits made while the studio was stopped go too.
  push?.pushNow();
  const webhook = options.webhook ? createWebhook({ url: options.webhook }) : undefined;
  /**
   * Runs `work` after every earlier change of the content or its review has been written and
   * recorded (an approval sent while a save is being committed waits for it, and then counts its author).
   */
  const inTurn = createTurn();
  /** Whether the saved change needs approval: always, unless only some screens do and it touches none of them (nor the shared texts). */
  function needsApproval(): boolean {
    const listed = options.approval;
    if (listed === undefined || listed === 'all') return true;
    const change = hooks.changedParts();
    return change.shared || change.pages.length > 0 || change.screens.some((name) => listed.includes(name));
  }

  const info = createRequestInfo(options);
  const { addressOf, expectedOrigin, cookie } = info;

  const activeAccount = (name: string): Account | undefined => {
    const account = accounts.find(name);
    return account && !account.disabled ? account : undefined;
  };
  const toPerson = (account: Account): TeamPerson => ({ name: account.name, displayName: account.displayName, roles: account.roles });
  const admin = createAdmin({
    accounts,
    audit,
    addressOf,
    now,
    historyCopy: push && (() => push.status()),
    renewSession: (req, account) => {
      sessions.end(readCookie(req, SESSION_COOKIE));
      return cookie(req, SESSION_COOKIE, sessions.create(account.name, account.generation).id);
    },
  });

  const { record, recordChange } = createChangeRecord({ audit, git, webhook, addressOf, now });

  const signing = createSignIn({
    info,
    accounts,
    sessions,
    audit,
    presence,
    record,
    sso: options.sso,
    now,
    unknownNameHash: options.unknownNameCost && unusableHash(options.unknownNameCost),
  });
  const ended = createSessionEnded({ sessions, accounts, cookie });
  const teamApi = createTeamApi({
    accounts,
    audit,
    reviews,
    presence,
    git,
    hooks,
    needsApproval,
    inTurn,
    recordChange,
    presenceHeartbeatMs: options.presenceHeartbeatMs,
    now,
  });

  /** The team folder's own answers to someone signed in. */
  async function answer(
    call: TeamCall,
    limit: number,
    req: IncomingMessage,
    res: ServerResponse,
    person: TeamPerson,
    session: Session,
  ): Promise<void> {
    if (call === 'sign-out page') sendPage(res, 200, renderSignOut({ displayName: person.displayName, csrf: session.csrf }));
    else if (call === 'sign-out') await signing.signOut(req, res, person, session, limit);
    else if (call === 'me')
      sendJson(res, 200, {
        ...person,
        idleMinutes: (options.idleMs ?? SESSION_IDLE_MS) / 60_000,
        ...(session.temporaryPassword && { temporaryPassword: true }),
      });
    else if (isAdminCall(call)) await admin.answer(call, req, res, person.name, limit);
    else await teamApi.review(call, req, res, person, limit);
  }

  const { gate, canUpgrade } = createGate({ signing, ended, sessions, activeAccount, toPerson, answer, expectedOrigin });

  return {
    gate,
    recordChange,
    /** Who saved a screen or file last through the studio, and when (null when nobody has): a conflict names them. */
    lastSave(what: { screen: string } | { file: string }): { name: string; displayName: string; at: string } | null {
      const entry = audit
        .readIndex()
        .findLast(
          (line) => line.action === 'save' && ('screen' in what ? line.screen === what.screen : savedFilesOf(line).includes(what.file)),
        );
      if (!entry) return null;
      return { name: entry.who, displayName: accounts.find(entry.who)?.displayName ?? entry.who, at: entry.at };
    },
    canUpgrade,
    /** Who has unsaved changes where; the server tells it of saves. */
    presence,
    /** A save's note ("what changed and why"): trimmed plain text of at most 500 characters, or a 400 refusal before anything is written. */
    checkNote: (note: unknown): string => checkComment(note, false, 'note'),
    /** Why the content may not be published yet (no approval, or sent back), or who approved it (null when it needs no approval). */
    refusalToPublish: (contentId: string): { approvedBy: string | null } | string =>
      needsApproval() ? reviews.refusalToPublish(contentId) : { approvedBy: null },
    inTurn,
    /** Resolves once every queued review event reached the webhook or was given up. */
    webhookIdle: (): Promise<void> => webhook?.idle() ?? Promise.resolve(),
    /** The push of the history to the Git host, when `push` is given. */
    push,
    /** The server stops: no more pushes are tried. */
    stop: () => push?.stop(),
    dir,
  };
}
