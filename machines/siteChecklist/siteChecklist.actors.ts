import { siteChecklistEndpoints } from '../../domain/api/siteChecklist.endpoints';
import type { ChecklistItemState } from '../../domain/api/siteChecklist.schema';
import type { Notice } from '../shared/notice';
import { unprovidedSiteChanges } from '../shared/siteChanges';
import { unprovidedEndpoint } from '../shared/unprovidedEndpoint';

/**
 * The contract of the site-checklist machine's actors (/api/siteChecklist, part 1 §7): the app
 * injects the real ones (src/api/siteChecklist.api.ts), tests and stories stubs.
 */
export const unprovidedSiteChecklistActors = {
  loadChecklist: unprovidedEndpoint('siteChecklist', 'loadChecklist', siteChecklistEndpoints.checklist),
  /** Part 1 §8: a failed tick is only logged; the real actor logs it, the machine puts the box back. */
  checkItem: unprovidedEndpoint('siteChecklist', 'checkItem', siteChecklistEndpoints.checkItem),
  /** The site's `site_changed` live events (a colleague's tick). */
  siteChanges: unprovidedSiteChanges,
};

export type SiteChecklistActors = typeof unprovidedSiteChecklistActors;

/** Ours (issue 18, docs/decisions/0345-feedback-and-empty-states.md). */
export const siteChecklistNotices = {
  /** The tick's confirmation names the item, so a wrong click is noticed. */
  tickSaved: (item: ChecklistItemState): Notice => ({
    tone: 'success',
    message: `'${item.description}' ${item.checked ? 'checked' : 'unchecked'}`,
  }),
  tickFailed: { tone: 'error', message: 'Unable to update checklist' },
} as const satisfies Record<string, Notice | ((...args: never[]) => Notice)>;
