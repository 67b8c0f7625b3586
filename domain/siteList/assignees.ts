import type { AssignmentRoute } from '../api/assignment.schema';
import type { SiteRow } from '../api/siteList.schema';
import { can, type Capability } from '../permissions';
import type { AssigneeRole, Role } from '../roles';
import type { Viewer } from '../viewer';

/**
 * Everything the lists need to know about one assignee role of a site, in one place: the column
 * label, the lookup list its options come from, the list-query parameter that filters by it, the
 * site-row fields that hold the assignee, the assign call, who may change it and the failure text
 * (part 1 §3, §6, §7, §8).
 */
export interface AssigneeDefinition {
  role: AssigneeRole;
  label: string;
  lookup: 'designers' | 'florists' | 'ams' | 'sdrs' | 'aes' | 'cares';
  queryParam: 'designer' | 'florist' | 'am' | 'sdr' | 'ae' | 'care';
  rowFields: { id: keyof SiteRow; name: keyof SiteRow; image: keyof SiteRow };
  /** POST /api/sites/{id}/<endpoint> with {<bodyKey>: personId | null}. */
  endpoint: AssignmentRoute;
  bodyKey: string;
  capability: Capability;
  /** The failure toast in the lists (part 1 §8). */
  errorText: string;
  /** The failure toast on the site page, whose own catalogue is part 2 §8 (docs/decisions/0501-assignment-failure-toasts.md). */
  sitePageErrorText: string;
}

export const assignees: Record<AssigneeRole, AssigneeDefinition> = {
  designer: {
    role: 'designer',
    label: 'Designer',
    lookup: 'designers',
    queryParam: 'designer',
    rowFields: { id: 'designer_id', name: 'designer_name', image: 'designer_image' },
    endpoint: 'assignDesigner',
    bodyKey: 'designerId',
    capability: 'assignDesigner',
    errorText: 'Error updating site designer',
    sitePageErrorText: 'Error updating site designer',
  },
  florist: {
    role: 'florist',
    label: 'Floral Specialist',
    lookup: 'florists',
    queryParam: 'florist',
    rowFields: { id: 'florist_id', name: 'florist_name', image: 'florist_image' },
    endpoint: 'assignFlorist',
    bodyKey: 'floristId',
    capability: 'assignFlorist',
    errorText: 'Error updating site floral specialist',
    sitePageErrorText: 'Error updating site floral specialist',
  },
  am: {
    role: 'am',
    label: 'Account Manager',
    lookup: 'ams',
    queryParam: 'am',
    rowFields: { id: 'am_id', name: 'am_name', image: 'am_image' },
    endpoint: 'assignAm',
    bodyKey: 'amId',
    capability: 'assignAm',
    errorText: 'Error updating site am',
    sitePageErrorText: 'Error updating site AM',
  },
  sdr: {
    role: 'sdr',
    label: 'SDR',
    lookup: 'sdrs',
    queryParam: 'sdr',
    // The row names the SDR id field in the plural (part 1 §3).
    rowFields: { id: 'sdrs_id', name: 'sdr_name', image: 'sdr_image' },
    endpoint: 'assignSdr',
    bodyKey: 'sdrId',
    capability: 'assignSdr',
    errorText: 'Error updating site SDR',
    sitePageErrorText: 'Error updating site SDR',
  },
  ae: {
    role: 'ae',
    label: 'Account Executive',
    lookup: 'aes',
    queryParam: 'ae',
    rowFields: { id: 'ae_id', name: 'ae_name', image: 'ae_image' },
    endpoint: 'assignAe',
    bodyKey: 'aeId',
    capability: 'assignAe',
    errorText: 'Error updating site ae',
    sitePageErrorText: 'Error updating site ae',
  },
  care: {
    role: 'care',
    label: 'QA',
    lookup: 'cares',
    queryParam: 'care',
    rowFields: { id: 'care_id', name: 'care_name', image: 'care_image' },
    endpoint: 'assignCares',
    bodyKey: 'careId',
    capability: 'assignCare',
    errorText: 'Error updating site QA',
    sitePageErrorText: 'Error updating QA',
  },
};

/** The account manager can only be set on corporate sites (corporation id 1); others read 'Corporate site'. */
export const corporateCorporationId = 1;

export const isAssignableOnSite = (role: AssigneeRole, corporationId: number): boolean =>
  role !== 'am' || corporationId === corporateCorporationId;

/** Whether the viewer's role may change who holds `role` on a site (part 1 §6). */
export const mayChangeAssignee = (viewerRole: Role, role: AssigneeRole): boolean => can(viewerRole, assignees[role].capability);

/**
 * A florist gets a quick 'Assign to me' beside the florist select while the site is not already
 * theirs (part 1 §6).
 */
export const offersSelfAssign = (viewer: Viewer, role: AssigneeRole, assignedId: number | null): boolean =>
  role === 'florist' && viewer.role === 'florist' && assignedId !== viewer.id && mayChangeAssignee(viewer.role, role);

export interface Assignee {
  id: number;
  name: string;
  image: string | null;
}

/** Who holds the role on the site, or null when nobody does. Reads only that role's fields of the row. */
export function assigneeOf(row: Partial<SiteRow>, role: AssigneeRole): Assignee | null {
  const fields = assignees[role].rowFields;
  const id = row[fields.id];
  if (typeof id !== 'number') return null;
  const name = row[fields.name];
  const image = row[fields.image];
  return { id, name: typeof name === 'string' ? name : '', image: typeof image === 'string' && image ? image : null };
}

/** The order people appear in the Members cell. */
export const memberOrder: readonly AssigneeRole[] = ['designer', 'ae', 'am', 'sdr', 'care', 'florist'];
