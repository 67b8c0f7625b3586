import { type Kysely, sql } from 'kysely';
import type { CorporationContact } from '../../domain/api/settings.schema';
import { checklistTypeIdOf } from '../../domain/settings/checklistTypeId';
import {
  protectedEntryRefusal,
  usageRefusesDelete,
  type SettingsEntryId,
  type SettingsList,
  settingsEntryNouns,
  settingsLists,
} from '../../domain/settings/settingsLists';
import type { AppDeps, SessionUser } from '../appDeps';
import type { Database } from '../db/schema';
import { conflict, HttpError, notFound } from '../http/httpError';
import { replaceContacts, withContacts } from './corporationContacts';
import { kindOf, readEntries, type SettingsEntry, type SettingsStore, settingsStores } from './settingsStores';

/** What a create or change body may carry, across the lists (each list's schema decides which). */
type SettingsBody = Record<string, unknown> & { name?: string; position?: number; retired?: boolean; contacts?: CorporationContact[] };

/** The entries of a list as the Settings screen shows them. */
export const listEntries = async <T>(db: Kysely<Database>, list: SettingsList): Promise<T[]> => {
  const entries = await readEntries(db, settingsStores[list]);
  return (list === 'corporations' ? await withContacts(db, entries) : entries) as unknown as T[];
};

const readEntry = async (db: Kysely<Database>, list: SettingsList, id: SettingsEntryId): Promise<SettingsEntry> => {
  const [entry] = await readEntries(db, settingsStores[list], id);
  if (!entry) throw notFound(settingsEntryNouns[list]);
  const [full] = list === 'corporations' ? await withContacts(db, [entry]) : [entry];
  return full as SettingsEntry;
};

/** One writer per list at a time: the duplicate check, the next id and the renumbering see a list nobody else is changing. */
const lockList = (trx: Kysely<Database>, store: SettingsStore) =>
  sql`LOCK TABLE ${sql.table(store.table)} IN SHARE ROW EXCLUSIVE MODE`.execute(trx);

/**
 * 409 when another entry (of the same category or type, for checklist items and categories) already
 * has this name or date, whatever its case. Lists that share a table (funding partners, insurers)
 * share its names too: a site's funding partner is named, whatever its kind.
 */
const refuseDuplicate = async (trx: Kysely<Database>, list: SettingsList, value: string, scope: unknown, exceptId?: SettingsEntryId) => {
  const store = settingsStores[list];
  const column = store.unique === 'name' ? store.nameColumn : 'date';
  const { rows } = await sql<{ kind: string | null }>`
    SELECT ${store.kind ? sql.ref(store.kind.column) : sql`NULL`} AS kind FROM ${sql.table(store.table)}
    WHERE lower(${sql.ref(column)}::text) = lower(${value})
      ${store.orderScope ? sql`AND ${sql.ref(store.orderScope)} = ${scope}` : sql``}
      ${exceptId === undefined ? sql`` : sql`AND id <> ${exceptId}`}
    LIMIT 1
  `.execute(trx);
  const [other] = rows;
  if (!other) return;
  const otherList = listsOf(store.table).find((each) => settingsStores[each].kind?.value === other.kind) ?? list;
  const noun = settingsEntryNouns[otherList].toLowerCase();
  throw conflict(store.unique === 'name' ? `A ${noun} named '${value}' already exists` : `A ${noun} on ${value} already exists`);
};

/** The columns a body sets (name, retired and the list's own fields); position and contacts are applied apart. */
const columnsOf = (store: SettingsStore, body: SettingsBody): Record<string, unknown> => {
  const columns: Record<string, unknown> = {};
  if (body.name !== undefined) columns[store.nameColumn] = body.name;
  if (body.retired !== undefined) columns.retired = body.retired;
  for (const [field, column] of Object.entries(store.fields)) if (body[field] !== undefined) columns[column] = body[field];
  return columns;
};

const setColumns = (columns: Record<string, unknown>) =>
  sql.join(Object.entries(columns).map(([column, value]) => sql`${sql.ref(column)} = ${value}`));

