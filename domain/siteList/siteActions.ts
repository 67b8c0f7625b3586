import type { SiteRow } from '../api/siteList.schema';
import { can } from '../permissions';
import type { Role } from '../roles';
import type { SiteStatus } from '../siteStatus';
import { previewUrl, websiteUrl } from './siteLinks';

/**
 * What a site's Actions cell offers (part 1 §2, §4, §6), one rule each: the builder's editor, the
 * website or its preview, and the builder project.
 */

type ActionSite = Pick<SiteRow, 'id' | 'duda_id' | 'launcher_label' | 'hosted_obit_site' | 'apex'>;

/** The editor opens for a site with a builder project, to the roles that may open it. */
export const offersSiteEditor = (site: Pick<SiteRow, 'duda_id'>, role: Role): boolean => Boolean(site.duda_id) && can(role, 'openEditor');

/**
 * The public website once the site is live (or an obituaries-only hosted site) and has a domain;
 * otherwise the builder's preview when there is a project; otherwise no link.
 */
export const siteLinkOf = (site: ActionSite): { label: 'Website' | 'Preview'; href: string } | null => {
  if ((site.launcher_label === 'Live' || site.hosted_obit_site) && site.apex) return { label: 'Website', href: websiteUrl(site.apex) };
  if (site.duda_id) return { label: 'Preview', href: previewUrl(site.id) };
  return null;
};

/** A builder project is not offered for sites already staged or live. */
const noProjectOffer: readonly SiteStatus[] = ['Live', 'Staged'];

/**
 * For a site without a builder project: 'create' (the Create Duda Project link) for a role that
 * manages projects while the site is not staged or live, else 'notYetCreated' (the text 'Project
 * not yet created'). Null once the site has a project.
 */
export const projectOffer = (site: ActionSite, role: Role): 'create' | 'notYetCreated' | null => {
  if (site.duda_id) return null;
  return can(role, 'manageBuilderProject') && !noProjectOffer.includes(site.launcher_label) ? 'create' : 'notYetCreated';
};
