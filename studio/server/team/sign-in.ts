// The team studio's sign-in and sign-out: the sign-in page and its form (with a token of its own),
// growing waits for refused sign-ins, refused sign-ins summarised in the audit log, a new session
// id at every sign-in, single sign-on (sso.ts) beside the password form, and the sign-out form and
// call.
import type { IncomingMessage, ServerResponse } from 'node:http';

import { readText } from '../http/bodies.ts';
import { readCookie } from '../http/cookies.ts';
import { header, isFormType, isJsonType } from '../http/headers.ts';
import { sendJson } from '../http/replies.ts';
import { sameSecret } from '../http/secrets.ts';
import { SIGN_IN_PAGE } from './access.ts';
import type { createAccounts } from './accounts.ts';
import type { AuditAction, AuditLog } from './audit-log.ts';
import { Refusal, type RequestInfo, sendPage, SESSION_COOKIE, STUDIO_PAGE } from './gate-http.ts';
import { renderSignIn } from './pages.ts';
import { UNUSABLE_HASH, verifyPassword } from './passwords.ts';
import type { createPresence } from './presence.ts';
import { createRefusalSummary, createThrottle, toWaitMessage } from './rate-limit.ts';
import { type createSessions, newSecret, type Session } from './sessions.ts';
import { createSso, type SsoOptions } from './sso.ts';

const FORM_COOKIE = 'studio-sign-in';
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

/** The form sent, refused past `maxBytes` (its row's limit in studio/server/calls.ts). */
async function readForm(req: IncomingMessage, maxBytes: number): Promise<URLSearchParams> {
  if (!isFormType(header(req, 'content-type'))) throw new Refusal(415, 'Send the form as application/x-www-form-urlencoded.', 'form');
  return new URLSearchParams(await readText(req, maxBytes, () => new Refusal(413, 'The form is too large.', 'form')));
}

export interface SignInDeps {
  info: RequestInfo;
  accounts: ReturnType<typeof createAccounts>;
  sessions: ReturnType<typeof createSessions>;
  audit: AuditLog;
  presence: ReturnType<typeof createPresence>;
  record: (req: IncomingMessage, who: string, action: AuditAction, detail?: Record<string, unknown>) => void;
  sso?: SsoOptions;
  now: () => number;
  /** What an unknown name is checked against (default UNUSABLE_HASH, at the studio's cost). */
  unknownNameHash?: string;
}

export function createSignIn(deps: SignInDeps) {
  const { info, accounts, sessions, audit, presence, record, now } = deps;
  const { cookie, addressOf } = info;
  const byPair = createThrottle({ ...SIGN_IN_THROTTLE.pair, now });
  const byAddress = createThrottle({ ...SIGN_IN_THROTTLE.address, now });
  const byAccount = createThrottle({ ...SIGN_IN_THROTTLE.account, now });
  const refusals = createRefusalSummary({
    windowMs: REFUSAL_SUMMARY_MS,
    now,
    write: (refused, detail) =>
      audit.append({ ...detail, who: refused.name, from: refused.address, action: 'sign-in refused', reason: refused.reason }),
  });

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
    // At its own address the form posts to the address as shown: a studio link's #screen comes back with the redirect to the studio.
    const postsToItself = new URL(req.url ?? '/', 'http://studio.invalid').pathname === SIGN_IN_PAGE;
    sendPage(res, status, renderSignIn({ formToken, ...text, sso: ssoLink, postsToItself }), {
      'set-cookie': [cookie(req, FORM_COOKIE, formToken, SIGN_IN_PAGE), ...cookies],
    });
  }
  const sso =
    deps.sso &&
    createSso(deps.sso, {
      findAccount: (name) => accounts.find(name),
      startSession: (req, account) => {
        sessions.end(readCookie(req, SESSION_COOKIE));
        return cookie(req, SESSION_COOKIE, sessions.create(account.name, account.generation).id);
      },
      record,
      addressOf,
      originOf: info.expectedOrigin,
      isSecure: info.isSecure,
      byAddress,
      signInPage,
      sendPage,
      now,
    });

  async function signIn(req: IncomingMessage, res: ServerResponse, maxBytes: number): Promise<void> {
    if (sso?.passwords === false) {
      signInPage(req, res, 403, { error: `This studio signs in with ${sso.button.label} only.` });
      return;
    }
    const form = await readForm(req, maxBytes);
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
    const matches = await verifyPassword(password, account?.passwordHash ?? deps.unknownNameHash ?? UNUSABLE_HASH);
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
    // A password someone else gave: the session may do nothing but choose the person's own (team.ts).
    const temporary = account.temporaryPassword === true;
    const { id } = sessions.create(account.name, account.generation, temporary);
    record(req, account.name, 'sign-in', temporary ? { temporaryPassword: true } : {});
    res.writeHead(303, {
      location: STUDIO_PAGE,
      'cache-control': 'no-store',
      'set-cookie': [cookie(req, SESSION_COOKIE, id), cookie(req, FORM_COOKIE, '', SIGN_IN_PAGE, 0)],
    });
    res.end();
  }

  async function signOut(
    req: IncomingMessage,
    res: ServerResponse,
    person: { name: string },
    session: Session,
    maxBytes: number,
  ): Promise<void> {
    // From the sign-out page's form (its token), or from the studio's script (JSON, which another site cannot send).
    const isJson = isJsonType(header(req, 'content-type'));
    if (!isJson && !sameSecret((await readForm(req, maxBytes)).get('form') ?? undefined, session.csrf))
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

  return {
    signInPage,
    signIn,
    signOut,
    sso,
    /** Writes the refused sign-ins whose window ended, with their count. */
    flushRefusals: () => refusals.flush(),
  };
}