/** Moves an entry to `position` (0 first) among its list (or category, or type) and numbers the rest 0, 1, 2... */
const moveTo = async (trx: Kysely<Database>, store: SettingsStore, id: SettingsEntryId, position: number) => {
  const scope = store.orderScope
    ? sql`AND ${sql.ref(`t.${store.orderScope}`)} = (SELECT ${sql.ref(store.orderScope)} FROM ${sql.table(store.table)} WHERE id = ${id})`
    : sql``;
  const { rows } = await sql<{ id: SettingsEntryId }>`
    SELECT id FROM ${sql.table(store.table)} t WHERE ${kindOf(store)} ${scope} ORDER BY position, id
  `.execute(trx);
  const ids = rows.map((row) => row.id).filter((other) => other !== id);
  ids.splice(Math.min(position, ids.length), 0, id);
  for (const [index, entryId] of ids.entries())
    await sql`UPDATE ${sql.table(store.table)} SET position = ${index} WHERE id = ${entryId} AND position <> ${index}`.execute(trx);
};

/** Written in the change's transaction: who changed which entry, and the entry before and after. */
const logChange = (
  trx: Kysely<Database>,
  change: {
    user: SessionUser;
    list: SettingsList;
    id: SettingsEntryId;
    action: 'add' | 'change' | 'delete';
    before: SettingsEntry | null;
    after: SettingsEntry | null;
    at: Date;
  },
) =>
  trx
    .insertInto('settings_changes')
    .values({
      user_id: change.user.id,
      list: change.list,
      entry_id: String(change.id),
      action: change.action,
      before: change.before ? JSON.stringify(change.before) : null,
      after: change.after ? JSON.stringify(change.after) : null,
      created_at: change.at,
    })
    .execute();

/** Open pages reload their choice lists (src/api/lookups.api.ts listens); sent once the change has committed. */
const announce = (deps: AppDeps, list: SettingsList) => deps.live.publish('lookups', 'lookups_changed', { list });

/** A new checklist item's category or a new category's type: one that exists and is not retired (a retired one left the choices). */
const requireScope = async (trx: Kysely<Database>, scopeField: NonNullable<SettingsStore['scopeField']>, scope: unknown) => {
  const { rows } = await sql<{ retired: boolean }>`SELECT retired FROM ${sql.table(scopeField.table)} WHERE id = ${scope}`.execute(trx);
  const noun = scopeField.table === 'checklist_types' ? 'checklist type' : 'checklist category';
  const reason = !rows[0] ? `${scopeField.field} names no ${noun}` : rows[0].retired ? `${scopeField.field} names a retired ${noun}` : null;
  if (reason) throw new HttpError(400, reason, { field: scopeField.field, reason });
};

/** The lists kept in one table (funding partners and insurers) share its ids, and so their log's. */
const listsOf = (table: string) => settingsLists.filter((list) => settingsStores[list].table === table);

/**
 * A new entry's id past every id its table and its log have seen: a deleted entry's id is never
 * given to another, so one id's history in settings_changes is one entry's. A checklist type's is
 * made from its name (docs/decisions/0510).
 */
const newIdOf = async (trx: Kysely<Database>, store: SettingsStore, name: string): Promise<SettingsEntryId> => {
  const lists = listsOf(store.table);
  if (store.newId === 'name') {
    const { rows } = await sql<{ id: string }>`
      SELECT id FROM ${sql.table(store.table)} UNION SELECT entry_id FROM settings_changes WHERE list IN (${sql.join(lists)})
    `.execute(trx);
    const taken = new Set(rows.map((row) => row.id));
    return checklistTypeIdOf(name, (id) => taken.has(id));
  }
  const { rows } = await sql<{ id: number }>`
    SELECT greatest(
      (SELECT coalesce(max(id), 0) FROM ${sql.table(store.table)}),
      (SELECT coalesce(max(entry_id::integer), 0) FROM settings_changes WHERE list IN (${sql.join(lists)}))
    ) + 1 AS id
  `.execute(trx);
  return Number(rows[0]?.id);
};

