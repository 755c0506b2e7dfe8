// The one URL policy of the app: every place a URL leaves the page (navigation, frames, images,
// native calls) asks it, whatever the screen file says. The app shell supplies the settings
// (its own address, the hosts the operator allows, the native app's scheme); the engine only
// knows the rules. Parsing is the WHATWG URL parser the browser navigates with, so hosts are
// judged in the form the browser would use: IDN as punycode, IPv4 in any notation as dotted
// decimal, IPv6 bracketed.

/** Where a URL is used. Images may come from any https host; the others need an allowed host. */
export type UrlSink = 'navigation' | 'frame' | 'image' | 'nativePage';

export interface UrlPolicyConfig {
  /** The page's address: its origin is always allowed (http too) and app paths resolve against it. */
  pageHref: string;
  /** Hosts (`host[:port]`, a name or an IP literal) that navigation, frames and native pages may open over https. */
  allowedHosts: readonly string[];
  /** The native app's scheme, e.g. 'pesoloan://'; '' for none. No other custom scheme ever passes. */
  appScheme: string;
}

export type UrlVerdict =
  { ok: true; href: string; kind: 'web' | 'app'; isOwnOrigin: boolean } | { ok: false; reason: string; host?: string };

export interface UrlPolicy {
  /** Judges a raw value for one sink; a refusal says why (never quoting the value). */
  check: (raw: unknown, sink: UrlSink) => UrlVerdict;
  /** True for the page's own origin or an allowed https host. */
  isAllowedWebUrl: (url: URL) => boolean;
}

const MAX_URL_CHARS = 4096;

/** Schemes that never pass, whatever the configuration says. */
const FORBIDDEN_SCHEMES: ReadonlySet<string> = new Set([
  'javascript',
  'vbscript',
  'data',
  'blob',
  'file',
  'filesystem',
  'content',
  'intent',
  'about',
  'view-source',
  'chrome',
  'jar',
  'ws',
  'wss',
  'ftp',
]);

// C0 and C1 controls (tab and newlines included; the URL parser would silently drop them, so
// "java\tscript:" and "https://tru\nsted.example" would not be what they look like), and the
// invisible format characters that make a URL display differently from what it opens.
// eslint-disable-next-line no-control-regex -- matching control characters is this pattern's purpose.
const HIDDEN_CHARACTERS = /[\u0000-\u001F\u007F-\u009F\u00AD\u061C\u180E\u200B-\u200F\u2028-\u202E\u2060-\u2064\u2066-\u206F\uFEFF]/;
// An HTML character reference ("javascript&#58;", "&colon;"): a server sends a URL, never HTML.
const CHARACTER_REFERENCE = /&#x?[0-9a-f]+;?|&[a-z][a-z0-9]{1,31};/i;
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
// A web address names its host after exactly two slashes: "https:///evil" and "https:evil" are refused.
const WEB_ADDRESS = /^https?:\/\/[^/]/i;
// An app path: one slash, then not a second one ("//evil" is protocol-relative).
const APP_PATH = /^\/(?!\/)/;
const APP_LINK_REST = /^[\w\-./?=&%~+,:]*$/;
const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;

/**
 * The host a URL or host entry stands for, as the browser would connect to it: lower case,
 * punycode, IP literals normalised, the default https port dropped. Undefined when unparsable.
 * @example toCanonicalHost('Trusted.Example:443') // 'trusted.example'; toCanonicalHost('2130706433') // '127.0.0.1'
 */
