import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createServerStop } from './stopServer';

/** A server whose /slow requests wait until the test lets them answer. */
const startSlowServer = async () => {
  const held: Array<() => void> = [];
  const server = createServer((request, response) => {
    if (request.url === '/slow') held.push(() => response.end('finished'));
    else response.end('quick');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const get = (path: string) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      httpRequest({ host: '127.0.0.1', port, path, agent: false }, (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
        response.on('error', reject);
      })
        .on('error', reject)
        .end();
    });
  return { server, held, get };
};

/** Fake parts that record when each was stopped. */
const recordingParts = () => {
  const events: string[] = [];
  let finishJobs!: () => void;
  const jobsFinished = new Promise<void>((resolve) => (finishJobs = resolve));
  return {
    events,
    finishJobs,
    sockets: { close: async () => void events.push('sockets closed') },
    jobs: {
      stop: async () => {
        events.push('jobs stopping');
        await jobsFinished;
        events.push('jobs stopped');
      },
    },
    database: { close: async () => void events.push('database closed') },
  };
};

describe('the server stop', () => {
  let server: Server | undefined;
  afterEach(() => {
    server?.closeAllConnections();
    server?.close();
  });

  it('stops taking connections, lets the running request and jobs finish, then closes the database', async () => {
    const slow = await startSlowServer();
    server = slow.server;
    const parts = recordingParts();
    const stop = createServerStop({ server, ...parts });
    const running = slow.get('/slow');
    await expect.poll(() => slow.held.length).toBe(1);

    const stopped = stop();
    await expect.poll(() => parts.events).toEqual(['sockets closed', 'jobs stopping']);
    await expect(slow.get('/quick')).rejects.toMatchObject({ code: 'ECONNREFUSED' });

    slow.held[0]!();
    expect(await running).toEqual({ status: 200, body: 'finished' });
    // the request is done but a job still runs: the database stays open for it
    expect(parts.events).not.toContain('database closed');
    parts.finishJobs();
    await stopped;
    expect(parts.events).toEqual(['sockets closed', 'jobs stopping', 'jobs stopped', 'database closed']);
    expect(stop()).toBe(stopped);
  });

  it('cuts a request that outlasts the grace period, and still closes the database', async () => {
    const slow = await startSlowServer();
    server = slow.server;
    const parts = recordingParts();
    parts.finishJobs();
    const stop = createServerStop({ server, ...parts, requestGraceMs: 50 });
    const running = slow.get('/slow');
    await expect.poll(() => slow.held.length).toBe(1);
    await stop();
    await expect(running).rejects.toMatchObject({ code: 'ECONNRESET' });
    expect(parts.events.at(-1)).toBe('database closed');
  });
});
