import { isPrivileged, type Role } from './roles';

/**
 * Where a person lands after signing in and at '/' (issue 33, decision 0540): their own work. My
 * Sites for the roles that have it (decisions.md §1 hides it from privileged users), All Sites for
 * admins and executives, who oversee everyone's.
 */
export const homePathFor = (role: Role): '/sites' | '/sites/me' => (isPrivileged(role) ? '/sites' : '/sites/me');
