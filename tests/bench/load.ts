import { type ChildProcess, spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { percentile } from './percentiles';

const benchDir = path.dirname(fileURLToPath(import.meta.url));

/** CPU seconds a process has used (user + system), from /proc: load on other cores does not inflate it. */
const cpuSeconds = async (pid: number): Promise<number> => {
  const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100;
};

/** GETs `path` from `connections` keep-alive connections for `durationMs`; every answer must be 200. */
const hammer = async (port: number, requestPath: string, token: string, connections: number, durationMs: number) => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  const deadline = Date.now() + durationMs;
  const once = () =>
    new Promise<void>((resolve, reject) => {
      const started = process.hrtime.bigint();
      const request = http.get(
        { host: '127.0.0.1', port, path: requestPath, agent, headers: { authorization: `bearer ${token}`, 'accept-encoding': 'br, gzip' } },
        (response) => {
          response.resume();
          response.once('end', () => {
            if (response.statusCode !== 200) reject(new Error(`GET ${requestPath}: HTTP ${response.statusCode}`));
            latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
            resolve();
          });
        },
      );
      request.once('error', reject);
    });
  const loop = async () => {
    while (Date.now() < deadline) await once();
  };
  const started = Date.now();
  await Promise.all(Array.from({ length: connections }, loop));
  const seconds = (Date.now() - started) / 1000;
  agent.destroy();
  return { perSecond: latencies.length / seconds, p50: percentile(latencies, 50), p95: percentile(latencies, 95) };
};

/**
 * Requests per second through HTTP on a PostgreSQL bench schema: the API in a child process
 * (tests/bench/loadServer.ts), a small keep-alive load generator here (10 connections, 5 s per
 * path after a 1 s warm-up). The API process's CPU time per request is printed too: on a loaded
 * machine the rate follows the load, the CPU time much less.
 */
export const measureLoad = async (options: {
  databaseUrl: string;
  schema: string;
  token: string;
  paths: string[];
  connections?: number;
  durationMs?: number;
}) => {
  const { connections = 10, durationMs = Number(process.env.BENCH_LOAD_MS ?? 5000) } = options;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', path.join(benchDir, 'loadServer.ts')], {
    env: { ...process.env, DATABASE_URL: options.databaseUrl, BENCH_SCHEMA: options.schema },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const port = await new Promise<number>((resolve, reject) => {
      child.stdout?.on('data', (chunk: Buffer) => {
        const found = String(chunk).match(/listening on (\d+)/)?.[1];
        if (found) resolve(Number(found));
      });
      child.once('exit', (code) => reject(new Error(`The load server exited with code ${code}`)));
    });
    const results: { path: string; perSecond: number; p50: number; p95: number; cpuMsPerRequest: number }[] = [];
    const pid = child.pid as number;
    for (const requestPath of options.paths) {
      await hammer(port, requestPath, options.token, connections, 1000);
      const cpuBefore = await cpuSeconds(pid);
      const result = await hammer(port, requestPath, options.token, connections, durationMs);
      const cpuMsPerRequest = (((await cpuSeconds(pid)) - cpuBefore) * 1000) / (result.perSecond * (durationMs / 1000));
      results.push({ path: requestPath, ...result, cpuMsPerRequest });
    }
    return results;
  } finally {
    child.kill('SIGTERM');
  }
};
