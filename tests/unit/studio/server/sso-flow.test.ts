// Single sign-on's parts without a provider: a flow is used once and for at most 10 minutes, the
// flows kept are bounded, and the ID token's claims name a studio account that may sign in, or say
// why not in words for the sign-in page.
import { describe, expect, it } from 'vitest';

import type { Account } from '../../../../studio/server/team/accounts.ts';
import {
  accountOfClaims,
  createFlows,
  FLOW_MS,
  MAX_FLOWS,
  providerErrorMessage,
  UNKNOWN,
} from '../../../../studio/server/team/sso-flow.ts';

const flow = { state: 's', nonce: 'n', verifier: 'v', redirectUri: 'https://studio.lender.example/__studio/sso/callback' };

describe('the flows started here', () => {
  it('gives a flow back once, and not after 10 minutes', () => {
    const clock = { now: 0 };
    const flows = createFlows(() => clock.now);
    const id = flows.open(flow);
    expect(flows.take(id)).toMatchObject(flow);
    expect(flows.take(id)).toBeUndefined();
    const late = flows.open(flow);
    clock.now += FLOW_MS + 1;
    expect(flows.take(late)).toBeUndefined();
    expect(flows.take(undefined)).toBeUndefined();
    expect(flows.take('an id never given')).toBeUndefined();
  });

  it('keeps at most MAX_FLOWS, the oldest pushed out first', () => {
    const flows = createFlows(() => 0);
    const first = flows.open(flow);
    for (let i = 0; i < MAX_FLOWS + 10; i++) flows.open(flow);
    expect(flows.size()).toBe(MAX_FLOWS);
    expect(flows.take(first)).toBeUndefined();
  });
});

describe('the account the provider names', () => {
  const accounts: Record<string, Partial<Account>> = {
    'maria@lender.example': { name: 'maria@lender.example', roles: ['editor'] },
    'jose@lender.example': { name: 'jose@lender.example', roles: ['editor'], disabled: true },
    'ana@lender.example': { name: 'ana@lender.example', roles: [] },
  };
  const find = (name: string) => accounts[name] as Account | undefined;
  const options = { claim: 'email', label: 'Lender login' };
  const refusal = (claims: Record<string, unknown> | undefined) => {
    const found = accountOfClaims(claims, options, find);
    return 'account' in found ? found.account.name : [found.status, found.who, found.reason];
  };

  it('is the studio account of the claim, trimmed and in lower case, when it may sign in', () => {
    expect(refusal({ email: '  Maria@Lender.example ' })).toBe('maria@lender.example');
    expect(refusal({})).toEqual([403, UNKNOWN, 'no such account']);
    expect(refusal({ email: 'maria@lender.example', email_verified: false })).toEqual([403, 'maria@lender.example', 'email not verified']);
    expect(refusal({ email: 'nobody@lender.example' })).toEqual([403, 'nobody@lender.example', 'no such account']);
    expect(refusal({ email: 'jose@lender.example' })).toEqual([403, 'jose@lender.example', 'account disabled']);
    expect(refusal({ email: 'ana@lender.example' })).toEqual([403, 'ana@lender.example', 'no role']);
  });

  it("words the provider's own error for the sign-in page", () => {
    expect(providerErrorMessage('Lender login', 'access_denied', 'User cancelled')).toBe(
      'Lender login did not sign you in (access denied: User cancelled). Sign in again, or ask your studio admin.',
    );
    expect(providerErrorMessage('Lender login', 'server_error', null)).toBe(
      'Lender login could not sign you in: server_error. Sign in again, or ask your studio admin.',
    );
  });
});
