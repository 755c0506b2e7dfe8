// Links that are not web addresses (SPEC §2.7 e-mail, the native app's scheme) are built here
// from checked parts, so a server value can never become a javascript: or data: link. Only the
// actions that open them use this module (a chunk loaded on demand); the address check is apart,
// as the shell and the markdown block use it too.
import { isEmailAddress } from './email-address.ts';
import { toScalarText } from './expression.ts';

/** Schemes that are never an app link: web, script, data and local-file schemes, and mail/phone. */
const NOT_APP_SCHEMES = new Set([
  'http',
  'https',
  'javascript',
  'vbscript',
  'data',
  'blob',
  'file',
  'filesystem',
  'about',
  'ftp',
  'ws',
  'wss',
  'mailto',
  'tel',
  'sms',
  'view-source',
  'chrome',
  'intent',
  'content',
]);
const APP_LINK = /^([a-z][a-z0-9+.-]*):(\/\/)?[\w\-./?=&%~]*$/i;
const APP_LINK_PATH = /^[\w\-./?=&%~]*$/;

/**
 * A mailto: link to one checked address, or undefined.
 * @example toMailtoHref('support@example.ph', 'Loan ORD1') // 'mailto:support@example.ph?subject=Loan%20ORD1'
 */
export function toMailtoHref(address: unknown, subject?: unknown): string | undefined {
  if (!isEmailAddress(address)) return undefined;
  const text = typeof subject === 'string' || typeof subject === 'number' ? String(subject).trim() : '';
  return `mailto:${address.trim()}${text ? `?subject=${encodeURIComponent(text)}` : ''}`;
}

/**
 * The native app's link from a configured scheme URL and an optional path, or undefined when the
 * base is not a plain custom scheme.
 * @example toAppLinkHref('pesoloan://', 'home') // 'pesoloan://home'
 */
export function toAppLinkHref(base: unknown, path?: unknown): string | undefined {
  if (typeof base !== 'string') return undefined;
  const trimmed = base.trim();
  const match = APP_LINK.exec(trimmed);
  if (!match || NOT_APP_SCHEMES.has(match[1].toLowerCase())) return undefined;
  if (typeof path === 'object' && path !== null) return undefined; // a list or an object is no path
  const tail = toScalarText(path).trim();
  if (!APP_LINK_PATH.test(tail)) return undefined;
  return `${trimmed}${tail}`;
}

/** The shell's last check before it opens a link the engine built: a mailto: to one address, or an app link. */
export function isExternalHref(href: string): boolean {
  if (href.toLowerCase().startsWith('mailto:')) {
    const [address] = href.slice('mailto:'.length).split('?');
    return isEmailAddress(address);
  }
  return toAppLinkHref(href) === href;
}
