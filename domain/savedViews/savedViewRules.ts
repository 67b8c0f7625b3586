import type { Role } from '../roles';

/** What the rules need to know of a view. */
interface ViewAccess {
  ownerId: number;
  sharedRole: Role | null;
}

interface Caller {
  id: number;
  role: Role;
}

/**
 * Who sees a view (issue 19, docs/decisions/0350): its owner; everyone of the role it is shared
 * with; and admins every shared view, since they may change them. A link to a view opens it for
 * exactly these people.
 */
export const maySeeView = (caller: Caller, view: ViewAccess): boolean =>
  view.ownerId === caller.id || (view.sharedRole !== null && (view.sharedRole === caller.role || caller.role === 'admin'));

/** Only the owner or an admin changes a shared view; a private one only its owner. */
export const mayChangeView = (caller: Caller, view: ViewAccess): boolean =>
  view.ownerId === caller.id || (view.sharedRole !== null && caller.role === 'admin');

/** The 403 text for a visible view the caller may not change. */
export const viewChangeRefusal = 'Only the owner or an admin may change a shared view';
