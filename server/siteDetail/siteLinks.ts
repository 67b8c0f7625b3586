import type { AppDeps } from '../appDeps';
import { HttpError } from '../http/httpError';
import { requireSite } from '../sites/requireSite';
import { organizationDashboardUrl } from './organizationDashboardUrl';

/** The site list's links that go through the server (domain/siteList/siteLinks.ts). */
type SiteLink = 'preview' | 'card' | 'backend';

/**
 * Where a site list link goes: the builder's preview, the board card, or the provider's back
 * office. Only the server knows whether the builder and the board are sandboxes or the real
 * services, and where the back office is. 404 for an unknown site or a site without the thing.
 */
export const siteLinkTarget = async (deps: AppDeps, siteId: number, link: SiteLink): Promise<string> => {
  const site = await requireSite(deps.db, siteId);
  switch (link) {
    case 'preview':
      if (!site.duda_id) throw new HttpError(404, 'This site has no builder project');
      return (await deps.integrations.builder.getSite(site.duda_id)).preview_site_url;
    case 'card':
      if (!site.trello_card_id) throw new HttpError(404, 'This site has no board card');
      return (await deps.integrations.board.getCard(site.trello_card_id)).url;
    case 'backend':
      if (!site.organization_id) throw new HttpError(404, 'This site has no organization');
      return organizationDashboardUrl(deps.config, site.organization_id);
  }
};
