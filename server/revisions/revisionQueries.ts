import type { Kysely, Transaction } from 'kysely';
import type { Revision } from '../../domain/api/revisions.schema';
import type { Database } from '../db/schema';
import { notFound } from '../http/httpError';

type Db = Kysely<Database> | Transaction<Database>;

/** Revisions in the shape every /api/siteRevisions endpoint answers with (part 2 §3). */
const revisionRows = (db: Db) =>
  db
    .selectFrom('site_revisions')
    .leftJoin('users', 'users.id', 'site_revisions.user_id')
    .select([
      'site_revisions.id',
      'site_revisions.site_id',
      'site_revisions.issue',
      'site_revisions.severity',
      'site_revisions.status',
      'site_revisions.fixed',
      'site_revisions.verified',
      'site_revisions.user_id',
      'users.name as user_name',
      'users.image as user_image',
      'site_revisions.created_at',
    ]);

type RevisionRow = Omit<Revision, 'created_at'> & { site_id: number; created_at: Date };

const toRevision = ({ site_id: _siteId, created_at, ...row }: RevisionRow): Revision => ({
  ...row,
  created_at: created_at.toISOString(),
});

export const listSiteRevisions = async (db: Db, siteId: number): Promise<Revision[]> => {
  const rows = await revisionRows(db)
    .where('site_revisions.site_id', '=', siteId)
    .orderBy('site_revisions.created_at')
    .orderBy('site_revisions.id')
    .execute();
  return rows.map(toRevision);
};

export const getRevision = async (db: Db, revisionId: number): Promise<Revision> =>
  toRevision(await revisionRows(db).where('site_revisions.id', '=', revisionId).executeTakeFirstOrThrow());

/**
 * The stored revision, locked for the rest of the transaction so a concurrent fix and verify
 * read each other's result; 404 when it does not exist or (when siteId is given) belongs to another site.
 */
export const lockRevision = async (trx: Transaction<Database>, revisionId: number, siteId?: number) => {
  let query = trx.selectFrom('site_revisions').selectAll().where('id', '=', revisionId);
  if (siteId !== undefined) query = query.where('site_id', '=', siteId);
  const revision = await query.forUpdate().executeTakeFirst();
  if (!revision) throw notFound('Revision');
  return revision;
};
