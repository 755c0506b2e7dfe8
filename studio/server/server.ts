// The studio's one HTTP server: the studio web app and the preview app (two
// Vites, their own configs: nothing of them reaches the borrower build), the studio API over the
// screens folder, and the demo back end with the built app (dist/) for everything else. Bound to
// 127.0.0.1 unless told otherwise; on any other address every request needs the token given on
// the command line, or (`team`) a signed-in person whose roles allow it (studio/server/team/).
// Every call is a row of one table (calls.ts); dispatch.ts sends each request on, api-calls.ts
// answers the studio API's calls, team/ the team's.
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

import type { ViteDevServer } from 'vite';

import { createDemoState, type DemoState } from '../../scripts/demo-server/data.ts';
import { createHandlers } from '../../scripts/demo-server/handlers.ts';
import { createApiCalls } from './api-calls.ts';
import { createFilesApi } from './content/files-api.ts';
import { loadOwnTypesForStudio } from './content/own-types-api.ts';
import { createScreensApi, type ScreensApi, StudioError } from './content/screens-api.ts';
import { diskRefusal } from './content/write-files.ts';
import { API_PREFIX, dispatchRequest, isLoopback, STUDIO_PAGE } from './dispatch.ts';
import { sendJson } from './http/replies.ts';
import { readBuiltPages } from './pages/built-pages.ts';
import { startVites } from './pages/vites.ts';
import { screensChecks } from './publishing/screens-check.ts';
import { createServerSchedule, type Schedule } from './schedule/schedule-http.ts';
import { createAccounts } from './team/accounts.ts';
import { createTeam, type TeamOptions, type TeamPerson, type TeamStudioHooks } from './team/team.ts';

export { API_PREFIX, STUDIO_PAGE };
export { MAX_BODY_BYTES } from './calls.ts';

export interface StudioServerOptions {
  port: number;
  host?: string;
  /** Required when `host` is not a loopback address. */
  token?: string;
  screensDir: string;
  distDir: string;
  /** Off in the API unit tests: no Vite, no pages. */
  withVite?: boolean;
  /**
   * The folder `npm run studio:build` wrote the pages to: served as files, and no Vite is started.
   * Without it the pages are served from source by two Vites (a developer changing the studio).
   */
  pagesDir?: string;
  /**
   * Checks the screens as the studio starts, in the background, so the first publish finds it done
   * (default). Off for tests that start a studio per test and never publish: a publish then checks.
   */
  checkOnStart?: boolean;
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
  /** The check of the screens the studio starts as it starts (screens-check.ts): settled when it is done. */
  firstCheck: Promise<void>;
  close: () => Promise<void>;
}

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

/** What the team folder asks of the screens: the saved content, a screen's folder, what a publish would change, what is live. */
function teamHooks(api: ScreensApi): TeamStudioHooks {
  return {
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
  };
}

function checkOptions(options: StudioServerOptions, host: string): void {
  if (options.team && options.token) throw new Error('--team signs each person in: leave out --token, which is for one person.');
  if (!isLoopback(host) && !options.token && !options.team) {
    throw new Error(
      `The studio edits the screens folder: on ${host} (not 127.0.0.1) it needs --token SECRET, and every request then needs that token.`,
    );
  }
}

/** Answers a request; a refusal is its JSON reply (naming no folder of the server), any other failure a 500 and the log. */
function createListener(
  answer: (req: IncomingMessage, res: ServerResponse) => Promise<void>,
  folderNames: readonly (readonly [string, string])[],
) {
  return (req: IncomingMessage, res: ServerResponse) => {
    answer(req, res).catch((error: unknown) => {
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
}

export async function startStudioServer(options: StudioServerOptions): Promise<StudioServer> {
  const host = options.host ?? '127.0.0.1';
  checkOptions(options, host);
  // Before anything starts: a folder without the built pages stops the start with what to run.
  const builtPages = options.pagesDir === undefined ? undefined : readBuiltPages(options.pagesDir);
  // The history names people by their display names; entries kept before names were: the account's now.
  let teamAccounts: ReturnType<typeof createAccounts> | undefined;
  const nameOf = (account: string): string | undefined => teamAccounts?.find(account)?.displayName;
  const api = createScreensApi({ screensDir: options.screensDir, distDir: options.distDir, user: options.user, nameOf });
  // Read once, beside the start: a wrong declaration is logged and the studio runs without it.
  const ownTypes = loadOwnTypesForStudio(options.ownTypesProject);
  const team = options.team && createTeam({ ...options.team, https: Boolean(options.tls) }, teamHooks(api));
  if (team) teamAccounts = createAccounts(team.dir);
  /** In team mode publishes and rollbacks are recorded under the signed-in person's name. */
  const apiOf = (person: TeamPerson | undefined) =>
    person
      ? createScreensApi({
          screensDir: options.screensDir,
          distDir: options.distDir,
          user: person.name,
          userName: person.displayName,
          nameOf,
        })
      : api;
  const schedule = team ? createServerSchedule(team, api, apiOf, options.team ?? {}) : undefined;
  const files = createFilesApi({ screensDir: options.screensDir, contentDir: options.contentDir });
  const demoState = createDemoState();
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
  let vites: { vite?: ViteDevServer; previewVite?: ViteDevServer } = {};
  let port = 0;
  const dispatch = {
    team: team || undefined,
    token: options.token,
    port: () => port,
    apiCalls: createApiCalls({ api, files, team: team || undefined, apiOf, schedule, ownTypes }),
    demoHandlers: createHandlers(demoState),
    distDir,
    configFile: options.configFile,
    vites: () => vites,
    builtPages,
  };
  const listener = createListener((req, res) => dispatchRequest(dispatch, req, res), folderNames);
  const server = options.tls ? https.createServer(options.tls, listener) : http.createServer(listener);
  // A WebSocket (each Vite's live update) opens in team mode only for someone signed in, from the studio's pages.
  if (team)
    server.prependListener('upgrade', (req: IncomingMessage, socket) => {
      if (!team.canUpgrade(req)) socket.destroy();
    });

  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(options.port, host, () => done());
  });
  port = (server.address() as AddressInfo).port;
  // The first check of the screens, in the background: the first publish does not wait for it.
  const firstCheck =
    options.checkOnStart === false ? { done: Promise.resolve(), stop: () => undefined } : screensChecks.startEarly(options.screensDir);
  if (options.withVite !== false && !builtPages) vites = await startVites(server, team ? team.dir : undefined);

  const urlHost = host.includes(':') ? `[${host}]` : host;
  return {
    url: `${options.tls ? 'https' : 'http'}://${urlHost}:${port}`,
    port,
    api,
    demoState,
    schedule,
    firstCheck: firstCheck.done,
    close: async () => {
      firstCheck.stop();
      schedule?.stop();
      if (team) team.stop();
      await Promise.all([vites.vite?.close(), vites.previewVite?.close()]);
      await new Promise<void>((done, fail) => {
        server.close((error) => (error ? fail(error) : done()));
        server.closeAllConnections();
      });
    },
  };
}
