import { type Kysely, sql } from 'kysely';
import type { CorporationContact } from '../../domain/api/settings.schema';
import { protectedEntryRefusal, type SettingsList, settingsEntryNouns } from '../../domain/settings/settingsLists';
import type { AppDeps, SessionUser } from '../appDeps';
import type { Database } from '../db/schema';
import { conflict, HttpError, notFound } from '../http/httpError';
import { replaceContacts, withContacts } from './corporationContacts';
import { readEntries, type SettingsEntry, type SettingsStore, settingsStores } from './settingsStores';

/** What a create or change body may carry, across the lists (each list's schema decides which). */
type SettingsBody = Record<string, unknown> & { name?: string; position?: number; retired?: boolean; contacts?: CorporationContact[] };

const unknownCategory = 'categoryId names no checklist category';

/** The entries of a list as the Settings screen shows them. */
export const listEntries = async <T>(db: Kysely<Database>, list: SettingsList): Promise<T[]> => {
  const entries = await readEntries(db, settingsStores[list]);
  return (list === 'corporations' ? await withContacts(db, entries) : entries) as unknown as T[];
};

const readEntry = async (db: Kysely<Database>, list: SettingsList, id: number): Promise<SettingsEntry> => {
  const [entry] = await readEntries(db, settingsStores[list], id);
  if (!entry) throw notFound(settingsEntryNouns[list]);
  const [full] = list === 'corporations' ? await withContacts(db, [entry]) : [entry];
  return full as SettingsEntry;
};

/** One writer per list at a time: the duplicate check, the next id and the renumbering see a list nobody else is changing. */
const lockList = (trx: Kysely<Database>, store: SettingsStore) =>
  sql`LOCK TABLE ${sql.table(store.table)} IN SHARE ROW EXCLUSIVE MODE`.execute(trx);

/** 409 when another entry (of the same category, for checklist items) already has this name or date, whatever its case. */
const refuseDuplicate = async (trx: Kysely<Database>, list: SettingsList, value: string, scope: unknown, exceptId?: number) => {
  const store = settingsStores[list];
  const column = store.unique === 'name' ? store.nameColumn : 'date';
  const { rows } = await sql<{ id: number }>`
    SELECT id FROM ${sql.table(store.table)}
    WHERE lower(${sql.ref(column)}::text) = lower(${value})
      ${store.orderScope ? sql`AND ${sql.ref(store.orderScope)} = ${scope}` : sql``}
      ${exceptId === undefined ? sql`` : sql`AND id <> ${exceptId}`}
    LIMIT 1
  `.execute(trx);
  if (rows.length === 0) return;
  const noun = settingsEntryNouns[list].toLowerCase();
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

/** Moves an entry to `position` (0 first) among its list (or category) and numbers the rest 0, 1, 2... */
const moveTo = async (trx: Kysely<Database>, store: SettingsStore, id: number, position: number) => {
  const scope = store.orderScope
    ? sql`WHERE ${sql.ref(store.orderScope)} = (SELECT ${sql.ref(store.orderScope)} FROM ${sql.table(store.table)} WHERE id = ${id})`
    : sql``;
  const { rows } = await sql<{ id: number }>`SELECT id FROM ${sql.table(store.table)} ${scope} ORDER BY position, id`.execute(trx);
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
    id: number;
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
      entry_id: change.id,
      action: change.action,
      before: change.before ? JSON.stringify(change.before) : null,
      after: change.after ? JSON.stringify(change.after) : null,
      created_at: change.at,
    })
    .execute();

/** Open pages reload their choice lists (src/api/lookups.api.ts listens); sent once the change has committed. */
const announce = (deps: AppDeps, list: SettingsList) => deps.live.publish('lookups', 'lookups_changed', { list });

