// Single sign-on of the team studio against a real OpenID Connect provider (oidc-provider, in this
// process on a free port), driven over HTTP with fetch as a browser would, cookies kept by hand:
// a person the provider signs in gets a session of their studio account; an answer that is
// replayed, meant for another browser, carries another nonce or names no active account is refused
// and recorded; the provider's refusal and an unreachable provider give a clear page.
// Over 400 lines on purpose: one provider and one studio, started once, serve every case.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { SSO_CALLBACK, SSO_START } from '../../../../studio/server/team/access.ts';
import { createAccounts } from '../../../../studio/server/team/accounts.ts';
import type { SsoOptions } from '../../../../studio/server/team/sso.ts';
import { readSsoOptions } from '../../../../studio/server/team/sso-options.ts';
import { SESSION_COOKIE } from '../../../../studio/server/team/team.ts';
import { CLIENT_ID, CLIENT_SECRET, closedAddress, SSO_TIMEOUT, startTestProvider, type TestProvider } from './sso-provider.ts';
import { cookieOf, PASSWORD, send, signIn, startTeamStudio, submitSignIn, TEAM_HOOK_TIMEOUT, type TeamStudio } from './team-fixture.ts';

// The unit tests run in jsdom's environment, whose globals hold its own Uint8Array and ArrayBuffer;
// the provider and openid-client check bytes against Node's, which TextEncoder and crypto return.
const nodeBytes = new TextEncoder().encode('');
vi.stubGlobal('Uint8Array', nodeBytes.constructor);
vi.stubGlobal('ArrayBuffer', nodeBytes.buffer.constructor);

const LABEL = 'Lender ID';
const CLEARED_FLOW = 'studio-sso=; Path=/__studio/sso; HttpOnly; SameSite=Lax; Max-Age=0';
/** The provider's people: Maria's address as her provider spells it, and one it has not verified. */
const PEOPLE = {
  maria: { email: 'Maria.Santos@Lender.ph', email_verified: true, name: 'Maria Santos' },
  unverified: { email: 'lea.tan@lender.ph', email_verified: false },
};

/** The cookies one browser holds for one site (their paths left aside: each test's requests go where they belong). */
class Jar {
  private readonly cookies = new Map<string, string>();
  take(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const [name, ...value] = pair.trim().split('=');
      if (attributes.some((attribute) => /^\s*max-age=0$/i.test(attribute)) || value.join('=') === '') this.cookies.delete(name);
      else this.cookies.set(name, value.join('='));
    }
  }
  get header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

let provider: TestProvider;
let team: TeamStudio;
let sso: SsoOptions;

beforeAll(async () => {
  provider = await startTestProvider(PEOPLE);
  sso = { issuer: provider.issuer, clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, claim: 'email', label: LABEL, passwords: true };
  team = await startTeamStudio({
    sso,
    prepare: async (dir) => {
      const accounts = createAccounts(join(dir, 'team'));
      await accounts.add('maria.santos@lender.ph', PASSWORD, ['editor'], 'Maria Santos');
      await accounts.add('jose.reyes@lender.ph', PASSWORD, ['reviewer'], 'Jose Reyes');
      accounts.setDisabled('jose.reyes@lender.ph', true);
      await accounts.add('lea.tan@lender.ph', PASSWORD, ['viewer'], 'Lea Tan');
    },
  });
  provider.register(`${team.studio.url}${SSO_CALLBACK}`);
}, TEAM_HOOK_TIMEOUT);
afterAll(async () => {
  await team?.close();
  await provider?.close();
});

