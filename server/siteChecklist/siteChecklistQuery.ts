import type { Kysely } from 'kysely';
import type { ChecklistItemState, SiteChecklist } from '../../domain/api/siteChecklist.schema';
import type { Database } from '../db/schema';
import { HttpError } from '../http/httpError';

/** One checklist type of a site: the catalogue's categories and items in order, each with its tick. */
export const siteChecklist = async (db: Kysely<Database>, siteId: number, type: string): Promise<SiteChecklist> => {
  // A retired type leaves the choices, but a page that asks for it still reads it.
  const types = await db
    .selectFrom('checklist_types')
    .select(['id', 'name'])
    .where((eb) => eb.or([eb('retired', '=', false), eb('id', '=', type)]))
    .orderBy('position')
    .execute();
  if (!types.some((each) => each.id === type)) {
    const reason = 'typeId names no checklist type';
    throw new HttpError(400, reason, { field: 'typeId', reason });
  }
  const rows = await db
    .selectFrom('checklist_categories as category')
    .innerJoin('checklist_items as item', 'item.category_id', 'category.id')
    .leftJoin('site_checklist_ticks as tick', (join) => join.onRef('tick.item_id', '=', 'item.id').on('tick.site_id', '=', siteId))
    .leftJoin('users', 'users.id', 'tick.user_id')
    .select([
      'category.id as categoryId',
      'category.name as categoryName',
      'item.id',
      'item.description',
      'tick.checked',
      'tick.checked_at',
      'users.name',
    ])
    .where('category.type_id', '=', type)
    .orderBy('category.position')
    .orderBy('item.position')
    .execute();

  const categories: SiteChecklist['categories'] = [];
  for (const row of rows) {
    let category = categories.at(-1);
    if (category?.id !== row.categoryId) {
      category = { id: row.categoryId, name: row.categoryName, items: [] };
      categories.push(category);
    }
    const item: ChecklistItemState = {
      id: row.id,
      description: row.description,
      checked: row.checked ?? false,
      name: row.checked_at ? row.name : null,
      when: row.checked_at ? new Date(row.checked_at).toISOString() : null,
    };
    category.items.push(item);
  }
  return { type, types, categories };
};
