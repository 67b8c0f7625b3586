import * as v from 'valibot';
import type { AccessCheck } from '../accessCheck';
import { createHttpClient, type HttpClientOptions, withAuthorizationHeader } from '../httpClient';
import { IntegrationError } from '../integrationError';
import { readJsonErrorMessage } from '../readJsonErrorMessage';
import { serviceLabels } from '../serviceNames';
import type { Registrar } from './registrar.port';

interface GoDaddyClientConfig {
  baseUrl: string;
  key: string;
  secret: string;
  timeoutMs: number;
  retry?: Pick<HttpClientOptions, 'baseDelayMs' | 'maxRetries' | 'sleep'>;
}

/** The parts of GoDaddy's answers the app reads (developer.godaddy.com/doc/endpoint/domains). */
const goDaddyAvailability = v.looseObject({ domain: v.string(), available: v.boolean() });
const goDaddySuggestions = v.array(v.looseObject({ domain: v.string() }));
const goDaddyDomainList = v.array(v.looseObject({ domain: v.string() }));
const goDaddyDomain = v.looseObject({ nameServers: v.optional(v.nullable(v.array(v.string()))) });

const isNotOurs = (error: unknown) => error instanceof IntegrationError && error.kind === 'not_found';

/**
 * Production GoDaddy answers the availability and suggestion calls with 403 for accounts holding
 * fewer than 50 domains (its test environment does not), with the same credentials that work for
 * the name-server calls: that refusal is about the account, not the key, and staff are told so.
 */
const explainingSmallAccountRefusal = async <T>(call: Promise<T>): Promise<T> => {
  try {
    return await call;
  } catch (error) {
    if (!(error instanceof IntegrationError && error.upstreamStatus === 403)) throw error;
    throw new IntegrationError(
      'registrar',
      'unauthorized',
      `${serviceLabels.registrar} refused the availability search (403): GoDaddy opens its availability API only to accounts with 50 or more domains. Search on godaddy.com instead, or ask a launch specialist.`,
      403,
    );
  }
};

/**
 * GoDaddy opens its domain management calls (a domain's details, its name servers) only to
 * accounts with 10 or more domains or a Discount Domain Club Premier membership; a smaller account
 * gets 403 with a key that works. Staff are told to set the name servers by hand, not to check a key
 * that is fine.
 */
const explainingManagementRefusal = async <T>(call: Promise<T>): Promise<T> => {
  try {
    return await call;
  } catch (error) {
    if (!(error instanceof IntegrationError && error.upstreamStatus === 403)) throw error;
    throw new IntegrationError(
      'registrar',
      'unauthorized',
      `${serviceLabels.registrar} refused the name-server call (403): GoDaddy opens its domain management API only to accounts with 10 or more domains or a Discount Domain Club Premier membership. Set the name servers on godaddy.com by hand, or ask a launch specialist.`,
      403,
    );
  }
};

/** GoDaddy's Domains API with an 'sso-key KEY:SECRET' Authorization header. */
export const createGoDaddyClient = (config: GoDaddyClientConfig): Registrar & AccessCheck => {
  const authorization = `sso-key ${config.key}:${config.secret}`;
  const http = createHttpClient({
    service: 'registrar',
    baseUrl: config.baseUrl,
    credentialVariables: ['GODADDY_KEY', 'GODADDY_SECRET'],
    authorize: withAuthorizationHeader(authorization),
    readErrorMessage: readJsonErrorMessage,
    timeoutMs: config.timeoutMs,
    ...config.retry,
  });
  const domainPath = (domain: string) => `/v1/domains/${encodeURIComponent(domain.trim().toLowerCase())}`;

  return {
    check: async () => {
      const domains = await explainingManagementRefusal(
        http.json({ method: 'GET', path: '/v1/domains', query: { limit: 100 } }, goDaddyDomainList),
      );
      return `${domains.length} domains listed`;
    },
    checkAvailability: async (domain) => {
      const answer = await explainingSmallAccountRefusal(
        http.json(
          {
            method: 'GET',
            path: '/v1/domains/available',
            query: { domain: domain.trim().toLowerCase(), checkType: 'FAST', forTransfer: false },
          },
          goDaddyAvailability,
        ),
      );
      return { domain: answer.domain, available: answer.available };
    },
    suggest: async (query, { tlds, limit }) => {
      const suggestions = await explainingSmallAccountRefusal(
        http.json(
          { method: 'GET', path: '/v1/domains/suggest', query: { query, tlds: tlds.join(','), limit, waitMs: 1000 } },
          goDaddySuggestions,
        ),
      );
      return suggestions.slice(0, limit).map(({ domain }) => ({ domain }));
    },
    getNameServers: async (domain) => {
      try {
        const details = await explainingManagementRefusal(
          http.json({ method: 'GET', path: domainPath(domain), notFound: `domain ${domain}` }, goDaddyDomain),
        );
        return details.nameServers ?? [];
      } catch (error) {
        if (isNotOurs(error)) return null;
        throw error;
      }
    },
    setNameServers: async (domain, nameServers) => {
      try {
        // Setting the same name servers twice is the same as once: safe to retry.
        await explainingManagementRefusal(
          http.request({
            method: 'PATCH',
            path: domainPath(domain),
            json: { nameServers },
            idempotent: true,
            notFound: `domain ${domain}`,
          }),
        );
        return true;
      } catch (error) {
        if (isNotOurs(error)) return false;
        throw error;
      }
    },
  };
};
