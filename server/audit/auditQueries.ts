import dayjs from 'dayjs';
import { type Kysely, sql } from 'kysely';
import type { AuditEntry, AuditFilter, AuditPage } from '../../domain/api/audit.schema';
import type { AuditKind } from '../../domain/audit/auditKinds';
import { auditEntityLabel, auditFieldLabel, auditNamesLabelled, auditPersonFields, auditValueText } from '../../domain/audit/auditLabels';
import type { Database } from '../db/schema';
import { containsPattern } from '../db/likePattern';

/** A page of the Audit log screen. */
const auditPageSize = 50;

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
    const labelled = auditNamesLabelled(filter.query);
    query = query.where((eb) =>
      eb.or([
        eb('u.name', 'ilike', pattern),
        eb('a.address', 'ilike', pattern),
        eb('a.entity', 'ilike', pattern),
        eb('a.entity_id', 'ilike', pattern),
        eb(sql<string>`a.changes::text`, 'ilike', pattern),
        // What the screen shows: 'Launch Date' finds the entries that changed scheduled_launch_date.
        ...(labelled.entities.length ? [eb('a.entity', 'in', labelled.entities)] : []),
        sql<boolean>`exists (select 1 from jsonb_array_elements(a.changes) as change
          join users as named on named.id::text in (change ->> 'before', change ->> 'after')
          where change ->> 'field' in (${sql.join(auditPersonFields)}) and named.name ilike ${pattern})`,
        ...(labelled.fields.length
          ? [
              sql<boolean>`exists (select 1 from jsonb_array_elements(a.changes) as change
                where change ->> 'field' in (${sql.join(labelled.fields)}))`,
            ]
          : []),
      ]),
    );
  }
  if (before !== undefined) query = query.where('a.id', '<', before);
  return query.orderBy('a.id', 'desc');
};

type EntryRow = Awaited<ReturnType<ReturnType<typeof matchingEntries>['execute']>>[number];

/** Every staff account's name by id: the person filter's options, and the names of the people an entry's fields hold. */
const readPeople = (db: Kysely<Database>) => db.selectFrom('users').select(['id', 'name']).orderBy('name').orderBy('id').execute();

type NameOf = (personId: number) => string | undefined;

const nameLookup = (people: readonly { id: number; name: string }[]): NameOf => {
  const names = new Map(people.map((person) => [person.id, person.name]));
  return (personId) => names.get(personId);
};

/** An entry with its entity and fields labelled as staff say them (domain/audit/auditLabels.ts). */
const toEntry = (row: EntryRow, nameOf: NameOf): AuditEntry => ({
  id: row.id,
  at: row.at.toISOString(),
  person: row.person_id === null ? null : { id: row.person_id, name: row.person_name ?? `Person ${row.person_id}` },
  address: row.address,
  kind: row.kind as AuditKind,
  action: row.action,
  entity: row.entity,
  entityLabel: auditEntityLabel(row.entity),
  entityId: row.entity_id,
  site: row.site_id === null ? null : { id: row.site_id, name: row.site_name },
  changes: row.changes.map((change) => ({
    field: change.field,
    label: auditFieldLabel(row.entity, change.field),
    before: auditValueText(row.entity, change.field, change.before, nameOf),
    after: auditValueText(row.entity, change.field, change.after, nameOf),
  })),
});

/** GET /api/audit: newest first, a page at a time by the last id seen (a keyset, so page 1,000 costs what page 1 does). */
export const readAuditPage = async (db: Kysely<Database>, filter: AuditFilter, cursor?: number): Promise<AuditPage> => {
  const rows = await matchingEntries(db, filter, cursor)
    .limit(auditPageSize + 1)
    .execute();
  const people = await readPeople(db);
  const nameOf = nameLookup(people);
  const page = rows.slice(0, auditPageSize).map((row) => toEntry(row, nameOf));
  return { entries: page, nextCursor: rows.length > auditPageSize ? String(page.at(-1)!.id) : null, people };
};

/** Entries read and written per step of the export: memory holds one batch whatever the log's size. */
const exportBatchSize = 500;

/** The matching entries, newest first, a batch at a time as the reader asks (the site export's way, docs/decisions/0396). */
export async function* auditEntryBatches(db: Kysely<Database>, filter: AuditFilter): AsyncGenerator<AuditEntry[]> {
  const nameOf = nameLookup(await readPeople(db));
  let before: number | undefined;
  for (;;) {
    const rows = await matchingEntries(db, filter, before).limit(exportBatchSize).execute();
    if (rows.length) yield rows.map((row) => toEntry(row, nameOf));
    if (rows.length < exportBatchSize) return;
    before = rows.at(-1)!.id;
  }
}
