// The app's start: a second entry of index.html, run right after config.js while the app's main
// chunk is still on the wire, and the module the main entry starts from. It makes the page's one
// config, session, API client and screen source, and starts the route's screen with them (its file
// is on the wire since the HTML's early script, screen-source/early-screen.ts) and, as soon as the
// screen is in, the API calls of its first load. The app then runs on the same objects, so it takes
// over what was started: the screen load, and each call's reply instead of sending the call again
// (one request, never two). The main entry imports this module, so both share one chunk: the
// prefetch is one request, and its code is not fetched twice.
import { buildManifest } from 'virtual:screens-build';

import { findFirstImages, toFirstLoadCalls, toInitialVars } from '@borrower/engine/core/first-load.ts';

import { type AppApi, createApi } from './api/create-api.ts';
import { loadValidators } from './api/validators.ts';
import { type AppConfig, DEFAULT_BRAND_COLORS, getConfig } from './config.ts';
import { readStorage, toMessageLocale, toPageEnv } from './page-scope.ts';
import { matchRoute, toRouteTable } from './routes.ts';
import { preloadCode } from './screen-source/early-screen.ts';
import { createScreenSource, type LoadedScreen, type PreloadingScreenSource } from './screen-source/screen-source.ts';
import { fetchText, toScreensBase } from './screen-source/screens-base.ts';
import { sha256Hex } from './screen-source/sha256.ts';
import { createAppUrlPolicy } from './security/url-policy.ts';
import { captureSession, getSession, type Session, withSessionQuery } from './session/session.ts';
import { applyBrandPalette } from './ui/brand-palette.ts';

export interface AppStart {
  config: AppConfig;
  /** The session of the page's first address (CONTRACTS §3), captured once. */
  session: Session;
  api: AppApi;
  screens: PreloadingScreenSource;
  /** The route's screen, once started (`startRoute`); undefined when the page has none at its address. */
  route?: Promise<LoadedScreen | undefined>;
}

let started: AppStart | undefined;

/** The page's start, made once: the error reporting path is the console, with no session value (screens URLs carry none). */
export function getAppStart(): AppStart {
  if (started) return started;
  // The route's first calls, if config.js's load event has not sent them yet (index.html's early script).
  window.__SEND_FIRST_CALLS__?.();
  const config = getConfig();
  // A lender's own brand pair becomes the stylesheet's tokens here, in this chunk, before the app's
  // chunk is in: no request of its own, and the first render never waits for it. The default pair
  // is the stylesheet's own.
  if (config.brandColors.join(',').toLowerCase() !== DEFAULT_BRAND_COLORS.join(',')) {
    applyBrandPalette(document.documentElement, config.brandColors);
  }
  const session = captureSession(location.search);
  // eslint-disable-next-line no-console -- the screens' load problems go to the console, with no session value
  const report = (message: string) => console.error(`[screens] ${message}`);
  const screens = createScreenSource({
    base: toScreensBase(config.screensBase, location.href, config.trustedHosts, report),
    buildBase: new URL(`${import.meta.env.BASE_URL}screens/`, location.href).href,
    buildManifest,
    fetchText,
    sha256Hex,
    loadValidators: () => import('@borrower/engine/generated/screen-validators.js'),
    report,
    prefetched: (window.__SCREENS_PREFETCH__ ??= new Map()),
  });
  // Every call tells the API the language the borrower reads, as the early script's calls do.
  const locale = toMessageLocale(location.search, config.locale);
  started = { config, session, api: createApi({ config, validators: loadValidators, locale }), screens };
  return started;
}

/**
 * Starts the route: the shared texts, the screen shown at the page's address and, once it is in,
 * the API calls of its data sources (their params evaluated by the engine in the scope the screen
 * will start in: the page's query with the session, config, env and storage), its content files
 * and its first pictures (its code was asked for by index.html). A legacy hash address is left to
 * the app, which rewrites it first. Once per page: the app calls it again to wait for the screen.
 */