const auditLines = () =>
  readFileSync(join(team.teamDir, 'audit.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
const lastAudit = () => auditLines().at(-1);

/** Clicks "Sign in with …": the studio's answer, the browser's studio cookies, and where it sends the browser. */
async function startSignIn(): Promise<{ jar: Jar; authorization: URL }> {
  const jar = new Jar();
  const response = await send(team.studio, SSO_START);
  expect(response.status).toBe(303);
  jar.take(response);
  return { jar, authorization: new URL(response.headers.get('location') ?? '') };
}

/**
 * The browser at the provider: from the authorization address through its login page (signing in
 * as `login`, or cancelling) to the address it sends the browser back to, the studio's callback.
 */
async function throughProvider(authorization: URL, login: string, choice: 'sign in' | 'cancel' = 'sign in'): Promise<URL> {
  const jar = new Jar();
  let url = authorization;
  let form: string | undefined;
  for (let hop = 0; hop < 12; hop++) {
    const response = await fetch(url, {
      method: form ? 'POST' : 'GET',
      body: form,
      headers: { cookie: jar.header, ...(form && { 'content-type': 'application/x-www-form-urlencoded' }) },
      redirect: 'manual',
    });
    jar.take(response);
    const body = await response.text();
    form = undefined;
    if (response.status === 200 && url.pathname.startsWith('/interaction/')) {
      expect(body).toContain('name="login"');
      if (choice === 'cancel') url = new URL(`${url.pathname}/abort`, url);
      else form = new URLSearchParams({ prompt: 'login', login, password: 'any password' }).toString();
      continue;
    }
    const location = response.headers.get('location');
    if (!location) throw new Error(`The provider answered ${response.status} at ${url.pathname}: ${body.slice(0, 300)}`);
    const next = new URL(location, url);
    if (next.origin !== url.origin) return next;
    url = next;
  }
  throw new Error('The provider sent the browser round in circles.');
}

/** The browser back at the studio with the provider's answer. */
const callback = (answer: URL, jar: Jar, extraCookie?: string) =>
  send(team.studio, `${answer.pathname}${answer.search}`, { cookie: [jar.header, extraCookie].filter(Boolean).join('; ') });

/** Past the sign-in rate limit's window: each test starts afresh. */
const moveOn = () => {
  team.clock.now += 61 * 60_000;
};

describe('team single sign-on', { timeout: TEAM_HOOK_TIMEOUT }, () => {
  it('shows "Sign in with Lender ID" on the sign-in page, above the password form', async () => {
    const page = await (await send(team.studio, '/__studio/sign-in')).text();
    expect(page).toContain(`<a class="sso" href="${SSO_START}">Sign in with ${LABEL}</a>`);
    expect(page.indexOf('Sign in with')).toBeLessThan(page.indexOf('<form method="post"'));
  });

  it(
    'signs a person in through the provider: code flow with PKCE, state and nonce, a new Strict session, and the studio names them',
    async () => {
      moveOn();
      const before = await signIn(team.studio, 'viewer');
      const { jar, authorization } = await startSignIn();
      expect(authorization.origin).toBe(provider.issuer);
      expect(
        Object.fromEntries([...authorization.searchParams].filter(([key]) => !['state', 'nonce', 'code_challenge'].includes(key))),
      ).toEqual({
        client_id: CLIENT_ID,
        redirect_uri: `${team.studio.url}${SSO_CALLBACK}`,
        response_type: 'code',
        scope: 'openid email profile',
        code_challenge_method: 'S256',
      });
      for (const key of ['state', 'nonce', 'code_challenge']) expect(authorization.searchParams.get(key)).toMatch(/^[\w-]{43}$/);
      expect(jar.header).toMatch(/^studio-sso=[\w-]+$/);
      const answer = await throughProvider(authorization, 'maria');
      expect(answer.pathname).toBe(SSO_CALLBACK);
      expect(answer.searchParams.get('iss')).toBe(provider.issuer);
      const response = await callback(answer, jar, before);
      expect(response.status).toBe(200);
      const page = await response.text();
      // A same-site page that goes on to the studio, so the browser sends the Strict session cookie there.
      expect(page).toContain('<meta http-equiv="refresh" content="0; url=/studio">');
      expect(page).toContain('<a href="/studio">Open the studio</a>');
      expect(page).toContain('Signed in as Maria Santos.');
      expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
      const lines = response.headers.getSetCookie();
      expect(lines.find((line) => line.startsWith(`${SESSION_COOKIE}=`))).toMatch(/; Path=\/; HttpOnly; SameSite=Strict$/);
      expect(lines).toContain(CLEARED_FLOW);
      const session = cookieOf(response, SESSION_COOKIE);
      expect(session).toBeDefined();
      expect(session).not.toBe(before);
      const me = await send(team.studio, '/__studio/api/team/me', { cookie: session });
      expect(await me.json()).toMatchObject({ name: 'maria.santos@lender.ph', displayName: 'Maria Santos', roles: ['editor'] });
      // The session sent along to the callback (whoever's it was) has ended: never two at once from one sign-in.
      expect((await send(team.studio, '/__studio/api/team/me', { cookie: before })).status).toBe(401);
      expect(lastAudit()).toMatchObject({
        who: 'maria.santos@lender.ph',
        action: 'sign-in',
        via: 'sso',
        issuer: new URL(provider.issuer).href,
        from: '127.0.0.1',
      });
    },
    SSO_TIMEOUT,
  );

  it(
    'refuses the same answer a second time (the flow is used once), and records it',
    async () => {
      moveOn();
      const { jar, authorization } = await startSignIn();
      const answer = await throughProvider(authorization, 'maria');
      expect((await callback(answer, jar)).status).toBe(200);
      const again = await callback(answer, jar);
      expect(again.status).toBe(400);
      expect(cookieOf(again, SESSION_COOKIE)).toBeUndefined();
      // The sign-in page with the message, and the browser's flow cookie cleared.
      expect(again.headers.getSetCookie()).toContain(CLEARED_FLOW);
      expect(await again.text()).toContain(
        `This answer from ${LABEL} does not belong to a sign-in started in this browser, or it was used already`,
      );
      expect(lastAudit()).toMatchObject({ action: 'sign-in refused', reason: 'bad state', via: 'sso' });
    },
    SSO_TIMEOUT,
  );

  it(
    "refuses an answer meant for another browser (another flow's state), and one whose state was changed",
    async () => {
      moveOn();
      const mine = await startSignIn();
      const theirs = await startSignIn();
      const theirAnswer = await throughProvider(theirs.authorization, 'maria');
      // Someone else's answer in this browser (a login forced on another person): the states differ.
      const forced = await callback(theirAnswer, mine.jar);
      expect(forced.status).toBe(400);
      expect(cookieOf(forced, SESSION_COOKIE)).toBeUndefined();
      expect(lastAudit()).toMatchObject({ action: 'sign-in refused', reason: 'bad state' });
      // The right browser, a changed state.
      const changed = new URL(theirAnswer);
      changed.searchParams.set('state', mine.authorization.searchParams.get('state') ?? '');
      const response = await callback(changed, theirs.jar);
      expect(response.status).toBe(400);
      expect(cookieOf(response, SESSION_COOKIE)).toBeUndefined();
      // No browser cookie at all.
      expect((await callback(theirAnswer, new Jar())).status).toBe(400);
    },
    SSO_TIMEOUT,
  );

  it(
    'refuses an ID token with another nonce than the one this sign-in sent',
    async () => {
      moveOn();
      const { jar, authorization } = await startSignIn();
      authorization.searchParams.set('nonce', 'a nonce the studio never made');
      const response = await callback(await throughProvider(authorization, 'maria'), jar);
      expect(response.status).toBe(502);
      expect(cookieOf(response, SESSION_COOKIE)).toBeUndefined();
      const page = await response.text();
      expect(page).toContain(`The answer from ${LABEL} did not pass the studio&#39;s checks`);
      expect(page).toContain('unexpected ID Token &quot;nonce&quot; claim value');
      expect(page).not.toMatch(/\bat .*\.js:\d+/);
      expect(lastAudit()).toMatchObject({ action: 'sign-in refused', reason: 'answer refused', via: 'sso' });
    },
    SSO_TIMEOUT,
  );

  it(
    'refuses a person without a studio account with a clear message, and records who it was',
    async () => {
      moveOn();
      const { jar, authorization } = await startSignIn();
      const response = await callback(await throughProvider(authorization, 'maria@lender.ph'), jar);
      expect(response.status).toBe(403);
      expect(cookieOf(response, SESSION_COOKIE)).toBeUndefined();
      expect(await response.text()).toContain('No studio account for maria@lender.ph. Ask your studio admin to add one.');
      expect(lastAudit()).toMatchObject({
        who: 'maria@lender.ph',
        action: 'sign-in refused',
        reason: 'no such account',
        via: 'sso',
        issuer: new URL(provider.issuer).href,
      });
    },
    SSO_TIMEOUT,
  );

  it(
    'refuses a disabled account, and an address the provider has not verified',
    async () => {
      moveOn();
      const disabled = await startSignIn();
      const response = await callback(await throughProvider(disabled.authorization, 'jose.reyes@lender.ph'), disabled.jar);
      expect(response.status).toBe(403);
      expect(cookieOf(response, SESSION_COOKIE)).toBeUndefined();
      expect(await response.text()).toContain('The studio account jose.reyes@lender.ph is disabled. Ask your studio admin.');
      expect(lastAudit()).toMatchObject({ who: 'jose.reyes@lender.ph', reason: 'account disabled', via: 'sso' });
      const unverified = await startSignIn();
      const refused = await callback(await throughProvider(unverified.authorization, 'unverified'), unverified.jar);
      expect(refused.status).toBe(403);
      expect(cookieOf(refused, SESSION_COOKIE)).toBeUndefined();
      expect(lastAudit()).toMatchObject({ who: 'lea.tan@lender.ph', reason: 'email not verified', via: 'sso' });
    },
    SSO_TIMEOUT,
  );

  it(
    "says so when the person cancels at the provider (error=access_denied), with the provider's reason",
    async () => {
      moveOn();
      const { jar, authorization } = await startSignIn();
      const answer = await throughProvider(authorization, 'maria', 'cancel');
      expect(answer.searchParams.get('error')).toBe('access_denied');
      const response = await callback(answer, jar);
      expect(response.status).toBe(401);
      expect(cookieOf(response, SESSION_COOKIE)).toBeUndefined();
      expect(await response.text()).toContain(`${LABEL} did not sign you in (access denied: End-User aborted interaction).`);
      expect(lastAudit()).toMatchObject({ action: 'sign-in refused', reason: 'provider error', error: 'access_denied', via: 'sso' });
    },
    SSO_TIMEOUT,
  );

  it('counts refused answers against the address like wrong passwords: past 30, each try waits longer', async () => {
    moveOn();
    for (let attempt = 0; attempt < 30; attempt++)
      expect((await send(team.studio, `${SSO_CALLBACK}?code=x&state=guess-${attempt}`)).status).toBe(400);
    const locked = await send(team.studio, `${SSO_CALLBACK}?code=x&state=guess`);
    expect(locked.status).toBe(429);
    expect(await locked.text()).toContain('Too many attempts: try again in 1 second.');
    // The same limit as the password form's.
    expect((await submitSignIn(team.studio, 'viewer', PASSWORD)).status).toBe(429);
    // The address is forgotten an hour after its last failure.
    team.clock.now += 61 * 60_000;
  });
});

describe('team single sign-on with the provider out of reach', { timeout: TEAM_HOOK_TIMEOUT }, () => {
  let lonely: TeamStudio;
  beforeAll(async () => {
    lonely = await startTeamStudio({ sso: { ...sso, issuer: await closedAddress(), passwords: true } });
  }, TEAM_HOOK_TIMEOUT);
  afterAll(() => lonely?.close());

  it('still starts, and passwords still sign in', async () => {
    expect(await signIn(lonely.studio, 'editor')).toMatch(new RegExp(`^${SESSION_COOKIE}=`));
  });

  it('answers "Sign in with …" with what is wrong and a Retry link, never a stack', async () => {
    const response = await send(lonely.studio, SSO_START);
    expect(response.status).toBe(502);
    const page = await response.text();
    expect(page).toContain(`${LABEL} (http://127.0.0.1:`);
    expect(page).toContain('cannot be reached just now');
    expect(page).toContain('Try again in a moment, or sign in with your password.');
    expect(page).toContain(`<a href="${SSO_START}">Retry</a>`);
    expect(page).not.toMatch(/\bat .*\.js:\d+/);
  });
});

describe('team single sign-on with the provider gone during a sign-in', { timeout: TEAM_HOOK_TIMEOUT }, () => {
  let gone: TestProvider;
  let studio: TeamStudio;
  beforeAll(async () => {
    gone = await startTestProvider();
    studio = await startTeamStudio({
      sso: { ...sso, issuer: gone.issuer },
      prepare: async (dir) => {
        await createAccounts(join(dir, 'team')).add('maria.santos@lender.ph', PASSWORD, ['editor'], 'Maria Santos');
      },
    });
    gone.register(`${studio.studio.url}${SSO_CALLBACK}`);
  }, TEAM_HOOK_TIMEOUT);
  afterAll(async () => {
    await studio?.close();
    await gone?.close();
  });

  it(
    'says the provider cannot be reached when it stops answering before the code is exchanged, and records it',
    async () => {
      const started = await send(studio.studio, SSO_START);
      const jar = new Jar();
      jar.take(started);
      const answer = await throughProvider(new URL(started.headers.get('location') ?? ''), 'maria');
      await gone.close();
      const response = await send(studio.studio, `${answer.pathname}${answer.search}`, { cookie: jar.header });
      expect(response.status).toBe(502);
      expect(cookieOf(response, SESSION_COOKIE)).toBeUndefined();
      const page = await response.text();
      expect(page).toContain(`${LABEL} (${gone.issuer}) cannot be reached just now`);
      expect(page).not.toMatch(/\bat .*\.js:\d+/);
      const last = readFileSync(join(studio.teamDir, 'audit.jsonl'), 'utf8').trim().split('\n').at(-1) ?? '';
      expect(JSON.parse(last)).toMatchObject({ action: 'sign-in refused', reason: 'provider unreachable', via: 'sso' });
    },
    SSO_TIMEOUT,
  );
});

describe('team single sign-on only (--no-passwords)', { timeout: TEAM_HOOK_TIMEOUT }, () => {
  let only: TeamStudio;
  beforeAll(async () => {
    only = await startTeamStudio({ sso: { ...sso, passwords: false } });
  }, TEAM_HOOK_TIMEOUT);
  afterAll(() => only?.close());

  it('shows no password form and refuses a password', async () => {
    const page = await (await send(only.studio, '/__studio/sign-in')).text();
    expect(page).toContain(`Sign in with ${LABEL}`);
    expect(page).not.toContain('type="password"');
    const response = await submitSignIn(only.studio, 'editor', PASSWORD).catch(() => undefined);
    // The page has no form token to send; a form sent anyway is refused the same.
    expect(response).toBeUndefined();
    const posted = await send(only.studio, '/__studio/sign-in', { method: 'POST', form: { name: 'editor', password: PASSWORD } });
    expect(posted.status).toBe(403);
    expect(await posted.text()).toContain(`This studio signs in with ${LABEL} only.`);
  });
});

describe('single sign-on options', () => {
  it('reads the issuer, client, claim and label, and the secret from a file or the environment, never an argument', () => {
    expect(
      readSsoOptions(
        { 'oidc-issuer': 'https://login.lender.example/realms/staff', 'oidc-client-id': 'studio', 'oidc-label': 'Lender ID' },
        { STUDIO_OIDC_CLIENT_SECRET: 'from the environment\n' },
      ),
    ).toEqual({
      issuer: 'https://login.lender.example/realms/staff',
      clientId: 'studio',
      clientSecret: 'from the environment',
      claim: 'email',
      label: 'Lender ID',
      passwords: true,
    });
    expect(readSsoOptions({}, {})).toBeUndefined();
  });

  it.each([
    [{ 'oidc-issuer': 'http://login.lender.example', 'oidc-client-id': 'studio' }, /must be an https:\/\/ address/],
    [{ 'oidc-issuer': 'https://login.lender.example' }, /needs --oidc-client-id/],
    [{ 'oidc-issuer': 'https://login.lender.example', 'oidc-client-id': 'studio', 'oidc-claim': 'sub' }, /--oidc-claim/],
    [{ 'oidc-client-id': 'studio' }, /add --oidc-issuer/],
  ])('refuses %j', (values, message) => {
    const exit = vi.spyOn(process, 'exit').mockImplementation(() => {
      throw new Error('exit');
    });
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect(() => readSsoOptions(values, {})).toThrow('exit');
      expect(String(error.mock.calls[0][0])).toMatch(message);
    } finally {
      exit.mockRestore();
      error.mockRestore();
    }
  });
});
