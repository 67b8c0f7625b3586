import type { AssigneeRole } from '../roles';

/** The assignee columns of a site, as the server reads them. */
export type SiteAssignees = Record<`${AssigneeRole}_id`, number | null>;

/** Everyone assigned to a site, once each: who hears of its status and launch date (issue 34). */
export const assignedPeopleOf = (site: SiteAssignees): number[] =>
  [site.designer_id, site.florist_id, site.am_id, site.sdr_id, site.ae_id, site.care_id].filter((id): id is number => id !== null);

/**
 * Whom a notification goes to: each person once, and never the person whose action caused it
 * (issue 34: nobody is notified of their own action). A null actor is the system (a daily job).
 */
export const recipientsOf = (candidates: readonly (number | null)[], actorId: number | null): number[] => [
  ...new Set(candidates.filter((id): id is number => id !== null && id !== actorId)),
];
