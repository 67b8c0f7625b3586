import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { npmStartCommand } from '../npmStartCommand';

const projectRoot = fileURLToPath(new URL('../..', import.meta.url));
/** Migrations on a new database, and the browser build when dist/ is stale, take a while on two cores. */
const startTimeoutMs = 240_000;

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** What it printed, for a failure's message. */
  output(): string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
}

/** One SECRETS_KEY for every instance of a run, as instances of one deployment share it. */
export const newSecretsKey = (): string => randomBytes(32).toString('base64');

/**
 * An instance started as `npm start` starts it (same entry point and Node flags), on `databaseUrl`,
 * on a port the OS picks, without demo data, as a process of its own: its death, its exit code and
 * its answer to SIGTERM are the ones production sees.
 */
export const startServerProcess = async (databaseUrl: string, secretsKey: string): Promise<ServerProcess> => {
  const start = npmStartCommand(projectRoot);
  // NODE_ENV goes: Vitest sets it to 'test', `npm start` has none.
  const { NODE_ENV: _vitestsTest, ...env } = process.env;
  const child = spawn(start.command, start.args, {
    cwd: projectRoot,
    env: {
      ...env,
      DATABASE_URL: databaseUrl,
      SECRETS_KEY: secretsKey,
      PORT: '0',
      HOST: '127.0.0.1',
      DEMO: '0',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'website-admin-restart-')),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The server did not start in ${startTimeoutMs / 1000} s:\n${output}`)), startTimeoutMs);
    const read = (chunk: Buffer) => {
      output += String(chunk);
      const running = output.match(/running at (http:\/\/\S+)/)?.[1];
      if (running) {
        clearTimeout(timer);
        resolve(running);
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`The server exited with code ${code} before it was ready:\n${output}`));
    });
  });
  return { url, child, output: () => output, exited };
};

/** SIGTERM, as an orchestrator sends it, and the exit code once the graceful stop is over. */
export const stopServerProcess = (instance: ServerProcess): Promise<number | null> => {
  if (instance.child.exitCode === null) instance.child.kill('SIGTERM');
  return instance.exited;
};
