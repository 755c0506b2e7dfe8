// A second entry of index.html, tiny, run right after config.js: it starts the screens manifest,
// then the route's screen file, the shared texts and the screen validators while the app's main
// chunk is still on the wire. The app picks these up from window.__SCREENS_PREFETCH__ and checks
// them as usual; the route's screen file is also window.__SCREENS_PREFETCH_ROUTE__, so the app
// starts the code that screen needs as soon as it runs (main.tsx). Nothing here carries a session
// value: screens files are the same for every borrower.
import { getConfig } from '../config.ts';
import { fetchText, findScreenFile, toScreensBase } from './screens-base.ts';

const config = getConfig();
const base = toScreensBase(config.screensBase, location.href, config.trustedHosts, () => undefined);
const prefetched = new Map<string, Promise<string>>();
window.__SCREENS_PREFETCH__ ??= prefetched;

function start(url: string): Promise<string> {
  const text = fetchText(url);
  // The app awaits these later; a failure here is reported there, not as an unhandled rejection.
  text.catch(() => undefined);
  prefetched.set(url, text);
  return text;
}

if (base && window.__SCREENS_PREFETCH__ === prefetched) {
  const route = start(`${base}manifest.json`).then((text) => {
    const manifest = JSON.parse(text) as Parameters<typeof findScreenFile>[0] & { shared?: { file?: string } };
    const file = findScreenFile(manifest, location.pathname, location.hash);
    if (manifest.shared?.file) start(`${base}${manifest.shared.file}`);
    return file ? start(`${base}${file}`) : Promise.reject(new Error('no screen at this path'));
  });
  route.catch(() => undefined);
  window.__SCREENS_PREFETCH_ROUTE__ = route;
}
void import('../../engine/generated/screen-validators.js');
