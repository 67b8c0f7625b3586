import { auditEndpoints } from '../../domain/api/audit.endpoints';
import { failureNotice } from '../shared/notice';
import { unprovidedEndpoint } from '../shared/unprovidedEndpoint';

/**
 * The contract of the Audit log screen's actor, GET /api/audit (issue 34): the app injects the
 * real one (src/api/audit.api.ts), tests and stories stubs. The same call reads the first page and,
 * given the last page's cursor, the next.
 */
export const unprovidedAuditActors = {
  loadAuditPage: unprovidedEndpoint('audit', 'loadAuditPage', auditEndpoints.list),
};

export type AuditActors = typeof unprovidedAuditActors;

export const auditNotices = {
  loadMoreFailed: (reason: string | null) => failureNotice('Unable to load more entries', reason),
} as const;
