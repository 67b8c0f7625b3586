import * as v from 'valibot';
import { isRole, type Role } from '../domain/roles';
import { incompleteServices, integrationEnvEntries, placeholderSender } from './integrations/integrationsConfig';
import { oidcConfigProblems, oidcEnvEntries } from './oidc/oidcSettings';
import { scraperEnvEntries } from './scraper/scraperSettings';
import { isTrustProxyEntry, listTrustProxyEntries } from './signIn/trustedProxies';

const flag = v.pipe(
  v.optional(v.picklist(['0', '1', 'true', 'false']), '1'),
  v.transform((value) => value === '1' || value === 'true'),
);

const envSchema = v.object({
  /** 'test' (vitest) and 'development' (npm run dev) check every answer against its declaration (server/http/route.ts). */
  NODE_ENV: v.optional(v.string()),
  PORT: v.pipe(v.optional(v.string(), '3000'), v.regex(/^\d+$/, 'must be a port number'), v.transform(Number)),
  HOST: v.optional(v.string(), '0.0.0.0'),
  DATABASE_URL: v.optional(v.pipe(v.string(), v.regex(/^postgres(ql)?:\/\//, 'must start with postgres://'))),
  DATA_DIR: v.optional(v.string(), '.data'),
  DEMO: flag,
  SESSION_TTL_HOURS: v.pipe(v.optional(v.string(), '168'), v.regex(/^\d+$/, 'must be a whole number of hours'), v.transform(Number)),
  /** How long an audit entry is kept before the daily sweep removes it (issue 34). */
  AUDIT_RETENTION_DAYS: v.pipe(v.optional(v.string(), '730'), v.regex(/^[1-9]\d*$/, 'must be a whole number of days'), v.transform(Number)),
  /** Public origin when behind a proxy (for the Origin check and Secure cookies), e.g. https://admin.example.com */
  PUBLIC_ORIGIN: v.optional(v.pipe(v.string(), v.url('must be a URL'))),
  /** Reverse proxies whose X-Forwarded-For is believed: addresses or CIDR ranges, comma-separated; unset trusts none. */
  TRUST_PROXY: v.pipe(
    v.optional(v.string(), ''),
    v.transform(listTrustProxyEntries),
    v.check(
      (entries) => entries.every(isTrustProxyEntry),
      (issue) => `${issue.input.filter((entry) => !isTrustProxyEntry(entry)).join(', ')}: not an IP address or CIDR range`,
    ),
  ),
  /** The key of the secrets at rest (decisions.md §9), 32 bytes in base64; required with DATABASE_URL (server/secrets/secretsKey.ts). */
  SECRETS_KEY: v.optional(
    v.pipe(
      v.string(),
      v.check((value) => Buffer.from(value.trim(), 'base64').length === 32, 'must be 32 bytes in base64'),
    ),
  ),
  /** Roles that must enrol a second factor before they can use the app, comma-separated (e.g. 'admin,executive'); unset: none. */
  REQUIRE_2FA: v.pipe(
    v.optional(v.string(), ''),
    v.transform((value) =>
      value
        .split(',')
        .map((role) => role.trim())
        .filter((role) => role !== ''),
    ),
    v.check(
      (entries) => entries.every(isRole),
      (issue) => `${issue.input.filter((entry) => !isRole(entry)).join(', ')}: not a role`,
    ),
    v.transform((entries) => entries as Role[]),
  ),
  /** Where intake images are kept; DATA_DIR/uploads when unset. */
  UPLOADS_DIR: v.optional(v.pipe(v.string(), v.minLength(1, 'must not be empty'))),
  ...integrationEnvEntries,
  ...scraperEnvEntries,
  /** '0' turns password sign-in off (POST /login refuses, the sign-in page hides the form); needs OIDC_*. */
  PASSWORD_SIGN_IN: flag,
  ...oidcEnvEntries,
});

export type ServerConfig = v.InferOutput<typeof envSchema>;

/** Validated once at start-up: a bad variable stops the server with its name and the reason. */
export const loadConfig = (env: NodeJS.ProcessEnv = process.env): ServerConfig => {
  const result = v.safeParse(envSchema, env);
  if (!result.success) {
    const lines = result.issues.map((issue) => `  ${v.getDotPath(issue) ?? '?'}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const incomplete = [...incompleteServices(result.output), ...placeholderSender(result.output), ...oidcConfigProblems(result.output)];
  if (incomplete.length) throw new Error(`Invalid configuration:\n${incomplete.join('\n')}`);
  return result.output;
};
