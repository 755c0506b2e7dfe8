import { toCanonicalHost } from '@borrower/engine/core/url-policy.ts';

interface FooterConfig {
  phone: string;
  email: string;
  company: string;
  address: string;
  copyright: string;
}

interface CompanyConfig {
  name: string;
  secRegistrationNo: string;
  certificateOfAuthorityNo: string;
}

/** Runtime settings of CONTRACTS §1, read from `window.__APP_CONFIG__` (public/config.js). */
export interface AppConfig {
  apiBase: string;
  promoBase: string;
  provider: string;
  brandColors: [string, string];
  servicePhone: string;
  appScheme: string;
  merchantNumber: string;
  currencyFlag: 0 | 1;
  locale: string;
  footer: FooterConfig;
  company: CompanyConfig;
  trustedHosts: string[];
  /** Where published screens are served from (screens/manifest.json below it); another origin only if its host is in trustedHosts. */
  screensBase: string;
  /**
   * More hosts (`host[:port]`) that navigation, frames and the native openPage may open, over
   * https only (e.g. a payment gateway, "wa.me"). The page's own origin and `trustedHosts`
   * are always allowed; any other host, IP literal or look-alike is refused.
   */
  allowedHosts: string[];
}

declare global {
  interface Window {
    __APP_CONFIG__?: unknown;
  }
}

/** The brand pair engine/react/styles.css is written in (lower case). */
export const DEFAULT_BRAND_COLORS: readonly [string, string] = ['#0b7a5c', '#0a5c46'];

const DEFAULT_FOOTER: FooterConfig = { phone: '', email: '', company: '', address: '', copyright: '' };

const DEFAULT_COMPANY: CompanyConfig = { name: '', secRegistrationNo: '', certificateOfAuthorityNo: '' };

/** The screens bundle the build writes into dist/screens/ (and `npm run screens:publish` updates). */
const DEFAULT_SCREENS_BASE = '/screens';

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

let memoised: AppConfig | undefined;

/** The app's runtime configuration, read once and merged over the defaults. */
export function getConfig(): AppConfig {
  memoised ??= parseConfig(typeof window === 'undefined' ? undefined : window.__APP_CONFIG__, getPageHref());
  return memoised;
}

export function resetConfigForTests(): void {
  memoised = undefined;
}

/** Builds a config from raw operator input; each malformed key falls back to its default with a warning. */
export function parseConfig(raw: unknown, pageHref: string | undefined): AppConfig {
  const source = isRecord(raw) ? raw : {};
  if (raw !== undefined && !isRecord(raw)) warnKey('__APP_CONFIG__', 'an object', raw);

  const { apiBase, promoBase, provider } = readApiAddresses(source, warnKey);
  const footer = readStringGroup(source, 'footer', DEFAULT_FOOTER);
  const company = readStringGroup(source, 'company', DEFAULT_COMPANY);

  return {
    apiBase,
    promoBase,
    provider,
    brandColors: readBrandColors(source),
    servicePhone: readString(source, 'servicePhone', ''),
    appScheme: readString(source, 'appScheme', ''),
    merchantNumber: readString(source, 'merchantNumber', ''),
    currencyFlag: readCurrencyFlag(source),
    locale: readString(source, 'locale', 'en-PH', isLocaleTag),
    footer,
    company,
    trustedHosts: readTrustedHosts(source, [apiBase, promoBase], pageHref),
    screensBase: readBase(source, 'screensBase', DEFAULT_SCREENS_BASE),
    allowedHosts: readAllowedHosts(source),
  };
}

/** Where the API calls go: what index.html's early script reads of config.js to send a route's first calls. */
export type ApiAddresses = Pick<AppConfig, 'apiBase' | 'promoBase' | 'provider'>;

type Warn = (key: string, expected: string, received: unknown) => void;

/**
 * The API's addresses of raw operator input, by the rules of `parseConfig` (which warns of a
 * malformed key; the early script passes a `warn` that says nothing, so the console names it once).
 */
export function readApiAddresses(raw: unknown, warn: Warn = () => undefined): ApiAddresses {
  const source = isRecord(raw) ? raw : {};
  const apiBase = readBase(source, 'apiBase', '', warn);
  return {
    apiBase,
    promoBase: readBase(source, 'promoBase', apiBase, warn),
    provider: readString(source, 'provider', 'pesoloan', (value) => /^[A-Za-z0-9_-]+$/.test(value), warn),
  };
}

/** The locale of raw operator input, by the rule of `parseConfig` (silent: the app's config names a malformed one). */
export function readLocale(raw: unknown): string {
  return readString(isRecord(raw) ? raw : {}, 'locale', 'en-PH', isLocaleTag, () => undefined);
}

