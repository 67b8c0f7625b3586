import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createIntegrations } from '../../../server/integrations/integrations';
import { createSmtpMailer } from '../../../server/integrations/mail/mail.client';
import { listOutbox } from '../../../server/integrations/mail/outbox';
import { createHarness } from '../harness';
import { expectIntegrationError } from './expectIntegrationError';
import { liveIntegrations } from './liveIntegrations';
import { mailContract, type SentMail } from './mail.contract';
import { loopbackCertificate, type ReceivedMail, type SmtpStub, startSmtpStub } from './stubs/mail.stub';

const mailFrom = 'Website Admin <admin@agency.example>';
const addresses = (header: string | undefined) => (header ? header.split(',').map((address) => address.trim()) : []);
const noWait = () => Promise.resolve();

/** The real client as start-up builds it, trusting the loopback server's certificate. */
const smtpMailer = (url: string, options: { trusted?: boolean; sleep?: (ms: number) => Promise<void> } = {}) =>
  createSmtpMailer({
    url,
    from: mailFrom,
    timeoutMs: 5_000,
    ...(options.trusted === false ? {} : { ca: loopbackCertificate }),
    sleep: options.sleep ?? noWait,
  });

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

mailContract('mail: SMTP client against a real SMTP server', async () => {
  const contractServer = await startSmtpStub();
  return {
    mailer: smtpMailer(contractServer.url()),
    sent: async () => contractServer.received.map(asSent),
    close: () => contractServer.close(),
  };
});

describe('SMTP client specifics', () => {
  const servers: SmtpStub[] = [];
  // A fresh server per test: its first-call throttling and its command log belong to that test alone.
  const start = async (options?: Parameters<typeof startSmtpStub>[0]) => {
    const server = await startSmtpStub(options);
    servers.push(server);
    return server;
  };
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => server.close()));
  });
  const message = { to: ['it@smithfuneral.com'], subject: 'Retry', text: 'Second time lucky.' };

  it('runs live once SMTP_URL is set', () => {
    expect(liveIntegrations({ SMTP_URL: 'smtp://mailer:secret@mail.agency.example:587', MAIL_FROM: mailFrom }).modes.mail).toBe('live');
  });

  it("encrypts, signs in and tries again after the server's 'try again later'", async () => {
    const server = await start();
    await smtpMailer(server.url()).send(message);
    expect(server.commands.filter((command) => command.startsWith('MAIL FROM'))).toHaveLength(2);
    expect(server.commands.slice(0, 2)).toEqual(['STARTTLS', expect.stringMatching(/^AUTH (PLAIN|LOGIN)$/)]);
    expect(server.received.at(-1)).toMatchObject({ from: 'admin@agency.example', recipients: ['it@smithfuneral.com'] });
  });

  it('never sends the password to a server that offers no STARTTLS', async () => {
    const server = await start({ withoutStartTls: true });
    const error = await expectIntegrationError(smtpMailer(server.url()).send(message), 'mail', 'rejected');
    expect(error.message).toBe(
      'The mail server does not offer an encrypted connection (STARTTLS), so we did not send it the password. Use smtps://…:465 in SMTP_URL, or a port of that server that offers STARTTLS (usually 587).',
    );
    expect(server.passwordsSeen).toEqual([]);
    expect(server.received).toEqual([]);
  });

  it('says the certificate is not trusted, and sends no password', async () => {
    const server = await start();
    const error = await expectIntegrationError(smtpMailer(server.url(), { trusted: false }).send(message), 'mail', 'unavailable');
    expect(error.message).toBe(
      "The mail server's certificate is not trusted (self-signed certificate). Check that the host in SMTP_URL is the name on the server's certificate, or ask the mail provider to renew its certificate.",
    );
    expect(server.passwordsSeen).toEqual([]);
  });

  it('tries again when the connection is refused, and reaches the server once it listens', async () => {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const url = `smtp://mailer:${encodeURIComponent('p@ss word')}@127.0.0.1:${port}`;
    // The first attempt finds nothing listening; during its back-off the server starts on that port.
    let server: SmtpStub | undefined;
    const startDuringBackoff = async () => {
      server ??= await start({ port });
    };
    await smtpMailer(url, { sleep: startDuringBackoff }).send({ ...message, subject: 'After a refusal' });
    expect(server?.received.at(-1)?.headers.subject).toBe('After a refusal');
  });

  it('names the refused connection once the retries are spent', async () => {
    const error = await expectIntegrationError(smtpMailer('smtp://mailer:secret@127.0.0.1:1').send(message), 'mail', 'unavailable');
    expect(error.message).toBe('The mail server could not be reached (ECONNREFUSED); check SMTP_URL or try again later.');
  });

  it('tells staff to check SMTP_URL when the credentials are refused', async () => {
    const server = await start();
    const error = await expectIntegrationError(smtpMailer(server.url('wrong')).send(message), 'mail', 'unauthorized');
    expect(error.message).toContain('Check the user and password in SMTP_URL.');
  });

  it('says which address the server refused', async () => {
    const server = await start();
    const error = await expectIntegrationError(
      smtpMailer(server.url()).send({ ...message, to: ['nobody@bounce.example'] }),
      'mail',
      'rejected',
    );
    expect(error.message).toContain('nobody@bounce.example');
  });

  it('checks access by connecting, signing in and quitting, sending nothing', async () => {
    const server = await start();
    expect(await smtpMailer(server.url()).check()).toBe(`connected to 127.0.0.1:${server.port} and signed in`);
    expect(server.passwordsSeen).toEqual(['p@ss word']);
    expect(server.received).toEqual([]);
  });
});
