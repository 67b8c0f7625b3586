import type { Kysely } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { SiteDetail } from '../../domain/api/siteDetail.schema';
import type { Database } from '../db/schema';
import { notFound } from '../http/httpError';
import type { JsonAnswer } from '../http/jsonAnswer';
import { activityStableUntil } from '../siteList/activityDays';
import { type FreshAnswer, siteAnswer } from '../siteList/siteAnswers';
import { listCounterColumns, selectSiteRows, sitesBase, toSiteRow } from '../siteList/siteListQuery';

/**
 * GET /api/sites/{id}: the list row of one site (the same columns, built by the same query) plus
 * the detail fields of part 2 §3, contacts and addons included, in one statement with the change
 * counter it was read at; 404 'Site not found'. Remembered between requests (siteAnswers.ts).
 */
export const siteDetailAnswer = (db: Kysely<Database>, siteId: number, now: Date): Promise<JsonAnswer> =>
  siteAnswer(db, `site\u0000${siteId}`, now, () => readSiteDetail(db, siteId, now));

const readSiteDetail = async (db: Kysely<Database>, siteId: number, now: Date): Promise<FreshAnswer> => {
  const raw = await selectSiteRows(db, sitesBase(db).where('s.id', '=', siteId))
    .leftJoin('funding_partners as funding', 'funding.id', 'sites.funding_partner_id')
    .select((eb) => [
      'sites.organization_id',
      'sites.hosted_zone_id',
      'sites.email',
      'sites.phone',
      'sites.zip',
      'sites.provider_id',
      'sites.funding_partner_id',
      'funding.name as funding_partner',
      jsonArrayFrom(
        eb
          .selectFrom('site_contacts as contact')
          .select(['contact.name', 'contact.email', 'contact.domain_contact as domainContact'])
          .whereRef('contact.site_id', '=', 'sites.id')
          .orderBy('contact.id'),
      ).as('contacts'),
      jsonArrayFrom(
        eb
          .selectFrom('addons as addon')
          .leftJoin('site_addons as chosen', (join) =>
            join.onRef('chosen.addon_id', '=', 'addon.id').onRef('chosen.site_id', '=', 'sites.id'),
          )
          .select((sub) => [
            'addon.id',
            'addon.name',
            sub.fn.coalesce('chosen.committed', sub.lit(false)).as('committed'),
            sub.fn.coalesce('chosen.setup', sub.lit(false)).as('setup'),
          ])
          .orderBy('addon.id'),
      ).as('addons'),
      ...listCounterColumns,
    ])
    .executeTakeFirst();
  if (!raw) throw notFound('Site');
  const detail: SiteDetail = {
    ...toSiteRow(raw, now),
    organization_id: raw.organization_id,
    hosted_zone_id: raw.hosted_zone_id,
    email: raw.email,
    phone: raw.phone,
    zip: raw.zip,
    provider_id: raw.provider_id,
    funding_partner: raw.funding_partner,
    funding_partner_id: raw.funding_partner_id,
    contacts: raw.contacts,
    addons: raw.addons,
  };
  return {
    body: detail,
    // One site's page does not depend on which other sites match: no list to check.
    at: { version: Number(raw.list_version), shape: Number(raw.list_shape), shared: Number(raw.list_shared), sites: [siteId] },
    stableUntil: activityStableUntil([raw.latest_activity_at], now),
  };
};
