import * as v from 'valibot';
import type { ServerConfig } from '../config';

/** Hosts where a plain-http issuer is accepted: a provider on this machine (tests, a local try-out). */
const loopbackHosts = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** An issuer on plain http anywhere but loopback would let the network rewrite the provider's answers. */
export const isLoopbackHttp = (issuer: URL): boolean => issuer.protocol === 'http:' && loopbackHosts.has(issuer.hostname);

const issuerUrl = v.pipe(
  v.string(),
  v.url('must be a URL, e.g. https://accounts.google.com'),
  v.check((value) => {
    const url = new URL(value);
    return url.protocol === 'https:' || isLoopbackHttp(url);
  }, 'must be https (plain http only on loopback)'),
);

const domainPattern = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** 'example.com, Example.org' -> ['example.com', 'example.org']; empty entries are dropped. */
const domainList = v.pipe(
  v.string(),
  v.transform((value) =>
    value
      .split(',')
      .map((entry) => entry.trim().toLowerCase())
      .filter(Boolean),
  ),
  v.check(
    (domains) => domains.every((domain) => domainPattern.test(domain)),
    (issue) => `${issue.input.filter((domain) => !domainPattern.test(domain)).join(', ')}: not an e-mail domain`,
  ),
);

const nonEmpty = v.pipe(v.string(), v.trim(), v.minLength(1, 'must not be empty'));

/**
 * Sign-in with the company's identity provider (OpenID Connect), spread into the server's
 * environment schema (server/config.ts). All three of issuer, client id and secret, or none.
 */
export const oidcEnvEntries = {
  /** The provider's issuer; its /.well-known/openid-configuration is read on the first sign-in. */
  OIDC_ISSUER: v.optional(issuerUrl),
  OIDC_CLIENT_ID: v.optional(nonEmpty),
  OIDC_CLIENT_SECRET: v.optional(nonEmpty),
  /** E-mail domains that may sign in this way; unset or empty: any domain (a person must still exist here). */
  OIDC_ALLOWED_DOMAINS: v.optional(domainList, ''),
  /** The end of the sign-in page's 'Sign in with {label}' button. */
  OIDC_BUTTON_LABEL: v.optional(v.pipe(nonEmpty, v.maxLength(60, 'must be at most 60 characters')), 'company account'),
};

type OidcEnv = Pick<
  ServerConfig,
  'OIDC_ISSUER' | 'OIDC_CLIENT_ID' | 'OIDC_CLIENT_SECRET' | 'OIDC_ALLOWED_DOMAINS' | 'OIDC_BUTTON_LABEL' | 'PASSWORD_SIGN_IN'
>;

export interface OidcSettings {
  issuer: URL;
  clientId: string;
  clientSecret: string;
  allowedDomains: readonly string[];
  buttonLabel: string;
}

/** The provider's settings when sign-in with it is configured, else null. */
export const oidcSettingsOf = (config: OidcEnv): OidcSettings | null =>
  config.OIDC_ISSUER && config.OIDC_CLIENT_ID && config.OIDC_CLIENT_SECRET
    ? {
        issuer: new URL(config.OIDC_ISSUER),
        clientId: config.OIDC_CLIENT_ID,
        clientSecret: config.OIDC_CLIENT_SECRET,
        allowedDomains: config.OIDC_ALLOWED_DOMAINS,
        buttonLabel: config.OIDC_BUTTON_LABEL,
      }
    : null;

/** What start-up refuses across variables: half an OIDC client, or no way left to sign in. */
export const oidcConfigProblems = (config: OidcEnv): string[] => {
  const names = ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'] as const;
  const missing = names.filter((name) => !config[name]);
  const problems: string[] = [];
  const set = names.filter((name) => config[name]);
  if (set.length && missing.length)
    problems.push(`  ${missing.join(', ')}: must be set too, since ${set.join(', ')} ${set.length === 1 ? 'is' : 'are'} set (OIDC)`);
  if (!config.PASSWORD_SIGN_IN && missing.length > 0)
    problems.push('  PASSWORD_SIGN_IN: 0 turns password sign-in off, which needs OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET');
  return problems;
};
