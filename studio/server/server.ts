// The studio's one HTTP server: the studio web app and the preview app (two
// Vites, their own configs: nothing of them reaches the borrower build), the studio API over the
// screens folder, and the demo back end with the built app (dist/) for everything else. Bound to
// 127.0.0.1 unless told otherwise; on any other address every request needs the token given on
// the command line, or (`team`) a signed-in person whose roles allow it (studio/server/team/).
// Over 400 lines on purpose: one dispatch of every studio call, in one place with its checks; the
// calls' work is in screens-api.ts, files-api.ts, releases.ts and team/.
import { existsSync } from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

import type { ViteDevServer } from 'vite';

import { createDemoState, type DemoState } from '../../scripts/demo-server/data.ts';
import { DEMO_REPLY_HEADER, isDemoReply } from '../../scripts/demo-server/endpoints/reply-scenarios.ts';
import { createHandlers } from '../../scripts/demo-server/handlers.ts';
import { handleRequest as handleDemoRequest, isApiPath } from '../../scripts/demo-server/server.ts';
import type { FileSaveRequest, PublishRequest, SaveRequest } from '../shared/studio-api.ts';
import { REPLY_PREFIX } from '../shared/studio-reply.ts';
import { createFilesApi } from './files-api.ts';
import { loadOwnTypesForStudio } from './own-types-api.ts';
import { PREVIEW_BASE } from './preview-base.ts';
import { checkBeforePublish } from './publish-check.ts';
import { partAsSave } from './release-holds.ts';
import { removePage, removeScreen } from './removal.ts';
import { answerSchedule, createServerSchedule, isScheduleCall, type Schedule } from './schedule-http.ts';
import { createScreensApi, type ScreensApi, StudioError } from './screens-api.ts';
import { readCookie, readJson, sameSecret, sendJson } from './team/http.ts';
import { ReviewError } from './team/reviews.ts';
import { createTeam, type TeamOptions, type TeamPerson } from './team/team.ts';
import { diskRefusal } from './write-files.ts';

export const API_PREFIX = '/__studio/api';
export const STUDIO_PAGE = '/studio';
const PREVIEW_PAGE = '/__studio/preview';
/** JSON bodies larger than this are refused: the largest screen file is about 40 KB. */
export const MAX_BODY_BYTES = 512 * 1024;
const TOKEN_COOKIE = 'studio-token';
const TOKEN_HEADER = 'x-studio-token';
const LOOPBACK_HOSTS = new Set(['127.0.0.1', '::1', 'localhost']);
/** Module paths the studio's Vite answers; anything else is the demo back end or dist/. */
const VITE_PATHS = /^\/(__screens\/|@vite\/|@id\/|@fs\/|@react-refresh|node_modules\/|src\/|studio\/|engine\/|scripts\/|schemas\/)/;

export interface StudioServerOptions {
  port: number;
  host?: string;
  /** Required when `host` is not a loopback address. */
  token?: string;
  screensDir: string;
  distDir: string;
  /** Off in the API unit tests: no Vite, no pages. */
  withVite?: boolean;
  /** Who publishes and rolls back, for the history (default: the OS user). */
  user?: string;
  /** The config.js the served app and the preview read (default: the served folder's, dist/config.js). */
  configFile?: string;
  /** The Markdown pages (default: content/ beside the screens folder). */
  contentDir?: string;
  /** Several people, each signed in with their roles, instead of one person or one token. */
  team?: TeamOptions;
  /** Serve HTTPS with this key and certificate (PEM) instead of HTTP. */
  tls?: { key: string | Buffer; cert: string | Buffer };
  /** The project whose own types (its package.json's "borrowerEngine") the page gets (default: the repository's root). */
  ownTypesProject?: string;
}

export interface StudioServer {
  url: string;
  port: number;
  api: ScreensApi;
  demoState: DemoState;
  schedule?: Schedule;
  close: () => Promise<void>;
}

function isLoopback(host: string): boolean {
  return LOOPBACK_HOSTS.has(host) || host.startsWith('127.');
}

