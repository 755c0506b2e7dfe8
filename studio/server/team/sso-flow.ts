// Single sign-on's parts that need no provider (sso.ts puts them together): the flows started in
// this studio, each kept under a hash of a random id for at most 10 minutes and used once; and the
// ID token's claims read as a studio account, or the reason why not, in words for the sign-in page.
import { createHash } from 'node:crypto';

import type { Account } from './accounts.ts';
import { newSecret } from './sessions.ts';

/** How long a sign-in at the provider may take. */
export const FLOW_MS = 10 * 60_000;
/** Flows kept at most (a client starting flows without end pushes out the oldest). */
export const MAX_FLOWS = 2000;
/** Who a refusal is recorded as when nobody is named yet. */
export const UNKNOWN = '(unknown)';

export interface Flow {
  state: string;
  nonce: string;
  verifier: string;
  redirectUri: string;
  startedAt: number;
}

const flowKey = (id: string) => createHash('sha256').update(id).digest('hex');

/** The flows started here, by the id in the browser's flow cookie (kept hashed: the map holds no cookie). */
export function createFlows(now: () => number) {
  const flows = new Map<string, Flow>();
  return {
    /** Keeps a new flow; the id for the browser's cookie. */
    open(flow: Omit<Flow, 'startedAt'>): string {
      const at = now();
      for (const [key, kept] of flows) if (at - kept.startedAt > FLOW_MS) flows.delete(key);
      while (flows.size >= MAX_FLOWS) flows.delete(flows.keys().next().value as string);
      const id = newSecret();
      flows.set(flowKey(id), { ...flow, startedAt: at });
      return id;
    },
    /** The flow of this id, once: a replayed answer, one meant for another browser or a late one finds none. */
    take(id: string | undefined): Flow | undefined {
      if (id === undefined) return undefined;
      const key = flowKey(id);
      const flow = flows.get(key);
      flows.delete(key);
      return flow && now() - flow.startedAt <= FLOW_MS ? flow : undefined;
    },
    size: (): number => flows.size,
  };
}

export interface SsoRefusal {
  status: number;
  /** Who the audit log names: the account name the provider gave, or UNKNOWN. */
  who: string;
  reason: string;
  /** For the sign-in page. */
  error: string;
}

/** The provider's own error (`error`, `error_description`) as the sign-in page says it. */
export function providerErrorMessage(label: string, error: string, description: string | null): string {
  return error === 'access_denied'
    ? `${label} did not sign you in (access denied${description ? `: ${description.slice(0, 200)}` : ''}). Sign in again, or ask your studio admin.`
    : `${label} could not sign you in: ${error.slice(0, 80)}${description ? ` (${description.slice(0, 200)})` : ''}. Sign in again, or ask your studio admin.`;
}

/**
 * The studio account the ID token's `claim` names, when it may sign in: it exists, is not disabled
 * and has a role (roles come from the studio, never the provider); an email must not be unverified.
 */
export function accountOfClaims(
  claims: Record<string, unknown> | undefined,
  options: { claim: string; label: string },
  findAccount: (name: string) => Account | undefined,
): { account: Account } | SsoRefusal {
  const value = claims?.[options.claim];
  const name = typeof value === 'string' ? value.trim().toLowerCase().slice(0, 200) : '';
  const { label } = options;
  if (!name)
    return {
      status: 403,
      who: UNKNOWN,
      reason: 'no such account',
      error: `${label} did not say who you are (no "${options.claim}" in its answer). Ask your studio admin.`,
    };
  if (options.claim === 'email' && claims?.email_verified === false)
    return {
      status: 403,
      who: name,
      reason: 'email not verified',
      error: `${label} has not verified the address ${name}. Ask your studio admin.`,
    };
  const account = findAccount(name);
  if (!account)
    return { status: 403, who: name, reason: 'no such account', error: `No studio account for ${name}. Ask your studio admin to add one.` };
  if (account.disabled || account.roles.length === 0)
    return {
      status: 403,
      who: name,
      reason: account.disabled ? 'account disabled' : 'no role',
      error: `The studio account ${name} ${account.disabled ? 'is disabled' : 'has no role'}. Ask your studio admin.`,
    };
  return { account };
}
