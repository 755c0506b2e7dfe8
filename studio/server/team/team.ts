// The team studio's gate (`npm run studio -- --team`): every request passes here before the
// studio answers it. It finds the request's row in ACCESS_RULES (none: refused), refuses a write
// from another site, finds the signed-in person from the session cookie and checks the row's roles;
// it answers the sign-in and sign-out pages and the team API itself. The studio then gets the
// person, and records its changes in the audit log through `record`.
// Over 400 lines on purpose: the gate's order (row, origin, session, roles, rate limits) is one
// function read top to bottom; what it calls (admin, sign-on, presence, reviews) are modules of their own.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { resolve } from 'node:path';

import { ACCESS_RULES, type AccessRule, findRule, SIGN_IN_PAGE, STUDIO_API, type TeamCall } from './access.ts';
import { type Account, createAccounts } from './accounts.ts';
import { createAdmin, isAdminCall } from './admin.ts';
import { type AuditAction, createAuditLog } from './audit-log.ts';
import { createGitHistory } from './git-history.ts';
import { header, isFormType, isJsonType, readCookie, readJsonObject, readText, sameSecret, send, sendJson } from './http.ts';
import { PAGE_CSP, renderSignIn, renderSignOut } from './pages.ts';
import { UNUSABLE_HASH, verifyPassword } from './passwords.ts';
import { checkBeat, createPresence, PRESENCE_HEARTBEAT_MS, PresenceError } from './presence.ts';
import { createRefusalSummary, createThrottle, toWaitMessage } from './rate-limit.ts';
import { type ChangedParts, checkComment, createReviews, ReviewError, type ReviewState } from './reviews.ts';
import type { Role } from './roles.ts';
import { describeHistory } from './screen-history.ts';
import { createSessions, newSecret, type Session, SESSION_IDLE_MS } from './sessions.ts';
import { createSso, type SsoOptions } from './sso.ts';
import { createWebhook, describeEvent } from './webhook.ts';

export const SESSION_COOKIE = 'studio-session';
const FORM_COOKIE = 'studio-sign-in';
export const DEFAULT_TEAM_DIR = '.studio/team';
const STUDIO_PAGE = '/studio';
/**
 * Refused sign-ins slow down, never lock (NIST SP 800-63B throttling): an account name from one
 * address tries 5 times freely, then waits 1 s, 2 s, 4 s … up to 15 minutes between tries; an
 * address (an office behind one proxy without --trust-proxy shares one) 30 times for all names;
 * an account 100 times from every address that failed for it. An address that has not failed for
 * the account is never slowed by the account's count, so the right password from elsewhere works.
 * A key without a failure for an hour starts afresh.
 */
const SIGN_IN_THROTTLE = {
  pair: { free: 5, baseMs: 1000, maxMs: 15 * 60_000, forgetMs: 60 * 60_000 },
  address: { free: 30, baseMs: 1000, maxMs: 15 * 60_000, forgetMs: 60 * 60_000 },
  account: { free: 100, baseMs: 1000, maxMs: 15 * 60_000, forgetMs: 60 * 60_000 },
} as const;
/** Refused sign-ins of one name from one address: one entry, then their count when this window ends. */
const REFUSAL_SUMMARY_MS = 15 * 60_000;
const MAX_FORM_BYTES = 4096;
const MAX_JSON_BYTES = 16 * 1024;

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
  /** How often a studio page sends its presence heartbeat and asks who else edits (default 20 s; tests shorten it). */
  presenceHeartbeatMs?: number;
  /** Single sign-on through the lender's OpenID Connect provider (sso.ts). */
  sso?: SsoOptions;
  /** Review events (saves, decisions, comments, publishes, rollbacks) POSTed as JSON to this address (webhook.ts). */
  webhook?: string;
  /** Tests move time. */
  now?: () => number;
}

/** Why a request found no live session (the 401's `reason`, the sign-in page's ?reason=). */
export type EndReason = 'not signed in' | 'signed out' | 'idle' | 'disabled';
const SESSION_ENDED: Record<EndReason, string> = {
  'not signed in': 'You are not signed in',
  'signed out': 'Your session has ended (signed out, or idle too long)',
  idle: 'Your session has ended (signed out, or idle too long)',
  disabled: 'Your account was disabled',
};
/** What the sign-in page says when a studio page was sent there (never the query's own text). */
const SIGNED_OUT_NOTE: Record<string, string | undefined> = {
  'signed out': 'You were signed out (on another page, or your password changed). Your unsaved changes are kept in this browser.',
  idle: 'You were signed out after a while without activity. Your unsaved changes are kept in this browser.',
  disabled: 'Your account was disabled: ask the studio admin. Your unsaved changes are kept in this browser.',
};