export function toCanonicalHost(entry: string): string | undefined {
  const text = entry.trim();
  if (text === '' || HIDDEN_CHARACTERS.test(text) || text.includes('\\')) return undefined;
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`);
    if (url.username || url.password || url.hostname === '') return undefined;
    if ((url.pathname !== '/' && url.pathname !== '') || url.search || url.hash) return undefined;
    return url.host;
  } catch {
    return undefined;
  }
}

/** True when a parsed hostname is an IP literal (IPv4 after normalisation, or bracketed IPv6). */
function isIpHost(hostname: string): boolean {
  return hostname.startsWith('[') || IPV4.test(hostname);
}

/** The lower-case scheme name of an app scheme setting such as 'pesoloan://'; undefined when it cannot be one. */
function toAppSchemeName(appScheme: string): string | undefined {
  const match = SCHEME.exec(appScheme.trim());
  if (!match) return undefined;
  const name = match[1].toLowerCase();
  return name === 'http' || name === 'https' || name === 'mailto' || name === 'tel' || name === 'sms' || FORBIDDEN_SCHEMES.has(name)
    ? undefined
    : name;
}

/**
 * The policy for one page and one configuration.
 * @example createUrlPolicy({ pageHref: location.href, allowedHosts: ['wa.me'], appScheme: 'pesoloan://' }).check(url, 'navigation')
 */
export function createUrlPolicy(config: UrlPolicyConfig): UrlPolicy {
  const page = new URL(config.pageHref);
  const allowed = new Set(config.allowedHosts.map(toCanonicalHost).filter((host): host is string => host !== undefined));
  const appScheme = config.appScheme.trim();
  const appSchemeName = toAppSchemeName(appScheme);

  function isAllowedWebUrl(url: URL): boolean {
    if (url.origin === page.origin) return true;
    return url.protocol === 'https:' && allowed.has(url.host);
  }

  function checkAppLink(text: string, sink: UrlSink): UrlVerdict {
    const scheme = SCHEME.exec(text)?.[1].toLowerCase() ?? '';
    if (FORBIDDEN_SCHEMES.has(scheme)) return { ok: false, reason: `the scheme "${scheme}:" is never allowed` };
    if (sink !== 'nativePage') return { ok: false, reason: `only http(s) addresses are allowed here, not "${scheme}:"` };
    if (!appSchemeName || scheme !== appSchemeName)
      return { ok: false, reason: `"${scheme}:" is not the app scheme of config.js (appScheme)` };
    const rest = text.slice(appScheme.length);
    if (text.slice(0, appScheme.length).toLowerCase() !== appScheme.toLowerCase() || !APP_LINK_REST.test(rest)) {
      return { ok: false, reason: 'the app link is malformed' };
    }
    return { ok: true, href: `${appScheme}${rest}`, kind: 'app', isOwnOrigin: false };
  }

  function check(raw: unknown, sink: UrlSink): UrlVerdict {
    if (typeof raw !== 'string')
      return { ok: false, reason: raw === undefined || raw === null ? 'no address was given' : 'the address is not text' };
    if (raw.length > MAX_URL_CHARS) return { ok: false, reason: `the address is longer than ${MAX_URL_CHARS} characters` };
    if (HIDDEN_CHARACTERS.test(raw)) return { ok: false, reason: 'the address holds control or invisible characters' };
    const text = raw.trim();
    if (text === '') return { ok: false, reason: 'no address was given' };
    if (text.includes('\\')) return { ok: false, reason: 'the address holds a backslash' };
    if (CHARACTER_REFERENCE.test(text)) return { ok: false, reason: 'the address holds an HTML character reference' };

    const isAppPath = APP_PATH.test(text);
    if (!isAppPath) {
      if (!SCHEME.test(text))
        return {
          ok: false,
          reason: 'the address is neither absolute nor an app path (protocol-relative and relative addresses are refused)',
        };
      if (!/^https?:/i.test(text)) return checkAppLink(text, sink);
      if (!WEB_ADDRESS.test(text)) return { ok: false, reason: 'a web address needs exactly "//" before its host' };
      // The host as written: '@' means credentials (even empty ones), '%' a disguised host name.
      const authority = text.slice(text.indexOf('//') + 2).split(/[/?#]/)[0];
      if (authority.includes('@')) return { ok: false, reason: 'the address carries credentials (user@host)' };
      if (authority.includes('%')) return { ok: false, reason: 'the host name is percent-encoded' };
    }

    let url: URL;
    try {
      url = new URL(text, page);
    } catch {
      return { ok: false, reason: 'the address cannot be parsed' };
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return { ok: false, reason: 'only http(s) addresses are allowed' };
    if (url.username !== '' || url.password !== '')
      return { ok: false, reason: 'the address carries credentials (user@host)', host: url.host };
    if (url.hostname === '') return { ok: false, reason: 'the address has no host' };

    const isOwnOrigin = url.origin === page.origin;
    if (!isOwnOrigin) {
      if (url.protocol !== 'https:') return { ok: false, reason: "outside the app's own origin only https is allowed", host: url.host };
      const isListed = allowed.has(url.host);
      if (sink === 'image') {
        if (isIpHost(url.hostname) && !isListed)
          return { ok: false, reason: 'an IP address that is not listed in allowedHosts', host: url.host };
      } else if (!isListed) {
        return { ok: false, reason: 'the host is not in allowedHosts (config.js)', host: url.host };
      }
    }
    return { ok: true, href: url.href, kind: 'web', isOwnOrigin };
  }

  return { check, isAllowedWebUrl };
}

// A phone number: digits with '+', spaces, dashes and brackets, nothing else.
const PHONE_CHARACTERS = /^[0-9+\-() ]+$/;
const MIN_PHONE_DIGITS = 3;
const MAX_PHONE_CHARS = 32;

/**
 * The trimmed phone number when it is only digits, '+', spaces, dashes and brackets; else undefined.
 * @example toPhoneNumber(' (02) 8876-5432 ') // '(02) 8876-5432'; toPhoneNumber('javascript:alert(1)') // undefined
 */
export function toPhoneNumber(raw: unknown): string | undefined {
  if (typeof raw !== 'string' && typeof raw !== 'number') return undefined;
  const text = String(raw).trim();
  if (text.length > MAX_PHONE_CHARS || !PHONE_CHARACTERS.test(text)) return undefined;
  return (text.match(/\d/g)?.length ?? 0) >= MIN_PHONE_DIGITS ? text : undefined;
}
