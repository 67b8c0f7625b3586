import { createServer } from 'node:net';
import type { AddressInfo, Socket } from 'node:net';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './databaseUnavailable';

/** An error as node-postgres gives it for a message from the server: the SQLSTATE in `code`. */
const serverError = (code: string, message: string) => Object.assign(new Error(message), { code, severity: 'FATAL' });

/** What connecting a real client to `port` fails with. */
const connectError = async (config: pg.ClientConfig): Promise<unknown> => {
  const client = new pg.Client(config);
  client.on('error', () => undefined);
  return client.connect().then(
    () => client.end().then(() => new Error('it connected')),
    (error: unknown) => error,
  );
};

describe('which errors mean the database is unavailable', () => {
  it('a refused connection, as node-postgres reports it', async () => {
    // A port nothing listens on: take one from the OS and give it back.
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    await new Promise((resolve) => server.close(resolve));
    const error = await connectError({ host: '127.0.0.1', port, user: 'nobody', database: 'nothing' });
    expect(error).toMatchObject({ code: 'ECONNREFUSED' });
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('a connection cut by the other side, and one that never answers in time', async () => {
    // Accepts and hangs up at once: what a proxy or a server that goes away does.
    const hangUp = createServer((socket) => socket.destroy());
    // Accepts and says nothing: a server that does not answer.
    const held: Socket[] = [];
    const silent = createServer((socket) => void held.push(socket));
    for (const server of [hangUp, silent]) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const cut = await connectError({ host: '127.0.0.1', port: (hangUp.address() as AddressInfo).port, user: 'nobody' });
      expect(cut).toMatchObject({ message: 'Connection terminated unexpectedly' });
      expect(isDatabaseUnavailable(cut)).toBe(true);

      const pool = new pg.Pool({
        host: '127.0.0.1',
        port: (silent.address() as AddressInfo).port,
        user: 'nobody',
        connectionTimeoutMillis: 200,
      });
      const timedOut = await pool.query('SELECT 1').catch((error: unknown) => error);
      await pool.end();
      expect(timedOut).toMatchObject({ message: 'Connection terminated due to connection timeout' });
      expect(isDatabaseUnavailable(timedOut)).toBe(true);
    } finally {
      for (const socket of held) socket.destroy();
      for (const server of [hangUp, silent]) await new Promise((resolve) => server.close(resolve));
    }
  });

  it('a server shutting down or starting up, and every connection exception', () => {
    expect(isDatabaseUnavailable(serverError('57P01', 'terminating connection due to administrator command'))).toBe(true);
    expect(isDatabaseUnavailable(serverError('57P02', 'terminating connection because of crash of another server process'))).toBe(true);
    expect(isDatabaseUnavailable(serverError('57P03', 'the database system is starting up'))).toBe(true);
    expect(isDatabaseUnavailable(serverError('08006', 'connection failure'))).toBe(true);
    expect(isDatabaseUnavailable(serverError('08001', 'sqlclient unable to establish sqlconnection'))).toBe(true);
    // the pool's own wait for a free connection, when every one is stuck on a database that went away
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Client has encountered a connection error and is not queryable'))).toBe(true);
    expect(
      isDatabaseUnavailable(new AggregateError([Object.assign(new Error('connect ECONNREFUSED ::1:5432'), { code: 'ECONNREFUSED' })])),
    ).toBe(true);
  });

  it('not a statement the database refused, nor an outside service that cannot be reached', () => {
    expect(isDatabaseUnavailable(serverError('23505', 'duplicate key value violates unique constraint "views_name_key"'))).toBe(false);
    expect(isDatabaseUnavailable(serverError('57014', 'canceling statement due to statement timeout'))).toBe(false);
    expect(isDatabaseUnavailable(serverError('42P01', 'relation "nothing" does not exist'))).toBe(false);
    // fetch() to a service that is down carries the socket error as its cause only
    expect(
      isDatabaseUnavailable(
        new TypeError('fetch failed', { cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }) }),
      ),
    ).toBe(false);
    expect(isDatabaseUnavailable(new Error('Something else'))).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
});