function getPageHref(): string | undefined {
  return typeof location === 'undefined' ? undefined : location.href;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function warnKey(key: string, expected: string, received: unknown): void {
  // Config values are operator data, not borrower data, so naming the type is safe; the value itself is not logged.
  const receivedType = Array.isArray(received) ? 'array' : received === null ? 'null' : typeof received;
  console.warn(`config.js: "${key}" should be ${expected} but is ${receivedType}; using the default.`);
}

function readString(
  source: Record<string, unknown>,
  key: string,
  fallback: string,
  isValid: (value: string) => boolean = () => true,
  warn: Warn = warnKey,
): string {
  const value = source[key];
  if (value === undefined) return fallback;
  if (typeof value !== 'string' || !isValid(value.trim())) {
    warn(key, 'a valid string', value);
    return fallback;
  }
  return value.trim();
}

function readBase(source: Record<string, unknown>, key: string, fallback: string, warn: Warn = warnKey): string {
  const base = readString(source, key, fallback, (value) => value === '' || value.startsWith('/') || isHttpUrl(value), warn);
  return base.replace(/\/+$/, '');
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * A well-formed BCP 47 tag (language, optional script and region, variants), checked by its shape
 * only: asking Intl whether it knows the locale loads the browser's locale data, about 0.3 s of a
 * cheap phone's main thread before the first screen. The money format falls back to en-PH for a
 * locale the browser does not know.
 */
const LOCALE_TAG = /^[a-z]{2,3}(?:-[a-z]{4})?(?:-(?:[a-z]{2}|\d{3}))?(?:-(?:[a-z\d]{5,8}|\d[a-z\d]{3}))*$/i;

function isLocaleTag(value: string): boolean {
  return LOCALE_TAG.test(value);
}

function readBrandColors(source: Record<string, unknown>): [string, string] {
  const value = source.brandColors;
  if (value === undefined) return [...DEFAULT_BRAND_COLORS];
  if (!isColorPair(value)) {
    warnKey('brandColors', 'a pair of hex colours like ["#0b7a5c", "#0a5c46"]', value);
    return [...DEFAULT_BRAND_COLORS];
  }
  return [value[0], value[1]];
}

function isColorPair(value: unknown): value is [string, string] {
  return Array.isArray(value) && value.length === 2 && value.every((color) => typeof color === 'string' && HEX_COLOR.test(color));
}

function readCurrencyFlag(source: Record<string, unknown>): 0 | 1 {
  const value = source.currencyFlag;
  if (value === undefined) return 0;
  if (value !== 0 && value !== 1) {
    warnKey('currencyFlag', '0 (peso) or 1 (rupee)', value);
    return 0;
  }
  return value;
}

function readStringGroup<T extends object>(source: Record<string, unknown>, key: string, defaults: T): T {
  const value = source[key];
  if (value === undefined) return { ...defaults };
  if (!isRecord(value)) {
    warnKey(key, 'an object', value);
    return { ...defaults };
  }
  const result: Record<string, string> = { ...(defaults as Record<string, string>) };
  for (const field of Object.keys(defaults)) {
    const fieldValue = value[field];
    if (fieldValue === undefined) continue;
    if (typeof fieldValue === 'string') result[field] = fieldValue;
    else warnKey(`${key}.${field}`, 'a string', fieldValue);
  }
  return result as T;
}

function readTrustedHosts(source: Record<string, unknown>, bases: string[], pageHref: string | undefined): string[] {
  const value = source.trustedHosts;
  if (value !== undefined) {
    if (Array.isArray(value) && value.every((host) => typeof host === 'string' && host.trim() !== '')) {
      return value.map((host: string) => host.trim().toLowerCase());
    }
    warnKey('trustedHosts', 'an array of host names', value);
  }
  const hosts = new Set<string>();
  for (const base of [...bases, pageHref ?? '']) {
    const host = toHost(base, pageHref);
    if (host) hosts.add(host);
  }
  return [...hosts];
}

function readAllowedHosts(source: Record<string, unknown>): string[] {
  const value = source.allowedHosts;
  if (value === undefined) return [];
  if (!Array.isArray(value)) {
    warnKey('allowedHosts', 'an array of host names', value);
    return [];
  }
  const hosts: string[] = [];
  value.forEach((entry: unknown, index) => {
    const host = typeof entry === 'string' ? toCanonicalHost(entry) : undefined;
    if (host) hosts.push(host);
    // The entry may be a mistake of any kind; its position is enough to find it.
    else console.warn(`config.js: allowedHosts[${index}] is not a host name like "pay.example.ph" or "wa.me"; it is ignored.`);
  });
  return hosts;
}

function toHost(base: string, pageHref: string | undefined): string | undefined {
  try {
    const url = new URL(base || '/', pageHref);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.host.toLowerCase() : undefined;
  } catch {
    return undefined;
  }
}
