import { fromPromise } from 'xstate';
import { bulkActionsEndpoints } from '../../domain/api/bulkActions.endpoints';
import { siteListSearchParams } from '../../domain/siteList/listRequestParams';
import type { BulkActionsActors } from '../../machines/bulkActions/bulkActions.actors';
import { fromEndpoint } from './fromEndpoint';
import { call } from './http';

/** The bulk-actions workflow's actors: each calls its endpoint of domain/api/bulkActions.endpoints.ts. */
export const bulkActionsActors: BulkActionsActors = {
  // The list's request goes as the list sends it (flags off and empty filters left out, statuses comma-separated).
  loadMatchingIds: fromPromise(({ input, signal }) =>
    call(bulkActionsEndpoints.matchingIds, Object.fromEntries(siteListSearchParams(input.request)), { signal }),
  ),
  applyBulkAction: fromEndpoint(bulkActionsEndpoints.apply),
};
