// What a screen's expressions read of the page (engine/README.md 'Scope'): `query`, `env` and
// storage. The services (services.ts) give these to every screen; the route start
// (route-start.ts) reads them the same way to send a screen's first calls before it runs.
import type { StorageArea } from '@borrower/engine/core/services.ts';

import { detectInAppBrowser } from './bridge/detect-in-app-browser.ts';
import type { MessageLocale } from './messages/create-messages.ts';
import { type Session, withSessionQuery } from './session/session.ts';

/** The page's query with the visit's session parameters under it (CONTRACTS §3). */
export function toPageQuery(win: Window, session: Session): Record<string, string> {
  return withSessionQuery(Object.fromEntries(new URLSearchParams(win.location.search)), session);
}

/** The page's language (the route start reads it too, for its content files): `?lang=en|fil` wins; otherwise a `fil*` config locale means Filipino; otherwise English. */
export function toMessageLocale(search: string, configLocale: string): MessageLocale {
  const requested = new URLSearchParams(search).get('lang')?.trim().toLowerCase();
  if (requested === 'en' || requested === 'fil') return requested;
  return configLocale.trim().toLowerCase().startsWith('fil') ? 'fil' : 'en';
}

/** SPEC §1: a chat app's built-in browser gets a hint to open the page in the system browser. */
export function toPageEnv(win: Window): Record<string, unknown> {
  return { inAppBrowser: detectInAppBrowser(win.navigator?.userAgent ?? '') };
}

export function getStorage(win: Window, area: StorageArea): Storage | undefined {
  try {
    return area === 'local' ? win.localStorage : win.sessionStorage;
  } catch {
    // Some webviews throw on access when storage is disabled.
    return undefined;
  }
}

/** A stored text, null when nothing is stored or storage cannot be read. */
export function readStorage(win: Window, area: StorageArea, key: string): string | null {
  try {
    return getStorage(win, area)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}
