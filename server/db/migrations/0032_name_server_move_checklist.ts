import { type Kysely, sql } from 'kysely';
import { checklistCatalogue, domainCategoryId } from '../../../domain/siteChecklist/checklistCatalogue';
import { nameServerMoveItemIds } from '../../../domain/siteChecklist/checklistItemIds';

/**
 * The four 'before the name servers move' items of the Domain checklist (issue 32, decision 0492)
 * in databases that already hold the checklist: the reference data seeding adds them to new ones
 * (and skips what exists), so here they are added only where the Domain category is already there.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  const domain = checklistCatalogue.find((category) => category.id === domainCategoryId);
  for (const [position, item] of (domain?.items ?? []).entries()) {
    if (!(nameServerMoveItemIds as readonly number[]).includes(item.id)) continue;
    await sql`
      INSERT INTO checklist_items (id, category_id, description, position)
      SELECT ${item.id}, ${domainCategoryId}, ${item.description}, ${position}
      WHERE EXISTS (SELECT 1 FROM checklist_categories WHERE id = ${domainCategoryId})
      ON CONFLICT (id) DO NOTHING
    `.execute(db);
  }
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`DELETE FROM checklist_items WHERE id IN (${sql.join([...nameServerMoveItemIds])})`.execute(db);
};
