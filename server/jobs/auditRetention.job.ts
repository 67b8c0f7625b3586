import { sweepAuditEntries } from '../audit/auditRetention';
import type { JobDefinition } from './jobDefinition';

export const auditRetentionJob: JobDefinition = {
  name: 'audit-retention',
  // Daily, at a quiet hour (UTC).
  cron: '30 3 * * *',
  policy: 'singleton',
  handler: (deps) => sweepAuditEntries(deps),
};
