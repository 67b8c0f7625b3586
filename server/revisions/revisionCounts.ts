import type { AliasedExpression, ExpressionBuilder, Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * The site list's revision badges as correlated subqueries on `sites`, so the list selects them in
 * the same query: revisions_needed = unfixed revisions (red badge), verification_needed = fixed but
 * unverified revisions (blue badge). The predicates match the partial indexes of migration 0006
 * (`WHERE NOT fixed`, `WHERE fixed AND NOT verified`), so each count is an index-only lookup.
 *
 * Usage: db.selectFrom('sites').select((eb) => [..., ...revisionCountColumns(eb)])
 */
export const revisionCountColumns = (
  eb: ExpressionBuilder<Database, 'sites'>,
): [AliasedExpression<number, 'revisions_needed'>, AliasedExpression<number, 'verification_needed'>] => [
  eb
    .selectFrom('site_revisions')
    .select((sub) => sub.fn.countAll<number>().as('n'))
    .whereRef('site_revisions.site_id', '=', 'sites.id')
    .where((sub) => sub.not(sub.ref('site_revisions.fixed')))
    .$asScalar()
    .$notNull()
    .as('revisions_needed'),
  eb
    .selectFrom('site_revisions')
    .select((sub) => sub.fn.countAll<number>().as('n'))
    .whereRef('site_revisions.site_id', '=', 'sites.id')
    .where('site_revisions.fixed', '=', true)
    .where((sub) => sub.not(sub.ref('site_revisions.verified')))
    .$asScalar()
    .$notNull()
    .as('verification_needed'),
];

interface RevisionCounts {
  revisions_needed: number;
  verification_needed: number;
}

/** Both counts for one site (the go-live 'revisions' check passes when both are 0). */
export const revisionCountsForSite = async (db: Kysely<Database>, siteId: number): Promise<RevisionCounts> =>
  db
    .selectFrom('sites')
    .select((eb) => revisionCountColumns(eb))
    .where('sites.id', '=', siteId)
    .executeTakeFirstOrThrow();
