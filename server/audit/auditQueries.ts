import dayjs from 'dayjs';
import { type Kysely, sql } from 'kysely';
import type { AuditEntry, AuditFilter, AuditPage } from '../../domain/api/audit.schema';
import type { AuditKind } from '../../domain/audit/auditKinds';
import type { Database } from '../db/schema';
import { containsPattern } from '../db/likePattern';

/** A page of the Audit log screen. */
const auditPageSize = 50;

/** A value as the log shows it: text as it is, anything else as JSON, nothing as null. */
const asText = (value: unknown): string | null =>
  value === null || value === undefined ? null : typeof value === 'string' ? value : JSON.stringify(value);

/** The entries matching the filters, with who made them and the site they are about; older than `before` when given. */
const matchingEntries = (db: Kysely<Database>, filter: AuditFilter, before?: number) => {
  let query = db
    .selectFrom('audit_entries as a')
    .leftJoin('users as u', 'u.id', 'a.person_id')
    .leftJoin('sites as s', 's.id', 'a.site_id')
    .select([
      'a.id',
      'a.at',
      'a.person_id',
      'u.name as person_name',
      'a.address',
      'a.kind',
      'a.action',
      'a.entity',
      'a.entity_id',
      'a.site_id',
      's.name as site_name',
      'a.changes',
    ]);
  if (filter.person !== undefined) query = query.where('a.person_id', '=', filter.person);
  if (filter.site !== undefined) query = query.where('a.site_id', '=', filter.site);
  if (filter.kind !== undefined) query = query.where('a.kind', '=', filter.kind);
  // Calendar days of the server's clock, both ends included.
  if (filter.from !== undefined) query = query.where('a.at', '>=', dayjs(filter.from).startOf('day').toDate());
  if (filter.to !== undefined) query = query.where('a.at', '<', dayjs(filter.to).add(1, 'day').startOf('day').toDate());
  if (filter.query) {
    const pattern = containsPattern(filter.query);
    query = query.where((eb) =>
      eb.or([
        eb('u.name', 'ilike', pattern),
        eb('a.address', 'ilike', pattern),
        eb('a.entity', 'ilike', pattern),
        eb('a.entity_id', 'ilike', pattern),
        eb(sql<string>`a.changes::text`, 'ilike', pattern),
      ]),
    );
  }
  if (before !== undefined) query = query.where('a.id', '<', before);
  return query.orderBy('a.id', 'desc');
};

type EntryRow = Awaited<ReturnType<ReturnType<typeof matchingEntries>['execute']>>[number];

const toEntry = (row: EntryRow): AuditEntry => ({
  id: row.id,
  at: row.at.toISOString(),
  person: row.person_id === null ? null : { id: row.person_id, name: row.person_name ?? `Person ${row.person_id}` },
  address: row.address,
  kind: row.kind as AuditKind,
  action: row.action,
  entity: row.entity,
  entityId: row.entity_id,
  site: row.site_id === null ? null : { id: row.site_id, name: row.site_name },
  changes: row.changes.map((change) => ({
    field: change.field,
    before: asText(change.before),
    after: asText(change.after),
  })),
});

/** GET /api/audit: newest first, a page at a time by the last id seen (a keyset, so page 1,000 costs what page 1 does). */
export const readAuditPage = async (db: Kysely<Database>, filter: AuditFilter, cursor?: number): Promise<AuditPage> => {
  const rows = await matchingEntries(db, filter, cursor)
    .limit(auditPageSize + 1)
    .execute();
  const page = rows.slice(0, auditPageSize).map(toEntry);
  const people = await db.selectFrom('users').select(['id', 'name']).orderBy('name').orderBy('id').execute();
  return { entries: page, nextCursor: rows.length > auditPageSize ? String(page.at(-1)!.id) : null, people };
};

/** Entries read and written per step of the export: memory holds one batch whatever the log's size. */
const exportBatchSize = 500;

/** The matching entries, newest first, a batch at a time as the reader asks (the site export's way, docs/decisions/0396). */
export async function* auditEntryBatches(db: Kysely<Database>, filter: AuditFilter): AsyncGenerator<AuditEntry[]> {
  let before: number | undefined;
  for (;;) {
    const rows = await matchingEntries(db, filter, before).limit(exportBatchSize).execute();
    if (rows.length) yield rows.map(toEntry);
    if (rows.length < exportBatchSize) return;
    before = rows.at(-1)!.id;
  }
}
