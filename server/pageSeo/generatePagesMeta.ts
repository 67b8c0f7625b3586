import type { SitePages } from '../../domain/api/pageSeo.schema';
import { type PresetId, presetLabel, presetPageMeta } from '../../domain/pageSeo/pagePresets';
import type { AppDeps, SessionUser } from '../appDeps';
import { conflict } from '../http/httpError';
import { writeLog } from '../log/writeLog';
import { requireSite } from '../sites/requireSite';
import { readSitePages, requirePagesSite } from './sitePages';

/**
 * Fills every page's SEO title and description from a preset's templates with the site's name,
 * city and state, writes them to the builder, and records the preset on the site with a log
 * entry. The preset is recorded only once every page took it.
 */
export const generatePagesMeta = async (deps: AppDeps, user: SessionUser, siteId: number, preset: PresetId): Promise<SitePages> => {
  const { site, project } = await requirePagesSite(deps, siteId);
  const city = site.city?.trim();
  const state = site.state?.trim();
  if (!city || !state) throw conflict(`${site.name} has no city and state yet: add them before generating page SEO`);
  const pages = await deps.integrations.builder.listPages(project);
  for (const page of pages) {
    await deps.integrations.builder.updatePageSeo(project, page.uuid, presetPageMeta(preset, page.title, { name: site.name, city, state }));
  }
  const updated = await deps.db.transaction().execute(async (trx) => {
    await requireSite(trx, siteId, { lock: true });
    await trx.updateTable('sites').set({ page_metadata_preset_id: preset }).where('id', '=', siteId).execute();
    await writeLog(trx, { siteId, userId: user.id, message: `Page SEO generated from ${presetLabel(preset)}`, at: deps.now() });
    return requireSite(trx, siteId);
  });
  return readSitePages(deps, updated, project);
};
