import { pageSeoEndpoints } from '../../domain/api/pageSeo.endpoints';
import { defineRoute, type RouteModule } from '../http/route';
import { generatePagesMeta } from '../pageSeo/generatePagesMeta';
import { presetUsageInCity } from '../pageSeo/presetUsage';
import { readSitePages, requirePagesSite } from '../pageSeo/sitePages';
import { updatePagesMeta } from '../pageSeo/updatePagesMeta';
import { requireSite } from '../sites/requireSite';

/** Site Pages (domain/api/pageSeo.endpoints.ts, part 2 §2.7, §7 'Pages and SEO'). */
export const pageSeoRoutes: RouteModule = () => [
  defineRoute(pageSeoEndpoints.pages, async ({ deps, params }) => {
    const { site, project } = await requirePagesSite(deps, params.id);
    return readSitePages(deps, site, project);
  }),
  defineRoute(pageSeoEndpoints.updatePagesMeta, ({ deps, user, params, body }) => updatePagesMeta(deps, user, params.id, body)),
  defineRoute(pageSeoEndpoints.presetUsage, async ({ deps, params, query }) => {
    await requireSite(deps.db, params.id);
    return presetUsageInCity(deps.db, params.id, query.city, query.state);
  }),
  defineRoute(pageSeoEndpoints.genPagesMeta, ({ deps, user, params, body }) => generatePagesMeta(deps, user, params.id, body.preset)),
  defineRoute(pageSeoEndpoints.writeDescription, async ({ deps, body }) => {
    const content = await deps.integrations.ai.writeMetaDescription({
      funeralHomeName: body.fhName,
      location: body.location,
      city: body.city,
      state: body.state,
      pageTitle: body.pageTitle,
    });
    return { data: [{ message: { content } }] };
  }),
];
