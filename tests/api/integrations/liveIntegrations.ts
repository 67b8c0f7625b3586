import { loadConfig } from '../../../server/config';
import { coldDatabase } from '../../../server/db/coldDatabase';
import { createIntegrations, type Integrations } from '../../../server/integrations/integrations';

/** The app's integrations built exactly as at start-up, from environment variables (here pointing at stub servers). */
export const liveIntegrations = (env: Record<string, string>): Integrations =>
  createIntegrations({ config: loadConfig(env), db: coldDatabase(), now: () => new Date() });
