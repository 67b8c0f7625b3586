import { loadConfig } from '../config';
import { openConfiguredDatabase } from './openConfiguredDatabase';
import { promptHidden } from './promptHidden';
import { runUserCreate } from './userCreateCommand';

/** `npm run user:create -- --email E --name N --role R [--password P]` */
try {
  const handle = await openConfiguredDatabase(loadConfig());
  try {
    process.exitCode = await runUserCreate(handle.db, process.argv.slice(2), {
      interactive: Boolean(process.stdin.isTTY && process.stdout.isTTY),
      promptHidden,
      out: (line) => console.log(line),
      err: (line) => console.error(line),
    });
  } finally {
    await handle.close();
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
