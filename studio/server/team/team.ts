// The team studio's gate (`npm run studio -- --team`): every request passes here before the
// studio answers it. It finds the request's row in the table of calls (studio/server/calls.ts; none: refused), refuses a write
// from another site, finds the signed-in person from the session cookie and checks the row's roles;
// it answers the sign-in and sign-out pages and the team API itself (sign-in.ts, team-api.ts,
// admin.ts). The studio then gets the person, and records its changes in the audit log through
// `record`.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { resolve } from 'node:path';

import { findCall, rolesOf, type StudioCall, type TeamCall } from '../calls.ts';
import { readCookie } from '../http/cookies.ts';
import { header, isJsonType } from '../http/headers.ts';
import { sendJson } from '../http/replies.ts';
import { diskRefusal } from '../write-files.ts';
import { SIGN_IN_PAGE, STUDIO_API } from './access.ts';
import { type Account, createAccounts } from './accounts.ts';
import { createAdmin, isAdminCall } from './admin.ts';
import { type AuditAction, createAuditLog } from './audit-log.ts';
import { createRequestInfo, Refusal, REFUSED_HEADER, sendPage, SESSION_COOKIE, type TeamPerson } from './gate-http.ts';
import { createGitHistory } from './git-history.ts';
import { createGitPush } from './git-push.ts';
import { renderSignOut } from './pages.ts';
import { createPresence } from './presence.ts';
import { type ChangedParts, checkComment, createReviews } from './reviews.ts';
import { createSessionEnded, SIGNED_OUT_NOTE } from './session-ended.ts';
import { createSessions, type Session, SESSION_IDLE_MS } from './sessions.ts';
import { createSignIn } from './sign-in.ts';
import type { SsoOptions } from './sso.ts';
import { createTeamApi } from './team-api.ts';
import { allowedWithTemporaryPassword, refuseTemporaryPassword } from './temporary-password.ts';
import { createWebhook, describeEvent } from './webhook.ts';

