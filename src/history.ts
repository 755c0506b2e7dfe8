// The app's routing needs are small: one screen per path, browser-history navigation (push or
// replace) and the back button. This is that much of a router, instead of react-router's 13 KB
// (gzip) on every page load.
import { useSyncExternalStore } from 'react';

export interface AppLocation {
  pathname: string;
  search: string;
  hash: string;
  /** Unique per history entry: a new navigation (even to the same URL) opens a fresh screen. */
  key: string;
}

const listeners = new Set<() => void>();
let current: AppLocation | undefined;
let counter = 0;

function readLocation(): AppLocation {
  const state = history.state as { key?: unknown } | null;
  const key = typeof state?.key === 'string' ? state.key : 'default';
  if (
    !current ||
    current.key !== key ||
    current.pathname !== location.pathname ||
    current.search !== location.search ||
    current.hash !== location.hash
  ) {
    current = { pathname: location.pathname, search: location.search, hash: location.hash, key };
  }
  return current;
}

function notify(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) window.addEventListener('popstate', notify);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('popstate', notify);
  };
}

/** The current location; re-renders on navigation and on back / forward. */
export function useAppLocation(): AppLocation {
  return useSyncExternalStore(subscribe, readLocation);
}

/** Opens `href` (same origin: a path with query) as a new history entry, or in place of the current one. */
export function navigateTo(href: string, options: { replace?: boolean } = {}): void {
  const state = { key: `${Date.now().toString(36)}-${(counter++).toString(36)}` };
  if (options.replace) history.replaceState(state, '', href);
  else history.pushState(state, '', href);
  notify();
}