/** POST /api/settings/<list>: a new entry, last in its list (or category). */
export const createEntry = async <T>(deps: AppDeps, user: SessionUser, list: SettingsList, body: SettingsBody): Promise<T> => {
  const store = settingsStores[list];
  const entry = await deps.db.transaction().execute(async (trx) => {
    await lockList(trx, store);
    // The one list ordered inside a scope is the checklist, inside the item's category.
    const scope = store.orderScope ? body.categoryId : undefined;
    if (list === 'checklist') {
      const category = await trx.selectFrom('checklist_categories').select('id').where('id', '=', Number(scope)).executeTakeFirst();
      if (!category) throw new HttpError(400, unknownCategory, { field: 'categoryId', reason: unknownCategory });
    }
    await refuseDuplicate(trx, list, String(store.unique === 'name' ? body.name : body.date), scope);
    const columns = columnsOf(store, body);
    if (store.newId === 'next') {
      // Past every id the list's log has seen too: a deleted entry's id is never given to another,
      // so one id's history in settings_changes is one entry's.
      const { rows } = await sql<{ id: number }>`
        SELECT greatest(
          (SELECT coalesce(max(id), 0) FROM ${sql.table(store.table)}),
          (SELECT coalesce(max(entry_id), 0) FROM settings_changes WHERE list = ${list})
        ) + 1 AS id
      `.execute(trx);
      columns.id = rows[0]?.id;
    }
    if (store.ordered) {
      const { rows } = await sql<{ position: number }>`
        SELECT coalesce(max(position) + 1, 0) AS position FROM ${sql.table(store.table)}
        ${store.orderScope ? sql`WHERE ${sql.ref(store.orderScope)} = ${scope}` : sql``}
      `.execute(trx);
      columns.position = rows[0]?.position;
    }
    const names = Object.keys(columns);
    const { rows } = await sql<{ id: number }>`
      INSERT INTO ${sql.table(store.table)} (${sql.join(names.map((column) => sql.ref(column)))})
      VALUES (${sql.join(names.map((column) => columns[column]))}) RETURNING id
    `.execute(trx);
    const id = Number(rows[0]?.id);
    if (body.contacts) await replaceContacts(trx, id, body.contacts);
    const after = await readEntry(trx, list, id);
    await logChange(trx, { user, list, id, action: 'add', before: null, after, at: deps.now() });
    return after;
  });
  announce(deps, list);
  return entry as unknown as T;
};

/** PATCH /api/settings/<list>/<id>: rename, reorder, retire or restore, or change the list's own fields. */
export const updateEntry = async <T>(deps: AppDeps, user: SessionUser, list: SettingsList, id: number, body: SettingsBody): Promise<T> => {
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
    if (typeof unique === 'string') await refuseDuplicate(trx, list, unique, store.orderScope ? before.categoryId : undefined, id);
    const columns = columnsOf(store, body);
    if (Object.keys(columns).length > 0)
      await sql`UPDATE ${sql.table(store.table)} SET ${setColumns(columns)} WHERE id = ${id}`.execute(trx);
    if (body.position !== undefined) await moveTo(trx, store, id, body.position);
    if (body.contacts) await replaceContacts(trx, id, body.contacts);
    const after = await readEntry(trx, list, id);
    await logChange(trx, { user, list, id, action: 'change', before, after, at: deps.now() });
    return after;
  });
  announce(deps, list);
  return entry as unknown as T;
};

/** DELETE /api/settings/<list>/<id>: only an entry no site uses; one in use is retired instead. */
export const deleteEntry = async (deps: AppDeps, user: SessionUser, list: SettingsList, id: number): Promise<void> => {
  const store = settingsStores[list];
  await deps.db.transaction().execute(async (trx) => {
    await lockList(trx, store);
    const before = await readEntry(trx, list, id);
    const refusal = protectedEntryRefusal(list, id, 'delete');
    if (refusal) throw conflict(refusal);
    if (store.usageBlocksDelete && before.sites > 0) throw conflict(`In use by ${before.sites} site(s): retire it instead`);
    await sql`DELETE FROM ${sql.table(store.table)} WHERE id = ${id}`.execute(trx);
    await logChange(trx, { user, list, id, action: 'delete', before, after: null, at: deps.now() });
  });
  announce(deps, list);
};
