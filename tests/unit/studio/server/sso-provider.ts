// A real OpenID Connect provider (oidc-provider) for the single sign-on tests, in this process on
// a free port of 127.0.0.1. Its login page is oidc-provider's development one: any login name and
// any password sign in, as the account of that name; the claims are the ones given here (an
// address not listed gets its own name as a verified email). Consent is taken as given, so the
// provider sends the browser straight back after the login. The studio's redirect URI is only
// known once the studio has its port: requests wait until `register` names it.
import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

import Provider from 'oidc-provider';

export const CLIENT_ID = 'screen-studio';
export const CLIENT_SECRET = 'a test client secret of the studio';
/** The bound for a test that signs in through the provider: key generation and token signing run real crypto. */
export const SSO_TIMEOUT = 60_000;

type Claims = Record<string, unknown>;

export interface TestProvider {
  issuer: string;
  /** Registers the studio as the provider's client with this redirect URI; requests waiting meanwhile go on. */
  register: (redirectUri: string) => void;
  close: () => Promise<void>;
}

/**
 * `name`: the host name of its issuer. The browser test names it `localhost`, a site of its own
 * beside the studio's 127.0.0.1 (ports do not make sites), so the way back is cross-site as with a
 * real provider.
 */
export async function startTestProvider(people: Record<string, Claims> = {}, name = '127.0.0.1'): Promise<TestProvider> {
  let handle: ((req: IncomingMessage, res: ServerResponse) => void) | undefined;
  const waiting: (() => void)[] = [];
  const server = createServer((req, res) => {
    if (handle) handle(req, res);
    else waiting.push(() => handle?.(req, res));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const issuer = `http://${name}:${(server.address() as AddressInfo).port}`;

  const register = (redirectUri: string) => {
    const provider = new Provider(issuer, {
      clients: [
        {
          client_id: CLIENT_ID,
          client_secret: CLIENT_SECRET,
          redirect_uris: [redirectUri],
          grant_types: ['authorization_code'],
          response_types: ['code'],
          token_endpoint_auth_method: 'client_secret_basic',
        },
      ],
      cookies: { keys: ['a test cookie key of the provider'] },
      ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 3600, IdToken: 600, Interaction: 600, Session: 3600 },
      claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'preferred_username'] },
      // The claims go in the ID token, where the studio reads them.
      conformIdTokenClaims: false,
      findAccount: (_ctx, id) => ({
        accountId: id,
        claims: () => ({ sub: id, ...(people[id] ?? { email: id, email_verified: true, preferred_username: id }) }),
      }),
      features: { devInteractions: { enabled: true } },
      // Consent taken as given: the grant covers what the studio asks for.
      async loadExistingGrant(ctx) {
        const session = ctx.oidc.session;
        const client = ctx.oidc.client;
        if (!session?.accountId || !client) return undefined;
        const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
        grant.addOIDCScope('openid email profile');
        await grant.save();
        return grant;
      },
    });
    // A fault of the provider itself shows in the test's output (the studio only sees its 500).
    provider.on('server_error', (_ctx, error) => console.error('[test provider]', error));
    const answer = provider.callback();
    handle = (req, res) => void answer(req, res);
    for (const go of waiting.splice(0)) go();
  };

  return {
    issuer,
    register,
    close: async () => {
      if (!server.listening) return;
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}

/** A closed port of 127.0.0.1: a provider there cannot be reached. */
export async function closedAddress(): Promise<string> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  server.close();
  await once(server, 'close');
  return `http://127.0.0.1:${port}`;
}
