// Screens as content in the build and the dev server. The build refuses a screens folder that
// fails the checker, writes the screens bundle into dist/screens/ and ships its manifest in the
// app (the fallback for every screen). The dev server serves the folder live and tells the open
// page about every change, or about the checker's problems.
import { resolve } from 'node:path';

import { type Plugin, runnerImport, type ViteDevServer } from 'vite';

import { BRIDGE_ACTION_NAMES, ENDPOINT_NAMES } from './lib/app-names.ts';
import { checkScreensDir, formatProblem, type Problem, setProjectOwnTypes } from './lib/check-screens.ts';
import { readOwnTypes } from './lib/own-types.ts';
import { toVersionManifestFile } from './lib/publish.ts';
import { ROUTE_CODE_MODULES, type RouteNeed } from './lib/route-code.ts';
import { addRouteStart, type EndpointRequest } from './lib/route-start-html.ts';
import { SCREENS_DIR } from './lib/screen-folders.ts';
import { buildScreensBundle, HISTORY_FILE, MANIFEST_FILE, type ScreensBundle } from './lib/screens-bundle.ts';
import { sourceDate } from './lib/source-date.ts';

const VIRTUAL_ID = 'virtual:screens-build';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
/** The app's own texts in every language (production: a chunk of their own, loaded only when no shared texts can be read). */
const APP_TEXTS_ID = `${VIRTUAL_ID}/app-texts`;
const RESOLVED_APP_TEXTS_ID = `\0${APP_TEXTS_ID}`;
/**
 * The app's texts that ship in its main chunk, in English: what src/app/app.tsx says when neither the
 * screen nor any text can be read (offline), so even then the page says why and offers Retry.
 */
const OFFLINE_TEXT_KEYS = ['app.loadFailed.title', 'app.screenLoadFailed', 'engine.retry'];
const TEXTS_VIRTUAL_ID = 'virtual:screens-build-texts';
const TEXTS_RESOLVED_ID = `\0${TEXTS_VIRTUAL_ID}`;
/** The folder of dist/ the build writes the bundle to; config.js's screensBase defaults to it. */
export const SCREENS_OUT_DIR = 'screens';
export const DEV_PROBLEMS_PATH = '/__screens/problems';
export const DEV_UPDATE_EVENT = 'screens:update';
const SETTLE_MS = 60;

export interface DevScreensUpdate {
  version: string | undefined;
  problems: Problem[];
}

export interface ScreensPluginOptions {
  screensDir?: string;
  /**
   * The module that starts the route's screen and its first API calls before the app's main chunk
   * arrives (src/app/route-start.ts): built as an entry of its own and put in index.html right after
   * config.js, as a module script.
   */
  prefetchEntry?: string;
  /**
   * Whether the plug-in reads the project's own types (package.json's "borrowerEngine") for its check;
   * default true. False where the host process has read them already and set them for every check
   * (the studio server, from its own project option): read again here they would be read twice and
   * could name another project's.
   */
  ownTypes?: boolean;
  /** The modules (paths from the project's root) of the code each need of a screen stands for; default: ROUTE_CODE_MODULES. */
  routeCode?: Record<RouteNeed, readonly string[]>;
  /**
   * The app's endpoints (src/app/api/endpoints.ts), by name: the early script sends a route's first
   * API calls itself, as soon as config.js has run. Without them, the route start sends them.
   */
  endpoints?: Readonly<Record<string, EndpointRequest>>;
  /**
   * Whether the dev server checks the folder again as soon as a file of it changes and tells the
   * open pages (default: yes, for `npm run dev`). The studio's Vites say no: its pages get the
   * screens from the studio's API and listen to no such news, so a save only marks the folder
   * changed, and it is checked again when a page next asks the dev server for it.
   */
  announce?: boolean;
  /**
   * Whether a build writes the screens bundle into its output (default: yes, the borrower build).
   * The studio's built pages say no: they get the screens from the studio's API.
   */
  emitBundle?: boolean;
}

