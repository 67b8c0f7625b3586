import nodemailer from 'nodemailer';
import { IntegrationError } from '../integrationError';
import { serviceLabels } from '../serviceNames';
import type { Mailer } from './mail.port';

interface SmtpClientConfig {
  /** smtp://user:password@host:587 or smtps://... */
  url: string;
  from: string;
  timeoutMs: number;
  maxRetries?: number;
  baseDelayMs?: number;
}

interface SmtpFailure {
  code?: string;
  responseCode?: number;
  response?: string;
}

const label = serviceLabels.mail;

/** Nothing was accepted yet: the connection failed, or the server said 'try again later' (4xx). */
const isTransient = (failure: SmtpFailure) =>
  failure.code === 'ECONNECTION' || (failure.responseCode !== undefined && failure.responseCode >= 400 && failure.responseCode < 500);

const toIntegrationError = (failure: SmtpFailure, timeoutMs: number): IntegrationError => {
  const said = failure.response ? `: ${failure.response}` : '';
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
      `${label} could not be reached (${failure.code}); check SMTP_URL or try again later.`,
    );
  }
  if (failure.responseCode !== undefined && failure.responseCode < 500) {
    return new IntegrationError('mail', 'rate_limited', `${label} asked us to try again later${said}.`, failure.responseCode);
  }
  return new IntegrationError('mail', 'rejected', `${label} refused the message${said}. Check the addresses.`, failure.responseCode);
};

/** SMTP through nodemailer, retried only while the server has accepted nothing. */
export const createSmtpMailer = (config: SmtpClientConfig): Mailer => {
  const { maxRetries = 3, baseDelayMs = 250 } = config;
  const transport = nodemailer.createTransport({
    url: config.url,
    connectionTimeout: config.timeoutMs,
    greetingTimeout: config.timeoutMs,
    socketTimeout: config.timeoutMs,
  });
  return {
    send: async (message) => {
      for (let attempt = 0; ; attempt += 1) {
        try {
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
        } catch (error) {
          const failure = error as SmtpFailure;
          if (attempt < maxRetries && isTransient(failure)) {
            const ceiling = baseDelayMs * 2 ** attempt;
            await new Promise((resolve) => setTimeout(resolve, ceiling / 2 + Math.random() * (ceiling / 2)));
            continue;
          }
          throw toIntegrationError(failure, config.timeoutMs);
        }
      }
    },
  };
};
