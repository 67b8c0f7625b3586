import { type Kysely, sql } from 'kysely';
import type { SavedView, SavedViewSearch, UpdateViewBody } from '../../domain/api/savedViews.schema';
import type { ListScreenId } from '../../domain/siteList/listScreens';
import type { Role } from '../../domain/roles';
import { mayChangeView, maySeeView, viewChangeRefusal } from '../../domain/savedViews/savedViewRules';
import type { Database } from '../db/schema';
import type { SessionUser } from '../appDeps';
import { conflict, HttpError, notFound } from '../http/httpError';
import { isUniqueViolation } from '../db/uniqueViolation';

const viewColumns = (db: Kysely<Database>) =>
  db
    .selectFrom('saved_views as v')
    .innerJoin('users as u', 'u.id', 'v.owner_id')
    .select(['v.id', 'v.screen', 'v.name', 'v.search', 'v.shared_role', 'v.owner_id', 'u.name as owner_name']);

type ViewRow = Awaited<ReturnType<ReturnType<typeof viewColumns>['executeTakeFirstOrThrow']>>;

const toSavedView = (caller: SessionUser, row: ViewRow): SavedView => {
  const access = { ownerId: row.owner_id, sharedRole: row.shared_role };
  return {
    id: row.id,
    screen: row.screen as ListScreenId,
    name: row.name,
    search: row.search,
    sharedRole: row.shared_role,
    ownerId: row.owner_id,
    ownerName: row.owner_name,
    mayChange: mayChangeView(caller, access),
  };
};

/** The caller's views (domain maySeeView, in SQL): of one screen or of all, by screen then name. */
export const listViews = async (db: Kysely<Database>, caller: SessionUser, screen: ListScreenId | undefined): Promise<SavedView[]> => {
  let query = viewColumns(db).where((eb) =>
    eb.or([
      eb('v.owner_id', '=', caller.id),
      caller.role === 'admin' ? eb('v.shared_role', 'is not', null) : eb('v.shared_role', '=', caller.role),
    ]),
  );
  if (screen) query = query.where('v.screen', '=', screen);
  const rows = await query
    .orderBy('v.screen')
    .orderBy(sql`lower(v.name)`)
    .orderBy('v.id')
    .execute();
  return rows.map((row) => toSavedView(caller, row));
};

/** A view the caller may see, or 404 (a view they may not see does not exist for them). */
const requireVisibleView = async (db: Kysely<Database>, caller: SessionUser, id: number): Promise<ViewRow> => {
  const row = await viewColumns(db).where('v.id', '=', id).executeTakeFirst();
  if (!row || !maySeeView(caller, { ownerId: row.owner_id, sharedRole: row.shared_role })) throw notFound('Saved view');
  return row;
};

const requireChangeableView = async (db: Kysely<Database>, caller: SessionUser, id: number): Promise<ViewRow> => {
  const row = await requireVisibleView(db, caller, id);
  if (!mayChangeView(caller, { ownerId: row.owner_id, sharedRole: row.shared_role })) throw new HttpError(403, viewChangeRefusal);
  return row;
};

const nameTaken = (name: string) => conflict(`A view named '${name}' already exists on this list`);

/** A second request that raced past assertNameFree meets the unique index: it answers as if it had come second. */
const nameTakenOnRace =
  (name: string) =>
  (error: unknown): never => {
    throw isUniqueViolation(error) ? nameTaken(name) : error;
  };

/** A name is unique per owner and screen, whatever its case. */
const assertNameFree = async (db: Kysely<Database>, view: { ownerId: number; screen: string; name: string; exceptId?: number }) => {
  let query = db
    .selectFrom('saved_views')
    .select('id')
    .where('owner_id', '=', view.ownerId)
    .where('screen', '=', view.screen)
    .where(sql<boolean>`lower(name) = lower(${view.name})`);
  if (view.exceptId !== undefined) query = query.where('id', '!=', view.exceptId);
  if (await query.executeTakeFirst()) throw nameTaken(view.name);
};

export interface NewView {
  screen: ListScreenId;
  name: string;
  search: SavedViewSearch;
  sharedRole: Role | null;
}

export const createView = async (db: Kysely<Database>, caller: SessionUser, view: NewView): Promise<SavedView> => {
  await assertNameFree(db, { ownerId: caller.id, screen: view.screen, name: view.name });
  const { id } = await db
    .insertInto('saved_views')
    .values({
      owner_id: caller.id,
      screen: view.screen,
      name: view.name,
      search: JSON.stringify(view.search),
      shared_role: view.sharedRole,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
    .catch(nameTakenOnRace(view.name));
  return toSavedView(caller, await requireVisibleView(db, caller, id));
};

export const updateView = async (
  db: Kysely<Database>,
  caller: SessionUser,
  id: number,
  change: UpdateViewBody,
  now: Date,
): Promise<SavedView> => {
  const row = await requireChangeableView(db, caller, id);
  if (change.name !== undefined) await assertNameFree(db, { ownerId: row.owner_id, screen: row.screen, name: change.name, exceptId: id });
  await db
    .updateTable('saved_views')
    .set({
      ...(change.name !== undefined ? { name: change.name } : {}),
      ...(change.search !== undefined ? { search: JSON.stringify(change.search) } : {}),
      ...(change.sharedRole !== undefined ? { shared_role: change.sharedRole } : {}),
      updated_at: now,
    })
    .where('id', '=', id)
    .execute()
    .catch(nameTakenOnRace(change.name ?? row.name));
  // Read back through the caller's eyes: an admin who makes another's view private no longer sees it.
  const updated = await viewColumns(db).where('v.id', '=', id).executeTakeFirstOrThrow();
  return toSavedView(caller, updated);
};

export const deleteView = async (db: Kysely<Database>, caller: SessionUser, id: number): Promise<void> => {
  await requireChangeableView(db, caller, id);
  await db.deleteFrom('saved_views').where('id', '=', id).execute();
};
