import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { npmStartCommand } from '../npmStartCommand';

export interface BenchServer {
  url: string;
  /** Milliseconds from spawning the process to its 'running at' line. */
  startMs: number;
  /** Resident memory now and its peak so far, in MB (Linux /proc). */
  memory(): Promise<{ rssMb: number; peakMb: number }>;
  stop(): Promise<void>;
}

const statusField = (status: string, field: string): number =>
  Number(status.match(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'))?.[1] ?? Number.NaN) / 1024;

/**
 * `npm start` as one Node process, with the command and Node flags package.json gives it (tsx
 * loaded with --import, so the memory read is the server's own): demo data on, on an empty data
 * folder unless one is given, on a port the OS picks. `root` is the checkout to run, so the same
 * bench can measure an older build.
 */
export const startBenchServer = async (options: { root: string; dataDir?: string; env?: Record<string, string> }): Promise<BenchServer> => {
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(tmpdir(), 'website-admin-bench-server-')));
  const { DATABASE_URL: _database, NODE_ENV: _mode, ...inherited } = process.env;
  const started = Date.now();
  const start = npmStartCommand(options.root);
  const child: ChildProcess = spawn(start.command, start.args, {
    cwd: options.root,
    env: { ...inherited, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DEMO: '1', ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += String(chunk);
      const found = output.match(/running at (http:\/\/\S+)/)?.[1];
      if (found) resolve(found);
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => reject(new Error(`The server exited with code ${code} before it was ready:\n${output}`)));
  });
  const startMs = Date.now() - started;
  child.stdout?.removeAllListeners('data').resume();
  child.stderr?.removeAllListeners('data').resume();
  return {
    url,
    startMs,
    memory: async () => {
      const status = await readFile(`/proc/${child.pid}/status`, 'utf8');
      return { rssMb: statusField(status, 'VmRSS'), peakMb: statusField(status, 'VmHWM') };
    },
    stop: async () => {
      const exited = child.exitCode !== null ? Promise.resolve() : new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(killer);
      if (!options.dataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
};
