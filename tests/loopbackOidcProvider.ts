import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/** What the provider says about the person who typed `login` into its sign-in form. */
export type LoopbackClaims = (login: string) => { email: string; email_verified: boolean };

export interface LoopbackOidcProvider {
  /** http://127.0.0.1:<port> */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET for the app under test. */
  env: Record<'OIDC_ISSUER' | 'OIDC_CLIENT_ID' | 'OIDC_CLIENT_SECRET', string>;
  /** Registers the app's redirect URI (known only once the app listens) and starts answering. */
  register(redirectUri: string): void;
  close(): Promise<void>;
}

/** By default the login is the e-mail address, verified. */
const verifiedLogin: LoopbackClaims = (login) => ({ email: login, email_verified: true });

/**
 * A real OpenID provider (oidc-provider) on loopback for tests: its development sign-in form takes
 * any login and password, then asks for consent. PKCE is required of every client.
 */
export const startLoopbackOidcProvider = async (claims: LoopbackClaims = verifiedLogin): Promise<LoopbackOidcProvider> => {
  let handler: ((request: IncomingMessage, response: ServerResponse) => void) | null = null;
  const server: Server = createServer((request, response) => {
    if (handler) handler(request, response);
    else response.writeHead(503).end('not ready');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'website-admin';
  const clientSecret = 'loopback-client-secret';
  return {
    issuer,
    clientId,
    clientSecret,
    env: { OIDC_ISSUER: issuer, OIDC_CLIENT_ID: clientId, OIDC_CLIENT_SECRET: clientSecret },
    register: (redirectUri) => {
      const provider = new Provider(issuer, {
        clients: [
          {
            client_id: clientId,
            client_secret: clientSecret,
            redirect_uris: [redirectUri],
            grant_types: ['authorization_code'],
            response_types: ['code'],
          },
        ],
        claims: { openid: ['sub'], email: ['email', 'email_verified'] },
        findAccount: (_ctx: unknown, id: string) => ({ accountId: id, claims: () => ({ sub: id, ...claims(id) }) }),
        pkce: { required: () => true },
        features: { devInteractions: { enabled: true } },
      });
      handler = provider.callback();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
