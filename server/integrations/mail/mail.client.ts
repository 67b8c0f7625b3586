import nodemailer from 'nodemailer';
import type { AccessCheck } from '../accessCheck';
import { IntegrationError } from '../integrationError';
import { serviceLabels } from '../serviceNames';
import type { Mailer } from './mail.port';

interface SmtpClientConfig {
  /** smtp://user:password@host:587 or smtps://... */
  url: string;
  from: string;
  timeoutMs: number;
  /** Certificates to trust besides the system's (tests: the loopback server's own). */
  ca?: string;
  maxRetries?: number;
  baseDelayMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

interface SmtpFailure {
  code?: string;
  /** The system's code under nodemailer's own (ECONNREFUSED under ESOCKET). */
  originalCode?: string;
  message?: string;
  responseCode?: number;
  response?: string;
}

const label = serviceLabels.mail;

/** Socket failures before the server said anything: nothing was accepted, so sending again is safe. */
const unreachableCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'EHOSTUNREACH', 'ENETUNREACH', 'EPIPE']);

/** Node's codes for a certificate it does not trust (expired, self-signed, wrong name, unknown issuer). */
const isCertificateFailure = (failure: SmtpFailure) =>
  /CERT|SELF_SIGNED|UNABLE_TO_(VERIFY|GET_ISSUER)|ALTNAME/.test(failure.originalCode ?? '');

const isUnreachable = (failure: SmtpFailure) =>
  failure.code === 'ECONNECTION' || (failure.code === 'ESOCKET' && unreachableCodes.has(failure.originalCode ?? ''));

/** Nothing was accepted yet: the connection failed, or the server said 'try again later' (4xx). */
const isTransient = (failure: SmtpFailure) =>
  isUnreachable(failure) ||
  (failure.code !== 'ETLS' && failure.responseCode !== undefined && failure.responseCode >= 400 && failure.responseCode < 500);

const toIntegrationError = (failure: SmtpFailure, timeoutMs: number): IntegrationError => {
  const said = failure.response ? `: ${failure.response}` : '';
  if (failure.code === 'ETLS') {
    return new IntegrationError(
      'mail',
      'rejected',
      `${label} does not offer an encrypted connection (STARTTLS), so we did not send it the password. Use smtps://…:465 in SMTP_URL, or a port of that server that offers STARTTLS (usually 587).`,
      failure.responseCode,
    );
  }
  if (isCertificateFailure(failure)) {
    return new IntegrationError(
      'mail',
      'unavailable',
      `${label}'s certificate is not trusted (${failure.message ?? failure.originalCode}). Check that the host in SMTP_URL is the name on the server's certificate, or ask the mail provider to renew its certificate.`,
    );
  }
  if (failure.code === 'EAUTH') {
    return new IntegrationError(
      'mail',
      'unauthorized',
      `${label} refused our credentials${said}. Check the user and password in SMTP_URL.`,
      failure.responseCode,
    );
  }
  if (failure.code === 'ETIMEDOUT') {
    return new IntegrationError('mail', 'timeout', `${label} did not answer within ${timeoutMs / 1000} seconds; try again later.`);
  }
  if (failure.code === 'ECONNECTION' || failure.code === 'ESOCKET' || failure.code === 'EDNS') {
    return new IntegrationError(
      'mail',
      'unavailable',
      `${label} could not be reached (${failure.originalCode ?? failure.code}); check SMTP_URL or try again later.`,
    );
  }
  if (failure.responseCode !== undefined && failure.responseCode < 500) {
    return new IntegrationError('mail', 'rate_limited', `${label} asked us to try again later${said}.`, failure.responseCode);
  }
  return new IntegrationError('mail', 'rejected', `${label} refused the message${said}. Check the addresses.`, failure.responseCode);
};

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * SMTP through nodemailer, retried only while the server has accepted nothing. With credentials
 * in SMTP_URL, smtp:// must upgrade with STARTTLS before the password is sent: a server that does
 * not offer it is refused rather than sent the password in clear (decision 0490).
 */
export const createSmtpMailer = (config: SmtpClientConfig): Mailer & AccessCheck => {
  const { maxRetries = 3, baseDelayMs = 250, sleep = defaultSleep } = config;
  const hasCredentials = new URL(config.url).username !== '';
  const transport = nodemailer.createTransport({
    url: config.url,
    requireTLS: hasCredentials,
    connectionTimeout: config.timeoutMs,
    greetingTimeout: config.timeoutMs,
    socketTimeout: config.timeoutMs,
    ...(config.ca ? { tls: { ca: config.ca } } : {}),
  });

  const withRetries = async <T>(attemptOnce: () => Promise<T>): Promise<T> => {
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await attemptOnce();
      } catch (error) {
        const failure = error as SmtpFailure;
        if (attempt < maxRetries && isTransient(failure)) {
          const ceiling = baseDelayMs * 2 ** attempt;
          await sleep(ceiling / 2 + Math.random() * (ceiling / 2));
          continue;
        }
        throw toIntegrationError(failure, config.timeoutMs);
      }
    }
  };

  return {
    send: (message) =>
      withRetries(async () => {
        const info = await transport.sendMail({
          from: config.from,
          to: message.to,
          ...(message.cc?.length ? { cc: message.cc } : {}),
          ...(message.replyTo ? { replyTo: message.replyTo } : {}),
          subject: message.subject,
          text: message.text,
          ...(message.html ? { html: message.html } : {}),
        });
        return { messageId: info.messageId };
      }),
    // Connect, sign in and quit: nothing is sent.
    check: async () => {
      await withRetries(() => transport.verify());
      return `connected to ${new URL(config.url).host} and signed in`;
    },
  };
};
