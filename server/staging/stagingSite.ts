import type { Kysely } from 'kysely';
import type { SiteStatus } from '../../domain/siteStatus';
import type { Database } from '../db/schema';
import { conflict, notFound } from '../http/httpError';

export interface StagingSite {
  id: number;
  name: string;
  launcher_label: SiteStatus;
  duda_id: string | null;
}

/** The site the staging routes work on, or 404. */
export const findStagingSite = async (db: Kysely<Database>, siteId: number): Promise<StagingSite> => {
  const site = await db.selectFrom('sites').select(['id', 'name', 'launcher_label', 'duda_id']).where('id', '=', siteId).executeTakeFirst();
  if (!site) throw notFound('Site');
  return site;
};

/** The builder project staging validates and publishes; 409 when there is none yet. */
export const requireBuilderProject = (site: StagingSite): string => {
  if (!site.duda_id) throw conflict(`${site.name} has no builder project yet: create or link one before staging`);
  return site.duda_id;
};
