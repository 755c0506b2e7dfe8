import { createRoot } from 'react-dom/client';
import { buildManifest } from 'virtual:screens-build';
import '../engine/react/styles.css';
import { findDataReplyChecks, loadValidators } from './api/validators.ts';
import { preloadScreenCode } from '../engine/blocks/registry.ts';
import { App } from './app.tsx';
import { preloadScreenContent } from './content-files.ts';
import { createApi } from './api/create-api.ts';
import { createBridge } from './bridge/bridge.ts';
import { DEFAULT_BRAND_COLORS, getConfig } from './config.ts';
import { toMessageLocale } from './messages/create-messages.ts';
import { createScreenSource } from './screen-source/screen-source.ts';
import { fetchText, toScreensBase } from './screen-source/screens-base.ts';
import { sha256Hex } from './screen-source/sha256.ts';
import { captureSession } from './session/session.ts';

const config = getConfig();
// The stylesheet's tokens are the default brand pair. Another pair is turned into tokens (a colour
// too light for text or under white text is darkened where it is used) by code loaded only then;
// the app renders after it, so no screen shows in the wrong colours.
const isDefaultBrand = config.brandColors.join(',').toLowerCase() === DEFAULT_BRAND_COLORS.join(',');
const brandReady = isDefaultBrand
  ? Promise.resolve()
  : import('./ui/brand-palette.ts').then(
      ({ applyBrandPalette }) => applyBrandPalette(document.documentElement, config.brandColors),
      () => console.error('The brand colours could not be applied; the default colours are shown.'),
    );

const session = captureSession(location.search);
const locale = toMessageLocale(location.search, config.locale);
document.documentElement.lang = locale === 'fil' ? 'fil' : 'en';
const bridge = createBridge(window);
const api = createApi({ config, validators: loadValidators });
// The error reporting path: the console, with no session value (screens URLs carry none).
const report = (message: string) => console.error(`[screens] ${message}`);
const screens = createScreenSource({
  base: toScreensBase(config.screensBase, location.href, config.trustedHosts, report),
  buildBase: new URL(`${import.meta.env.BASE_URL}screens/`, location.href).href,
  buildManifest,
  fetchText,
  sha256Hex,
  loadValidators: () => import('../engine/generated/screen-validators.js'),
  report,
  prefetched: window.__SCREENS_PREFETCH__,
});

// The route's screen file, fetched since the page opened (prefetch.ts): the code of its form,
// markdown and bar-code blocks and of its fields' pickers or photo upload, and the reply checks
// of the endpoints its data comes from, start now, beside the screen's checks, not after them.
// The app still waits for them itself (preloadScreenBlocks; the API client loads a check beside
// its request). Checks of calls made later (a button's) load with those calls.
window.__SCREENS_PREFETCH_ROUTE__?.then(
  (text) => {
    void preloadScreenCode(text);
    const screen = parseOrNull(text);
    for (const name of findDataReplyChecks(screen)) loadValidators(name).catch(() => undefined);
    if (text.includes('"markdown"')) void preloadScreenContent(screen, locale);
  },
  () => undefined,
);

/** Only a hint for what to load early: a broken file is judged (and reported) by the screen source. */
function parseOrNull(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

void brandReady.then(() =>
  createRoot(document.getElementById('root')!).render(
    <App config={config} session={session} locale={locale} bridge={bridge} api={api} screens={screens} />,
  ),
);
