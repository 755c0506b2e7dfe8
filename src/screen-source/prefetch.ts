// A second entry of index.html, tiny, run right after config.js: it starts the screens manifest
// (which index.html already preloads), the route's screen file, the shared texts and the screen
// validators while the app's main chunk is still on the wire. The route's file and the shared
// texts of the build's own bundle start at once, without waiting for the manifest: when the
// published bundle is the build's (the usual case) they are the files the manifest names; when it
// names others, those start as soon as it arrives. The app picks all of these up from
// window.__SCREENS_PREFETCH__ and checks them as usual (hash, validation, fallback); the route's
// screen file is also window.__SCREENS_PREFETCH_ROUTE__, so the app starts the code that screen
// needs as soon as it runs (main.tsx). Nothing here carries a session value: screens files are the
// same for every borrower.
import { buildManifest } from 'virtual:screens-build';
import { getConfig } from '../config.ts';
import { fetchText, findScreenFile, toScreensBase } from './screens-base.ts';

const config = getConfig();
const base = toScreensBase(config.screensBase, location.href, config.trustedHosts, () => undefined);
const buildBase = new URL(`${import.meta.env.BASE_URL}screens/`, location.href).href;
const prefetched = new Map<string, Promise<string>>();
window.__SCREENS_PREFETCH__ ??= prefetched;

/** Fetches a file once: a URL already started is not asked for again. */
function start(url: string): Promise<string> {
  const started = prefetched.get(url);
  if (started) return started;
  const text = fetchText(url);
  // The app awaits these later; a failure here is reported there, not as an unhandled rejection.
  text.catch(() => undefined);
  prefetched.set(url, text);
  return text;
}

if (base && window.__SCREENS_PREFETCH__ === prefetched) {
  // The build's files, where the published bundle is usually the same.
  const buildFile = base === buildBase ? findScreenFile(buildManifest, location.pathname, location.hash) : undefined;
  const early = buildFile ? start(`${base}${buildFile}`) : undefined;
  if (base === buildBase) void start(`${base}${buildManifest.shared.file}`);
  const route = start(`${base}manifest.json`).then((text) => {
    const manifest = JSON.parse(text) as Parameters<typeof findScreenFile>[0] & { shared?: { file?: string } };
    const file = findScreenFile(manifest, location.pathname, location.hash);
    if (manifest.shared?.file) void start(`${base}${manifest.shared.file}`);
    return file ? start(`${base}${file}`) : Promise.reject(new Error('no screen at this path'));
  });
  route.catch(() => undefined);
  // Only to know which code the screen needs: the build's copy tells it as well, and sooner.
  window.__SCREENS_PREFETCH_ROUTE__ = early ?? route;
}
