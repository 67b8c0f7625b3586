import type { Kysely } from 'kysely';
import { checklistCatalogue, checklistTypeNames, goLiveCategoryIds } from '../../../domain/siteChecklist/checklistCatalogue';
import {
  domainSecuredItemId,
  floralItemIds,
  scrapeFinishedItemId,
  scrapeStartedItemId,
  seoItemIds,
} from '../../../domain/goLive/goLiveChecks';
import type { TaskBoard } from '../../integrations/board/board.port';
import type { WebsiteBuilder } from '../../integrations/builder/builder.port';
import type { Database } from '../schema';
import { addons, floralAddonId } from './referenceData';

/**
 * Every item a site ticks to pass the 13 go-live checks: the go-live groups, domain, scrape, floral, SEO.
 * @internal Exported for tests (knip --production: decision 0416).
 */
export const readyToLaunchItemIds: readonly number[] = [
  ...Object.values(goLiveCategoryIds).flatMap(
    (categoryId) => checklistCatalogue.find((category) => category.id === categoryId)?.items.map((item) => item.id) ?? [],
  ),
  domainSecuredItemId,
  scrapeStartedItemId,
  scrapeFinishedItemId,
  ...floralItemIds,
  ...seoItemIds,
];

interface ReadySiteServices {
  db: Kysely<Database>;
  builder: WebsiteBuilder;
  board: TaskBoard;
}

/** The catalogue rows the ticks refer to, left alone when the reference seed has added them. */
const ensureCatalogueRows = async (db: Kysely<Database>, itemIds: readonly number[]): Promise<void> => {
  for (const category of checklistCatalogue.filter((candidate) => candidate.items.some((item) => itemIds.includes(item.id)))) {
    await db
      .insertInto('checklist_types')
      .values({ id: category.type, name: checklistTypeNames[category.type], position: 0 })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    await db
      .insertInto('checklist_categories')
      .values({ id: category.id, type_id: category.type, name: category.name, position: 0 })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    await db
      .insertInto('checklist_items')
      .values(category.items.map((item, position) => ({ id: item.id, category_id: category.id, description: item.description, position })))
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
  }
};

/**
 * Turns an existing site into one a launch specialist can Full Send (demo data and tests): a
 * builder project from the first template, a board card on LAUNCH.READY, the domain, cloud
 * hosting, status 100% Ready, every check's items ticked, the floral addon taken, one real
 * obituary and a domain contact. Run it once per site; the builder and board calls create new things.
 */
export const makeSiteReadyToLaunch = async ({ db, builder, board }: ReadySiteServices, siteId: number, apex: string): Promise<void> => {
  const site = await db.selectFrom('sites').select(['id', 'name']).where('id', '=', siteId).executeTakeFirstOrThrow();
  const project = await builder.createSite({ templateId: '1001', businessName: site.name, externalUid: String(site.id) });
  const card = await board.createCard({ name: `${site.id} ${site.name}`, description: `Launch ${apex}`, list: 'LAUNCH.READY' });
  await ensureCatalogueRows(db, readyToLaunchItemIds);
  await db
    .insertInto('addons')
    .values(addons.filter((addon) => addon.id === floralAddonId))
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('sites')
      .set({
        apex,
        url: `https://${apex}`,
        duda_id: project.site_name,
        trello_card_id: card.id,
        cloud_hosted: true,
        hosted_obit_site: false,
        launcher_label: '100% Ready',
      })
      .where('id', '=', siteId)
      .execute();
    await trx
      .insertInto('site_checklist_ticks')
      .values(readyToLaunchItemIds.map((itemId) => ({ site_id: siteId, item_id: itemId, checked: true })))
      .onConflict((oc) => oc.columns(['site_id', 'item_id']).doUpdateSet({ checked: true }))
      .execute();
    await trx
      .insertInto('site_addons')
      .values({ site_id: siteId, addon_id: floralAddonId, committed: true, setup: true })
      .onConflict((oc) => oc.columns(['site_id', 'addon_id']).doUpdateSet({ committed: true, setup: true }))
      .execute();
    await trx
      .insertInto('scrape_records')
      .values({
        site_id: siteId,
        source_url: `https://old.${apex}/obituaries/1`,
        name: 'Margaret Ellen Hayes',
        death_date: '2024-11-02',
        fake: false,
      })
      .onConflict((oc) => oc.columns(['site_id', 'source_url']).doNothing())
      .execute();
    await trx
      .insertInto('site_contacts')
      .values({ site_id: siteId, name: 'Funeral home IT', email: `it@${apex}`, domain_contact: true })
      .execute();
    // Its scrapes are done: a request the seed left open would hold up Full Send (decisions.md §6).
    await trx
      .updateTable('scrape_requests')
      .set({ completed: true, completed_at: new Date() })
      .where('site_id', '=', siteId)
      .where('completed', '=', false)
      .execute();
  });
};
