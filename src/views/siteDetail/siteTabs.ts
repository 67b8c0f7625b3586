import { can } from '../../../domain/permissions';
import type { Role } from '../../../domain/roles';

/** The tab bar of the detail page: each tab is a sub-route of /sites/id/{id} (part 2 §2.1). */
export const siteTabs = [
  { value: 'details', label: 'Details', to: '/sites/id/$id' },
  { value: 'notes', label: 'Notes', to: '/sites/id/$id/notes' },
  { value: 'scrape', label: 'Scrape', to: '/sites/id/$id/scrape' },
  { value: 'qa', label: 'Revisions', to: '/sites/id/$id/qa' },
  { value: 'checklist', label: 'Checklist', to: '/sites/id/$id/checklist' },
  { value: 'domains', label: 'Domains', to: '/sites/id/$id/domains' },
  { value: 'actions', label: 'Actions', to: '/sites/id/$id/actions' },
] as const;

export type SiteTab = (typeof siteTabs)[number];

/** The Domains tab shows for admin, launch, ae and sdr; the others reach its route and read 'Admin Only'. */
export const visibleSiteTabs = (role: Role): SiteTab[] => siteTabs.filter((tab) => tab.value !== 'domains' || can(role, 'seeDomainsTab'));

/** Which tab a path under /sites/id/{id} shows. */
export const tabOfPath = (pathname: string): SiteTab['value'] => {
  const segment = /^\/sites\/id\/[^/]+\/([^/]+)/.exec(pathname)?.[1];
  return siteTabs.find((tab) => tab.value === segment)?.value ?? 'details';
};
