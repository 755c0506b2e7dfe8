// Single sign-on for the team studio through the lender's OpenID Connect provider: the
// authorization code flow with PKCE, state and nonce (openid-client). The sign-in page links to
// SSO_START, which keeps the flow's secrets on the server under a random id, puts that id in a
// short-lived httpOnly cookie and sends the browser to the provider. The provider sends it back to
// SSO_CALLBACK; the flow is used once, its state, PKCE verifier, nonce and the provider's issuer are
// checked, and the ID token's claim (email by default) names an existing studio account: roles still
// come from the studio's accounts. The callback is a cross-site navigation, so the flow cookie is
// SameSite=Lax; the session cookie stays Strict, and the callback answers with a small page of the
// studio that goes on to the studio page itself (a same-site navigation, which the Strict cookie
// is sent with).
import type { IncomingMessage, ServerResponse } from 'node:http';

import * as oidc from 'openid-client';

import { cookieLine, readCookie } from '../http/cookies.ts';
import { sameSecret } from '../http/secrets.ts';
import { SSO_CALLBACK, SSO_START } from './access.ts';
import type { Account } from './accounts.ts';
import type { AuditAction } from './audit-log.ts';
import { escapeHtml, renderPage } from './pages.ts';
import { toWaitMessage } from './rate-limit.ts';
import { accountOfClaims, createFlows, FLOW_MS, providerErrorMessage, UNKNOWN } from './sso-flow.ts';

const FLOW_COOKIE = 'studio-sso';
const FLOW_COOKIE_PATH = '/__studio/sso';
/** Discovery and the token request give up after this many seconds. */
const PROVIDER_TIMEOUT_S = 15;
const STUDIO_PAGE = '/studio';

export interface SsoOptions {
  /** The provider's issuer, e.g. https://login.lender.example/realms/staff (http only for 127.0.0.1 or localhost). */
  issuer: string;
  clientId: string;
  /** Without one the studio is a public client (PKCE alone). */
  clientSecret?: string;
  /** The ID token claim that names the studio account: email (default) or preferred_username. */
  claim: string;
  /** The button says "Sign in with <label>". */
  label: string;
  /** False: single sign-on only, no password form. */
  passwords: boolean;
}

/** What the team gate lends single sign-on: its accounts, sessions, audit log, rate limit and pages. */
export interface SsoHost {
  findAccount: (name: string) => Account | undefined;
  /** A new session for the account (the request's earlier one ended); its Set-Cookie line. */
  startSession: (req: IncomingMessage, account: Account) => string;
  record: (req: IncomingMessage, who: string, action: AuditAction, detail: Record<string, unknown>) => void;
  addressOf: (req: IncomingMessage) => string;
  /** The studio's origin as staff open it (the redirect URI's). */
  originOf: (req: IncomingMessage) => string;
  isSecure: (req: IncomingMessage) => boolean;
  /** The sign-in rate limit per address, shared with the password form. */
  byAddress: { waitMs: (key: string) => number; fail: (key: string) => void };
  /** The sign-in page with a message. */
  signInPage: (
    req: IncomingMessage,
    res: ServerResponse,
    status: number,
    text: { error?: string; retry?: string },
    cookies?: string[],
  ) => void;
  sendPage: (res: ServerResponse, status: number, html: string, headers?: Record<string, string | string[]>) => void;
  now: () => number;
}

/** Whether plain HTTP may be used to reach the issuer: only on this machine (tests, a provider run locally). */
export function isLocalIssuer(issuer: URL): boolean {
  return issuer.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(issuer.hostname);
}

/** A short, single-line reason from an error, never its stack. */
const reasonOf = (error: unknown): string =>
  (error instanceof Error ? `${error.message}${error.cause instanceof Error ? ` (${error.cause.message})` : ''}` : String(error))
    .replace(/\s+/g, ' ')
    .slice(0, 300);

/** The provider's configuration, discovered once; a failed discovery is tried again at the next sign-in. */
function createDiscovery(options: SsoOptions, issuer: URL): () => Promise<oidc.Configuration> {
  let configuration: Promise<oidc.Configuration> | undefined;
  return () => {
    configuration ??= oidc
      .discovery(
        issuer,
        options.clientId,
        undefined,
        options.clientSecret === undefined ? oidc.None() : oidc.ClientSecretBasic(options.clientSecret),
        { execute: isLocalIssuer(issuer) ? [oidc.allowInsecureRequests] : [], timeout: PROVIDER_TIMEOUT_S },
      )
      .catch((error: unknown) => {
        configuration = undefined;
        throw error;
      });
    return configuration;
  };
}

