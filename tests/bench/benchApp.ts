import { randomBytes } from 'node:crypto';
import type { Hono } from 'hono';
import type { Kysely } from 'kysely';
import { createApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import type { Database } from '../../server/db/schema';
import type { AppDeps, AppEnv } from '../../server/appDeps';
import { createIntegrations } from '../../server/integrations/integrations';
import { createInlineJobQueue } from '../api/inlineJobQueue';
import { jobDefinitions } from '../../server/jobs/jobDefinitions';
import { LiveHub } from '../../server/live/liveHub';
import { createSecretBox } from '../../server/secrets/secretBox';

/** The real Hono app over a bench database: jobs run in-process, integrations are the sandboxes. */
export const createBenchApp = (db: Kysely<Database>): Hono<AppEnv> => {
  const now = () => new Date();
  const config = { ...loadConfig({}), DEMO: false };
  const deps: AppDeps = {
    db,
    config,
    now,
    jobs: createInlineJobQueue(jobDefinitions, () => deps),
    live: new LiveHub(),
    integrations: createIntegrations({ config, db, now }),
    secrets: createSecretBox(randomBytes(32)),
  };
  return createApp(deps);
};
