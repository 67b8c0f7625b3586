import { checklistCatalogue, checklistTypeNames } from '../../domain/siteChecklist/checklistCatalogue';
import { makeSiteReadyToLaunch } from '../../server/db/seed/readySite';
import type { Harness } from './harness';

/**
 * Ticks checklist items on a site. The catalogue rows the ticks refer to are added first (from
 * the domain catalogue, left alone when present), so a test needs no reference-data seed.
 */
export const tickChecklistItems = async (h: Harness, siteId: number, itemIds: readonly number[]): Promise<void> => {
  const db = h.handle.db;
  const categories = checklistCatalogue.filter((category) => category.items.some((item) => itemIds.includes(item.id)));
  for (const category of categories) {
    await db
      .insertInto('checklist_types')
      .values({ id: category.type, name: checklistTypeNames[category.type], position: 0 })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    await db
      .insertInto('checklist_categories')
      .values({ id: category.id, type_id: category.type, name: category.name, position: 0 })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    await db
      .insertInto('checklist_items')
      .values(category.items.map((item, position) => ({ id: item.id, category_id: category.id, description: item.description, position })))
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
  }
  await db
    .insertInto('site_checklist_ticks')
    .values(itemIds.map((itemId) => ({ site_id: siteId, item_id: itemId, checked: true })))
    .execute();
};

/** A new site that passes every go-live check, its builder project and board card in the harness's sandboxes. */
export const createReadySite = async (h: Harness, name: string, apex: string): Promise<number> => {
  const id = await h.createSite({ name });
  await makeSiteReadyToLaunch({ db: h.handle.db, builder: h.deps.integrations.builder, board: h.deps.integrations.board }, id, apex);
  return id;
};
