import type { AssigneeRole, Role } from '../roles';

/**
 * The person column and person filter of the site lists by the viewer's role (decisions.md §1):
 * designer for designer, admin and executive; launch specialists see the account executive;
 * every other role sees its own role's person.
 */
const personColumnByRole: Record<Role, AssigneeRole> = {
  admin: 'designer',
  executive: 'designer',
  designer: 'designer',
  ae: 'ae',
  launch: 'ae',
  care: 'care',
  florist: 'florist',
  am: 'am',
  sdr: 'sdr',
};

export const personColumnFor = (role: Role): AssigneeRole => personColumnByRole[role];
