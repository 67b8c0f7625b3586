import type { Kysely, Selectable } from 'kysely';
import type { GoLiveFacts } from '../../domain/goLive/goLiveChecks';
import type { Database, SitesTable } from '../db/schema';
import { floralAddonId } from '../db/seed/referenceData';
import type { AppDeps } from '../http/appEnv';
import { notFound } from '../http/httpError';
import { IntegrationError } from '../integrations/integrationError';
import { revisionCountsForSite } from '../revisions/revisionCounts';
import { domainContactsOf } from './domainContacts';
import { checkUrl } from './urlResponds';

export type GoLiveSite = Selectable<SitesTable>;

export const requireGoLiveSite = async (db: Kysely<Database>, siteId: number): Promise<GoLiveSite> => {
  const site = await db.selectFrom('sites').selectAll().where('id', '=', siteId).executeTakeFirst();
  if (!site) throw notFound('Site');
  return site;
};

export const tickedItemIdsOf = async (db: Kysely<Database>, siteId: number): Promise<Set<number>> => {
  const rows = await db.selectFrom('site_checklist_ticks').select('item_id').where('site_id', '=', siteId).where('checked', '=', true).execute();
  return new Set(rows.map((row) => row.item_id));
};

/** A floral addon the site has taken (committed) or that is being set up. */
export const hasFloralAddon = async (db: Kysely<Database>, siteId: number): Promise<boolean> =>
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

export interface FactOptions {
  /** Ask the builder about the project (only the duda check and Full Send need this call out). */
  withBuilder: boolean;
}

export const loadGoLiveFacts = async (deps: AppDeps, site: GoLiveSite, options: FactOptions): Promise<GoLiveFacts> => {
  const { db } = deps;
  const [tickedItemIds, counts, floral, obituaries, contacts, builder] = await Promise.all([
    tickedItemIdsOf(db, site.id),
    revisionCountsForSite(db, site.id),
    hasFloralAddon(db, site.id),
    db
      .selectFrom('obituaries')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('site_id', '=', site.id)
      .where('fake', '=', false)
      .executeTakeFirstOrThrow(),
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
    hostedObitSite: site.hosted_obit_site,
  };
};
