// The team gate's walk through a request: the call's row in the table of calls (none: refused), a
// write from another site refused, a body that is not JSON refused, the signed-out pages answered,
// the session and its person found, the row's roles checked; then the team's own call answered, or
// the person handed to the studio. A refusal is answered here, with its reason in x-studio-refused.
import type { IncomingMessage, ServerResponse } from 'node:http';

import { findCall, rolesOf, type StudioCall, type TeamCall } from '../calls.ts';
import { diskRefusal } from '../content/write-files.ts';
import { readCookie } from '../http/cookies.ts';
import { header, isJsonType } from '../http/headers.ts';
import { sendJson } from '../http/replies.ts';
import { SIGN_IN_PAGE, STUDIO_API } from './access.ts';
import type { Account } from './accounts.ts';
import { Refusal, REFUSED_HEADER, SESSION_COOKIE, type TeamPerson } from './gate-http.ts';
import { checkSameSite } from './same-site.ts';
import { type createSessionEnded, SIGNED_OUT_NOTE } from './session-ended.ts';
import type { createSessions, Session } from './sessions.ts';
import type { createSignIn } from './sign-in.ts';
import { allowedWithTemporaryPassword, refuseTemporaryPassword } from './temporary-password.ts';

/**
 * The request's row in the table of calls, when it may go on: none is a 404; a write must come
 * from the studio's own pages and, to its API, be JSON (what a page on another site cannot send
 * here without the browser asking first, and this server never agrees).
 */
export function checkRequest(req: IncomingMessage, url: URL, expectedOrigin: (req: IncomingMessage) => string): StudioCall {
  const method = req.method ?? 'GET';
  const rule = findCall(method, url.pathname);
  if (!rule) throw new Refusal(404, `No studio page or call ${method} ${url.pathname.slice(0, 100)}.`, 'no such call');
  if (method !== 'GET' && method !== 'HEAD') {
    checkSameSite(req, expectedOrigin);
    if (url.pathname.startsWith(STUDIO_API) && !isJsonType(header(req, 'content-type')))
      throw new Refusal(415, 'Send the body as application/json.', 'not json');
  }
  return rule;
}

export interface GateDeps {
  signing: ReturnType<typeof createSignIn>;
  ended: ReturnType<typeof createSessionEnded>;
  sessions: ReturnType<typeof createSessions>;
  /** The account of this name when it may sign in (not disabled). */
  activeAccount: (name: string) => Account | undefined;
  toPerson: (account: Account) => TeamPerson;
  /** The team folder's own answers to someone signed in. */
  answer: (call: TeamCall, limit: number, req: IncomingMessage, res: ServerResponse, person: TeamPerson, session: Session) => Promise<void>;
  expectedOrigin: (req: IncomingMessage) => string;
}

export function createGate(deps: GateDeps) {
  const { signing, ended, sessions, activeAccount } = deps;
  const { signInPage, sso } = signing;

  /** The sign-in page and single sign-on, which need nobody signed in. */
  async function answerSignedOut(team: TeamCall | undefined, rule: StudioCall, req: IncomingMessage, res: ServerResponse, url: URL) {
    if (team === 'sign-in page') signInPage(req, res, 200, { note: SIGNED_OUT_NOTE[url.searchParams.get('reason') ?? ''] });
    else if (team === 'sign-in') await signing.signIn(req, res, rule.limit);
    else if (!sso) signInPage(req, res, 404, { error: 'Single sign-on is not set up for this studio.' });
    else if (team === 'sso start') await sso.start(req, res);
    else await sso.callback(req, res, url);
  }

  /** Answers a refusal (a full disk at sign-in: the sign-in page says so); any other error goes on to the server. */
  function answerRefusal(error: unknown, req: IncomingMessage, res: ServerResponse, url: URL): void {
    // The server answers a full disk on any other request the same way, as JSON.
    const disk = url.pathname === SIGN_IN_PAGE && diskRefusal(error);
    if (disk) {
      signInPage(req, res, disk.status, { error: disk.message });
      return;
    }
    if (!(error instanceof Refusal)) throw error;
    res.setHeader(REFUSED_HEADER, error.reason);
    if (url.pathname === SIGN_IN_PAGE) signInPage(req, res, error.status, { error: error.message });
    else sendJson(res, error.status, { error: error.message });
  }

  /**
   * The person a request is from, when the studio may go on and answer it; undefined when this
   * gate answered it (a refusal, or a team page or call).
   */
  async function gate(req: IncomingMessage, res: ServerResponse, url: URL): Promise<TeamPerson | undefined> {
    const method = req.method ?? 'GET';
    // Refused sign-ins whose window ended are written with their count (a full disk keeps them back, failing nothing).
    signing.flushRefusals();
    try {
      const rule = checkRequest(req, url, deps.expectedOrigin);
      const team = 'team' in rule.handler ? rule.handler.team : undefined;
      if (rule.roles === 'signed out allowed') {
        await answerSignedOut(team, rule, req, res, url);
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
      const person = deps.toPerson(account);
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
      await deps.answer(team, rule.limit, req, res, person, session);
      return undefined;
    } catch (error) {
      answerRefusal(error, req, res, url);
      return undefined;
    }
  }

  /** A WebSocket (the Vite's live update) opens only for someone signed in, from the studio's own pages. */
  function canUpgrade(req: IncomingMessage): boolean {
    const account = sessions.use(readCookie(req, SESSION_COOKIE), (name) => activeAccount(name)?.generation);
    return Boolean(account) && header(req, 'origin') === deps.expectedOrigin(req);
  }

  return { gate, canUpgrade };
}
