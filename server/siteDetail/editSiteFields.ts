import type { Kysely, Transaction } from 'kysely';
import type { EditableSiteField, SiteFields } from '../../domain/api/siteDetailEdit.schema';
import type { Database } from '../db/schema';
import { HttpError, notFound } from '../http/httpError';
import { writeLog } from '../log/writeLog';
import { requireSite } from '../sites/requireSite';

/** One edit of the Details tab, already resolved to the reference row the body named (or null to clear). */
export type SiteFieldEdit =
  | { field: 'provider'; name: string }
  | { field: 'corporation'; id: number }
  | { field: 'referralPartner'; id: number | null }
  | { field: 'fundingPartner'; name: string | null };

const fieldTitles: Record<EditableSiteField, string> = {
  provider: 'Provider',
  corporation: 'Corporation',
  referralPartner: 'Referral partner',
  fundingPartner: 'Funding partner',
};

/** The body field each edit reads, so a 400 names what the browser sent. */
const bodyFields: Record<EditableSiteField, string> = {
  provider: 'provider',
  corporation: 'corporationId',
  referralPartner: 'referralPartnerId',
  fundingPartner: 'fundingPartner',
};

type Reference = { id: number; name: string } | null;

const unknownReference = (field: EditableSiteField, value: unknown) =>
  new HttpError(400, `Unknown ${fieldTitles[field].toLowerCase()}: ${String(value)}`, {
    field: bodyFields[field],
    reason: `no ${fieldTitles[field].toLowerCase()} ${String(value)}`,
  });

/** The reference row the edit names; 400 naming the field when there is none. */
const resolveReference = async (trx: Transaction<Database>, edit: SiteFieldEdit): Promise<Reference> => {
  const found = await (() => {
    switch (edit.field) {
      case 'provider':
        return trx.selectFrom('providers').select(['id', 'name']).where('name', '=', edit.name).executeTakeFirst();
      case 'corporation':
        return trx.selectFrom('corporations').select(['id', 'name']).where('id', '=', edit.id).executeTakeFirst();
      case 'referralPartner':
        return edit.id === null
          ? null
          : trx.selectFrom('referral_partners').select(['id', 'name']).where('id', '=', edit.id).executeTakeFirst();
      case 'fundingPartner':
        return edit.name === null
          ? null
          : trx.selectFrom('funding_partners').select(['id', 'name']).where('name', '=', edit.name).executeTakeFirst();
    }
  })();
  if (found === undefined) throw unknownReference(edit.field, 'name' in edit ? edit.name : edit.id);
  return found;
};

const siteColumn = {
  provider: 'provider_id',
  corporation: 'corporation_id',
  referralPartner: 'referral_partner_id',
  fundingPartner: 'funding_partner_id',
} as const satisfies Record<EditableSiteField, string>;

const referenceTable = {
  provider: 'providers',
  corporation: 'corporations',
  referralPartner: 'referral_partners',
  fundingPartner: 'funding_partners',
} as const satisfies Record<EditableSiteField, string>;

/** The name of the row a site currently points at, for the log's 'from' side. */
const currentName = async (trx: Transaction<Database>, field: EditableSiteField, id: number | null): Promise<string> => {
  if (id === null) return 'none';
  const row = await trx.selectFrom(referenceTable[field]).select('name').where('id', '=', id).executeTakeFirst();
  return row?.name ?? 'none';
};

/** The Details tab's fields of one site, with names. */
const readSiteFields = async (db: Kysely<Database>, siteId: number): Promise<SiteFields> => {
  const row = await db
    .selectFrom('sites')
    .leftJoin('providers as prov', 'prov.id', 'sites.provider_id')
    .leftJoin('funding_partners as funding', 'funding.id', 'sites.funding_partner_id')
    .select([
      'sites.id',
      'prov.name as provider',
      'sites.provider_id',
      'sites.corporation_id',
      'sites.referral_partner_id',
      'funding.name as funding_partner',
      'sites.funding_partner_id',
    ])
    .where('sites.id', '=', siteId)
    .executeTakeFirst();
  if (!row) throw notFound('Site');
  return row;
};

/**
 * Points a site at another provider, corporation, referral partner or funding partner and logs
 * '<Field> changed from X to Y', in one transaction. Picking the current value again changes and
 * logs nothing (as assignment does).
 */
export const editSiteField = async (
  db: Kysely<Database>,
  request: { siteId: number; userId: number; edit: SiteFieldEdit },
): Promise<SiteFields> => {
  const { siteId, userId, edit } = request;
  await db.transaction().execute(async (trx) => {
    const column = siteColumn[edit.field];
    const site = await requireSite(trx, siteId, { lock: true });
    const target = await resolveReference(trx, edit);
    const storedId = site[column];
    const targetId = target?.id ?? null;
    if (storedId === targetId) return;
    const from = await currentName(trx, edit.field, storedId);
    await trx
      .updateTable('sites')
      .set({ [column]: targetId })
      .where('id', '=', siteId)
      .execute();
    await writeLog(trx, {
      siteId,
      userId,
      message: `${fieldTitles[edit.field]} changed from ${from} to ${target?.name ?? 'none'}`,
    });
  });
  return readSiteFields(db, siteId);
};
