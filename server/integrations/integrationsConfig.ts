import * as v from 'valibot';
import { boardLists } from '../../domain/boardLists';
import type { ServiceName } from './serviceNames';

const url = (what: string) => v.pipe(v.string(), v.url(`must be a URL (${what})`));
const optionalUrl = (what: string) => v.optional(url(what));
const secret = v.pipe(v.string(), v.minLength(1, 'must not be empty'));
const wholeMs = (fallback: string) =>
  v.pipe(v.optional(v.string(), fallback), v.regex(/^\d+$/, 'must be a whole number of milliseconds'), v.transform(Number));

const trelloListId = /^[0-9a-f]{24}$/;

/** TRELLO_BOARD_LISTS: a JSON object naming the board's list id for every list name in domain/boardLists.ts. */
const boardListMap = v.pipe(
  v.string(),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(dataset.value);
    } catch {
      addIssue({ message: 'must be a JSON object of list name to list id' });
      return NEVER;
    }
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
      addIssue({ message: 'must be a JSON object of list name to list id' });
      return NEVER;
    }
    const map = parsed as Record<string, unknown>;
    const missing = boardLists.filter((name) => typeof map[name] !== 'string');
    if (missing.length) {
      addIssue({ message: `has no list id for ${missing.join(', ')}` });
      return NEVER;
    }
    const malformed = boardLists.filter((name) => !trelloListId.test(map[name] as string));
    if (malformed.length) {
      addIssue({ message: `list ids must be 24 hex characters (check ${malformed.join(', ')})` });
      return NEVER;
    }
    return Object.fromEntries(boardLists.map((name) => [name, map[name] as string])) as Record<(typeof boardLists)[number], string>;
  }),
);

/**
 * The integration variables, spread into the server's environment schema (server/config.ts).
 * Every one is optional: a service whose variables are all unset runs as its sandbox.
 */
export const integrationEnvEntries = {
  DUDA_API_URL: optionalUrl('e.g. https://api.duda.co/api'),
  DUDA_API_USER: v.optional(secret),
  DUDA_API_PASSWORD: v.optional(secret),
  /** The Duda account whose SSO link opens the editor. */
  DUDA_SSO_ACCOUNT: v.optional(secret),
  TRELLO_API_URL: optionalUrl('e.g. https://api.trello.com/1'),
  TRELLO_KEY: v.optional(secret),
  TRELLO_TOKEN: v.optional(secret),
  TRELLO_BOARD_LISTS: v.optional(boardListMap),
  GODADDY_API_URL: optionalUrl('e.g. https://api.godaddy.com'),
  GODADDY_KEY: v.optional(secret),
  GODADDY_SECRET: v.optional(secret),
  ROUTE53_API_URL: optionalUrl('e.g. https://route53.amazonaws.com'),
  AWS_ACCESS_KEY_ID: v.optional(v.pipe(v.string(), v.regex(/^[A-Z0-9]{16,128}$/, 'must be an AWS access key id'))),
  AWS_SECRET_ACCESS_KEY: v.optional(secret),
  AWS_REGION: v.optional(v.pipe(v.string(), v.regex(/^[a-z]{2}(-[a-z]+)+-\d$/, 'must be an AWS region such as us-east-1'))),
  /** Resolvers for reading a domain's public records before proxying ('1.1.1.1,8.8.8.8'); the system's when unset. */
  PUBLIC_DNS_SERVERS: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[0-9a-f.:[\]]+(,[0-9a-f.:[\]]+)*$/i, 'must be resolver addresses separated by commas, e.g. 1.1.1.1,8.8.8.8'),
      v.transform((servers) => servers.split(',')),
    ),
  ),
  SMTP_URL: v.optional(v.pipe(v.string(), v.regex(/^smtps?:\/\/[^/]+/, 'must look like smtp://user:password@host:587 or smtps://...'))),
  MAIL_FROM: v.optional(
    v.pipe(v.string(), v.regex(/@/, 'must be an e-mail address, optionally with a name')),
    'Website Admin <website-admin@localhost>',
  ),
  AI_API_URL: optionalUrl('e.g. https://api.openai.com/v1'),
  AI_API_KEY: v.optional(secret),
  AI_MODEL: v.optional(secret),
  /** The launch specialists' DNS wiki page, linked from the manual-DNS panel. */
  LAUNCH_WIKI_URL: optionalUrl('the DNS wiki page'),
  /** The provider's back office: the site's organization_id is appended to this prefix (the Backend link). */
  ORGANIZATION_DASHBOARD_URL: optionalUrl('a prefix the organization id is appended to, e.g. https://dashboard.example.com/organizations/'),
  /** How long a sandbox DNS change stays PENDING before it is INSYNC. */
  SANDBOX_DNS_SYNC_MS: wholeMs('3000'),
  /** Per attempt, for every real client. */
  INTEGRATION_TIMEOUT_MS: wholeMs('10000'),
};

type IntegrationEnv = v.InferOutput<v.ObjectSchema<typeof integrationEnvEntries, undefined>>;

/**
 * Each live service's variables: a service is live when its required ones are all set, and a
 * start-up error when only some of its variables are (half a configuration is a mistake, not a
 * request for the sandbox). Optional ones (API URLs, region, model) have production defaults.
 */
const serviceVariables: Record<ServiceName, { required: readonly (keyof IntegrationEnv)[]; optional: readonly (keyof IntegrationEnv)[] }> =
  {
    builder: { required: ['DUDA_API_USER', 'DUDA_API_PASSWORD', 'DUDA_SSO_ACCOUNT'], optional: ['DUDA_API_URL'] },
    board: { required: ['TRELLO_KEY', 'TRELLO_TOKEN', 'TRELLO_BOARD_LISTS'], optional: ['TRELLO_API_URL'] },
    registrar: { required: ['GODADDY_KEY', 'GODADDY_SECRET'], optional: ['GODADDY_API_URL'] },
    dns: { required: ['AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY'], optional: ['AWS_REGION', 'ROUTE53_API_URL', 'PUBLIC_DNS_SERVERS'] },
    mail: { required: ['SMTP_URL'], optional: [] },
    ai: { required: ['AI_API_KEY'], optional: ['AI_API_URL', 'AI_MODEL'] },
  };

/** Start-up problems with half-configured services, one line each, naming what is missing. */
export const incompleteServices = (env: Partial<IntegrationEnv>): string[] =>
  Object.entries(serviceVariables).flatMap(([service, { required, optional }]) => {
    const set = [...required, ...optional].filter((name) => env[name] !== undefined);
    const missing = required.filter((name) => env[name] === undefined);
    return set.length && missing.length
      ? [`  ${missing.join(', ')}: must be set too, since ${set.join(', ')} ${set.length === 1 ? 'is' : 'are'} set (${service})`]
      : [];
  });

/**
 * Live mail from the placeholder sender would leave from an address no one reads and that real
 * mail servers refuse or file as spam, so start-up stops instead (decision 0490).
 */
export const placeholderSender = (env: Partial<IntegrationEnv>): string[] =>
  env.SMTP_URL !== undefined && /@localhost>?\s*$/i.test(env.MAIL_FROM ?? '')
    ? [
        '  MAIL_FROM: must be a real address (e.g. Website Admin <website-admin@agency.com>) once SMTP_URL is set, not one at localhost (mail)',
      ]
    : [];

export const isLive = (env: Partial<IntegrationEnv>, service: ServiceName): boolean =>
  serviceVariables[service].required.every((name) => env[name] !== undefined);
