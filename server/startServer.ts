import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { ensureClientBuilt } from './client/clientBuild';
import { serveClient } from './client/serveClient';
import type { ServerConfig } from './config';
import { openDatabase } from './db/database';
import { embeddedDataDir, isEmbeddedCluster } from './db/embeddedCluster';
import { migrateToLatest } from './db/migrate';
import { seedDemoIfEmpty } from './db/seed/demo';
import { type DemoLogin, hashDemoPassword } from './db/seed/demoUsers';
import type { AppDeps } from './appDeps';
import { createIntegrations } from './integrations/integrations';
import { failAbandonedBuilderProjects } from './jobs/builderProject.job';
import { resumeRunningLaunches } from './jobs/fullSend.job';
import { jobDefinitions } from './jobs/jobDefinitions';
import { type JobRunner, startJobRunner } from './jobs/jobRunner';
import { sweepStoppedTasks } from './scrapeTasks/sweepStoppedTasks';
import { DatabaseLiveEvents } from './live/databaseLiveEvents';
import { attachLiveSockets } from './live/liveSocketServer';
import { createSecretBox } from './secrets/secretBox';
import { startupTimes } from './startupTimes';
import { createServerStop } from './stopServer';
import { loadSecretsKey } from './secrets/secretsKey';

/** @internal Exported for npm run dev and the browser tests (knip --production: decision 0416). */
export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

interface StartServerOptions {
  config: ServerConfig;
  /** Serve the browser app from dist/ (building it when stale). Off for `npm run dev`, where Vite serves it. */
  serveBrowserApp?: boolean;
  log?: (line: string) => void;
}

interface RunningServer {
  url: string;
  port: number;
  /** Demo accounts created by this start (empty when the database already had data or DEMO is off). */
  demoLogins: DemoLogin[];
  deps: AppDeps;
  /** Stops taking requests, closes sockets, lets running requests and jobs finish, then closes the database (server/stopServer.ts). */
  close(): Promise<void>;
}

/**
 * The whole server as `npm start` runs it: database, migrations, demo data, browser bundle, the
 * API and the browser app on one port, websockets on /ws, and pg-boss. E2E tests and benches call
 * this (in-process or through `npm start`) so they test the real thing.
 */
export const startServer = async (options: StartServerOptions): Promise<RunningServer> => {
  const { config, serveBrowserApp = true, log = (line: string) => console.log(line) } = options;
  const times = startupTimes('Node and modules');
  // Before the database opens: without its key the server could store no secret it could read back.
  const secrets = createSecretBox(await loadSecretsKey(config));
  // The browser build (a child process when dist/ is stale) runs while the database opens and migrates.
  const clientBuilt = serveBrowserApp ? ensureClientBuilt(projectRoot, log) : Promise.resolve();
  clientBuilt.catch(() => undefined);
  const dataDir = embeddedDataDir(config);
  // A new embedded database gets the demo data: the demo password's hash (scrypt, about a second on
  // a loaded machine) runs on the thread pool while initdb runs, instead of after the migrations.
  const passwordHash = config.DEMO && dataDir && !isEmbeddedCluster(dataDir) ? hashDemoPassword() : undefined;
  const handle = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir });
  times.lap('database');
  let jobs: JobRunner | undefined;
  try {
    await migrateToLatest(handle.db);
    times.lap('migrations');
    // The demo's sandbox content uses the same URL prefix createIntegrations gives the sandboxes.
    const demoLogins: DemoLogin[] = config.DEMO
      ? await seedDemoIfEmpty(handle.db, { publicOrigin: config.PUBLIC_ORIGIN?.replace(/\/+$/, '') ?? '', passwordHash })
      : [];
    times.lap('demo data');
    await clientBuilt;
    times.lap('browser app');

    const live = new DatabaseLiveEvents(handle);
    await live.start();
    // Schedules are checked every 5 s (pg-boss: 30 s): after a database outage they are back within 5 s
    // of its return, and a daily run whose minute fell inside an outage of up to 55 s is still sent (decision 0448).
    jobs = await startJobRunner({ executeSql: handle.executeSql, definitions: jobDefinitions, deps: () => deps, cronIntervalSeconds: 5 });
    const now = () => new Date();
    const deps: AppDeps = {
      db: handle.db,
      config,
      now,
      jobs,
      live,
      integrations: createIntegrations({ config, db: handle.db, now }),
      secrets,
    };
    const runner = jobs;
    // A launch a stopped server left running continues from its last finished step.
    await resumeRunningLaunches(deps);
    // Scrape tasks a stopped run left STARTED (no instance carries its job, or it stopped beating) become FAILURE.
    await sweepStoppedTasks(deps);
    // A builder project whose job died with a stopped server would block every new create.
    await failAbandonedBuilderProjects(deps);
    const app = createApp(deps);
    if (serveBrowserApp) serveClient(app, path.join(projectRoot, 'dist'));

    const server = await new Promise<Server>((resolve, reject) => {
      const started = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, () => resolve(started as Server));
      started.once('error', reject);
    });
    const sockets = attachLiveSockets(server, deps);
    const close = createServerStop({ server, sockets, jobs: runner, database: handle });
    const { port } = server.address() as AddressInfo;
    times.lap('jobs and the rest');
    log(times.summary());
    // PORT=0 lets the OS pick: the server fetches its own sandbox pages (go-live and staging
    // checks, ownOrigin), so from now on its config names the port it really listens on.
    if (config.PORT !== port) deps.config = { ...config, PORT: port };
    const shownHost = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST;

    return { url: `http://${shownHost}:${port}`, port, demoLogins, deps, close };
  } catch (error) {
    await jobs?.stop();
    await handle.close();
    throw error;
  }
};