export function startRoute(start: AppStart, win: Window = window): Promise<LoadedScreen | undefined> {
  if (start.route) return start.route;
  // The shared texts too: when the manifest in force names others than the build's, they start as it arrives.
  void start.screens.loadShared();
  start.route = start.screens.getManifest().then((manifest) => {
    const routes = toRouteTable(manifest);
    const match = matchRoute(routes, win.location.pathname, win.location.hash);
    // A legacy hash address is the router's: it replaces the address first.
    if (!match || match.viaHash) return undefined;
    const { name } = match;
    return start.screens.preloadScreen(name).then((loaded) => {
      const scope = toScreenScope(start, new URL(win.location.href), win);
      // The screen's first pictures: those its file names now, those from its data as each reply
      // comes in (before its check has loaded: a picture is only a hint, and the URL policy decides).
      // The one most likely its largest paint (the largest declared size, else the first: a banner
      // declares its size, a logo above it often not) goes before the code still on the wire.
      const data: Record<string, unknown> = {};
      const vars = toInitialVars(loaded.screen, scope);
      const policy = createAppUrlPolicy({ config: start.config, session: getSession(), pageHref: win.location.href });
      const preloadImages = () => {
        const images = findFirstImages(loaded.screen, { ...scope, data, vars });
        const largest = images.reduce((best, image) => (image.area > best.area ? image : best), images[0]);
        for (const image of images) {
          const verdict = policy.check(image.src, 'image');
          if (verdict.ok) preloadImage(verdict.href, win.document, image === largest ? 'high' : 'auto');
        }
      };
      for (const call of toFirstLoadCalls(loaded.screen, scope)) {
        void start.api.callEarly(call.endpoint, call.params, (unchecked) => {
          data[call.source] = unchecked;
          preloadImages();
        });
      }
      // The code the build's copy of this screen needs is on the wire already (index.html's early
      // script asked for it); its content files (markdown blocks) go now, in the page's language:
      // the screen shows with their text.
      preloadCode(win.__ROUTE_CONTENT__?.[toMessageLocale(win.location.search, start.config.locale)] ?? []);
      preloadImages();
      return loaded;
    });
  });
  // The app awaits the screen itself; a failure is reported there.
  start.route.catch(() => undefined);
  return start.route;
}

/**
 * A screen's first API calls for a page the router is about to show at `url` (an in-app
 * navigation): sent while the screen's code loads, in the scope the screen will start in, and
 * taken over by the screen as on the first page. `signal` ends them when the navigation is
 * superseded. Returns their replies (the router waits a little for them: the screen then renders
 * once, with its data).
 */
export function startScreenCalls(
  start: AppStart,
  screen: LoadedScreen['screen'],
  url: URL,
  signal: AbortSignal,
  win: Window = window,
): Promise<unknown>[] {
  const replies: Promise<unknown>[] = [];
  for (const call of toFirstLoadCalls(screen, toScreenScope(start, url, win))) {
    const reply = start.api.callEarly(call.endpoint, call.params, undefined, { pageHref: url.href, signal });
    if (reply) replies.push(reply);
  }
  return replies;
}

/**
 * The scope a screen at `url` starts in, for its first calls and pictures: the address's query with
 * the borrower's session under it (its identity values win over the address's), the config, the
 * page's env and storage.
 */
function toScreenScope(start: AppStart, url: URL, win: Window) {
  return {
    query: withSessionQuery(Object.fromEntries(url.searchParams), getSession()),
    config: start.config as unknown as Record<string, unknown>,
    env: toPageEnv(win),
    readStorage: (area: 'local' | 'session', key: string) => readStorage(win, area, key),
  };
}

const preloadedImages = new Set<string>();

/** Asks for a picture the screen is about to show, once (with no referrer, as the page's meta tag says for every request). */
function preloadImage(href: string, document: Document, fetchPriority: 'high' | 'auto'): void {
  if (preloadedImages.has(href)) return;
  preloadedImages.add(href);
  document.head.append(Object.assign(document.createElement('link'), { rel: 'preload', as: 'image', href, fetchPriority }));
}

// As the page's second entry: the route starts as soon as this chunk and config.js have run.
void startRoute(getAppStart());
