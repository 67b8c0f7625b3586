import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listOutbox } from '../../../server/integrations/mail/outbox';
import { createIntegrations } from '../../../server/integrations/integrations';
import { createHarness } from '../harness';
import { expectIntegrationError } from './expectIntegrationError';
import { liveIntegrations } from './liveIntegrations';
import { mailContract, type SentMail } from './mail.contract';
import { type ReceivedMail, type SmtpStub, startSmtpStub } from './stubs/mail.stub';

const mailFrom = 'Website Admin <admin@agency.example>';
const addresses = (header: string | undefined) => (header ? header.split(',').map((address) => address.trim()) : []);

mailContract('mail: sandbox outbox', async () => {
  const h = await createHarness();
  const { mail, modes } = createIntegrations({ config: { ...h.deps.config, MAIL_FROM: mailFrom }, db: h.handle.db, now: () => new Date() });
  expect(modes.mail).toBe('sandbox');
  return {
    mailer: mail,
    sent: async () =>
      (await listOutbox(h.handle.db, 100))
        .reverse()
        .map(({ from, to, cc, replyTo, subject, text }) => ({ from, to, cc, replyTo, subject, text })),
    close: () => h.close(),
  };
});

const asSent = (mail: ReceivedMail): SentMail => ({
  from: mail.headers.from ?? '',
  to: addresses(mail.headers.to),
  cc: addresses(mail.headers.cc),
  replyTo: mail.headers['reply-to'] ?? null,
  subject: mail.headers.subject ?? '',
  text: mail.body,
});

mailContract('mail: SMTP client against the stub', async () => {
  const contractStub = await startSmtpStub();
  const integrations = liveIntegrations({ SMTP_URL: contractStub.url(), MAIL_FROM: mailFrom });
  expect(integrations.modes.mail).toBe('live');
  return { mailer: integrations.mail, sent: async () => contractStub.received.map(asSent), close: () => contractStub.close() };
});

describe('SMTP client specifics', () => {
  let stub: SmtpStub;
  // A fresh stub per test: its first-call throttling and its request log belong to that test alone.
  beforeEach(async () => {
    stub = await startSmtpStub();
  });
  afterEach(() => stub.close());

  it("signs in and tries again after the server's 'try again later'", async () => {
    const { mail } = liveIntegrations({ SMTP_URL: stub.url(), MAIL_FROM: mailFrom });
    await mail.send({ to: ['it@smithfuneral.com'], subject: 'Retry', text: 'Second time lucky.' });
    expect(stub.commands.filter((command) => command.startsWith('MAIL FROM'))).toHaveLength(2);
    expect(stub.commands.some((command) => /^AUTH (PLAIN|LOGIN)/.test(command))).toBe(true);
    expect(stub.received.at(-1)).toMatchObject({ from: 'admin@agency.example', recipients: ['it@smithfuneral.com'] });
  });

  it('tells staff to check SMTP_URL when the credentials are refused', async () => {
    const { mail } = liveIntegrations({ SMTP_URL: stub.url('wrong'), MAIL_FROM: mailFrom });
    const error = await expectIntegrationError(mail.send({ to: ['it@smithfuneral.com'], subject: 'x', text: 'y' }), 'mail', 'unauthorized');
    expect(error.message).toContain('Check the user and password in SMTP_URL.');
  });

  it('says which address the server refused', async () => {
    const { mail } = liveIntegrations({ SMTP_URL: stub.url(), MAIL_FROM: mailFrom });
    const error = await expectIntegrationError(mail.send({ to: ['nobody@bounce.example'], subject: 'x', text: 'y' }), 'mail', 'rejected');
    expect(error.message).toContain('nobody@bounce.example');
  });
});
