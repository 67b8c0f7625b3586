import { createFileRoute } from '@tanstack/react-router';
import { auditSearchSchema } from '../../../domain/audit/auditSearch';
import { AuditLogView } from '../../views/audit/AuditLogView';
import { RequireCapability } from '../../views/shell/RequireCapability';

/** Admins and executives (the API answers 403 to anyone else); the sidebar shows the entry to them. */
export const Route = createFileRoute('/_app/audit')({
  validateSearch: auditSearchSchema,
  component: () => (
    <RequireCapability title="Audit log" capability="readAudit">
      <AuditLogView />
    </RequireCapability>
  ),
});
