import type { Kysely } from 'kysely';
import type { ServerConfig } from '../config';
import type { Database } from '../db/schema';
import { createOpenAiWriter } from './ai/ai.client';
import type { AiWriter } from './ai/ai.port';
import { createSandboxAiWriter } from './ai/ai.sandbox';
import { createTrelloClient } from './board/board.client';
import type { TaskBoard } from './board/board.port';
import { createSandboxBoard } from './board/board.sandbox';
import { createDudaClient } from './builder/builder.client';
import type { WebsiteBuilder } from './builder/builder.port';
import { createSandboxBuilder } from './builder/builder.sandbox';
import { createRoute53Client } from './dns/dns.client';
import type { DnsHosting } from './dns/dns.port';
import { createSandboxDns } from './dns/dns.sandbox';
import type { PublicDns } from './dns/publicDns.port';
import { createResolverPublicDns } from './dns/publicDns.resolver';
import { createSandboxPublicDns } from './dns/publicDns.sandbox';
import type { AccessCheck } from './accessCheck';
import { isLive } from './integrationsConfig';
import { createSmtpMailer } from './mail/mail.client';
import type { Mailer } from './mail/mail.port';
import { createSandboxMailer } from './mail/mail.sandbox';
import { createGoDaddyClient } from './registrar/registrar.client';
import type { Registrar } from './registrar/registrar.port';
import { createSandboxRegistrar } from './registrar/registrar.sandbox';
import type { ServiceMode, ServiceName } from './serviceNames';

/** Every outside service the app talks to, each behind its port. */
export interface Integrations {
  builder: WebsiteBuilder;
  board: TaskBoard;
  registrar: Registrar;
  dns: DnsHosting;
  /** The records the world sees today; real with live DNS hosting, the sandbox's otherwise. */
  publicDns: PublicDns;
  mail: Mailer;
  ai: AiWriter;
  /** Which implementation each service runs (GET /api/health). */
  modes: Record<ServiceName, ServiceMode>;
  /** Each live service's harmless authenticated read (npm run integrations:check); null in the sandbox. */
  checks: Record<ServiceName, AccessCheck['check'] | null>;
}

interface IntegrationsDeps {
  config: ServerConfig;
  db: Kysely<Database>;
  now: () => Date;
}

const defaults = {
  duda: 'https://api.duda.co/api',
  trello: 'https://api.trello.com/1',
  godaddy: 'https://api.godaddy.com',
  route53: 'https://route53.amazonaws.com',
  awsRegion: 'us-east-1',
  ai: 'https://api.openai.com/v1',
  aiModel: 'gpt-4o-mini',
};

/**
 * Each service live when its variables are set (loadConfig has already refused half-set ones),
 * its sandbox otherwise. Sandbox links are same-origin paths unless PUBLIC_ORIGIN says where the
 * app is reached, so they work behind the dev server's proxy as well as in production.
 */
export const createIntegrations = ({ config, db, now }: IntegrationsDeps): Integrations => {
  const publicOrigin = config.PUBLIC_ORIGIN?.replace(/\/+$/, '') ?? '';
  const timeoutMs = config.INTEGRATION_TIMEOUT_MS;
  const live = (service: ServiceName) => isLive(config, service);

  const dudaClient =
    live('builder') && config.DUDA_API_USER && config.DUDA_API_PASSWORD && config.DUDA_SSO_ACCOUNT
      ? createDudaClient({
          baseUrl: config.DUDA_API_URL ?? defaults.duda,
          user: config.DUDA_API_USER,
          password: config.DUDA_API_PASSWORD,
          ssoAccount: config.DUDA_SSO_ACCOUNT,
          timeoutMs,
        })
      : null;
  const builder = dudaClient ?? createSandboxBuilder({ db, publicOrigin, now });

  const trelloClient =
    live('board') && config.TRELLO_KEY && config.TRELLO_TOKEN && config.TRELLO_BOARD_LISTS
      ? createTrelloClient({
          baseUrl: config.TRELLO_API_URL ?? defaults.trello,
          key: config.TRELLO_KEY,
          token: config.TRELLO_TOKEN,
          listIds: config.TRELLO_BOARD_LISTS,
          timeoutMs,
        })
      : null;
  const board = trelloClient ?? createSandboxBoard({ db, publicOrigin, now });

  const goDaddyClient =
    live('registrar') && config.GODADDY_KEY && config.GODADDY_SECRET
      ? createGoDaddyClient({
          baseUrl: config.GODADDY_API_URL ?? defaults.godaddy,
          key: config.GODADDY_KEY,
          secret: config.GODADDY_SECRET,
          timeoutMs,
        })
      : null;
  const registrar = goDaddyClient ?? createSandboxRegistrar({ db, now });

  const route53Client =
    live('dns') && config.AWS_ACCESS_KEY_ID && config.AWS_SECRET_ACCESS_KEY
      ? createRoute53Client({
          baseUrl: config.ROUTE53_API_URL ?? defaults.route53,
          accessKeyId: config.AWS_ACCESS_KEY_ID,
          secretAccessKey: config.AWS_SECRET_ACCESS_KEY,
          region: config.AWS_REGION ?? defaults.awsRegion,
          timeoutMs,
        })
      : null;
  const dns = route53Client ?? createSandboxDns({ db, now, syncDelayMs: config.SANDBOX_DNS_SYNC_MS });

  const publicDns = live('dns')
    ? createResolverPublicDns({ servers: config.PUBLIC_DNS_SERVERS ?? [], timeoutMs })
    : createSandboxPublicDns();

  const smtpMailer = config.SMTP_URL ? createSmtpMailer({ url: config.SMTP_URL, from: config.MAIL_FROM, timeoutMs }) : null;
  const mail = smtpMailer ?? createSandboxMailer({ db, from: config.MAIL_FROM, now });

  const aiClient = config.AI_API_KEY
    ? createOpenAiWriter({
        baseUrl: config.AI_API_URL ?? defaults.ai,
        apiKey: config.AI_API_KEY,
        model: config.AI_MODEL ?? defaults.aiModel,
        timeoutMs,
      })
    : null;
  const ai = aiClient ?? createSandboxAiWriter();

  const mode = (service: ServiceName): ServiceMode => (live(service) ? 'live' : 'sandbox');
  return {
    builder,
    board,
    registrar,
    dns,
    publicDns,
    mail,
    ai,
    modes: {
      builder: mode('builder'),
      board: mode('board'),
      registrar: mode('registrar'),
      dns: mode('dns'),
      mail: mode('mail'),
      ai: mode('ai'),
    },
    checks: {
      builder: dudaClient?.check ?? null,
      board: trelloClient?.check ?? null,
      registrar: goDaddyClient?.check ?? null,
      dns: route53Client?.check ?? null,
      mail: smtpMailer?.check ?? null,
      ai: aiClient?.check ?? null,
    },
  };
};
