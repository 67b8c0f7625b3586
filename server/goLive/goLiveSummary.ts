import type { GoLiveSummary } from '../../domain/api/goLive.schema';
import { goLiveCategoryIds } from '../../domain/siteChecklist/checklistCatalogue';
import { floralItemIds, seoItemIds, unfinishedInGroup, unticked } from '../../domain/goLive/goLiveChecks';
import type { AppDeps } from '../appDeps';
import { requireSite } from '../sites/requireSite';
import { loadGoLiveFacts } from './goLiveFacts';
import { runningFullSendOf } from './launchQueries';
import { liveSiteUrl } from './liveSiteUrl';

/** What the panel shows beside the checks (part 2 §2.3): Revisions, Design, Floral, SEO, and how it can launch. */
export const goLiveSummary = async (deps: AppDeps, siteId: number): Promise<GoLiveSummary> => {
  const site = await requireSite(deps.db, siteId);
  const facts = await loadGoLiveFacts(deps, site, { withBuilder: false });
  const running = await runningFullSendOf(deps.db, site.id);
  return {
    siteId: site.id,
    name: site.name,
    apex: site.apex,
    status: site.launcher_label,
    cloudHosted: site.cloud_hosted,
    liveUrl: site.apex ? liveSiteUrl(deps, site.apex) : null,
    launchWikiUrl: deps.config.LAUNCH_WIKI_URL ?? null,
    runningLaunchId: running?.id ?? null,
    revisions: facts.revisions,
    design: { unfinished: unfinishedInGroup(facts, goLiveCategoryIds.designChecks) },
    floral: { hasAddon: facts.hasFloralAddon, unfinished: facts.hasFloralAddon ? unticked(facts, floralItemIds) : [] },
    seo: { unfinished: unticked(facts, seoItemIds) },
  };
};
