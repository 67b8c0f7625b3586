import { lookupsEndpoints } from '../../domain/api/lookups.endpoints';
import { type NamedLookup, type PersonLookup, personLookupRoles } from '../../domain/api/lookups.schema';
import { requirePublicUser } from '../auth/publicUser';
import { defineRoute, type RouteModule } from '../http/route';
import { listLaunchHolidays, listLaunchReasons, listNamed, listPeople, listStaff } from '../lookups/lookupQueries';

/** The shared lists the browser loads at start-up, and one user's public fields (domain/api/lookups.endpoints.ts). */
export const lookupsRoutes: RouteModule = () => [
  ...(Object.keys(lookupsEndpoints.people) as PersonLookup[]).map((lookup) =>
    defineRoute(lookupsEndpoints.people[lookup], ({ deps }) => listPeople(deps.db, personLookupRoles[lookup])),
  ),
  ...(Object.keys(lookupsEndpoints.named) as NamedLookup[]).map((lookup) =>
    defineRoute(lookupsEndpoints.named[lookup], ({ deps }) => listNamed(deps.db, lookup)),
  ),
  defineRoute(lookupsEndpoints.staff, ({ deps }) => listStaff(deps.db)),
  defineRoute(lookupsEndpoints.launchHolidays, ({ deps }) => listLaunchHolidays(deps.db)),
  defineRoute(lookupsEndpoints.launchReasons, ({ deps }) => listLaunchReasons(deps.db)),
  defineRoute(lookupsEndpoints.user, ({ deps, params }) => requirePublicUser(deps.db, params.id)),
];
