import { defaultChecklistType } from './checklistCatalogue';
import { can } from '../permissions';
import type { Role } from '../roles';

/**
 * Which checklist types a role may tick (decisions.md §2 'for the checklist types of their role'):
 * the role's default type; care also SEO, since care is 'quality assurance and SEO' (decisions.md
 * §1) and nobody else's default holds the pre-live SEO items; admin any, the types added in Settings too.
 */
export const mayTickChecklistType = (role: Role, type: string): boolean =>
  can(role, 'tickAnyChecklist') || defaultChecklistType(role) === type || (role === 'care' && type === 'seo');
