import type { Kysely } from 'kysely';
import type { Firm } from '../../domain/api/intake.schema';
import type { Database } from '../db/schema';
import { notFound } from '../http/httpError';

/** GET /api/sites/search?fhid=: the firm the wizard's search prefills from, or 404 'Site not found'. */
export const findFirm = async (db: Kysely<Database>, fhid: number): Promise<{ firm: Firm }> => {
  const firm = await db
    .selectFrom('sites')
    .select(['id', 'name', 'duda_id', 'url', 'provider_id', 'corporation_id', 'referral_partner_id', 'funding_partner_id'])
    .where('id', '=', fhid)
    .executeTakeFirst();
  if (!firm) throw notFound('Site');
  return { firm };
};
