import { healthEndpoints } from '../../domain/api/health.endpoints';
import { answer, defineRoute, type RouteModule } from '../http/route';
import { checkHealth, healthFailure } from '../integrations/health';

/** Each check gives up after this long, so a balancer's probe never waits on a hung database. */
const readinessTimeoutMs = 2_000;

/** GET /api/ready (domain/api/health.endpoints.ts): public, so a load balancer can ask without a session. */
export const healthRoutes: RouteModule = () => [
  defineRoute(healthEndpoints.ready, async ({ deps }) => {
    const error = healthFailure(await checkHealth(deps, readinessTimeoutMs));
    return error ? answer(503, { status: 'unavailable' as const, error }) : { status: 'ready' as const };
  }),
];
