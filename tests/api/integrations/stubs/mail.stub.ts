import { createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

const smtpStubCredentials = { user: 'mailer', password: 'p@ss word' };

export interface ReceivedMail {
  from: string;
  recipients: string[];
  headers: Record<string, string>;
  body: string;
}

export interface SmtpStub {
  url: (password?: string) => string;
  received: ReceivedMail[];
  /** Commands seen, in order (AUTH lines with their credentials masked). */
  commands: string[];
  close(): Promise<void>;
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

/**
 * An SMTP server on 127.0.0.1: EHLO, AUTH PLAIN and LOGIN (535 for wrong credentials), MAIL,
 * RCPT (550 for addresses at bounce.example), DATA. The first MAIL FROM is answered 451, SMTP's
 * 'try again later', so the client's retry is exercised.
 */
export const startSmtpStub = async (): Promise<SmtpStub> => {
  const received: ReceivedMail[] = [];
  const commands: string[] = [];
  let deferredOnce = false;
  const expectedPlain = Buffer.from(`\0${smtpStubCredentials.user}\0${smtpStubCredentials.password}`).toString('base64');
  const sockets = new Set<Socket>();

  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.setEncoding('utf8');
    let buffer = '';
    let authenticated = false;
    let loginStep: 'user' | 'password' | undefined;
    let loginUser = '';
    let envelope: { from: string; recipients: string[] } | undefined;
    let inData = false;
    const reply = (line: string) => socket.write(`${line}\r\n`);

    const command = (line: string) => {
      if (loginStep === 'user') {
        loginUser = Buffer.from(line, 'base64').toString();
        loginStep = 'password';
        return reply(`334 ${Buffer.from('Password:').toString('base64')}`);
      }
      if (loginStep === 'password') {
        loginStep = undefined;
        authenticated = loginUser === smtpStubCredentials.user && Buffer.from(line, 'base64').toString() === smtpStubCredentials.password;
        return reply(authenticated ? '235 2.7.0 Authentication successful' : '535 5.7.8 Authentication credentials invalid');
      }
      const verb = line.split(' ')[0]!.toUpperCase();
      commands.push(verb === 'AUTH' ? line.split(' ').slice(0, 2).join(' ') : line);
      if (verb === 'EHLO' || verb === 'HELO') return reply('250-stub.example\r\n250-AUTH PLAIN LOGIN\r\n250-8BITMIME\r\n250 SIZE 10485760');
      if (verb === 'AUTH') {
        const [, method, initial] = line.split(' ');
        if (method?.toUpperCase() === 'PLAIN') {
          authenticated = initial === expectedPlain;
          return reply(authenticated ? '235 2.7.0 Authentication successful' : '535 5.7.8 Authentication credentials invalid');
        }
        if (method?.toUpperCase() === 'LOGIN') {
          loginStep = 'user';
          return reply(`334 ${Buffer.from('Username:').toString('base64')}`);
        }
        return reply('504 5.5.4 Unrecognized authentication type');
      }
      if (verb === 'MAIL') {
        if (!authenticated) return reply('530 5.7.0 Authentication required');
        if (!deferredOnce) {
          deferredOnce = true;
          return reply('451 4.3.0 Temporary failure, try again later');
        }
        envelope = { from: /<([^>]*)>/.exec(line)?.[1] ?? '', recipients: [] };
        return reply('250 2.1.0 Ok');
      }
      if (verb === 'RCPT') {
        if (!envelope) return reply('503 5.5.1 Need MAIL first');
        const address = /<([^>]*)>/.exec(line)?.[1] ?? '';
        if (address.endsWith('@bounce.example')) return reply(`550 5.1.1 <${address}>: Recipient address rejected: User unknown`);
        envelope.recipients.push(address);
        return reply('250 2.1.5 Ok');
      }
      if (verb === 'DATA') {
        if (!envelope?.recipients.length) return reply('503 5.5.1 Need RCPT first');
        inData = true;
        return reply('354 End data with <CR><LF>.<CR><LF>');
      }
      if (verb === 'RSET') {
        envelope = undefined;
        return reply('250 2.0.0 Ok');
      }
      if (verb === 'NOOP') return reply('250 2.0.0 Ok');
      if (verb === 'QUIT') {
        reply('221 2.0.0 Bye');
        return socket.end();
      }
      return reply('502 5.5.2 Command not recognized');
    };

    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          const data = buffer.slice(0, end + 2).replace(/\r\n\.\./g, '\r\n.');
          buffer = buffer.slice(end + 5);
          inData = false;
          received.push({ ...envelope!, ...parseMessage(data) });
          envelope = undefined;
          reply(`250 2.0.0 Ok: queued as STUB${received.length}`);
          continue;
        }
        const newline = buffer.indexOf('\r\n');
        if (newline < 0) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        command(line);
      }
    });
    reply('220 stub.example ESMTP ready');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (password = smtpStubCredentials.password) =>
      `smtp://${encodeURIComponent(smtpStubCredentials.user)}:${encodeURIComponent(password)}@127.0.0.1:${port}`,
    received,
    commands,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
};
