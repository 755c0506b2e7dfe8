// A second entry of index.html, tiny and async: it starts the screens manifest, then the route's
// screen file, the shared texts and the screen validators while the app's main chunk is still on
// the wire. The app picks these up from window.__SCREENS_PREFETCH__ and checks them as usual.
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
  start(`${base}manifest.json`)
    .then((text) => {
      const manifest = JSON.parse(text) as Parameters<typeof findScreenFile>[0] & { shared?: { file?: string } };
      const file = findScreenFile(manifest, location.pathname, location.hash);
      if (file) start(`${base}${file}`);
      if (manifest.shared?.file) start(`${base}${manifest.shared.file}`);
    })
    .catch(() => undefined);
}
void import('../../engine/generated/screen-validators.js');
