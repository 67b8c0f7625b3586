import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** What the browser bundle is built from: a change in any of these makes dist/ stale. */
const clientSources = ['src', 'domain', 'machines', 'index.html', 'vite.config.ts', 'package-lock.json'];

const newestModification = (entry: string): number => {
  if (!existsSync(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const child of readdirSync(entry)) newest = Math.max(newest, newestModification(path.join(entry, child)));
  return newest;
};

/** @internal Exported for tests (knip --production: decision 0416). */
export const isClientBuildStale = (root: string): boolean => {
  const builtIndex = path.join(root, 'dist', 'index.html');
  if (!existsSync(builtIndex)) return true;
  const builtAt = statSync(builtIndex).mtimeMs;
  return clientSources.some((source) => newestModification(path.join(root, source)) > builtAt);
};

/** Runs `vite build` in `root` as a child process; rejects with its output when it fails. */
const runViteBuild = (root: string): Promise<void> =>
  new Promise((resolve, reject) => {
    // vite/package.json is exported; its bin/ file is not, so it is found beside it.
    const vite = path.join(path.dirname(createRequire(path.join(root, 'package.json')).resolve('vite/package.json')), 'bin', 'vite.js');
    const child = spawn(process.execPath, [vite, 'build', '--logLevel', 'warn'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += String(chunk)));
    child.stderr.on('data', (chunk: Buffer) => (output += String(chunk)));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`vite build exited with code ${code}:\n${output}`))));
  });

/**
 * `npm start` works from a fresh clone: it builds the browser app when dist/ is missing or older
 * than its sources. The build runs in a child process: Vite and Rollup hold over a gigabyte while
 * they work, and a heap the server once grew to that size stays resident after the build is done.
 * A deployment with a prebuilt dist/ never starts it, so it needs no dev tools.
 */
export const ensureClientBuilt = async (root: string, log: (line: string) => void): Promise<void> => {
  if (!isClientBuildStale(root)) return;
  log('Building the browser app (dist/ is missing or older than its sources)...');
  const started = Date.now();
  await runViteBuild(root);
  log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
};
