import { auditEndpoints } from '../../domain/api/audit.endpoints';
import type { AuditActors } from '../../machines/audit/audit.actors';
import { fromEndpoint } from './fromEndpoint';

/** The Audit log screen's actor (domain/api/audit.endpoints.ts). */
export const auditActors: AuditActors = {
  loadAuditPage: fromEndpoint(auditEndpoints.list),
};
