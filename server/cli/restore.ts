import { loadConfig } from '../config';
import { runRestore } from './backupCommand';

/** `npm run db:restore -- FILE` (stop the server first). */
try {
  process.exitCode = await runRestore(loadConfig(), process.argv.slice(2), (line) => console.log(line));
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
