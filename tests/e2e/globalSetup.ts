import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { startLoopbackOidcProvider } from '../loopbackOidcProvider';
import { npmStartCommand } from '../npmStartCommand';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** 127.0.0.1:port where a journey may serve a loopback fixture site the scraper is allowed to read. */
    scrapeFixtureHost: string;
  }
}

const projectRoot = fileURLToPath(new URL('../..', import.meta.url));
/**
 * The e2e server always runs on its own embedded database, even when the shell points at PostgreSQL.
 * NODE_ENV goes too: Vitest sets it to 'test', and Vite builds a development bundle (React
 * StrictMode double effects, development React) for any NODE_ENV but production; `npm start` has none.
 */
const withoutDatabaseUrl = (env: NodeJS.ProcessEnv): NodeJS.ProcessEnv => {
  const { DATABASE_URL: _ignored, NODE_ENV: _vitestsTest, ...rest } = env;
  return rest;
};
/** Building the browser app (when dist/ is stale) and seeding the demo data take a while on two cores. */
const startTimeoutMs = 240_000;

/** A port nothing listens on now: the scraper's fixture site takes it later, in the test process. */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port'))));
    });
  });

/**
 * Starts the server exactly as `npm start` does (same entry point, demo data on), on a throwaway
 * data folder and a port the OS picks, and stops it with SIGTERM when the run ends.
 */
export default async function startServerForE2e(project: TestProject): Promise<() => Promise<void>> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'website-admin-e2e-'));
  // The scraper may read only this loopback host:port (a journey's fixture site), without pauses.
  const scrapeFixtureHost = `127.0.0.1:${await freePort()}`;
  // The company's identity provider, on loopback: the sign-in page offers 'Sign in with company account'.
  const oidcProvider = await startLoopbackOidcProvider();
  const start = npmStartCommand(projectRoot);
  const server: ChildProcess = spawn(start.command, start.args, {
    cwd: projectRoot,
    env: {
      ...withoutDatabaseUrl(process.env),
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO: '1',
      SCRAPER_ALLOWED_HOSTS: scrapeFixtureHost,
      SCRAPER_DELAY_MS: '0',
      ...oidcProvider.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const baseUrl = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The server did not start in ${startTimeoutMs / 1000} s:\n${output}`)), startTimeoutMs);
    const read = (chunk: Buffer) => {
      output += String(chunk);
      const url = output.match(/running at (http:\/\/\S+)/)?.[1];
      if (url) {
        clearTimeout(timer);
        resolve(url);
      }
    };
    server.stdout?.on('data', read);
    server.stderr?.on('data', read);
    server.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The server exited with code ${code} before it was ready:\n${output}`));
    });
  });
  // Keep draining the pipes so a chatty server never blocks on a full buffer; show its errors.
  server.stdout?.removeAllListeners('data').resume();
  server.stderr?.removeAllListeners('data').on('data', (chunk: Buffer) => process.stderr.write(`[server] ${chunk.toString()}`));
  oidcProvider.register(`${baseUrl}/auth/oidc/callback`);
  project.provide('baseUrl', baseUrl);
  project.provide('scrapeFixtureHost', scrapeFixtureHost);

  return async () => {
    const alreadyExited = server.exitCode !== null || server.signalCode !== null;
    const exited = alreadyExited ? Promise.resolve() : new Promise<void>((resolve) => server.once('exit', () => resolve()));
    server.kill('SIGTERM');
    // A graceful stop lets running jobs finish; one that hangs is killed so the run still ends.
    const killer = setTimeout(() => server.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(killer);
    await oidcProvider.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