export function createSso(options: SsoOptions, host: SsoHost) {
  const issuer = new URL(options.issuer);
  const flows = createFlows(host.now);
  const discover = createDiscovery(options, issuer);

  const flowCookie = (req: IncomingMessage, value: string, maxAgeS: number) =>
    cookieLine(FLOW_COOKIE, value, { path: FLOW_COOKIE_PATH, sameSite: 'Lax', secure: host.isSecure(req), maxAge: maxAgeS });
  const unreachable = (error: unknown) =>
    `${options.label} (${issuer.origin}) cannot be reached just now: ${reasonOf(error)}. Try again in a moment${options.passwords ? ', or sign in with your password' : ''}.`;

  /** GET SSO_START: a new flow, and the browser to the provider. */
  async function start(req: IncomingMessage, res: ServerResponse): Promise<void> {
    let config: oidc.Configuration;
    try {
      config = await discover();
    } catch (error) {
      console.error(`[studio] single sign-on: ${issuer.href}: ${reasonOf(error)}`);
      host.signInPage(req, res, 502, { error: unreachable(error), retry: SSO_START });
      return;
    }
    const flow = {
      state: oidc.randomState(),
      nonce: oidc.randomNonce(),
      verifier: oidc.randomPKCECodeVerifier(),
      redirectUri: `${host.originOf(req)}${SSO_CALLBACK}`,
    };
    const id = flows.open(flow);
    const target = oidc.buildAuthorizationUrl(config, {
      redirect_uri: flow.redirectUri,
      scope: 'openid email profile',
      state: flow.state,
      nonce: flow.nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(flow.verifier),
      code_challenge_method: 'S256',
    });
    res.writeHead(303, { location: target.href, 'cache-control': 'no-store', 'set-cookie': flowCookie(req, id, FLOW_MS / 1000) });
    res.end();
  }

  /** GET SSO_CALLBACK: the provider's answer; a session for the account it names, or the sign-in page saying why not. */
  async function callback(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const address = host.addressOf(req);
    const cleared = flowCookie(req, '', 0);
    const refuse = (status: number, who: string, reason: string, error: string, detail: Record<string, unknown> = {}) => {
      host.byAddress.fail(address);
      host.record(req, who, 'sign-in refused', { reason, via: 'sso', issuer: issuer.href, ...detail });
      host.signInPage(req, res, status, { error }, [cleared]);
    };
    const wait = host.byAddress.waitMs(address);
    if (wait > 0) {
      host.record(req, UNKNOWN, 'sign-in refused', { reason: 'too many attempts', via: 'sso', issuer: issuer.href });
      host.signInPage(req, res, 429, { error: toWaitMessage(wait) }, [cleared]);
      return;
    }
    // The flow this browser started, used once: a replayed answer, or one meant for another browser, finds none.
    const flow = flows.take(readCookie(req, FLOW_COOKIE));
    const state = url.searchParams.get('state') ?? '';
    if (!flow || !sameSecret(state, flow.state)) {
      refuse(
        400,
        UNKNOWN,
        'bad state',
        `This answer from ${options.label} does not belong to a sign-in started in this browser, or it was used already or took longer than 10 minutes. Sign in again.`,
      );
      return;
    }
    const providerError = url.searchParams.get('error');
    if (providerError !== null) {
      const message = providerErrorMessage(options.label, providerError, url.searchParams.get('error_description'));
      refuse(401, UNKNOWN, 'provider error', message, { error: providerError.slice(0, 80) });
      return;
    }
    let claims: oidc.IDToken | undefined;
    try {
      const config = await discover();
      const tokens = await oidc.authorizationCodeGrant(config, new URL(`${flow.redirectUri}${url.search}`), {
        pkceCodeVerifier: flow.verifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      });
      claims = tokens.claims();
    } catch (error) {
      const reason = reasonOf(error);
      console.error(`[studio] single sign-on: ${issuer.href}: ${reason}`);
      const network = error instanceof TypeError || (error instanceof Error && error.name === 'TimeoutError');
      refuse(
        502,
        UNKNOWN,
        network ? 'provider unreachable' : 'answer refused',
        network
          ? unreachable(error)
          : `The answer from ${options.label} did not pass the studio's checks (${reason}). Sign in again, or ask your studio admin.`,
        { error: reason },
      );
      return;
    }
    const found = accountOfClaims(claims, options, host.findAccount);
    if (!('account' in found)) {
      refuse(found.status, found.who, found.reason, found.error);
      return;
    }
    const { account } = found;
    host.record(req, account.name, 'sign-in', { via: 'sso', issuer: issuer.href });
    // The session cookie is Strict, so a browser leaves it out of the rest of this cross-site
    // navigation: this page of the studio goes on to the studio page, a same-site navigation.
    host.sendPage(
      res,
      200,
      renderPage(
        'Signed in',
        `<h1>Signed in</h1><p class="note">Signed in as ${escapeHtml(account.displayName)}.</p><p><a href="${STUDIO_PAGE}">Open the studio</a></p>`,
        `<meta http-equiv="refresh" content="0; url=${STUDIO_PAGE}">`,
      ),
      { 'set-cookie': [host.startSession(req, account), cleared] },
    );
  }

  // Find the provider at start; when it cannot be reached now, the first sign-in tries again.
  discover().catch((error: unknown) => {
    console.error(
      `[studio] single sign-on: ${issuer.href} cannot be reached (${reasonOf(error)}); the studio tries again at the first sign-in with it.`,
    );
  });

  return {
    start,
    callback,
    /** What the sign-in page shows of single sign-on. */
    button: { label: options.label, href: SSO_START },
    passwords: options.passwords,
  };
}
