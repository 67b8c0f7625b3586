import { loadConfig, type ServerConfig } from '../config';
import { embeddedDataDir, ensureEmbeddedCluster } from '../db/embeddedCluster';
import type { DemoLogin } from '../db/seed/demoUsers';
import { stopOnSignals } from './stopOnSignals';

/** `npm start`: the production server. A bad environment variable stops it with a clear message and exit code 1. */
const readConfig = (): ServerConfig => {
  try {
    return loadConfig();
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
};

const demoTable = (logins: DemoLogin[]): string => {
  const width = Math.max(...logins.map((login) => login.email.length));
  const rows = logins.map((login) => `  ${login.role.padEnd(10)} ${login.email.padEnd(width)}  ${login.password}`);
  return [`  ${'role'.padEnd(10)} ${'email'.padEnd(width)}  password`, ...rows].join('\n');
};

const config = readConfig();
// A new embedded database's initdb (a child process, several seconds) runs while the server's
// modules load; openDatabase waits for the same child, and reports its failure.
const dataDir = embeddedDataDir(config);
if (dataDir) ensureEmbeddedCluster(dataDir).catch(() => undefined);
const { startServer } = await import('../startServer');
try {
  const running = await startServer({ config });
  console.log(`Website Admin is running at ${running.url}`);
  if (running.demoLogins.length > 0) console.log(`\nDemo sign-ins (DEMO=0 turns demo data off):\n${demoTable(running.demoLogins)}\n`);
  else if (config.DEMO) console.log('Demo data: the database already has users; sign in with an existing account.');

  stopOnSignals({ source: process, stop: () => running.close(), exit: (code) => process.exit(code) });
} catch (error) {
  console.error('The server could not start:', error);
  process.exit(1);
}
