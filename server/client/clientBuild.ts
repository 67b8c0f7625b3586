import { existsSync, readdirSync, statSync } from 'node:fs';
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

export const isClientBuildStale = (root: string): boolean => {
  const builtIndex = path.join(root, 'dist', 'index.html');
  if (!existsSync(builtIndex)) return true;
  const builtAt = statSync(builtIndex).mtimeMs;
  return clientSources.some((source) => newestModification(path.join(root, source)) > builtAt);
};

/**
 * `npm start` works from a fresh clone: it builds the browser app when dist/ is missing or older
 * than its sources. Vite is imported only then, so a deployment with a prebuilt dist/ needs no dev tools.
 */
export const ensureClientBuilt = async (root: string, log: (line: string) => void): Promise<void> => {
  if (!isClientBuildStale(root)) return;
  log('Building the browser app (dist/ is missing or older than its sources)...');
  const started = Date.now();
  const { build } = await import('vite');
  await build({ root, logLevel: 'warn', configFile: path.join(root, 'vite.config.ts') });
  log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
};
