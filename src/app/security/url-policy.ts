import { createUrlPolicy, toCanonicalHost, type UrlPolicy, type UrlSink, type UrlVerdict } from '@borrower/engine/core/url-policy.ts';

import type { AppConfig } from '../config.ts';
import { applySessionToUrl, isIdentityKey, type Session } from '../session/session.ts';

// The engine's URL policy (engine/core/url-policy.ts) with this app's settings: the page's own
// origin, `trustedHosts` and `allowedHosts` of config.js are the hosts navigation, frames and
// the native openPage may open (https only off the page's origin), and `appScheme` is the one
// custom scheme the native openPage accepts. On top of it, the borrower's session: it goes only
// to first-party URLs (the page's origin and `trustedHosts`), and always replaces the session
// parameters such a URL carries.

export type { UrlVerdict };

interface RedirectOptions {
  /** Add the session parameters (first-party URLs only). */
  appendSession?: boolean;
  /** Always set, whatever the host (e.g. `{ from: 'confirm' }`, SPEC §7). */
  extraQuery?: Record<string, string>;
}

export interface AppUrlPolicy {
  /** The engine policy's verdict for one sink. */
  check: (raw: unknown, sink: UrlSink) => UrlVerdict;
  /**
   * The address to leave the page for, or the refusal. On a first-party URL the borrower's
   * session replaces any session parameters the URL carries.
   */
  toRedirect: (raw: unknown, options?: RedirectOptions, sink?: UrlSink) => UrlVerdict;
  /** True for the page's own origin and https `trustedHosts`: the URLs that may receive the session. */
  isFirstParty: (url: URL) => boolean;
}

export interface AppUrlPolicyDeps {
  config: Pick<AppConfig, 'trustedHosts' | 'allowedHosts' | 'appScheme'>;
  session: Session;
  pageHref: string;
}

export function createAppUrlPolicy({ config, session, pageHref }: AppUrlPolicyDeps): AppUrlPolicy {
  const policy: UrlPolicy = createUrlPolicy({
    pageHref,
    allowedHosts: [...config.trustedHosts, ...config.allowedHosts],
    appScheme: config.appScheme,
  });
  const pageOrigin = new URL(pageHref).origin;
  const trusted = new Set(config.trustedHosts.map(toCanonicalHost).filter((host): host is string => host !== undefined));

  function isFirstParty(url: URL): boolean {
    return url.origin === pageOrigin || (url.protocol === 'https:' && trusted.has(url.host));
  }

  function toRedirect(raw: unknown, options: RedirectOptions = {}, sink: UrlSink = 'navigation'): UrlVerdict {
    const verdict = policy.check(raw, sink);
    if (!verdict.ok || verdict.kind !== 'web') return verdict;
    const url = new URL(verdict.href);
    const isOwn = isFirstParty(url);
    for (const [key, value] of Object.entries(options.extraQuery ?? {})) {
      // A screen never hands the borrower's identity to another site.
      if (!isOwn && isIdentityKey(key)) continue;
      url.searchParams.set(key, value);
    }
    // After the extra query, so neither the URL nor the screen can set an identity parameter.
    if (isOwn) applySessionToUrl(url, session, Boolean(options.appendSession));
    return { ...verdict, href: url.href };
  }

  return { check: policy.check, toRedirect, isFirstParty };
}