export function screensPlugin(options: ScreensPluginOptions = {}): Plugin {
  const screensDir = options.screensDir ?? process.env.SCREENS_DIR ?? SCREENS_DIR;
  const known = { endpoints: ENDPOINT_NAMES, bridgeActions: BRIDGE_ACTION_NAMES };
  let problems: Problem[] = [];
  let bundle: ScreensBundle | undefined;
  let isBuild = false;
  let basePath = '/';
  /** Every file the dev server has served in this session: an open page may still ask for an older one. */
  const devFiles = new Map<string, string>();
  /** A file changed since the last check (only when changes are not announced). */
  let stale = false;

  function refresh(): void {
    problems = checkScreensDir(screensDir, known);
    if (problems.length > 0) return;
    // The build's stamp is the sources' (scripts/lib/source-date.ts): two builds of a commit are the same files.
    bundle = buildScreensBundle(screensDir, isBuild ? sourceDate(screensDir) : new Date());
    for (const file of bundle.files) devFiles.set(file.name, file.content);
  }

  /** Checks the folder again if it changed since it was last checked unannounced. */
  function refreshIfStale(): void {
    if (!stale) return;
    stale = false;
    refresh();
  }

  function serveDev(server: ViteDevServer): void {
    server.watcher.add(screensDir);
    // An editor's save may arrive as several writes; check once they have settled.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onChange = (path: string) => {
      if (!path.startsWith(screensDir) || !path.endsWith('.json')) return;
      if (options.announce === false) {
        stale = true;
        return;
      }
      clearTimeout(timer);
      timer = setTimeout(announce, SETTLE_MS);
    };
    const announce = () => {
      refresh();
      for (const problem of problems) server.config.logger.error(formatProblem(problem), { timestamp: true });
      const update: DevScreensUpdate = { version: bundle?.manifest.version, problems };
      server.ws.send({ type: 'custom', event: DEV_UPDATE_EVENT, data: update });
    };
    server.watcher.on('change', onChange);
    server.watcher.on('add', onChange);
    server.watcher.on('unlink', onChange);
    server.middlewares.use((req, res, next) => {
      const path = (req.url ?? '').split('?')[0];
      const send = (status: number, body: string) => {
        res.statusCode = status;
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        res.setHeader('Cache-Control', 'no-store');
        res.end(body);
      };
      if (path === DEV_PROBLEMS_PATH || path.startsWith(`/${SCREENS_OUT_DIR}/`)) refreshIfStale();
      if (path === DEV_PROBLEMS_PATH) {
        send(200, JSON.stringify({ version: bundle?.manifest.version, problems } satisfies DevScreensUpdate));
        return;
      }
      if (!path.startsWith(`/${SCREENS_OUT_DIR}/`)) {
        next();
        return;
      }
      const name = path.slice(SCREENS_OUT_DIR.length + 2);
      if (name === MANIFEST_FILE && bundle) {
        send(200, JSON.stringify(bundle.manifest));
        return;
      }
      const content = devFiles.get(name);
      if (content === undefined) send(404, '{"error":"no such screens file"}');
      else send(200, content);
    });
  }

  return {
    name: 'screens',
    async configResolved(config) {
      isBuild = config.command === 'build';
      basePath = config.base;
      // The project's own types (package.json's "borrowerEngine"), so a screen using one passes the check
      // as in the studio; the module is TypeScript, loaded through Vite.
      if (options.ownTypes === false) return;
      const own = await readOwnTypes(config.root, config.root, async (path) => (await runnerImport(path)).module);
      setProjectOwnTypes(own?.types);
    },
    buildStart() {
      if (isBuild && options.prefetchEntry)
        this.emitFile({ type: 'chunk', id: resolve(options.prefetchEntry), name: 'route-start', preserveSignature: false });
      refresh();
      // The dev server keeps going and shows the problems in the page instead.
      if (problems.length > 0 && isBuild) {
        this.error(`The screens folder fails the checker; fix these and build again:\n${problems.map(formatProblem).join('\n')}`);
      }
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const { prefetchEntry } = options;
        if (!prefetchEntry) return undefined;
        return addRouteStart({
          html,
          outputBundle: context.bundle,
          prefetchEntry,
          screens: bundle,
          routeCode: options.routeCode ?? ROUTE_CODE_MODULES,
          endpoints: options.endpoints,
          basePath,
          screensBase: `${basePath}${SCREENS_OUT_DIR}/`,
          fail: (message) => this.error(message),
        });
      },
    },
    configureServer(server) {
      serveDev(server);
    },
    resolveId(id) {
      if (id === VIRTUAL_ID) return RESOLVED_ID;
      if (id === TEXTS_VIRTUAL_ID) return TEXTS_RESOLVED_ID;
      return id === APP_TEXTS_ID ? RESOLVED_APP_TEXTS_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID && id !== TEXTS_RESOLVED_ID && id !== RESOLVED_APP_TEXTS_ID) return undefined;
      // Test runners may load modules before (or without) buildStart.
      if (!bundle && problems.length === 0) refresh();
      else refreshIfStale();
      // A dev server started on a failing folder has no bundle yet: the page shows the problems.
      const manifest = bundle?.manifest ?? {
        version: 'none',
        createdAt: new Date(0).toISOString(),
        languageVersion: 1,
        shared: { file: 'none.json', hash: '0'.repeat(64) },
        screens: {},
      };
      const shared = bundle?.files.find((file) => file.name === manifest.shared.file)?.content ?? '{"en":{}}';
      if (id === RESOLVED_ID) return `export const buildManifest = ${JSON.stringify(manifest)};\n`;
      // Every shared text comes with the screens bundle, fetched beside the screen (src/app/app.tsx
      // waits for it; the checker makes sure it holds every text the app's code uses). The
      // production app ships only what it says offline, in English; its own texts (app.*,
      // engine.*) in every language are a chunk loaded only when no shared texts can be read.
      // Tests and the dev server keep them all.
      const appTexts = toAppTexts(JSON.parse(shared) as Record<string, Record<string, string> | undefined>);
      if (id === RESOLVED_APP_TEXTS_ID) return `export default ${JSON.stringify(appTexts)};\n`;
      const offline = Object.fromEntries(OFFLINE_TEXT_KEYS.flatMap((key) => (appTexts.en?.[key] ? [[key, appTexts.en[key]]] : [])));
      const texts = isBuild ? JSON.stringify({ en: offline }) : shared;
      const loadAll = isBuild
        ? `() => import(${JSON.stringify(APP_TEXTS_ID)}).then((module) => module.default)`
        : '() => Promise.resolve({})';
      return `export const sharedMessages = ${texts};\nexport const loadAppTexts = ${loadAll};\n`;
    },
    generateBundle() {
      if (!bundle || options.emitBundle === false) return;
      const emit = (name: string, source: string) => this.emitFile({ type: 'asset', fileName: `${SCREENS_OUT_DIR}/${name}`, source });
      for (const file of bundle.files) emit(file.name, file.content);
      const manifest = JSON.stringify(bundle.manifest, null, 2);
      emit(MANIFEST_FILE, manifest);
      // The build's bundle is the first version of the history `npm run screens:publish` extends.
      emit(toVersionManifestFile(bundle.manifest.version), manifest);
      emit(
        HISTORY_FILE,
        JSON.stringify({ versions: [{ version: bundle.manifest.version, createdAt: bundle.manifest.createdAt, by: 'build' }] }, null, 2),
      );
    },
  };
}

function toAppTexts(messages: Record<string, Record<string, string> | undefined>): Record<string, Record<string, string>> {
  const isAppKey = (key: string) => key.startsWith('app.') || key.startsWith('engine.');
  return Object.fromEntries(
    Object.entries(messages).map(([locale, catalog]) => [
      locale,
      Object.fromEntries(Object.entries(catalog ?? {}).filter(([key]) => isAppKey(key))),
    ]),
  );
}
