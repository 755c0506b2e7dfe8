// Where each request to the studio server goes, once the team gate (team mode) or the loopback and
// token checks (one person) let it through: a studio API call to its handler (by its row in
// calls.ts), config.js, a preview call in a failure or slow scenario, the studio and preview
// pages and their modules (two Vites, or their built files), and the demo back end with the built
// app for the rest.
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { resolve } from 'node:path';

import type { ViteDevServer } from 'vite';

import { DEMO_REPLY_HEADER, isDemoReply } from '../../scripts/demo-server/endpoints/reply-scenarios.ts';
import type { createHandlers } from '../../scripts/demo-server/handlers.ts';
import { handleRequest as handleDemoRequest, isApiPath } from '../../scripts/demo-server/server.ts';
import { REPLY_PREFIX } from '../shared/studio-reply.ts';
import type { ApiRequest } from './api-calls.ts';
import type { ApiCall } from './calls.ts';
import { findCall } from './calls.ts';
import { StudioError } from './content/screens-api.ts';
import { cookieLine, readCookie } from './http/cookies.ts';
import { sendJson } from './http/replies.ts';
import { sameSecret } from './http/secrets.ts';
import type { BuiltPages } from './pages/built-pages.ts';
import { PREVIEW_BASE } from './pages/page-paths.ts';
import type { TeamPerson } from './team/team.ts';
import type { createTeam } from './team/team.ts';

export const API_PREFIX = '/__studio/api';
export const STUDIO_PAGE = '/studio';
const PREVIEW_PAGE = '/__studio/preview';
const TOKEN_COOKIE = 'studio-token';
const TOKEN_HEADER = 'x-studio-token';
const LOOPBACK_HOSTS = new Set(['127.0.0.1', '::1', 'localhost']);
/** Module paths the studio's Vite answers; anything else is the demo back end or dist/. */
const VITE_PATHS = /^\/(__screens\/|@vite\/|@id\/|@fs\/|@react-refresh|node_modules\/|src\/|studio\/|engine\/|scripts\/|schemas\/)/;

/** The pages' policy; `fromSource`: served by the Vites, whose dev client needs inline scripts and its socket. */
function studioCsp(fromSource: boolean): string {
  return [
    "default-src 'self'",
    // The checker's ajv compiles the screen language at run time; Vite's dev client adds inline scripts. The borrower app's CSP is untouched.
    `script-src 'self' 'unsafe-eval'${fromSource ? " 'unsafe-inline'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https: http:",
    `connect-src 'self'${fromSource ? ' ws: wss:' : ''}`,
    "worker-src 'self' blob:",
    "frame-src 'self'",
    "frame-ancestors 'self'",
    "object-src 'none'",
    "base-uri 'none'",
  ].join('; ');
}
const SOURCE_CSP = studioCsp(true);
const BUILT_CSP = studioCsp(false);

export function isLoopback(host: string): boolean {
  return LOOPBACK_HOSTS.has(host) || host.startsWith('127.');
}

/** What a request is answered with: the parts startStudioServer made. */
interface Dispatch {
  team?: ReturnType<typeof createTeam>;
  /** One person on another address: every request carries it. */
  token?: string;
  /** The port listened on (a refusal names the studio's address). */
  port: () => number;
  apiCalls: Record<ApiCall, (request: ApiRequest) => Promise<void>>;
  demoHandlers: ReturnType<typeof createHandlers>;
  distDir: string;
  configFile?: string;
  vites: () => { vite?: ViteDevServer; previewVite?: ViteDevServer };
  /** The pages as built files (`--pages`), instead of the two Vites. */
  builtPages?: BuiltPages;
}

/**
 * One person: a request with the token (given in a header, the cookie or the address, which then
 * sets the cookie), or on a loopback studio one through a loopback name. False when refused.
 */
function passesTokenCheck(dispatch: Dispatch, req: IncomingMessage, res: ServerResponse, url: URL): boolean {
  const { token } = dispatch;
  const hostHeader = (req.headers.host ?? '').replace(/:\d+$/, '').replace(/^\[|\]$/g, '');
  // A page on another site must not reach a loopback studio through a name that points at 127.0.0.1.
  if (!token) {
    if (isLoopback(hostHeader)) return true;
    sendJson(res, 403, { error: `Open the studio at http://127.0.0.1:${dispatch.port()}${STUDIO_PAGE}.` });
    return false;
  }
  const given =
    (req.headers[TOKEN_HEADER] as string | undefined) ?? readCookie(req, TOKEN_COOKIE) ?? url.searchParams.get('token') ?? undefined;
  if (!sameSecret(given, token)) {
    sendJson(res, 401, { error: 'This studio needs its token: open the address printed when it started (…?token=…).' });
    return false;
  }
  if (url.searchParams.has('token')) res.setHeader('set-cookie', cookieLine(TOKEN_COOKIE, token, { path: '/' }));
  return true;
}

