import type { Kysely } from 'kysely';
import { type AddonFlag, videoAddonId } from '../../domain/api/siteDetailEdit.schema';
import type { SiteDetail } from '../../domain/api/siteDetail.schema';
import type { Database } from '../db/schema';
import { HttpError } from '../http/httpError';
import { writeLog } from '../log/writeLog';
import { requireSite } from '../sites/requireSite';

type AddonUpdate = {
  siteId: number;
  userId: number;
  addonId: number;
  flag: AddonFlag;
  checked: boolean;
  previousCustomer?: boolean;
};

type SiteAddon = SiteDetail['addons'][number];

const flagTitles: Record<AddonFlag, string> = { setup: 'setup', committed: 'committed' };

/**
 * Ticks or unticks an addon's Setup or Committed for a site and logs it, in one transaction.
 * The video addon (id 1) must know whether the home was already a customer of the provider's video
 * product the first time it is checked (part 2 §5); a later answer replaces the stored one.
 */
export const updateSiteAddon = async (db: Kysely<Database>, update: AddonUpdate): Promise<SiteAddon> => {
  const { siteId, addonId, flag, checked, previousCustomer } = update;
  return db.transaction().execute(async (trx) => {
    await requireSite(trx, siteId, { lock: true });
    const addon = await trx.selectFrom('addons').select(['id', 'name']).where('id', '=', addonId).executeTakeFirst();
    if (!addon) throw new HttpError(400, `Unknown addon: ${addonId}`, { field: 'addonId', reason: `no addon ${addonId}` });
    const stored = await trx
      .selectFrom('site_addons')
      .select(['setup', 'committed', 'previous_customer'])
      .where('site_id', '=', siteId)
      .where('addon_id', '=', addonId)
      .executeTakeFirst();

    const isVideo = addonId === videoAddonId;
    if (isVideo && checked && previousCustomer === undefined && (stored?.previous_customer ?? null) === null) {
      throw new HttpError(400, 'previousCustomer is required for the video addon', {
        field: 'previousCustomer',
        reason: 'previousCustomer is required for the video addon',
      });
    }
    // Only the video product asks the question; an answer sent for another addon is not kept.
    const answer = isVideo && previousCustomer !== undefined ? { previous_customer: previousCustomer } : {};
    const current = { setup: stored?.setup ?? false, committed: stored?.committed ?? false };

    if (current[flag] !== checked || Object.keys(answer).length > 0) {
      await trx
        .insertInto('site_addons')
        .values({ site_id: siteId, addon_id: addonId, ...current, [flag]: checked, ...answer })
        .onConflict((oc) => oc.columns(['site_id', 'addon_id']).doUpdateSet({ [flag]: checked, ...answer }))
        .execute();
    }
    if (current[flag] !== checked) {
      const customerNote = isVideo && previousCustomer !== undefined ? ` (previous customer: ${previousCustomer ? 'yes' : 'no'})` : '';
      await writeLog(trx, {
        siteId,
        userId: update.userId,
        message: `${addon.name} ${flagTitles[flag]} ${checked ? 'checked' : 'unchecked'}${customerNote}`,
      });
    }
    return { id: addon.id, name: addon.name, ...current, [flag]: checked };
  });
};