const tooLargeMessage = `The body is larger than ${MAX_BODY_BYTES / 1024} KB: a screen is never that large.`;
const readJsonBody = (req: IncomingMessage): Promise<unknown> =>
  readJson(req, {
    maxBytes: MAX_BODY_BYTES,
    empty: null,
    tooLarge: tooLargeMessage,
    fail: (status, message) => new StudioError(status, message),
  });

/**
 * A refusal's message as the client gets it: the server's own folders named, never by their absolute
 * path (the full message goes to the server's log).
 */
function withoutServerPaths(message: string, folders: readonly (readonly [string, string])[]): string {
  let text = message;
  for (const [path, name] of [...folders].sort((a, b) => b[0].length - a[0].length))
    if (path.length > 1) text = text.split(path).join(name);
  return text;
}

const STUDIO_CSP = [
  "default-src 'self'",
  // Vite's dev client and the checker's ajv (which compiles the screen language at run time) need these; the borrower app's CSP is untouched.
  "script-src 'self' 'unsafe-eval' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https: http:",
  "connect-src 'self' ws: wss:",
  "worker-src 'self' blob:",
  "frame-src 'self'",
  "frame-ancestors 'self'",
  "object-src 'none'",
  "base-uri 'none'",
].join('; ');

/** The studio API's calls (the path after API_PREFIX). In team mode each has its row of roles in team/access.ts. */
export const API_ROUTES = [
  { method: 'GET', path: /^\/screens$/, call: 'screens' },
  { method: 'PUT', path: /^\/screens\/([^/]*)$/, call: 'save screen' },
  { method: 'GET', path: /^\/files$/, call: 'files' },
  { method: 'PUT', path: /^\/files\/(.+)$/, call: 'save file' },
  { method: 'DELETE', path: /^\/screens\/([^/]*)$/, call: 'remove screen' },
  { method: 'DELETE', path: /^\/files\/(.+)$/, call: 'remove page' },
  { method: 'POST', path: /^\/bring-back$/, call: 'bring back' },
  { method: 'GET', path: /^\/history$/, call: 'history' },
  { method: 'GET', path: /^\/publish-check$/, call: 'publish check' },
  { method: 'GET', path: /^\/compare$/, call: 'compare' },
  { method: 'POST', path: /^\/publish$/, call: 'publish' },
  { method: 'POST', path: /^\/rollback$/, call: 'rollback' },
  { method: 'GET', path: /^\/schedule$/, call: 'schedule' },
  { method: 'PUT', path: /^\/schedule$/, call: 'set schedule' },
  { method: 'DELETE', path: /^\/schedule$/, call: 'cancel schedule' },
  { method: 'GET', path: /^\/own-types$/, call: 'own types' },
] as const;

function decodeName(text: string, what: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    throw new StudioError(400, `Bad ${what} name encoding.`);
  }
}