export { REFUSED_HEADER, SESSION_COOKIE, type TeamPerson };
export const DEFAULT_TEAM_DIR = '.studio/team';

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
  /** The scheduled release's timer (studio/server/schedule.ts; tests hold it, default setTimeout). */
  scheduleTimer?: (run: () => void, ms: number) => () => void;
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
  let turn: Promise<unknown> = Promise.resolve();
  /**
   * Runs `work` after every earlier change of the content or its review has been written and
   * recorded: a save, a decision, a publish or a rollback never sees another half done (an approval
   * sent while a save is being committed waits for it, and then counts its author).
   */
  function inTurn<T>(work: () => Promise<T>): Promise<T> {
    const next = turn.then(work, work);
    turn = next.catch(() => undefined);
    return next;
  }
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

  function record(req: IncomingMessage, who: string, action: AuditAction, detail: Record<string, unknown> = {}): void {
    audit.append({ ...detail, who, from: addressOf(req), action });
  }

  /**
   * Records a change in the audit log with its commit: for a save, the commit of the files saved,
   * authored by the person; otherwise the commit the work tree is at (what was approved or published).
   */
  async function recordChange(...change: Parameters<typeof recordInHistory>): Promise<void> {
    await recordInHistory(...change);
    // Whoever must act is told; the action never waits for the receiver.
    const [, person, action, detail] = change;
    webhook?.notify({
      action,
      who: person.name,
      whoName: person.displayName,
      at: new Date(now()).toISOString(),
      contentId: typeof detail.contentId === 'string' ? detail.contentId : null,
      detail,
      text: describeEvent(action, person.displayName, detail),
    });
  }

  async function recordInHistory(
    req: IncomingMessage,
    person: TeamPerson,
    action: 'save' | 'approve' | 'send back' | 'comment' | 'publish' | 'rollback' | 'schedule' | 'schedule cancelled',
    detail: Record<string, unknown>,
    files?: string[],
  ): Promise<void> {
    if (!git) {
      record(req, person.name, action, detail);
      return;
    }
    const subject = `Studio: save ${typeof detail.screen === 'string' ? `screens/${detail.screen}` : String(detail.file)}`;
    try {
      const note = typeof detail.note === 'string' ? detail.note : '';
      const commit = files ? await git.commit(files, person, subject, note) : await git.head();
      record(req, person.name, action, { ...detail, commit: commit ?? null });
    } catch (error) {
      // The change stands (it is saved or live); the log says the commit is missing, and why.
      console.error('[studio] git:', (error as Error).message);
      record(req, person.name, action, { ...detail, commit: null, commitError: (error as Error).message.slice(0, 300) });
    }
  }

  /**
   * A write from another site (a form or script on another origin) is refused: the Origin must be the
   * studio's. A page whose referrer policy is no-referrer (the studio page's) sends "Origin: null" on
   * its own writes; then Sec-Fetch-Site, which browsers send to HTTPS and loopback addresses, must say same-origin.
   */
  function checkSameSite(req: IncomingMessage): void {
    const origin = header(req, 'origin');
    const site = header(req, 'sec-fetch-site');
    if (origin !== undefined && origin !== 'null') {
      if (origin !== expectedOrigin(req))
        throw new Refusal(
          403,
          `Writes are accepted from the studio's own pages only; this one came from ${origin.slice(0, 100)}.`,
          'cross-site',
        );
    } else if (site !== 'same-origin') {
      throw new Refusal(403, "A write must come from the studio's own pages: the request named no origin of its own.", 'cross-site');
    }
  }

  const signing = createSignIn({ info, accounts, sessions, audit, presence, record, sso: options.sso, now });
  const { signInPage, sso } = signing;
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

  /**
   * The person a request is from, when the studio may go on and answer it; undefined when this
   * gate answered it (a refusal, or a team page or call).
   */
  async function gate(req: IncomingMessage, res: ServerResponse, url: URL): Promise<TeamPerson | undefined> {
    const method = req.method ?? 'GET';
    // Refused sign-ins whose window ended are written with their count.
    signing.flushRefusals();
    try {
      const rule: StudioCall | undefined = findCall(method, url.pathname);
      if (!rule) throw new Refusal(404, `No studio page or call ${method} ${url.pathname.slice(0, 100)}.`, 'no such call');
      if (method !== 'GET' && method !== 'HEAD') {
        checkSameSite(req);
        // JSON is what a page on another site cannot send here without the browser asking first (CORS), and this server never agrees.
        if (url.pathname.startsWith(STUDIO_API) && !isJsonType(header(req, 'content-type')))
          throw new Refusal(415, 'Send the body as application/json.', 'not json');
      }
      const team = 'team' in rule.handler ? rule.handler.team : undefined;
      if (rule.roles === 'signed out allowed') {
        if (team === 'sign-in page') signInPage(req, res, 200, { note: SIGNED_OUT_NOTE[url.searchParams.get('reason') ?? ''] });
        else if (team === 'sign-in') await signing.signIn(req, res, rule.limit);
        else if (!sso) signInPage(req, res, 404, { error: 'Single sign-on is not set up for this studio.' });
        else if (team === 'sso start') await sso.start(req, res);
        else await sso.callback(req, res, url);
        return undefined;
      }
      const given = readCookie(req, SESSION_COOKIE);
      const reason = ended.endReason(given);
      const session = sessions.use(given, (name) => activeAccount(name)?.generation, !rule.background);
      const account = session && activeAccount(session.account);
      if (!session || !account) {
        ended.refuseSignedOut(req, res, url, given, reason);
        return undefined;
      }
      const person = toPerson(account);
      if (session.temporaryPassword && !allowedWithTemporaryPassword(rule, method, url)) {
        refuseTemporaryPassword(res);
        return undefined;
      }
      const roles = rolesOf(rule);
      if (!person.roles.some((role) => roles.includes(role))) {
        throw new Refusal(
          403,
          `${rule.doing} needs the ${roles.join(' or ')} role; ${person.name} has ${person.roles.join(', ') || 'no role'}. Ask the studio admin.`,
          'role',
        );
      }
      if (!team) return person;
      await answer(team, rule.limit, req, res, person, session);
      return undefined;
    } catch (error) {
      // A sign-in that met a full disk: the sign-in page says so (the server answers any other request the same way, as JSON).
      const disk = url.pathname === SIGN_IN_PAGE && diskRefusal(error);
      if (disk) {
        signInPage(req, res, disk.status, { error: disk.message });
        return undefined;
      }
      if (!(error instanceof Refusal)) throw error;
      res.setHeader(REFUSED_HEADER, error.reason);
      if (url.pathname === SIGN_IN_PAGE) signInPage(req, res, error.status, { error: error.message });
      else sendJson(res, error.status, { error: error.message });
      return undefined;
    }
  }

  /** A WebSocket (the Vite's live update) opens only for someone signed in, from the studio's own pages. */
  function canUpgrade(req: IncomingMessage): boolean {
    const account = sessions.use(readCookie(req, SESSION_COOKIE), (name) => activeAccount(name)?.generation);
    return Boolean(account) && header(req, 'origin') === expectedOrigin(req);
  }

  return {
    gate,
    recordChange,
    /** Who saved a screen or file last through the studio, and when (null when nobody has): a conflict names them. */
    lastSave(what: { screen: string } | { file: string }): { name: string; displayName: string; at: string } | null {
      const entry = audit
        .readIndex()
        .findLast((line) => line.action === 'save' && ('screen' in what ? line.screen === what.screen : line.file === what.file));
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
