import { settingsEndpoints, settingsHistoryEndpoint } from '../../domain/api/settings.endpoints';
import { settingsLists } from '../../domain/settings/settingsLists';
import { answer, built, defineRoute, type RouteModule } from '../http/route';
import { createEntry, deleteEntry, listEntries, updateEntry } from '../settings/settingsCommands';
import { settingsHistory } from '../settings/settingsHistory';

/**
 * The lists' rows are read generically (server/settings/settingsStores.ts), so the compiler cannot
 * tie an answer to its own list's schema across the loop; the answer check of test and development
 * runs holds every answer to its list's declared schema, and tests/api/settings.test.ts reads each list.
 */
type CheckedAtRunTime = never;

/** /api/settings/<list> (domain/api/settings.endpoints.ts): the lists admins keep and executives read. */
export const settingsRoutes: RouteModule = () => [
  defineRoute(settingsHistoryEndpoint, ({ deps, query }) => settingsHistory(deps.db, query)),
  ...settingsLists.flatMap((list) => {
    const endpoints = settingsEndpoints[list];
    return [
      defineRoute(endpoints.list, ({ deps }) => listEntries<CheckedAtRunTime>(deps.db, list)),
      defineRoute(endpoints.create, async ({ deps, user, body }) =>
        answer(201, await createEntry<CheckedAtRunTime>(deps, user, list, body)),
      ),
      defineRoute(endpoints.update, ({ deps, user, params, body }) => updateEntry<CheckedAtRunTime>(deps, user, list, params.id, body)),
      defineRoute(endpoints.remove, async ({ c, deps, user, params }) => {
        await deleteEntry(deps, user, list, params.id);
        return built(c.body(null, 204));
      }),
    ];
  }),
];
