// The first requests of the route, made by the HTML itself: the build inlines this as a classic
// script in index.html (allowed by its SHA-256 in the Content-Security-Policy, see
// scripts/vite-plugin-screens.ts) right after the app's frame, so the route's screen file starts in
// the same round as the app's scripts, not after them. It is left in window.__SCREENS_PREFETCH__, where the app picks it up and
// checks it as usual (hash, validation, fallback). The code that screen needs before it shows (its
// form, markdown or bar-code blocks, field inputs, form parts and onLoad actions) and the shared
// texts are asked for in that round too, right after the HTML's own requests (the route start, the
// manifest, the stylesheet and the app's chunk go first: over HTTP/1.1 a page gets six connections
// to a host); the code's URLs stay in window.__ROUTE_CODE__, its content files in
// window.__ROUTE_CONTENT__ for the route start (src/app/route-start.ts), which knows the page's
// language. All of it is the build's: when config.js names another screensBase, these are the
// build's copies, the fallback of every screen. Nothing here carries a session value: screens files
// and code are the same for every borrower.
import type { EarlyCall, ScreenFiles } from '../../shared/screen-files.ts';
import { sendEarlyRequest, toEarlyRequest } from '../api/early-requests.ts';
import { readApiAddresses, readLocale } from '../config.ts';
import { toMessageLocale } from '../page-scope.ts';
import { matchRoute, toRouteTable } from '../routes.ts';
import { captureSession } from '../session/session.ts';
import { fetchText } from './screens-base.ts';

declare global {
  interface Window {
    /** The URLs of the code the route's screen needs before it shows (the early script). */
    __ROUTE_CODE__?: string[];
    /** The URLs of the content files the route's screen shows, by the page's language (the early script). */
    __ROUTE_CONTENT__?: { en: string[]; fil: string[] };
    /** Sends the route's first API calls, once: when config.js has run, or when the route start runs, whichever is first. */
    __SEND_FIRST_CALLS__?: () => void;
  }
}

/**
 * Starts the route's screen file and the shared texts (`sharedFile`) below `screensBase`, and the
 * code the screen needs below `root` (both URLs ending in '/').
 * Called by the entry scripts/lib/early-script.ts generates for index.html.
 * @public
 */
export function startRoute(files: ScreenFiles, screensBase: string, root: string, sharedFile: string): void {
  // The route match of the route start and the router (src/app/routes.ts), over the build's table.
  const match = matchRoute(toRouteTable(files), location.pathname, location.hash);
  const entry = match && files.screens[match.name];
  const code: string[] = [];
  // After the HTML's own scripts and links (this script is in the body, after the app's frame: the
  // head's are asked for already), so these queue behind them rather than take their connections;
  // and a task later, so the frame's first paint need not wait for them. Waiting for the route
  // start instead cost a round trip: a form's code then landed after the app's chunk.
  // Every page shows shared texts (the not-found page too), so they start whatever the address.
  setTimeout(() => {
    preloadCode(code);
    prefetch(`${screensBase}${sharedFile}`);
  }, 0);
  if (!entry) return;
  prefetch(`${screensBase}${entry.file}`);
  // A legacy hash address is the router's: it replaces the address first, and its calls then.
  if (entry.calls && !match.viaHash) sendAfterConfig(entry.calls);
  const needs = entry.needs ?? [];
  // Each file once: two needs may share a chunk (a form's draft key is in the form's).
  const toUrls = (list: string[]) => [...new Set(list.flatMap((need) => files.code[need] ?? []))].map((file) => `${root}${file}`);
  code.push(...toUrls(needs.filter((need) => !need.startsWith('content:'))));
  window.__ROUTE_CODE__ = code;
  // A content file in English, or its Filipino text where there is one (src/app/content-files.ts reads them so).
  const content = needs.filter((need) => need.startsWith('content:') && !need.endsWith('.fil'));
  window.__ROUTE_CONTENT__ = {
    en: toUrls(content),
    fil: toUrls(content.map((need) => (needs.includes(`${need}.fil`) ? `${need}.fil` : need))),
  };
}

/**
 * Sends the screen's first API calls as soon as config.js has run (it names the API's address): the
 * requests the app's client would make (src/app/api/early-requests.ts), which it takes over. The
 * body runs config.js right after this script (index.html), not deferred, so the calls leave as
 * soon as it is in, not once the document is parsed and the stylesheet is in; its load event comes
 * before the route start runs, which sends them itself when it comes first all the same (never twice). A
 * config.js that fails to load leaves the defaults, as it does for the app. Its element may come
 * later in the document than this script, so its events are caught at the document, as they go down.
 */
function sendAfterConfig(calls: readonly EarlyCall[]): void {
  let isSent = false;
  const send = () => {
    if (isSent) return;
    isSent = true;
    document.removeEventListener('load', onConfig, true);
    document.removeEventListener('error', onConfig, true);
    const addresses = readApiAddresses(window.__APP_CONFIG__);
    const session = captureSession(location.search);
    // The page's language, as the app reads it (page-scope.ts): the API client sends the same header.
    const locale = toMessageLocale(location.search, readLocale(window.__APP_CONFIG__));
    for (const call of calls) sendEarlyRequest(toEarlyRequest(call, addresses, session, location.search, locale));
  };
  const onConfig = (event: Event) => {
    const target = event.target;
    if (target instanceof HTMLScriptElement && new URL(target.src, location.href).pathname.endsWith('/config.js')) send();
  };
  window.__SEND_FIRST_CALLS__ = send;
  document.addEventListener('load', onConfig, true);
  document.addEventListener('error', onConfig, true);
}

/** Fetches a file of the screens folder now, for the screen source to take (it still checks its hash). */
function prefetch(href: string): void {
  const url = new URL(href, location.href).href;
  const text = fetchText(url);
  // The app awaits it later; a failure is reported there, not as an unhandled rejection.
  text.catch(() => undefined);
  (window.__SCREENS_PREFETCH__ ??= new Map()).set(url, text);
}

/**
 * Asks for code before it is imported: scripts as `modulepreload`, stylesheets as `preload`, both
 * with crossorigin as Vite's own preload of a chunk's imports asks for them, so the import uses these replies.
 */
export function preloadCode(urls: readonly string[]): void {
  for (const url of urls) {
    const link = document.createElement('link');
    link.crossOrigin = '';
    if (url.endsWith('.css')) Object.assign(link, { rel: 'preload', as: 'style' });
    else link.rel = 'modulepreload';
    link.href = url;
    document.head.append(link);
  }
}
