import type { Session } from '../session/session';

// The one allow-list for every navigation to a server-given URL, every frame and every
// server image. Parsing is left to the WHATWG URL parser, the same one the browser uses to
// navigate, so tricks like " javascript:", "java\tscript:" or "JaVaScRiPt:" are judged on the
// scheme the browser would actually run.
const ALLOWED_PROTOCOLS = new Set(['http:', 'https:']);

function getDefaultBase(): string | undefined {
  return typeof location === 'undefined' ? undefined : location.href;
}

/** The absolute URL if it is http(s) without credentials, else undefined. Relative paths resolve against `base`. */
export function toSafeUrl(raw: unknown, base: string | undefined = getDefaultBase()): string | undefined {
  const url = parseSafeUrl(raw, base);
  return url?.href;
}

function parseSafeUrl(raw: unknown, base: string | undefined): URL | undefined {
  const text = raw instanceof URL ? raw.href : raw;
  if (typeof text !== 'string' || text.trim() === '') return undefined;
  let url: URL;
  try {
    url = new URL(text, base);
  } catch {
    return undefined;
  }
  if (!ALLOWED_PROTOCOLS.has(url.protocol)) return undefined;
  // user:pass@ is a phishing disguise ("https://bank.ph@evil.com") and never needed by the app.
  if (url.username !== '' || url.password !== '') return undefined;
  if (url.hostname === '') return undefined;
  return url;
}

/** True when the URL's host (with its port, if not the default) is one of `trustedHosts`. */
export function isTrustedHost(url: string | URL, trustedHosts: readonly string[]): boolean {
  let host: string;
  try {
    host = (url instanceof URL ? url : new URL(url)).host.toLowerCase();
  } catch {
    return false;
  }
  return trustedHosts.some((trusted) => trusted.trim().toLowerCase() === host);
}

export interface RedirectOptions {
  session: Session;
  trustedHosts: readonly string[];
  /** Always appended, whatever the host (e.g. `{ from: 'confirm' }`, SPEC §7). */
  extraQuery?: Record<string, string>;
  base?: string;
}

/**
 * The URL to navigate to, or undefined if the policy refuses it. Session parameters are added
 * only for trusted hosts, under the URL's own parameters.
 */
export function toRedirectUrl(raw: unknown, options: RedirectOptions): string | undefined {
  const url = parseSafeUrl(raw, options.base ?? getDefaultBase());
  if (!url) return undefined;
  if (isTrustedHost(url, options.trustedHosts)) {
    for (const [key, value] of Object.entries(options.session)) {
      if (value !== undefined && !url.searchParams.has(key)) url.searchParams.set(key, value);
    }
  }
  for (const [key, value] of Object.entries(options.extraQuery ?? {})) {
    url.searchParams.set(key, value);
  }
  return url.href;
}
