// `npm run studio -- --team --oidc-issuer …`: the single sign-on options of the team studio's
// command line (docs/team-studio.md, single sign-on), checked here. The client secret is read
// from a file or from STUDIO_OIDC_CLIENT_SECRET, never from an argument (other users of the
// machine see arguments with `ps`).
import { existsSync, readFileSync } from 'node:fs';

import { fail } from '../../../scripts/lib/cli.ts';
import { isLocalIssuer, type SsoOptions } from './sso.ts';

export const SSO_CLI_OPTIONS = {
  'oidc-issuer': { type: 'string' },
  'oidc-client-id': { type: 'string' },
  'oidc-client-secret-file': { type: 'string' },
  'oidc-claim': { type: 'string' },
  'oidc-label': { type: 'string' },
  'no-passwords': { type: 'boolean' },
} as const;

export const SSO_USAGE =
  '\n       [--oidc-issuer URL --oidc-client-id ID [--oidc-client-secret-file FILE] [--oidc-claim email|preferred_username] [--oidc-label TEXT] [--no-passwords]]';

export const SSO_OPTION_NAMES = Object.keys(SSO_CLI_OPTIONS) as (keyof typeof SSO_CLI_OPTIONS)[];

export interface SsoValues {
  'oidc-issuer'?: string;
  'oidc-client-id'?: string;
  'oidc-client-secret-file'?: string;
  'oidc-claim'?: string;
  'oidc-label'?: string;
  'no-passwords'?: boolean;
}

const CLAIMS = ['email', 'preferred_username'];
const MAX_LABEL = 40;

/** Single sign-on's options, or undefined without --oidc-issuer; exits with a message on a wrong one. */
export function readSsoOptions(values: SsoValues, env: NodeJS.ProcessEnv = process.env): SsoOptions | undefined {
  const issuerText = values['oidc-issuer'];
  if (issuerText === undefined) {
    const other = SSO_OPTION_NAMES.find((name) => values[name] !== undefined);
    if (other) fail(`--${other} is an option of single sign-on: add --oidc-issuer URL and --oidc-client-id ID.`);
    return undefined;
  }
  let issuer: URL;
  try {
    issuer = new URL(issuerText);
  } catch {
    fail(`--oidc-issuer must be the provider's issuer address, e.g. https://login.lender.example; got "${issuerText.slice(0, 100)}".`);
  }
  if (issuer.protocol !== 'https:' && !isLocalIssuer(issuer))
    fail('--oidc-issuer must be an https:// address (plain http only for a provider on this machine: 127.0.0.1 or localhost).');
  const clientId = values['oidc-client-id'];
  if (!clientId) fail("--oidc-issuer needs --oidc-client-id: the studio's client id at the provider.");
  const secretFile = values['oidc-client-secret-file'];
  if (secretFile !== undefined && !existsSync(secretFile)) fail(`--oidc-client-secret-file: there is no ${secretFile}.`);
  const clientSecret = (secretFile === undefined ? env.STUDIO_OIDC_CLIENT_SECRET : readFileSync(secretFile, 'utf8'))?.trim() || undefined;
  const claim = values['oidc-claim'] ?? 'email';
  if (!CLAIMS.includes(claim)) fail(`--oidc-claim names the studio account: ${CLAIMS.join(' or ')}; got "${claim.slice(0, 40)}".`);
  const label = (values['oidc-label'] ?? 'single sign-on').trim();
  if (!label || label.length > MAX_LABEL) fail(`--oidc-label is 1 to ${MAX_LABEL} characters, e.g. "Lender ID".`);
  return {
    issuer: issuerText,
    clientId,
    clientSecret,
    claim,
    label,
    passwords: !values['no-passwords'],
  };
}