/** POST /api/settings/<list>: a new entry, last in its list (or category, or type). */
export const createEntry = async <T>(deps: AppDeps, user: SessionUser, list: SettingsList, body: SettingsBody): Promise<T> => {
  const store = settingsStores[list];
  const entry = await deps.db.transaction().execute(async (trx) => {
    await lockList(trx, store);
    const scope = store.scopeField ? body[store.scopeField.field] : undefined;
    if (store.scopeField) await requireScope(trx, store.scopeField, scope);
    await refuseDuplicate(trx, list, String(store.unique === 'name' ? body.name : body.date), scope);
    const columns = columnsOf(store, body);
    if (store.kind) columns[store.kind.column] = store.kind.value;
    if (store.newId !== 'serial') columns.id = await newIdOf(trx, store, String(body.name));
    if (store.ordered) {
      const { rows } = await sql<{ position: number }>`
        SELECT coalesce(max(position) + 1, 0) AS position FROM ${sql.table(store.table)} t
        WHERE ${kindOf(store)} ${store.orderScope ? sql`AND ${sql.ref(`t.${store.orderScope}`)} = ${scope}` : sql``}
      `.execute(trx);
      columns.position = rows[0]?.position;
    }
    const names = Object.keys(columns);
    const { rows } = await sql<{ id: SettingsEntryId }>`
      INSERT INTO ${sql.table(store.table)} (${sql.join(names.map((column) => sql.ref(column)))})
      VALUES (${sql.join(names.map((column) => columns[column]))}) RETURNING id
    `.execute(trx);
    const id = store.newId === 'name' ? String(rows[0]?.id) : Number(rows[0]?.id);
    if (body.contacts) await replaceContacts(trx, Number(id), body.contacts);
    const after = await readEntry(trx, list, id);
    await logChange(trx, { user, list, id, action: 'add', before: null, after, at: deps.now() });
    return after;
  });
  announce(deps, list);
  return entry as unknown as T;
};

/** PATCH /api/settings/<list>/<id>: rename, reorder, retire or restore, or change the list's own fields. */
export const updateEntry = async <T>(
  deps: AppDeps,
  user: SessionUser,
  list: SettingsList,
  id: SettingsEntryId,
  body: SettingsBody,
): Promise<T> => {
  const store = settingsStores[list];
  const entry = await deps.db.transaction().execute(async (trx) => {
    await lockList(trx, store);
    const before = await readEntry(trx, list, id);
    const refusal =
      (body.name !== undefined && body.name !== before.name && protectedEntryRefusal(list, id, 'rename')) ||
      (body.retired === true && protectedEntryRefusal(list, id, 'retire')) ||
      ('question' in body && body.question === null && protectedEntryRefusal(list, id, 'clearQuestion'));
    if (refusal) throw conflict(refusal);
    const unique = store.unique === 'name' ? body.name : body.date;
    const scope = store.scopeField ? before[store.scopeField.field] : undefined;
    if (typeof unique === 'string') await refuseDuplicate(trx, list, unique, scope, id);
    const columns = columnsOf(store, body);
    if (Object.keys(columns).length > 0)
      await sql`UPDATE ${sql.table(store.table)} SET ${setColumns(columns)} WHERE id = ${id}`.execute(trx);
    if (body.position !== undefined) await moveTo(trx, store, id, body.position);
    if (body.contacts) await replaceContacts(trx, Number(id), body.contacts);
    const after = await readEntry(trx, list, id);
    await logChange(trx, { user, list, id, action: 'change', before, after, at: deps.now() });
    return after;
  });
  announce(deps, list);
  return entry as unknown as T;
};

/** 409 while a category holds items or a type categories: each is deleted (and logged) on its own first. */
const refuseParent = async (trx: Kysely<Database>, children: NonNullable<SettingsStore['children']>, id: SettingsEntryId) => {
  const { rows } = await sql<{ count: number }>`
    SELECT count(*)::integer AS count FROM ${sql.table(children.table)} WHERE ${sql.ref(children.column)} = ${id}
  `.execute(trx);
  const count = rows[0]?.count ?? 0;
  if (count > 0) throw conflict(`Holds ${count} ${count === 1 ? children.noun : children.nouns}: delete them first`);
};

/** DELETE /api/settings/<list>/<id>: only an entry no site uses; one in use is retired instead. */
export const deleteEntry = async (deps: AppDeps, user: SessionUser, list: SettingsList, id: SettingsEntryId): Promise<void> => {
  const store = settingsStores[list];
  await deps.db.transaction().execute(async (trx) => {
    await lockList(trx, store);
    const before = await readEntry(trx, list, id);
    const refusal = protectedEntryRefusal(list, id, 'delete');
    if (refusal) throw conflict(refusal);
    const inUse = usageRefusesDelete(list, before.sites);
    if (inUse) throw conflict(inUse);
    if (store.children) await refuseParent(trx, store.children, id);
    await sql`DELETE FROM ${sql.table(store.table)} WHERE id = ${id}`.execute(trx);
    await logChange(trx, { user, list, id, action: 'delete', before, after: null, at: deps.now() });
  });
  announce(deps, list);
};
