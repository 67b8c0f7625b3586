import type { ChecklistItemState, SiteChecklist } from '../../domain/api/siteChecklist.schema';
import type { ChecklistType } from '../../domain/siteChecklist/checklistCatalogue';
import { unprovidedSiteChanges } from '../shared/siteChanges';
import { unprovided } from '../shared/unprovided';

/**
 * The contract of the site-checklist machine's actors (/api/siteChecklist, part 1 §7): the app
 * injects the real ones (src/api/siteChecklist.api.ts), tests and stories stubs.
 */

type LoadChecklistInput = { fhid: number; typeId: ChecklistType };
/** siteChecklistId is the catalogue item's id. */
type CheckItemInput = { siteChecklistId: number; fhid: number; checked: boolean };

export const unprovidedSiteChecklistActors = {
  loadChecklist: unprovided<SiteChecklist, LoadChecklistInput>('siteChecklist', 'loadChecklist'),
  /** Part 1 §8: a failed tick is only logged; the real actor logs it, the machine puts the box back. */
  checkItem: unprovided<ChecklistItemState, CheckItemInput>('siteChecklist', 'checkItem'),
  /** The site's `site_changed` live events (a colleague's tick). */
  siteChanges: unprovidedSiteChanges,
};

export type SiteChecklistActors = typeof unprovidedSiteChecklistActors;
