import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { SiteStatus } from '../../../domain/siteStatus';
import type { TaskBoard } from '../../integrations/board/board.port';
import type { WebsiteBuilder } from '../../integrations/builder/builder.port';
import type { Database } from '../schema';
import { makeSiteReadyToLaunch } from './readySite';

/**
 * The demo sites a visitor (or an e2e test) looks for by name to try staging and go-live.
 * @internal Exported for tests (knip --production: decision 0416).
 */
export const demoShowcase = {
  fullSend: { name: 'Ready Launch Funeral Home', apex: 'readylaunchfuneralhome.com' },
  manualDns: { name: 'Manual DNS Funeral Home', apex: 'manualdnsfuneralhome.com' },
  staging: { name: 'Staging Demo Chapel', apex: 'stagingdemochapel.com' },
} as const;

/**
 * How many fake obituaries the staging demo site has: 'Hang on!' names the count.
 * @internal Exported for tests (knip --production: decision 0416).
 */
export const stagingDemoFakeObituaries = 2;

const firstSiteWithStatus = async (db: Kysely<Database>, status: SiteStatus, exceptIds: readonly number[]): Promise<number> => {
  let query = db.selectFrom('sites').select('id').where('launcher_label', '=', status).orderBy('id').limit(1);
  if (exceptIds.length) query = query.where('id', 'not in', exceptIds);
  return (await query.executeTakeFirstOrThrow()).id;
};

const rename = (db: Kysely<Database>, siteId: number, site: { name: string; apex: string }) =>
  db
    .updateTable('sites')
    .set({ name: site.name, apex: site.apex, url: `https://www.${site.apex}`, email: `info@${site.apex}` })
    .where('id', '=', siteId)
    .execute();

/**
 * Turns three seeded sites into the showcase: one ready for Full Send, one ready but not cloud
 * hosted (DNS instructions), and one in Pre-Staging QA with fake obituaries ('Hang on!'). Seeded
 * sites are reused rather than added, so the demo keeps its size and its launch-day counts.
 */
export const seedDemoShowcase = async (db: Kysely<Database>, services: { builder: WebsiteBuilder; board: TaskBoard }): Promise<void> => {
  const fullSendId = await firstSiteWithStatus(db, '100% Ready', []);
  const manualDnsId = await firstSiteWithStatus(db, '100% Ready', [fullSendId]);
  const stagingId = await firstSiteWithStatus(db, 'Pre-Staging QA', []);

  for (const [siteId, site] of [
    [fullSendId, demoShowcase.fullSend],
    [manualDnsId, demoShowcase.manualDns],
  ] as const) {
    await rename(db, siteId, site);
    await makeSiteReadyToLaunch({ db, ...services }, siteId, site.apex);
  }
  await db.updateTable('sites').set({ cloud_hosted: false }).where('id', '=', manualDnsId).execute();

  await rename(db, stagingId, demoShowcase.staging);
  // Staging needs a builder project; linkDemoSitesToSandbox creates it under this id.
  await db
    .updateTable('sites')
    .set((eb) => ({ duda_id: eb.fn.coalesce('duda_id', eb.val(randomBytes(4).toString('hex'))) }))
    .where('id', '=', stagingId)
    .execute();
  await db
    .insertInto('scrape_records')
    .values(
      Array.from({ length: stagingDemoFakeObituaries }, (_, index) => ({
        site_id: stagingId,
        source_url: `https://old.${demoShowcase.staging.apex}/obituaries/sample-${index + 1}`,
        name: index === 0 ? 'John Sample Doe' : 'Jane Placeholder Smith',
        death_date: '2024-01-01',
        fake: true,
      })),
    )
    .execute();
};
