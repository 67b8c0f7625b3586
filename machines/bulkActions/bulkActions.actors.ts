import { bulkActionsEndpoints } from '../../domain/api/bulkActions.endpoints';
import type { EndpointOutput } from '../../domain/api/endpoint';
import type { SiteListRequest } from '../../domain/siteList/listSearch';
import type { Notice } from '../shared/notice';
import { unprovided } from '../shared/unprovided';
import { unprovidedEndpoint } from '../shared/unprovidedEndpoint';

/**
 * The contract of the bulk-actions machine's actors (GET /api/sites/ids, POST /api/sites/bulk,
 * issue 19): the app injects the real ones (src/api/bulkActions.api.ts), tests and stories stubs.
 */
export const unprovidedBulkActionsActors = {
  /** GET /api/sites/ids with the list's request, sent as the list sends it. */
  loadMatchingIds: unprovided<EndpointOutput<typeof bulkActionsEndpoints.matchingIds>, { request: SiteListRequest }>(
    'bulkActions',
    'loadMatchingIds',
  ),
  applyBulkAction: unprovidedEndpoint('bulkActions', 'applyBulkAction', bulkActionsEndpoints.apply),
};

export type BulkActionsActors = typeof unprovidedBulkActionsActors;

/** Our wording (docs/decisions/0352); a refused change says the server's reason instead. */
export const bulkActionsNotices = {
  selectFailed: { tone: 'error', message: 'Unable to select the matching sites' },
  applyFailed: (refusal: string | null): Notice => ({ tone: 'error', message: refusal ?? 'Unable to apply the change' }),
} as const satisfies Record<string, Notice | ((...args: never[]) => Notice)>;