/** Answers one request (a refusal it throws as a StudioError; the server's listener answers it). */
export async function dispatchRequest(dispatch: Dispatch, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://studio.invalid');
  let person: TeamPerson | undefined;
  if (dispatch.team) {
    // Each request's row in calls.ts: refused, answered by the team folder (sign-in, …), or the studio's with its person.
    person = await dispatch.team.gate(req, res, url);
    if (!person) return;
  } else if (!passesTokenCheck(dispatch, req, res, url)) return;
  if (url.pathname.startsWith(`${API_PREFIX}/`)) return dispatchApi(dispatch, req, res, url, person);
  // The served app and the preview read one config.js: the file given (the project's public/config.js), read afresh each time.
  if (dispatch.configFile && url.pathname === '/config.js' && (req.method === 'GET' || req.method === 'HEAD')) {
    const text = await readFile(dispatch.configFile);
    res.writeHead(200, {
      'content-type': 'text/javascript; charset=utf-8',
      'content-length': text.length,
      'cache-control': 'no-cache',
    });
    return void res.end(req.method === 'HEAD' ? undefined : text);
  }
  if (url.pathname.startsWith(REPLY_PREFIX)) return dispatchReplyScenario(dispatch, req, res, url);
  return dispatchPages(dispatch, req, res, url);
}

/** The studio and preview pages, their modules (each Vite) or built files, and the demo back end with the built app for the rest. */
async function dispatchPages(dispatch: Dispatch, req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
  const { vite, previewVite } = dispatch.vites();
  const built = dispatch.builtPages;
  // config.js checked on every load: the preview shows IT's change to it after a reload.
  const demo = () => handleDemoRequest(req, res, dispatch.demoHandlers, dispatch.distDir, { configEachLoad: true });
  if ((built ?? (vite && previewVite)) && (url.pathname === '/' || url.pathname === STUDIO_PAGE || url.pathname === PREVIEW_PAGE)) {
    if (url.pathname === '/') {
      res.writeHead(302, { location: STUDIO_PAGE });
      return void res.end();
    }
    const isStudio = url.pathname === STUDIO_PAGE;
    const fromSource = isStudio ? vite : previewVite;
    const source = () => readFile(resolve(isStudio ? 'studio/web/studio.html' : 'studio/web/preview.html'), 'utf8');
    const html = built
      ? built.html[isStudio ? 'studio' : 'preview']
      : ((await fromSource?.transformIndexHtml(url.pathname, await source())) ?? '');
    res.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy': built ? BUILT_CSP : SOURCE_CSP,
      'referrer-policy': 'no-referrer',
    });
    return void res.end(html);
  }
  if (built && (await built.sendFile(req, res, url.pathname))) return;
  if (previewVite && url.pathname.startsWith(PREVIEW_BASE))
    return new Promise((done) => previewVite.middlewares(req, res, () => done(demo())));
  if (vite && VITE_PATHS.test(url.pathname)) return new Promise((done) => vite.middlewares(req, res, () => done(demo())));
  return demo();
}

/** The preview's calls in a failure or slow scenario: /__studio/reply/<reply>/<API path> goes to the demo back end with its header. */
async function dispatchReplyScenario(dispatch: Dispatch, req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
  const [reply, ...rest] = url.pathname.slice(REPLY_PREFIX.length).split('/');
  const path = `/${rest.join('/')}`;
  if (!isDemoReply(reply) || !isApiPath(path)) throw new StudioError(404, `No demo call ${path} with the reply '${reply}'.`);
  req.url = `${path}${url.search}`;
  req.headers[DEMO_REPLY_HEADER] = reply;
  return handleDemoRequest(req, res, dispatch.demoHandlers, dispatch.distDir);
}

/** A studio API call: its row in calls.ts (the same table the team gate read), then the row's handler. */
async function dispatchApi(dispatch: Dispatch, req: IncomingMessage, res: ServerResponse, url: URL, person?: TeamPerson): Promise<void> {
  const { team } = dispatch;
  const method = req.method ?? 'GET';
  if (method !== 'GET' && !team) {
    // A form on another site cannot post here: writes need this origin (or none, from a script outside a browser). Team mode's gate checked already.
    // "null" (a sandboxed frame, a file: page) or any other origin that is not this host is refused.
    const origin = req.headers.origin;
    if (origin && URL.parse(origin)?.host !== req.headers.host)
      throw new StudioError(403, 'Writes are accepted from the studio page only.');
  }
  const call = findCall(method, url.pathname);
  // A local studio has nobody signed in: the page asks anyway and gets null, not a 404 its console would log.
  if (!team && method === 'GET' && call && 'team' in call.handler && call.handler.team === 'me') {
    sendJson(res, 200, null);
    return;
  }
  // The team's own calls were answered by its gate; without a team there is none to answer them.
  if (!call || !('api' in call.handler)) throw new StudioError(404, `No studio call ${method} ${url.pathname.slice(API_PREFIX.length)}.`);
  const part = call.path.exec(url.pathname)?.[1] ?? '';
  await dispatch.apiCalls[call.handler.api]({ req, res, url, part, limit: call.limit, person });
}
