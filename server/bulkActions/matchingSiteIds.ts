import type { Kysely } from 'kysely';
import type { MatchingIds } from '../../domain/api/bulkActions.schema';
import type { SiteListQuery } from '../../domain/api/siteList.schema';
import { bulkLimit } from '../../domain/bulkActions/bulkActionChoices';
import type { Database } from '../db/schema';
import type { SessionUser } from '../appDeps';
import { buildSiteIdsQuery } from '../siteList/siteListQuery';

/** The first bulkLimit + 1 ids matching the list's filters, in its order (domain/api/bulkActions.schema.ts). */
export const matchingSiteIds = async (db: Kysely<Database>, params: SiteListQuery, user: SessionUser, now: Date): Promise<MatchingIds> => ({
  ids: (
    await buildSiteIdsQuery(db, params, user, now)
      .limit(bulkLimit + 1)
      .execute()
  ).map((row) => row.id),
});
