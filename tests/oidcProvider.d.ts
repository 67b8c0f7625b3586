/**
 * The little of oidc-provider 8 the loopback provider uses (tests/loopbackOidcProvider.ts); the
 * package ships no types, and @types/oidc-provider is not installed.
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  interface ClientMetadata {
    client_id: string;
    client_secret: string;
    redirect_uris: string[];
    grant_types: string[];
    response_types: string[];
  }

  interface Account {
    accountId: string;
    claims: () => Record<string, unknown>;
  }

  interface Configuration {
    clients: ClientMetadata[];
    claims: Record<string, string[]>;
    findAccount: (ctx: unknown, id: string) => Account | Promise<Account>;
    pkce: { required: () => boolean };
    features: { devInteractions: { enabled: boolean } };
  }

  export default class Provider {
    constructor(issuer: string, configuration: Configuration);
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
  }
}
