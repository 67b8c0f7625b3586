import type { Server } from 'node:http';

interface ServerParts {
  server: Server;
  /** The /ws endpoint: its sockets are told the service restarts (1012), and clients reconnect elsewhere. */
  sockets: { close(): Promise<void> };
  /** pg-boss: a graceful stop lets running jobs finish. */
  jobs: { stop(): Promise<void> };
  database: { close(): Promise<void> };
  /** How long running requests may take to finish before their connections are cut (20 s, as long as pg-boss gives running jobs). */
  requestGraceMs?: number;
}

/**
 * The server's stop, as SIGTERM runs it: stop taking connections, let the requests and the jobs
 * that are running finish (requests up to `requestGraceMs`, jobs as pg-boss allows), then close
 * the database. Call it right after the server is created, so it sees every request.
 */
export const createServerStop = (parts: ServerParts): (() => Promise<void>) => {
  const { server } = parts;
  let running = 0;
  let stopping = false;
  const whenIdle: Array<() => void> = [];
  server.on('request', (_request, response) => {
    running += 1;
    // A keep-alive connection may bring another request while the server stops: answer it, then close.
    if (stopping) response.setHeader('Connection', 'close');
    response.once('close', () => {
      running -= 1;
      if (running === 0) for (const resolve of whenIdle.splice(0)) resolve();
    });
  });

  const requestsFinished = (graceMs: number) =>
    new Promise<void>((resolve) => {
      if (running === 0) return resolve();
      const timer = setTimeout(resolve, graceMs);
      whenIdle.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });

  let stopped: Promise<void> | undefined;
  return () =>
    (stopped ??= (async () => {
      stopping = true;
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      await parts.sockets.close();
      server.closeIdleConnections();
      await Promise.all([requestsFinished(parts.requestGraceMs ?? 20_000), parts.jobs.stop()]);
      // Whatever is still open after the grace period is cut rather than holding the stop up.
      server.closeAllConnections();
      await closed;
      await parts.database.close();
    })());
};
