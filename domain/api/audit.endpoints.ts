import { auditFilterQuery, auditListQuery, auditPageSchema } from './audit.schema';
import { endpoint, rawAnswer } from './endpoint';

/** The audit log (issue 34, docs/decisions/0525-0527): every change made through the API, read by admins and executives. */
export const auditEndpoints = {
  list: endpoint({
    method: 'get',
    path: '/api/audit',
    capability: 'readAudit',
    summary: 'A page of the audit log, newest first',
    description: [
      'Filters, all optional and combined: `person` (who made the change), `site`, `kind`, `from` and `to` (calendar days, both included), `query` (free text in the person, address, entity, id and the before and after of every field, the labels of entities and fields, and the names of the people a field holds).',
      'Each entry names its entity and fields as the database does (`entity`, `field`) and as staff say them (`entityLabel`, `label`); before and after read as shown: Yes or No for a flag, a name for a person.',
      'Fifty entries a page; `cursor` is the `nextCursor` of the page before, null on the last page.',
    ].join('\n\n'),
    query: auditListQuery,
    answers: { 200: auditPageSchema },
  }),
  export: endpoint({
    method: 'get',
    path: '/api/audit/export',
    capability: 'readAudit',
    summary: 'Every entry matching the filters, as a CSV download',
    description:
      'The filters of GET /api/audit. The file streams as it is read, newest first: UTF-8 with a byte-order mark, CRLF lines, RFC 4180 quoting, a cell starting with = + - @ (or a tab or carriage return) prefixed with an apostrophe. One line per changed field, entity and field by their labels, the table and column names of the database in the last two columns. `Content-Disposition: attachment; filename="audit-log-YYYY-MM-DD.csv"`, `Cache-Control: no-store`. The export is itself an audit entry.',
    query: auditFilterQuery,
    answers: { 200: rawAnswer('text/csv', 'The CSV file, with a header row') },
  }),
};
