import { loadConfig } from '../config';
import { openConfiguredDatabase } from './openConfiguredDatabase';
import { progressBar } from './progressBar';
import { runSeed } from './seedCommand';

/** `npm run db:seed -- --sites 50000` */
try {
  const handle = await openConfiguredDatabase(loadConfig());
  try {
    process.exitCode = await runSeed(handle.db, process.argv.slice(2), (line) => console.log(line), progressBar(process.stdout));
  } finally {
    await handle.close();
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
