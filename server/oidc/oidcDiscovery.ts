import * as client from 'openid-client';
import { isLoopbackHttp, type OidcSettings } from './oidcSettings';

/** How long the first sign-in waits for the provider's discovery document before telling the person it is unreachable. */
const discoveryTimeoutSeconds = 10;

/**
 * The provider's configuration (discovery document and this client), read at the first sign-in
 * rather than at start-up, so the app starts while the provider is down. A success is kept for the
 * process's life; a failure is forgotten, so the next sign-in asks again.
 */
export const createOidcDiscovery = (settings: OidcSettings): (() => Promise<client.Configuration>) => {
  let pending: Promise<client.Configuration> | null = null;
  const discover = () =>
    client.discovery(settings.issuer, settings.clientId, undefined, client.ClientSecretBasic(settings.clientSecret), {
      timeout: discoveryTimeoutSeconds,
      // A provider on this machine (tests, a local try-out) speaks plain http; config.ts allows no other.
      execute: isLoopbackHttp(settings.issuer) ? [client.allowInsecureRequests] : [],
    });
  return () => {
    pending ??= discover().catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
};