export async function startStudioServer(options: StudioServerOptions): Promise<StudioServer> {
  const host = options.host ?? '127.0.0.1';
  if (options.team && options.token) throw new Error('--team signs each person in: leave out --token, which is for one person.');
  if (!isLoopback(host) && !options.token && !options.team) {
    throw new Error(
      `The studio edits the screens folder: on ${host} (not 127.0.0.1) it needs --token SECRET, and every request then needs that token.`,
    );
  }
  const token = options.token;
  const api = createScreensApi({ screensDir: options.screensDir, distDir: options.distDir, user: options.user });
  // Read once, beside the start: a wrong declaration is logged and the studio runs without it.
  const ownTypes = loadOwnTypesForStudio(options.ownTypesProject);
  const team =
    options.team &&
    createTeam(
      { ...options.team, https: Boolean(options.tls) },
      {
        savedContentId: () => api.compare('saved').contentId,
        screenFolder: (name) => api.toFolderPath(name, false),
        changedParts: () => {
          const change = api.compare('saved');
          return {
            liveContentId: change.liveContentId,
            screens: change.screens.map((screen) => screen.name),
            shared: Boolean(change.shared),
            pages: change.pages.map((page) => page.name),
            broughtBack: [
              ...change.screens.filter((screen) => screen.bringsBack).map((screen) => screen.name),
              ...(change.shared?.bringsBack ? ['shared'] : []),
              ...change.pages.filter((page) => page.bringsBack).map((page) => page.name),
            ],
          };
        },
        liveVersion: () => api.history().live,
      },
    );
  /** In team mode publishes and rollbacks are recorded under the signed-in person's name. */
  const apiOf = (person: TeamPerson | undefined) =>
    person ? createScreensApi({ screensDir: options.screensDir, distDir: options.distDir, user: person.name }) : api;
  const schedule = team && createServerSchedule(team, api, apiOf, options.team ?? {});
  const files = createFilesApi({ screensDir: options.screensDir, contentDir: options.contentDir });
  const demoState = createDemoState();
  const handlers = createHandlers(demoState);
  const distDir = resolve(options.distDir);
  /** The folders a refusal may name, as the client is told them. */
  const folderNames = [
    [resolve(api.publishDir), 'the publish folder'],
    [join(distDir, 'screens'), 'the publish folder'],
    [distDir, 'the served folder'],
    [resolve(options.screensDir), 'the screens folder'],
    ...(options.contentDir ? [[resolve(options.contentDir), 'the content folder'] as const] : []),
    ...(team ? [[team.dir, 'the team folder'] as const] : []),
    [process.cwd(), 'the project folder'],
    [tmpdir(), 'a temporary folder'],
  ] as const;
  let vite: ViteDevServer | undefined;
  let previewVite: ViteDevServer | undefined;

  const listener = (req: IncomingMessage, res: ServerResponse) => {
    handle(req, res).catch((error: unknown) => {
      if (error instanceof StudioError) {
        const message = withoutServerPaths(error.message, folderNames);
        if (message !== error.message) console.error('[studio]', req.method, req.url, error.message);
        sendJson(res, error.status, { error: message });
        return;
      }
      console.error('[studio]', req.method, req.url, error);
      // A full or failing disk (a state file, an append to the audit log): 507 or 503 in words.
      const disk = diskRefusal(error);
      if (!res.headersSent) sendJson(res, disk?.status ?? 500, { error: disk?.message ?? 'Studio server error; see the server log.' });
      else res.end();
    });
  };
  const server = options.tls ? https.createServer(options.tls, listener) : http.createServer(listener);
  // A WebSocket (each Vite's live update) opens in team mode only for someone signed in, from the studio's pages.
  if (team)
    server.prependListener('upgrade', (req: IncomingMessage, socket) => {
      if (!team.canUpgrade(req)) socket.destroy();
    });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://studio.invalid');
    const hostHeader = (req.headers.host ?? '').replace(/:\d+$/, '').replace(/^\[|\]$/g, '');
    let person: TeamPerson | undefined;
    if (team) {
      // Each request's row of roles (team/access.ts): refused, answered by the team folder (sign-in, …), or the studio's with its person.
      person = await team.gate(req, res, url);
      if (!person) return;
    }
    // A page on another site must not reach a loopback studio through a name that points at 127.0.0.1.
    else if (!token && !isLoopback(hostHeader)) {
      sendJson(res, 403, { error: `Open the studio at http://127.0.0.1:${port}${STUDIO_PAGE}.` });
      return;
    }
    if (token) {
      const given =
        (req.headers[TOKEN_HEADER] as string | undefined) ?? readCookie(req, TOKEN_COOKIE) ?? url.searchParams.get('token') ?? undefined;
      if (!sameSecret(given, token)) {
        sendJson(res, 401, { error: 'This studio needs its token: open the address printed when it started (…?token=…).' });
        return;
      }
      if (url.searchParams.has('token'))
        res.setHeader('set-cookie', `${TOKEN_COOKIE}=${encodeURIComponent(token)}; Path=/; HttpOnly; SameSite=Strict`);
    }
    if (url.pathname.startsWith(`${API_PREFIX}/`)) return handleApi(req, res, url, person);
    // The served app and the preview read one config.js: the file given (the project's public/config.js), read afresh each time.
    if (options.configFile && url.pathname === '/config.js' && (req.method === 'GET' || req.method === 'HEAD')) {
      const { readFile } = await import('node:fs/promises');
      const text = await readFile(options.configFile);
      res.writeHead(200, {
        'content-type': 'text/javascript; charset=utf-8',
        'content-length': text.length,
        'cache-control': 'no-cache',
      });
      return void res.end(req.method === 'HEAD' ? undefined : text);
    }
    if (url.pathname.startsWith(REPLY_PREFIX)) return handleReplyScenario(req, res, url);
    if (vite && previewVite && (url.pathname === '/' || url.pathname === STUDIO_PAGE || url.pathname === PREVIEW_PAGE)) {
      if (url.pathname === '/') {
        res.writeHead(302, { location: STUDIO_PAGE });
        return void res.end();
      }
      const isStudio = url.pathname === STUDIO_PAGE;
      const { readFile } = await import('node:fs/promises');
      const page = await readFile(resolve(isStudio ? 'studio/web/studio.html' : 'studio/web/preview.html'), 'utf8');
      const html = await (isStudio ? vite : previewVite).transformIndexHtml(url.pathname, page);
      res.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        'content-security-policy': STUDIO_CSP,
        'referrer-policy': 'no-referrer',
      });
      return void res.end(html);
    }
    if (previewVite && url.pathname.startsWith(PREVIEW_BASE)) {
      const served = previewVite;
      return new Promise((done) => served.middlewares(req, res, () => done(handleDemoRequest(req, res, handlers, distDir))));
    }
    if (vite && VITE_PATHS.test(url.pathname)) {
      return new Promise((done) => vite!.middlewares(req, res, () => done(handleDemoRequest(req, res, handlers, distDir))));
    }
    return handleDemoRequest(req, res, handlers, distDir);
  }

  /** The preview's calls in a failure or slow scenario: /__studio/reply/<reply>/<API path> goes to the demo back end with its header. */
  async function handleReplyScenario(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const [reply, ...rest] = url.pathname.slice(REPLY_PREFIX.length).split('/');
    const path = `/${rest.join('/')}`;
    if (!isDemoReply(reply) || !isApiPath(path)) throw new StudioError(404, `No demo call ${path} with the reply '${reply}'.`);
    req.url = `${path}${url.search}`;
    req.headers[DEMO_REPLY_HEADER] = reply;
    return handleDemoRequest(req, res, handlers, distDir);
  }

  async function handleApi(req: IncomingMessage, res: ServerResponse, url: URL, person?: TeamPerson): Promise<void> {
    const route = url.pathname.slice(API_PREFIX.length);
    const method = req.method ?? 'GET';
    if (method !== 'GET' && !team) {
      // A form on another site cannot post here: writes need this origin (or none, from a script outside a browser). Team mode's gate checked already.
      // "null" (a sandboxed frame, a file: page) or any other origin that is not this host is refused.
      const origin = req.headers.origin;
      if (origin && URL.parse(origin)?.host !== req.headers.host)
        throw new StudioError(403, 'Writes are accepted from the studio page only.');
    }
    // A local studio has nobody signed in: the page asks anyway and gets null, not a 404 its console would log.
    if (!team && method === 'GET' && route === '/team/me') {
      sendJson(res, 200, null);
      return;
    }
    const found = API_ROUTES.find((entry) => entry.method === method && entry.path.test(route));
    if (!found) throw new StudioError(404, `No studio call ${method} ${route}.`);
    // Every check of a call knows the project's own types (read once, at start).
    await ownTypes;
    const part = found.path.exec(route)?.[1] ?? '';
    const by = apiOf(person);
    /** Team mode: a write and its record run in turn with every other save, review decision, publish and rollback. */
    const inTurn = <T>(work: () => Promise<T>): Promise<T> => (team ? team.inTurn(work) : work());
    const audit = async (action: 'save' | 'publish' | 'rollback', detail: Record<string, unknown>, saved?: string[]) => {
      if (team && person) await team.recordChange(req, person, action, detail, saved);
      // A scheduled release's content is locked: this cancels it. The change itself is written by now, so a
      // cancellation that cannot be written is logged, not answered: the schedule's own check (content and
      // live version unchanged) still keeps it from going live at its time.
      if (person)
        await schedule?.changed(person, action, detail).catch((error: unknown) => {
          console.error('[studio] the scheduled release could not be cancelled after a change:', error);
        });
    };
    /** Team mode: a save's note ("what changed and why"), checked before anything is written; a local studio keeps none. */
    const noteOf = (body: unknown): { note?: string } => {
      if (!team) return {};
      try {
        return { note: team.checkNote((body as { note?: unknown } | null)?.note) };
      } catch (error) {
        if (error instanceof ReviewError) throw new StudioError(error.status, error.message);
        throw error;
      }
    };
    if (isScheduleCall(found.call)) return answerSchedule(schedule, found.call, person, () => readJsonBody(req), res);
    switch (found.call) {
      case 'screens':
        sendJson(res, 200, api.readFolder());
        return;
      case 'save screen': {
        const name = decodeName(part, 'screen');
        api.toFolderPath(name, true);
        const request = (await readJsonBody(req)) as SaveRequest;
        const note = noteOf(request);
        const result = await inTurn(async () => {
          const saved = api.save(name, request);
          if (saved.status === 'saved')
            await audit('save', { screen: name, screenHash: saved.screen.hash, messagesHash: saved.messages?.hash ?? null, ...note }, [
              resolve(api.toFolderPath(name, true), 'screen.json'),
              ...(saved.messages ? [resolve(api.toFolderPath(name, true), 'messages.json')] : []),
            ]);
          return saved;
        });
        if (result.status === 'saved') team?.presence.saved(person?.name ?? '', `screens/${name}`);
        // Team mode: a conflict names who saved the screen last, and when.
        const savedBy = result.status === 'conflict' && team ? { savedBy: team.lastSave({ screen: name }) } : {};
        sendJson(res, result.status === 'saved' ? 200 : result.status === 'conflict' ? 409 : 422, { ...result, ...savedBy });
        return;
      }
      case 'files':
        sendJson(res, 200, { files: files.list() });
        return;
      case 'save file': {
        const path = decodeName(part, 'file');
        files.locate(path);
        const request = (await readJsonBody(req)) as FileSaveRequest;
        const note = noteOf(request);
        const result = await inTurn(async () => {
          const saved = files.save(path, request);
          if (saved.status === 'saved') await audit('save', { file: path, hash: saved.file.hash, ...note }, [files.locate(path).absolute]);
          return saved;
        });
        if (result.status === 'saved') team?.presence.saved(person?.name ?? '', path);
        const savedBy = result.status === 'conflict' && team ? { savedBy: team.lastSave({ file: path }) } : {};
        sendJson(res, result.status === 'saved' ? 200 : result.status === 'conflict' ? 409 : 422, { ...result, ...savedBy });
        return;
      }
      case 'remove screen': {
        const name = decodeName(part, 'screen');
        api.toFolderPath(name, false);
        const body = await readJsonBody(req);
        const note = noteOf(body);
        const result = await inTurn(async () => {
          const removed = removeScreen(api.screensDir, name, api.toFolderPath(name, false), body);
          if (removed.status === 'removed') await audit('save', { screen: name, removed: true, ...note }, removed.removed);
          return removed;
        });
        if (result.status === 'removed') team?.presence.saved(person?.name ?? '', `screens/${name}`);
        sendJson(res, result.status === 'removed' ? 200 : result.status === 'conflict' ? 409 : 422, {
          ...result,
          ...(result.status === 'conflict' && { error: `Someone saved ${name} since you opened it: look at it again.` }),
          ...(result.status === 'problems' && {
            error: `Other screens still use it (${result.problems[0]?.file}): ${result.problems[0]?.message}`,
          }),
        });
        return;
      }
      case 'remove page': {
        const path = decodeName(part, 'file');
        const file = files.locate(path);
        if (file.kind !== 'page') throw new StudioError(400, 'Only a Markdown page can be removed: the shared texts and parts stay.');
        if (!existsSync(file.absolute)) throw new StudioError(404, `There is no ${path}.`);
        const body = await readJsonBody(req);
        const note = noteOf(body);
        const result = await inTurn(async () => {
          const removed = removePage(file.absolute, body);
          if (removed.status === 'removed') await audit('save', { file: path, removed: true, ...note }, removed.removed);
          return removed;
        });
        sendJson(res, result.status === 'removed' ? 200 : 409, {
          ...result,
          ...(result.status === 'conflict' && { error: `Someone saved ${path} since you opened it: look at it again.` }),
        });
        return;
      }
      case 'bring back': {
        const body = (await readJsonBody(req)) as { keys?: unknown; contentId?: unknown; note?: unknown } | null;
        const note = noteOf(body);
        const brought = await inTurn(async () => {
          const parts = by.bringBack(body ?? {});
          // Team mode: whoever brings a part back is an author of the change, as if they saved it.
          for (const held of parts) await audit('save', { ...partAsSave(held), broughtBack: true, ...note });
          return parts;
        });
        sendJson(res, 200, { broughtBack: brought });
        return;
      }
      case 'own types':
        sendJson(res, 200, await ownTypes);
        return;
      case 'history':
        sendJson(res, 200, api.history());
        return;
      case 'publish check':
        sendJson(res, 200, checkBeforePublish(api.screensDir, api.publishDir));
        return;
      case 'compare':
        sendJson(res, 200, api.compare(url.searchParams.get('to') ?? 'saved'));
        return;
      case 'publish': {
        const request = (await readJsonBody(req)) as PublishRequest;
        const outcome = await inTurn(async () => {
          // Team mode: only content a reviewer other than its authors approved goes live; the record names who approved it.
          const approval = team && typeof request?.contentId === 'string' ? team.refusalToPublish(request.contentId) : undefined;
          if (typeof approval === 'string') throw new StudioError(409, approval);
          const published = by.publish(request);
          if (published.published)
            await audit('publish', {
              version: published.version,
              previous: published.from,
              contentId: request.contentId,
              note: request.note,
              approvedBy: approval?.approvedBy ?? null,
            });
          return published;
        });
        sendJson(res, outcome.published ? 200 : 422, outcome);
        return;
      }
      case 'rollback': {
        const body = (await readJsonBody(req)) as { to?: unknown; note?: unknown; live?: unknown } | null;
        const made = await inTurn(async () => {
          const done = by.makeLive(body ?? {});
          await audit('rollback', { to: done.to, previous: done.from, note: body?.note ?? '' });
          return done;
        });
        sendJson(res, 200, made);
        return;
      }
    }
  }

  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(options.port, host, () => done());
  });
  const { port } = server.address() as AddressInfo;

  if (options.withVite !== false) {
    const { createServer } = await import('vite');
    // Each Vite's WebSocket rides on this server, at its own base ('/' and PREVIEW_BASE): in
    // middleware mode Vite would otherwise open one on port 24678 of every interface, which a
    // second studio (or any other Vite) on the machine then fails to get.
    // The studio's own folder .studio/ (the publish log; in team mode the team folder with password and
    // session hashes, wherever it is) is never served, even at /@fs/, in any mode (Vite's defaults kept).
    const fs = { deny: ['.env', '.env.*', '*.{crt,pem}', '**/.git/**', '**/.studio/**', ...(team ? [`${team.dir}/**`] : [])] };
    vite = await createServer({
      configFile: resolve(import.meta.dirname, 'vite.config.ts'),
      server: { middlewareMode: true, ws: { server }, fs },
      appType: 'custom',
    });
    // The phone frames: their own Vite, no hot update (they are
    // fed screens by the studio page; a change of the app's code reloads them).
    previewVite = await createServer({
      configFile: resolve(import.meta.dirname, 'vite.preview.config.ts'),
      server: { middlewareMode: true, hmr: false, ws: { server }, fs },
      appType: 'custom',
    });
  }

  const urlHost = host.includes(':') ? `[${host}]` : host;
  return {
    url: `${options.tls ? 'https' : 'http'}://${urlHost}:${port}`,
    port,
    api,
    demoState,
    schedule,
    close: async () => {
      schedule?.stop();
      if (team) team.stop();
      await Promise.all([vite?.close(), previewVite?.close()]);
      await new Promise<void>((done, fail) => {
        server.close((error) => (error ? fail(error) : done()));
        server.closeAllConnections();
      });
    },
  };
}
