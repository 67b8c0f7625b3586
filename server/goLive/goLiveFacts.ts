import type { Kysely } from 'kysely';
import { type GoLiveCheckResult, type GoLiveFacts, isGoLiveCheckName, runGoLiveCheck } from '../../domain/goLive/goLiveChecks';
import { type PendingScrape, pendingScrapeOfRequest } from '../../domain/goLive/pendingScrapes';
import type { Database } from '../db/schema';
import { floralAddonId } from '../db/seed/referenceData';
import type { AppDeps } from '../appDeps';
import { notFound } from '../http/httpError';
import { IntegrationError } from '../integrations/integrationError';
import { revisionCountsForSite } from '../revisions/revisionCounts';
import { openScrapeRequestsOfSite } from '../scrapeRequests/scrapeRequestQueries';
import { obituaryScrapeSucceeded, pendingScrapeTasksOf } from '../scrapeTasks/pendingScrapeTasks';
import { requireSite, type Site } from '../sites/requireSite';
import { domainContactsOf } from './domainContacts';
import { checkUrl } from './urlResponds';

const tickedItemIdsOf = async (db: Kysely<Database>, siteId: number): Promise<Set<number>> => {
  const rows = await db
    .selectFrom('site_checklist_ticks')
    .select('item_id')
    .where('site_id', '=', siteId)
    .where('checked', '=', true)
    .execute();
  return new Set(rows.map((row) => row.item_id));
};

/** A floral addon the site has taken (committed) or that is being set up. */
const hasFloralAddon = async (db: Kysely<Database>, siteId: number): Promise<boolean> =>
  Boolean(
    await db
      .selectFrom('site_addons')
      .select('addon_id')
      .where('site_id', '=', siteId)
      .where('addon_id', '=', floralAddonId)
      .where((eb) => eb.or([eb('committed', '=', true), eb('setup', '=', true)]))
      .executeTakeFirst(),
  );

/**
 * Whether the builder knows the project and its preview page answers. The builder saying it has no
 * such site is a failed check; the builder being unreachable is an error the caller sees (the
 * panel shows that check as unavailable rather than failed).
 */
const builderFacts = async (deps: AppDeps, dudaId: string | null): Promise<GoLiveFacts['builder']> => {
  if (!dudaId) return { hasProject: false, previewResponds: false };
  try {
    const details = await deps.integrations.builder.getSite(dudaId);
    return { hasProject: true, previewResponds: (await checkUrl(details.preview_site_url, deps.config)).ok };
  } catch (error) {
    if (error instanceof IntegrationError && error.status === 404) return { hasProject: false, previewResponds: false };
    throw error;
  }
};

interface FactOptions {
  /** Ask the builder about the project (only the duda check and Full Send need this call out). */
  withBuilder: boolean;
}

export const loadGoLiveFacts = async (deps: AppDeps, site: Site, options: FactOptions): Promise<GoLiveFacts> => {
  const { db } = deps;
  const [tickedItemIds, counts, floral, obituaries, scrapeSucceeded, contacts, builder] = await Promise.all([
    tickedItemIdsOf(db, site.id),
    revisionCountsForSite(db, site.id),
    hasFloralAddon(db, site.id),
    db
      .selectFrom('scrape_records')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('site_id', '=', site.id)
      .where('kind', '=', 'obituary')
      .where('fake', '=', false)
      .executeTakeFirstOrThrow(),
    obituaryScrapeSucceeded(db, site.id),
    domainContactsOf(db, site),
    options.withBuilder ? builderFacts(deps, site.duda_id) : Promise.resolve({ hasProject: Boolean(site.duda_id), previewResponds: false }),
  ]);
  return {
    tickedItemIds,
    revisions: { unfixed: Number(counts.revisions_needed), unverified: Number(counts.verification_needed) },
    builder,
    dns: { hostedZone: Boolean(site.hosted_zone_id), domainContact: contacts.length > 0 },
    hasFloralAddon: floral,
    realObituaries: Number(obituaries.n),
    obituaryScrapeSucceeded: scrapeSucceeded,
    hostedObitSite: site.hosted_obit_site,
  };
};

/** GET /api/sites/{id}/goLive/checks/{check}: 404 for an unknown site, then for an unknown check. */
export const goLiveCheckOf = async (deps: AppDeps, siteId: number, name: string): Promise<GoLiveCheckResult> => {
  const site = await requireSite(deps.db, siteId);
  if (!isGoLiveCheckName(name)) throw notFound('Check');
  // Only the duda check asks the builder; the other twelve read our own tables.
  return runGoLiveCheck(name, await loadGoLiveFacts(deps, site, { withBuilder: name === 'duda' }));
};

/** GET /api/sites/{id}/goLive/pendingScrapes: the scrapes that hold up Full Send, unfinished tasks then open requests (decisions.md §6). */
export const pendingScrapesOf = async (db: Kysely<Database>, siteId: number): Promise<PendingScrape[]> => {
  const site = await requireSite(db, siteId);
  const [tasks, requests] = await Promise.all([pendingScrapeTasksOf(db, site.id), openScrapeRequestsOfSite(db, site.id)]);
  return [...tasks, ...requests.map(pendingScrapeOfRequest)];
};
