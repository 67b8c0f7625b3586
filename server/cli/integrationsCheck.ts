import { loadConfig } from '../config';
import { coldDatabase } from '../db/coldDatabase';
import { createIntegrations } from '../integrations/integrations';
import { runIntegrationsCheck } from './integrationsCheckCommand';

/** `npm run integrations:check` */
try {
  const { checks } = createIntegrations({ config: loadConfig(), db: coldDatabase(), now: () => new Date() });
  process.exitCode = await runIntegrationsCheck(checks, (line) => console.log(line));
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
