import type { PagesSite, SitePage, SitePages } from '../../domain/api/pageSeo.schema';
import { isPresetId } from '../../domain/pageSeo/pagePresets';
import type { AppDeps } from '../appDeps';
import type { BuilderPage } from '../integrations/builder/builder.port';
import { requireBuilderProject } from '../integrations/builder/requireBuilderProject';
import { requireSite, type Site } from '../sites/requireSite';

const pagesSite = (site: Site): PagesSite => ({
  id: site.id,
  name: site.name,
  city: site.city,
  state: site.state,
  page_metadata_preset_id:
    site.page_metadata_preset_id !== null && isPresetId(site.page_metadata_preset_id) ? site.page_metadata_preset_id : null,
});

const sitePage = (page: BuilderPage): SitePage => ({
  uuid: page.uuid,
  title: page.title,
  path: page.path,
  seo: { title: page.seo.title ?? '', description: page.seo.description ?? '' },
});

/** The site and its builder project's name: 404 without the site, 409 without a project. */
export const requirePagesSite = async (deps: AppDeps, siteId: number): Promise<{ site: Site; project: string }> => {
  const site = await requireSite(deps.db, siteId);
  return { site, project: requireBuilderProject(site, 'first') };
};

/** The site's pages as the builder has them now (part 2 §7 'GET api/sites/{id}/pages'). */
export const readSitePages = async (deps: AppDeps, site: Site, project: string): Promise<SitePages> => ({
  site: pagesSite(site),
  pages: (await deps.integrations.builder.listPages(project)).map(sitePage),
});
