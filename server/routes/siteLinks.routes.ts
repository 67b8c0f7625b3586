import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../http/appEnv';
import { HttpError, notFound } from '../http/httpError';
import { readIdParam } from '../http/validate';
import { organizationDashboardUrl } from '../siteDetail/organizationDashboardUrl';

/**
 * /api/sites/{id}/preview, /card, /backend: the site list's links (domain/siteList/siteLinks.ts).
 * Only the server knows whether the builder and the board are sandboxes or the real services, and
 * where the provider's back office is, so the browser links here and is redirected. The links open
 * in a new tab as plain navigations, so the session comes from the cookie (the guard takes either).
 */
export const siteLinksRoutes = (deps: AppDeps): Hono<AppEnv> => {
  const routes = new Hono<AppEnv>();

  const siteLinkFields = async (id: number) => {
    const site = await deps.db
      .selectFrom('sites')
      .select(['duda_id', 'trello_card_id', 'organization_id'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!site) throw notFound('Site');
    return site;
  };

  routes.get('/:id{[0-9]+}/preview', async (c) => {
    const { duda_id } = await siteLinkFields(readIdParam(c));
    if (!duda_id) throw new HttpError(404, 'This site has no builder project');
    return c.redirect((await deps.integrations.builder.getSite(duda_id)).preview_site_url, 302);
  });

  routes.get('/:id{[0-9]+}/card', async (c) => {
    const { trello_card_id } = await siteLinkFields(readIdParam(c));
    if (!trello_card_id) throw new HttpError(404, 'This site has no board card');
    return c.redirect((await deps.integrations.board.getCard(trello_card_id)).url, 302);
  });

  routes.get('/:id{[0-9]+}/backend', async (c) => {
    const { organization_id } = await siteLinkFields(readIdParam(c));
    if (!organization_id) throw new HttpError(404, 'This site has no organization');
    return c.redirect(organizationDashboardUrl(deps.config, organization_id), 302);
  });

  return routes;
};
