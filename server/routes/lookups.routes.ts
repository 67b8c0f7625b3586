import { namedLookups, type PersonLookup, personLookupRoles } from '../../domain/api/lookups.schema';
import { requirePublicUser } from '../auth/publicUser';
import { idParams } from '../../domain/api/id.schema';
import { defineLegacyRoute } from '../http/legacyRoute';
import type { RouteModule } from '../http/route';
import { listNamed, listPeople } from '../lookups/lookupQueries';

/** The shared lists the browser loads at start-up (part 1 §3), and one user's public fields. */
export const lookupsRoutes: RouteModule = () => [
  ...(Object.keys(personLookupRoles) as PersonLookup[]).map((lookup) =>
    defineLegacyRoute({
      method: 'get',
      path: `/api/${lookup}`,
      capability: 'readSites',
      handler: async ({ c, deps }) => c.json(await listPeople(deps.db, personLookupRoles[lookup]), 200),
    }),
  ),
  ...namedLookups.map((lookup) =>
    defineLegacyRoute({
      method: 'get',
      path: `/api/${lookup}`,
      capability: 'readSites',
      handler: async ({ c, deps }) => c.json(await listNamed(deps.db, lookup), 200),
    }),
  ),
  defineLegacyRoute({
    method: 'get',
    path: '/api/users/:id{[0-9]+}',
    capability: 'readSites',
    params: idParams,
    handler: async ({ c, deps, params }) => c.json(await requirePublicUser(deps.db, params.id), 200),
  }),
];
