// Small on purpose: index.html's early script (early-screen.ts) is built with it, and the route
// start (src/app/route-start.ts) runs it before the app's main chunk arrives.

declare global {
  interface Window {
    /** Screen files fetched before the app ran, by URL (index.html's early script, early-screen.ts). */
    __SCREENS_PREFETCH__?: Map<string, Promise<string>>;
  }
}

/**
 * The folder to fetch published screens from: `screensBase` resolved against the page; another
 * origin only when its host is one of `trustedHosts`. Undefined when refused (the reason is reported).
 */
export function toScreensBase(
  screensBase: string,
  pageHref: string,
  trustedHosts: readonly string[],
  report: (message: string) => void,
): string | undefined {
  let url: URL;
  try {
    url = new URL(screensBase || '/screens', pageHref);
  } catch {
    report(`screensBase "${screensBase}" is not a valid address; the build's screens are shown.`);
    return undefined;
  }
  const isSameOrigin = url.origin === new URL(pageHref).origin;
  const isTrusted =
    ['http:', 'https:'].includes(url.protocol) &&
    url.username === '' &&
    url.password === '' &&
    trustedHosts.includes(url.host.toLowerCase());
  if (!isSameOrigin && !isTrusted) {
    report(`screensBase ${url.origin} is not in trustedHosts, so its screens are refused; the build's screens are shown.`);
    return undefined;
  }
  url.search = '';
  url.hash = '';
  return url.href.endsWith('/') ? url.href : `${url.href}/`;
}

/**
 * A file's text; rejects on a network failure or an HTTP error status. Credentials mode
 * 'same-origin' (no cookies to another origin) matches index.html's `<link rel="preload"
 * crossorigin>` of the manifest, so the browser hands over the preloaded reply instead of asking again.
 */
export async function fetchText(url: string): Promise<string> {
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.text();
}
