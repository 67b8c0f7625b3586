import { fromPromise } from 'xstate';
import { bulkResultSchema, matchingIdsSchema } from '../../domain/api/bulkActions.schema';
import { siteListSearchParams } from '../../domain/siteList/listRequestParams';
import type { BulkActionsActors } from '../../machines/bulkActions/bulkActions.actors';
import { api } from './http';

/** The bulk-actions workflow's actors: GET /api/sites/ids and POST /api/sites/bulk. */
export const bulkActionsActors: BulkActionsActors = {
  loadMatchingIds: fromPromise(({ input }) => api.get('api/sites/ids', matchingIdsSchema, { searchParams: siteListSearchParams(input.request) })),
  applyBulkAction: fromPromise(({ input }) => api.post('api/sites/bulk', input, bulkResultSchema)),
};
