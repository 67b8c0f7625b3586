import { loadConfig } from '../config';
import { runBackup } from './backupCommand';

/** `npm run db:backup -- --out FILE` (stop the server first when the database is the embedded one). */
try {
  process.exitCode = await runBackup(loadConfig(), process.argv.slice(2), (line) => console.log(line));
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
