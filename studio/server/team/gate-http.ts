// What the team gate and its parts (sign-in, the session-ended replies, the team API) share about a
// request: the gate's refusal with its reason, whether the request came over HTTPS, the client's
// address, the studio's origin, cookies, and the team's own small pages.
import type { IncomingMessage, ServerResponse } from 'node:http';

import { cookieLine } from '../http/cookies.ts';
import { header } from '../http/headers.ts';
import { send } from '../http/replies.ts';
import { STUDIO_API } from './access.ts';
import { PAGE_CSP } from './pages.ts';
import type { Role } from './roles.ts';

export interface TeamPerson {
  name: string;
  displayName: string;
  roles: Role[];
}

export const SESSION_COOKIE = 'studio-session';
export const STUDIO_PAGE = '/studio';

/** Why the gate refused a request, in the x-studio-refused header (the tests tell the gate's refusals from the studio's answers by it). */
export const REFUSED_HEADER = 'x-studio-refused';
type RefusedFor = 'no such call' | 'cross-site' | 'not json' | 'signed out' | 'role' | 'form';

export class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly reason: RefusedFor,
  ) {
    super(message);
  }
}

export interface RequestInfoOptions {
  /** Behind a reverse proxy: believe its X-Forwarded-For (the last address) and X-Forwarded-Proto. */
  trustProxy?: boolean;
  /** The address staff open (default: the Host header's). */
  origin?: string;
  /** The server speaks HTTPS itself: cookies are Secure. */
  https?: boolean;
}

/** How the gate reads a request (its address, its origin, HTTPS or not) and sets its cookies. */
export function createRequestInfo(options: RequestInfoOptions) {
  const isSecure = (req: IncomingMessage) =>
    Boolean(options.https) || (Boolean(options.trustProxy) && header(req, 'x-forwarded-proto') === 'https');
  /** The client's address: the socket's, or behind a trusted proxy the last one it added to X-Forwarded-For. */
  const addressOf = (req: IncomingMessage): string =>
    (options.trustProxy ? header(req, 'x-forwarded-for')?.split(',').at(-1)?.trim() : undefined) || req.socket.remoteAddress || 'unknown';
  const expectedOrigin = (req: IncomingMessage) =>
    options.origin ??
    `${isSecure(req) ? 'https' : 'http'}://${header(req, 'x-forwarded-host') && options.trustProxy ? header(req, 'x-forwarded-host') : header(req, 'host')}`;
  const cookie = (req: IncomingMessage, name: string, value: string, path = '/', maxAge?: number) =>
    cookieLine(name, value, { path, secure: isSecure(req), maxAge });
  return { isSecure, addressOf, expectedOrigin, cookie };
}
export type RequestInfo = ReturnType<typeof createRequestInfo>;

export const sendPage = (res: ServerResponse, status: number, html: string, headers: Record<string, string | string[]> = {}) =>
  send(res, status, 'text/html; charset=utf-8', html, {
    'content-security-policy': PAGE_CSP,
    'referrer-policy': 'same-origin',
    ...headers,
  });

/** Whether a browser asks for a page (then a refusal is a redirect to the sign-in page, not JSON). */
export const wantsPage = (req: IncomingMessage, url: URL) =>
  (req.method === 'GET' || req.method === 'HEAD') &&
  !url.pathname.startsWith(STUDIO_API) &&
  (header(req, 'accept') ?? '').includes('text/html');