export interface TeamPerson {
  name: string;
  displayName: string;
  roles: Role[];
}

/** Why the gate refused a request, in the x-studio-refused header (the tests tell the gate's refusals from the studio's answers by it). */
export const REFUSED_HEADER = 'x-studio-refused';
type RefusedFor = 'no such call' | 'cross-site' | 'not json' | 'signed out' | 'role' | 'form';

class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly reason: RefusedFor,
  ) {
    super(message);
  }
}

const readJson = (req: IncomingMessage) => readJsonObject(req, MAX_JSON_BYTES, (status, message) => new ReviewError(status, message));

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  if (!isFormType(header(req, 'content-type'))) throw new Refusal(415, 'Send the form as application/x-www-form-urlencoded.', 'form');
  return new URLSearchParams(await readText(req, MAX_FORM_BYTES, () => new Refusal(413, 'The form is too large.', 'form')));
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
  const byPair = createThrottle({ ...SIGN_IN_THROTTLE.pair, now });
  const byAddress = createThrottle({ ...SIGN_IN_THROTTLE.address, now });
  const byAccount = createThrottle({ ...SIGN_IN_THROTTLE.account, now });
  const refusals = createRefusalSummary({
    windowMs: REFUSAL_SUMMARY_MS,
    now,
    write: (refused, detail) =>
      audit.append({ ...detail, who: refused.name, from: refused.address, action: 'sign-in refused', reason: refused.reason }),
  });
  const reviews = createReviews(audit, hooks.changedParts);
  const presence = createPresence({ now });
  const git = options.repository ? createGitHistory(options.repository) : undefined;
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

  const isSecure = (req: IncomingMessage) =>
    Boolean(options.https) || (Boolean(options.trustProxy) && header(req, 'x-forwarded-proto') === 'https');
  /** The client's address: the socket's, or behind a trusted proxy the last one it added to X-Forwarded-For. */
  const addressOf = (req: IncomingMessage): string =>
    (options.trustProxy ? header(req, 'x-forwarded-for')?.split(',').at(-1)?.trim() : undefined) || req.socket.remoteAddress || 'unknown';
  const expectedOrigin = (req: IncomingMessage) =>
    options.origin ??
    `${isSecure(req) ? 'https' : 'http'}://${header(req, 'x-forwarded-host') && options.trustProxy ? header(req, 'x-forwarded-host') : header(req, 'host')}`;
  const cookie = (req: IncomingMessage, name: string, value: string, path = '/', maxAge?: number) =>
    `${name}=${value}; Path=${path}; HttpOnly; SameSite=Strict${isSecure(req) ? '; Secure' : ''}${maxAge === undefined ? '' : `; Max-Age=${maxAge}`}`;

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
    action: 'save' | 'approve' | 'send back' | 'comment' | 'publish' | 'rollback',
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

  const sendPage = (res: ServerResponse, status: number, html: string, headers: Record<string, string | string[]> = {}) =>
    send(res, status, 'text/html; charset=utf-8', html, {
      'content-security-policy': PAGE_CSP,
      'referrer-policy': 'same-origin',
      ...headers,
    });
  const wantsPage = (req: IncomingMessage, url: URL) =>
    (req.method === 'GET' || req.method === 'HEAD') &&
    !url.pathname.startsWith(STUDIO_API) &&
    (header(req, 'accept') ?? '').includes('text/html');

  function signInPage(
    req: IncomingMessage,
    res: ServerResponse,
    status: number,
    text: { name?: string; error?: string; note?: string; retry?: string },
    /** More Set-Cookie lines (single sign-on's cookie, cleared). */
    cookies: string[] = [],
  ) {
    const formToken = newSecret();
    const ssoLink = sso && { ...sso.button, passwords: sso.passwords };
    sendPage(res, status, renderSignIn({ formToken, ...text, sso: ssoLink }), {
      'set-cookie': [cookie(req, FORM_COOKIE, formToken, SIGN_IN_PAGE), ...cookies],
    });
  }
  const sso =
    options.sso &&
    createSso(options.sso, {
      findAccount: (name) => accounts.find(name),
      startSession: (req, account) => {
        sessions.end(readCookie(req, SESSION_COOKIE));
        return cookie(req, SESSION_COOKIE, sessions.create(account.name, account.generation).id);
      },
      record,
      addressOf,
      originOf: expectedOrigin,
      isSecure,
      byAddress,
      signInPage,
      sendPage,
      now,
    });

  async function signIn(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (sso?.passwords === false) {
      signInPage(req, res, 403, { error: `This studio signs in with ${sso.button.label} only.` });
      return;
    }
    const form = await readForm(req);
    if (!sameSecret(form.get('form') ?? undefined, readCookie(req, FORM_COOKIE) ?? '')) {
      signInPage(req, res, 403, { error: 'The sign-in form expired: sign in again.' });
      return;
    }
    const name = (form.get('name') ?? '').trim().toLowerCase().slice(0, 64);
    const password = form.get('password') ?? '';
    const address = addressOf(req);
    const pair = `${name}\n${address}`;
    // The account's own count slows only addresses that failed for it: the right password from a clean address still works.
    const wait = Math.max(byPair.waitMs(pair), byAddress.waitMs(address), byPair.failures(pair) > 0 ? byAccount.waitMs(name) : 0);
    if (wait > 0) {
      refusals.refused({ name, address, reason: 'too many attempts' });
      signInPage(req, res, 429, { name, error: toWaitMessage(wait) });
      return;
    }
    const account = accounts.find(name);
    const matches = await verifyPassword(password, account?.passwordHash ?? UNUSABLE_HASH);
    if (!account || !matches || account.disabled || account.roles.length === 0) {
      byPair.fail(pair);
      byAddress.fail(address);
      byAccount.fail(name);
      const reason = !account ? 'no such account' : !matches ? 'wrong password' : account.disabled ? 'account disabled' : 'no role';
      refusals.refused({ name, address, reason });
      const error =
        account && matches ? 'This account cannot sign in: ask the studio admin.' : 'The account name or the password is wrong.';
      signInPage(req, res, 401, { name, error });
      return;
    }
    byPair.clear(pair);
    // A new id at every sign-in: an id set before (session fixation) is ended, never signed in.
    sessions.end(readCookie(req, SESSION_COOKIE));
    const { id } = sessions.create(account.name, account.generation);
    record(req, account.name, 'sign-in');
    res.writeHead(303, {
      location: STUDIO_PAGE,
      'cache-control': 'no-store',
      'set-cookie': [cookie(req, SESSION_COOKIE, id), cookie(req, FORM_COOKIE, '', SIGN_IN_PAGE, 0)],
    });
    res.end();
  }

  async function signOut(req: IncomingMessage, res: ServerResponse, person: TeamPerson, session: Session): Promise<void> {
    // From the sign-out page's form (its token), or from the studio's script (JSON, which another site cannot send).
    const isJson = isJsonType(header(req, 'content-type'));
    if (!isJson && !sameSecret((await readForm(req)).get('form') ?? undefined, session.csrf))
      throw new Refusal(403, 'The sign-out form expired: open the sign-out page again.', 'form');
    sessions.end(readCookie(req, SESSION_COOKIE));
    presence.leave(person.name);
    record(req, person.name, 'sign-out');
    const cleared = cookie(req, SESSION_COOKIE, '', '/', 0);
    if (isJson) {
      sendJson(res, 200, { signedOut: true }, { 'set-cookie': cleared });
      return;
    }
    res.writeHead(303, { location: SIGN_IN_PAGE, 'cache-control': 'no-store', 'set-cookie': cleared });
    res.end();
  }

  /** The team folder's own answers to someone signed in. */
  async function answer(call: TeamCall, req: IncomingMessage, res: ServerResponse, person: TeamPerson, session: Session): Promise<void> {
    if (call === 'sign-out page') sendPage(res, 200, renderSignOut({ displayName: person.displayName, csrf: session.csrf }));
    else if (call === 'sign-out') await signOut(req, res, person, session);
    else if (call === 'me') sendJson(res, 200, { ...person, idleMinutes: (options.idleMs ?? SESSION_IDLE_MS) / 60_000 });
    else if (isAdminCall(call)) await admin.answer(call, req, res, person.name);
    else await review(call, req, res, person);
  }

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
  async function review(call: TeamCall, req: IncomingMessage, res: ServerResponse, person: TeamPerson): Promise<void> {
    try {
      if (call === 'review') {
        sendJson(res, 200, withNames({ ...reviews.stateOf(hooks.savedContentId()), needsApproval: needsApproval() }));
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
          heartbeatMs: options.presenceHeartbeatMs ?? PRESENCE_HEARTBEAT_MS,
        });
        return;
      }
      const body = await readJson(req);
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

  /**
   * Refuses a request without a live session: a page goes to the sign-in page, a call gets 401; both
   * say why (`reason`), so an open studio page can tell its person on the sign-in page.
   */
  function refuseSignedOut(req: IncomingMessage, res: ServerResponse, url: URL, given: string | undefined, reason: EndReason): void {
    const cleared: Record<string, string> = {
      [REFUSED_HEADER]: 'signed out',
      ...(given && { 'set-cookie': cookie(req, SESSION_COOKIE, '', '/', 0) }),
    };
    if (wantsPage(req, url)) {
      const location = reason === 'not signed in' ? SIGN_IN_PAGE : `${SIGN_IN_PAGE}?reason=${encodeURIComponent(reason)}`;
      res.writeHead(303, { location, 'cache-control': 'no-store', ...cleared });
      res.end();
      return;
    }
    const why = given ? SESSION_ENDED[reason] : 'You are not signed in';
    sendJson(res, 401, { error: `${why}: sign in again at ${SIGN_IN_PAGE}.`, reason }, cleared);
  }
  /** Why the session of a cookie is not live: looked at before using it (which removes one that is over). */
  function endReason(given: string | undefined): EndReason {
    if (!given) return 'not signed in';
    const stored = sessions.peek(given);
    if (!stored) return endedFor.get(given) ?? 'signed out';
    const account = accounts.find(stored.account);
    const reason = !account || account.disabled ? 'disabled' : account.generation !== stored.generation ? 'signed out' : 'idle';
    // The session is removed at this request: later requests with the cookie still learn why (a few hundred remembered).
    if (endedFor.size >= 500) endedFor.delete(endedFor.keys().next().value ?? '');
    endedFor.set(given, reason);
    return reason;
  }
  const endedFor = new Map<string, EndReason>();

  /**
   * The person a request is from, when the studio may go on and answer it; undefined when this
   * gate answered it (a refusal, or a team page or call).
   */
  async function gate(req: IncomingMessage, res: ServerResponse, url: URL): Promise<TeamPerson | undefined> {
    const method = req.method ?? 'GET';
    // Refused sign-ins whose window ended are written with their count.
    refusals.flush();
    try {
      const rule: AccessRule | undefined = findRule(method, url.pathname);
      if (!rule) throw new Refusal(404, `No studio page or call ${method} ${url.pathname.slice(0, 100)}.`, 'no such call');
      if (method !== 'GET' && method !== 'HEAD') {
        checkSameSite(req);
        // JSON is what a page on another site cannot send here without the browser asking first (CORS), and this server never agrees.
        if (url.pathname.startsWith(STUDIO_API) && !isJsonType(header(req, 'content-type')))
          throw new Refusal(415, 'Send the body as application/json.', 'not json');
      }
      if (rule.roles === 'public') {
        if (rule.team === 'sign-in page') signInPage(req, res, 200, { note: SIGNED_OUT_NOTE[url.searchParams.get('reason') ?? ''] });
        else if (rule.team === 'sign-in') await signIn(req, res);
        else if (!sso) signInPage(req, res, 404, { error: 'Single sign-on is not set up for this studio.' });
        else if (rule.team === 'sso start') await sso.start(req, res);
        else await sso.callback(req, res, url);
        return undefined;
      }
      const given = readCookie(req, SESSION_COOKIE);
      const reason = endReason(given);
      const session = sessions.use(given, (name) => activeAccount(name)?.generation, !rule.background);
      const account = session && activeAccount(session.account);
      if (!session || !account) {
        refuseSignedOut(req, res, url, given, reason);
        return undefined;
      }
      const person = toPerson(account);
      const roles = rule.roles;
      if (!person.roles.some((role) => roles.includes(role))) {
        throw new Refusal(
          403,
          `${rule.doing} needs the ${roles.join(' or ')} role; ${person.name} has ${person.roles.join(', ') || 'no role'}. Ask the studio admin.`,
          'role',
        );
      }
      if (!rule.team) return person;
      await answer(rule.team, req, res, person, session);
      return undefined;
    } catch (error) {
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
    dir,
    rules: ACCESS_RULES,
  };
}
