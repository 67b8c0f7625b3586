import type { AppDeps } from '../appDeps';

/** pg-boss 10 queue policies: 'short' keeps one waiting job per singletonKey, 'singleton' one running, 'stately' one of each. */
type JobPolicy = 'standard' | 'short' | 'singleton' | 'stately';

/**
 * A background job: its queue name, an optional cron (UTC, pg-boss syntax) that sends it on a
 * schedule, and the handler a worker calls with the app's dependencies and the job's JSON data.
 * `handler` is a method so definitions with different data types sit in one array.
 */
export interface JobDefinition<Data extends object = object> {
  name: string;
  cron?: string;
  policy?: JobPolicy;
  /** Attempts after the first failure; pg-boss's default is 2. */
  retryLimit?: number;
  /** How long a run may take before pg-boss fails it (pg-boss's default is 15 minutes; at most 24 hours). */
  expireInSeconds?: number;
  handler(deps: AppDeps, data: Data): Promise<unknown>;
}

/** A name that is not in the registry is a programming error: fail loudly at the call site. */
export const findJobDefinition = (definitions: readonly JobDefinition[], name: string): JobDefinition => {
  const definition = definitions.find((candidate) => candidate.name === name);
  if (!definition) throw new Error(`Unknown job '${name}': add it to server/jobs/jobDefinitions.ts`);
  return definition;
};
