import { sql } from 'kysely';
import type { AppDeps } from '../appDeps';

type Answer = 'ok' | 'failed';

interface Health {
  database: Answer;
  jobs: Answer;
}

/** A probe that neither settles nor fails in time counts as failed: a load balancer must not wait on a hung database. */
const answers = async (probe: () => Promise<unknown>, timeoutMs: number): Promise<Answer> => {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), timeoutMs);
  });
  try {
    await Promise.race([probe(), timeout]);
    return 'ok';
  } catch {
    return 'failed';
  } finally {
    clearTimeout(timer);
  }
};

/** GET /api/health's checks: the database answers a query, the job queue answers (pg-boss reads its queues). */
export const checkHealth = async (deps: AppDeps, timeoutMs = 3_000): Promise<Health> => {
  const [database, jobs] = await Promise.all([
    answers(() => sql`SELECT 1`.execute(deps.db), timeoutMs),
    answers(() => deps.jobs.check(), timeoutMs),
  ]);
  return { database, jobs };
};

const names: Record<keyof Health, string> = { database: 'the database', jobs: 'the job queue' };

/** 'Not answering: the database, the job queue', or undefined when everything answers. */
export const healthFailure = (health: Health): string | undefined => {
  const failed = (Object.keys(names) as Array<keyof Health>).filter((part) => health[part] !== 'ok').map((part) => names[part]);
  return failed.length > 0 ? `Not answering: ${failed.join(', ')}` : undefined;
};
