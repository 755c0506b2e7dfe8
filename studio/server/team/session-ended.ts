// The team gate's replies to a request without a live session: why it is not live (never signed
// in, signed out, idle, disabled), a page sent to the sign-in page with that reason, a call
// answered 401 with it, so an open studio page can tell its person on the sign-in page.
import type { IncomingMessage, ServerResponse } from 'node:http';

import { sendJson } from '../http/replies.ts';
import { SIGN_IN_PAGE } from './access.ts';
import type { createAccounts } from './accounts.ts';
import { REFUSED_HEADER, type RequestInfo, SESSION_COOKIE, wantsPage } from './gate-http.ts';
import type { createSessions } from './sessions.ts';

/** Why a request found no live session (the 401's `reason`, the sign-in page's ?reason=). */
export type EndReason = 'not signed in' | 'signed out' | 'idle' | 'disabled';
const SESSION_ENDED: Record<EndReason, string> = {
  'not signed in': 'You are not signed in',
  'signed out': 'Your session has ended (signed out, or idle too long)',
  idle: 'Your session has ended (signed out, or idle too long)',
  disabled: 'Your account was disabled',
};
/** What the sign-in page says when a studio page was sent there (never the query's own text). */
export const SIGNED_OUT_NOTE: Record<string, string | undefined> = {
  'signed out': 'You were signed out (on another page, or your password changed). Your unsaved changes are kept in this browser.',
  idle: 'You were signed out after a while without activity. Your unsaved changes are kept in this browser.',
  disabled: 'Your account was disabled: ask the studio admin. Your unsaved changes are kept in this browser.',
};

export function createSessionEnded(deps: {
  sessions: ReturnType<typeof createSessions>;
  accounts: ReturnType<typeof createAccounts>;
  cookie: RequestInfo['cookie'];
}) {
  const { sessions, accounts, cookie } = deps;
  const endedFor = new Map<string, EndReason>();
  return {
    /**
     * Refuses a request without a live session: a page goes to the sign-in page, a call gets 401; both
     * say why (`reason`), so an open studio page can tell its person on the sign-in page.
     */
    refuseSignedOut(req: IncomingMessage, res: ServerResponse, url: URL, given: string | undefined, reason: EndReason): void {
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
    },
    /** Why the session of a cookie is not live: looked at before using it (which removes one that is over). */
    endReason(given: string | undefined): EndReason {
      if (!given) return 'not signed in';
      const stored = sessions.peek(given);
      if (!stored) return endedFor.get(given) ?? 'signed out';
      const account = accounts.find(stored.account);
      const reason = !account || account.disabled ? 'disabled' : account.generation !== stored.generation ? 'signed out' : 'idle';
      // The session is removed at this request: later requests with the cookie still learn why (a few hundred remembered).
      if (endedFor.size >= 500) endedFor.delete(endedFor.keys().next().value ?? '');
      endedFor.set(given, reason);
      return reason;
    },
  };
}
