import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';

const smtpStubCredentials = { user: 'mailer', password: 'p@ss word' };

/** A certificate for 127.0.0.1 made for these tests (its key is public, in this folder): the CA the client is told to trust. */
export const loopbackCertificate = readFileSync(new URL('./tls/loopback.crt', import.meta.url), 'utf8');
const loopbackKey = readFileSync(new URL('./tls/loopback.key', import.meta.url), 'utf8');

export interface ReceivedMail {
  from: string;
  recipients: string[];
  headers: Record<string, string>;
  body: string;
}

export interface SmtpStub {
  url: (password?: string) => string;
  port: number;
  received: ReceivedMail[];
  /** What the client did, in order: 'STARTTLS', 'AUTH PLAIN', 'MAIL FROM:<…>' (credentials never kept). */
  commands: string[];
  /** Every password the server was sent, whether right or wrong. */
  passwordsSeen: string[];
  close(): Promise<void>;
}

interface SmtpStubOptions {
  /** A server that offers no STARTTLS, yet would take a password in clear if the client sent one. */
  withoutStartTls?: boolean;
  /** Listen on this port (a test that first finds it refused). */
  port?: number;
}

/** Header lines of a message, unfolded, by lower-case name. */
const parseMessage = (data: string): { headers: Record<string, string>; body: string } => {
  const split = data.indexOf('\r\n\r\n');
  const head = data.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const headers = Object.fromEntries(
    head.split('\r\n').map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
    }),
  );
  return { headers, body: data.slice(split + 4).replace(/\r\n$/, '') };
};

const smtpError = (responseCode: number, message: string) => Object.assign(new Error(message), { responseCode });

/**
 * A real SMTP server (nodemailer's smtp-server) on 127.0.0.1: STARTTLS with the loopback
 * certificate, AUTH PLAIN and LOGIN (535 for wrong credentials), 550 for recipients at
 * bounce.example. The first MAIL FROM is answered 451, SMTP's 'try again later', so the client's
 * retry is exercised.
 */
export const startSmtpStub = async (options: SmtpStubOptions = {}): Promise<SmtpStub> => {
  const received: ReceivedMail[] = [];
  const commands: string[] = [];
  const passwordsSeen: string[] = [];
  let deferredOnce = false;

  const serverOptions: SMTPServerOptions = {
    key: loopbackKey,
    cert: loopbackCertificate,
    authMethods: ['PLAIN', 'LOGIN'],
    allowInsecureAuth: options.withoutStartTls === true,
    disabledCommands: options.withoutStartTls ? ['STARTTLS'] : [],
    logger: false,
    onSecure: (_socket, _session, callback) => {
      commands.push('STARTTLS');
      callback();
    },
    onAuth: (auth, _session, callback) => {
      commands.push(`AUTH ${auth.method}`);
      passwordsSeen.push(auth.password ?? '');
      if (auth.username === smtpStubCredentials.user && auth.password === smtpStubCredentials.password) {
        return callback(null, { user: auth.username });
      }
      return callback(smtpError(535, 'Authentication credentials invalid'));
    },
    onMailFrom: (address, _session, callback) => {
      commands.push(`MAIL FROM:<${address.address}>`);
      if (!deferredOnce) {
        deferredOnce = true;
        return callback(smtpError(451, 'Temporary failure, try again later'));
      }
      return callback();
    },
    onRcptTo: (address, _session, callback) => {
      if (address.address.endsWith('@bounce.example')) {
        return callback(smtpError(550, `<${address.address}>: Recipient address rejected: User unknown`));
      }
      return callback();
    },
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          recipients: session.envelope.rcptTo.map(({ address }) => address),
          ...parseMessage(Buffer.concat(chunks).toString('utf8')),
        });
        callback();
      });
    },
  };
  const server = new SMTPServer(serverOptions);
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: (password = smtpStubCredentials.password) =>
      `smtp://${encodeURIComponent(smtpStubCredentials.user)}:${encodeURIComponent(password)}@127.0.0.1:${port}`,
    port,
    received,
    commands,
    passwordsSeen,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
