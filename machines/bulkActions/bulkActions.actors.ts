import type { BulkResult, MatchingIds } from '../../domain/api/bulkActions.schema';
import type { BulkAction } from '../../domain/bulkActions/bulkActionChoices';
import type { SiteListRequest } from '../../domain/siteList/listSearch';
import { unprovided } from '../shared/unprovided';

/**
 * The contract of the bulk-actions machine's actors (GET /api/sites/ids, POST /api/sites/bulk,
 * issue 19): the app injects the real ones (src/api/bulkActions.api.ts), tests and stories stubs.
 */
export type LoadMatchingIdsInput = { request: SiteListRequest };
export type ApplyBulkActionInput = { siteIds: number[]; action: BulkAction };

export const unprovidedBulkActionsActors = {
  loadMatchingIds: unprovided<MatchingIds, LoadMatchingIdsInput>('bulkActions', 'loadMatchingIds'),
  applyBulkAction: unprovided<BulkResult, ApplyBulkActionInput>('bulkActions', 'applyBulkAction'),
};

export type BulkActionsActors = typeof unprovidedBulkActionsActors;

/** Our wording (docs/decisions/0352). */
export const bulkActionsToasts = {
  selectFailed: 'Unable to select the matching sites',
  applyFailed: 'Unable to apply the change',
} as const;
