import dayjs from 'dayjs';
import type { AuditEntry } from '../api/audit.schema';
import { csvLine } from '../csv/csvCell';
import { auditActionLabels, auditKindLabels } from './auditKinds';

/** Entity and Field as staff say them; the database's own names last, for whoever matches a line to a row (docs/decisions/0550). */
const columns = [
  'When',
  'Person',
  'Address',
  'Kind',
  'Action',
  'Entity',
  'Id',
  'Site',
  'Field',
  'Before',
  'After',
  'Database table',
  'Database field',
];

/** The audit log's CSV (GET /api/audit/export): a header with the byte-order mark Excel needs for UTF-8, then a line per changed field. */
export const auditCsv = {
  fileName: (at: Date) => `audit-log-${dayjs(at).format('YYYY-MM-DD')}.csv`,
  header: `\uFEFF${csvLine(columns)}`,
  lines: (entry: AuditEntry): string => {
    const common = [
      entry.at,
      entry.person?.name ?? '',
      entry.address ?? '',
      auditKindLabels[entry.kind],
      auditActionLabels[entry.action],
      entry.entityLabel,
      entry.entityId,
      entry.site ? (entry.site.name ?? String(entry.site.id)) : '',
    ];
    const fields = entry.changes.length ? entry.changes : [{ field: '', label: '', before: null, after: null }];
    return fields
      .map((change) => csvLine([...common, change.label, change.before ?? '', change.after ?? '', entry.entity, change.field]))
      .join('');
  },
};
