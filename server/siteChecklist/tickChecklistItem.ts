import type { ChecklistItemState } from '../../domain/api/siteChecklist.schema';
import { mayTickChecklistType } from '../../domain/siteChecklist/checklistTicking';
import type { AppDeps, SessionUser } from '../appDeps';
import { HttpError, notFound } from '../http/httpError';
import { writeLog } from '../log/writeLog';
import { requireSite } from '../sites/requireSite';
import { writeChecklistTick } from './writeChecklistTick';

/**
 * Ticks or unticks one catalogue item on a site, for a role allowed that checklist type, and logs
 * it in the same transaction. The tick remembers who changed it last and when.
 */
export const tickChecklistItem = (
  deps: AppDeps,
  user: SessionUser,
  request: { siteId: number; itemId: number; checked: boolean },
): Promise<ChecklistItemState> =>
  deps.db.transaction().execute(async (trx) => {
    const item = await trx
      .selectFrom('checklist_items')
      .innerJoin('checklist_categories', 'checklist_categories.id', 'checklist_items.category_id')
      .select(['checklist_items.id', 'checklist_items.description', 'checklist_categories.type_id'])
      .where('checklist_items.id', '=', request.itemId)
      .executeTakeFirst();
    if (!item) throw notFound('Checklist item');
    const type = item.type_id;
    if (!mayTickChecklistType(user.role, type)) throw new HttpError(403, `Your role may not tick the ${type} checklist`);
    const site = await requireSite(trx, request.siteId, { lock: true });
    const now = deps.now();
    await writeChecklistTick(trx, { siteId: site.id, itemId: item.id, checked: request.checked, userId: user.id, at: now });
    await writeLog(trx, {
      siteId: site.id,
      userId: user.id,
      message: `${request.checked ? 'Checked' : 'Unchecked'} '${item.description}'`,
      at: now,
    });
    return { id: item.id, description: item.description, checked: request.checked, name: user.name, when: now.toISOString() };
  });
