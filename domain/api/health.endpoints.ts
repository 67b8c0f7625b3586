import { endpoint } from './endpoint';
import { readySchema, unavailableSchema } from './health.schema';

/** Whether an instance can take traffic (decision 0430): what a load balancer asks. */
export const healthEndpoints = {
  ready: endpoint({
    method: 'get',
    path: '/api/ready',
    capability: 'public',
    summary: 'Whether this instance can serve requests',
    description:
      'Readiness for a load balancer: 200 when the database and the job queue both answer, each asked for at most 2 s; 503 naming what does not answer otherwise, and while the instance stops. `GET /api/health` is liveness only (no I/O), for an orchestrator that restarts a hung process.',
    answers: { 200: readySchema },
    refusals: { 503: { description: 'The database or the job queue does not answer', schema: unavailableSchema } },
  }),
};
