import dayjs from 'dayjs';
import { type Kysely, type RawBuilder, sql, type SqlBool } from 'kysely';
import * as v from 'valibot';
import { idText } from '../../domain/api/id.schema';
import type { SiteListQuery, SiteRow } from '../../domain/api/siteList.schema';
import { can } from '../../domain/permissions';
import type { Role } from '../../domain/roles';
import { closedStatuses, liveStatuses, preLiveStatuses } from '../../domain/sitePhases';
import { siteStatuses, type SiteStatus } from '../../domain/siteStatus';
import type { Database } from '../db/schema';
import { revisionCountColumns } from '../revisions/revisionCounts';
import { type JsonAnswer, jsonAnswer } from '../http/jsonAnswer';
import { activityDays, activityStableUntil } from './activityDays';
import { anchorStart } from './anchorStart';
import { countedKey, countedTotal } from './facetCounts';
import { blocksFrom, idBlockStart } from './idBlocks';
import { type ListMove, type ListShape, listMovesSince, logCovers, type OrderColumn } from './listChanges';
import type { PageStart } from './pageStart';
import { conditionsFilter, type SiteCondition, type SiteFilter } from './siteConditions';
import { type ReadAt, siteAnswer } from './siteAnswers';
import { myWeekConditions, readsUncountedChanges } from './myWeekConditions';
import { anchoredFrom, anchorStep, anchorsAt, carriedMemo, recallSiteList, rememberSiteList, type SiteListMemo } from './siteListCounts';

/**
 * GET /api/sites as one Kysely query, shared by the route and the benchmark's direct-SQL run so
 * both measure the same statement.
 *
 * Shape (one round trip): the filtered, ordered, limited page of `sites` as a subquery; the
 * people and provider joined onto those rows only; the per-row counts and ticked checklist ids as
 * correlated subqueries over the page (at most 100 rows); the total as a scalar subquery: from the
 * maintained counts when they cover the filters (facetCounts.ts, decision 0561), else a count
 * with the same filters. A window count (count(*) over()) would make PostgreSQL read and join every
 * matching row before the limit; the separate count reads only the sites table.
 *
 * The total is remembered per filter (siteListCounts.ts): a repeated request reads the page and
 * the list's change counter, and counts again only when the counter moved. Deep pages of an order
 * by id start inside the block of ids their first row is in, found from the maintained counts in
 * the page's own statement (idBlocks.ts, decision 0575); where those do not hold the filters,
 * newest-first deep pages start from a remembered id near them instead of walking every row before.
 */

interface SiteListCaller {
  id: number;
  role: Role;
}

const personColumns = [
  ['designer', 'designer_id'],
  ['florist', 'florist_id'],
  ['ae', 'ae_id'],
  ['am', 'am_id'],
  ['sdr', 'sdr_id'],
  ['care', 'care_id'],
] as const;

const mySitesColumns = [
  ['aeMySites', 'ae_id'],
  ['designerMySites', 'designer_id'],
  ['careMySites', 'care_id'],
  ['sdrMySites', 'sdr_id'],
] as const;

/** 'Today' for the launch window, fixed by the caller's clock. */
const dayOf = (now: Date): string => dayjs(now).format('YYYY-MM-DD');

/** ILIKE treats % and _ as wildcards and \ as the escape: search text means itself. */
const likePattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Search text that is an id a site can have also matches the site's id. */
const queriedId = idText('query');

/** The conditions of the WHERE clause for the given parameters and caller; see siteListQuerySchema for each meaning. */
const siteListConditions = (params: SiteListQuery, caller: SiteListCaller, now: Date): SiteCondition[] => {
  const today = dayOf(now);
  const conditions: SiteCondition[] = [];
  const seesTest = can(caller.role, 'seeTestStatusFilter');
  const statusIn = (statuses: readonly SiteStatus[]): SiteCondition => ({ kind: 'status', op: 'in', statuses });

  // Launch Schedule and Ready for Floral leave out Test and Lost whatever else is asked.
  const leavesOutClosed = params.launchSchedule || params.unassignedSitesFlorist;
  if (params.label) conditions.push(statusIn(seesTest ? params.label : params.label.filter((label) => label !== 'Test')));
  if (leavesOutClosed) conditions.push({ kind: 'status', op: 'not in', statuses: closedStatuses });
  else if (!params.label && !(seesTest && params.allSites)) conditions.push({ kind: 'status', op: 'not in', statuses: ['Test'] });
  if (params.launchSchedule && params.launches === 'upcoming') {
    conditions.push({
      kind: 'other',
      where: (eb) => eb.or([eb('s.scheduled_launch_date', '>=', today), eb('s.scheduled_launch_date', 'is', null)]),
    });
  }
  if (params.launchSchedule && params.launches === 'past') {
    conditions.push({ kind: 'other', where: (eb) => eb('s.scheduled_launch_date', '<', today) });
  }

  const query = params.query ?? '';
  if (query !== '') {
    const pattern = likePattern(query);
    const siteId = v.safeParse(queriedId, query);
    conditions.push({
      kind: 'other',
      where: (eb) =>
        eb.or([
          eb('s.name', 'ilike', pattern),
          eb('s.apex', 'ilike', pattern),
          eb('s.city', 'ilike', pattern),
          ...(siteId.success ? [eb('s.id', '=', siteId.output)] : []),
        ]),
    });
  }

  for (const [param, column] of personColumns) {
    const value = params[param];
    if (value !== undefined) conditions.push({ kind: 'column', column, value: value === 'none' ? null : value });
  }
  for (const [param, column] of mySitesColumns) {
    if (params[param]) conditions.push({ kind: 'column', column, value: caller.id });
  }

  if (params.corporation !== undefined) conditions.push({ kind: 'column', column: 'corporation_id', value: params.corporation });
  if (params.urgent_build_filter) conditions.push({ kind: 'column', column: 'urgent_build', value: true });
  if (params.exclude_hosted_obit_sites) conditions.push({ kind: 'column', column: 'hosted_obit_site', value: false });
  if (params.unassignedSitesFlorist) conditions.push({ kind: 'column', column: 'florist_id', value: null });
  if (params.coachingSessions) conditions.push(statusIn(['Live']), { kind: 'column', column: 'coaching_sessions', value: true });

  // Both read flags triggers keep on sites (migrations 0008 and 0013), so their counts are
  // index-only instead of joins over the ticks and the requests.
  if (params.preLiveSeo || params.postLiveSeo) {
    conditions.push({ kind: 'column', column: 'seo_outstanding', value: true });
    if (params.preLiveSeo) conditions.push(statusIn(preLiveStatuses));
    if (params.postLiveSeo) conditions.push(statusIn(liveStatuses));
  }
  if (params.scrapeRequest) conditions.push({ kind: 'column', column: 'scrape_requested', value: true });
  // My Sites' week cards: no count is kept for them, so their totals count the rows.
  for (const where of myWeekConditions(params, now)) conditions.push({ kind: 'other', where: () => where });

  return conditions;
};

/** The WHERE clause for the given parameters and caller. */
const siteListFilter = (params: SiteListQuery, caller: SiteListCaller, now: Date): SiteFilter =>
  conditionsFilter(siteListConditions(params, caller, now));

/** Every column of `sites` under the alias `s`: the base of a page of the list or of one site. */
export const sitesBase = (db: Kysely<Database>) => db.selectFrom('sites as s').selectAll('s');
/** A query of whole rows of `sites`: a page of the list, or one site. */
type SitesRows = Pick<ReturnType<typeof sitesBase>, 'as'>;

type OrderKey = {
  /** A column of `sites`, or the status's place in the lifecycle. */
  column: 'id' | 'name' | 'scheduled_launch_date' | 'latest_activity_at' | 'status';
  direction: 'asc' | 'desc';
  nullsLast?: boolean;
};

const flipped = (direction: OrderKey['direction']): OrderKey['direction'] => (direction === 'asc' ? 'desc' : 'asc');

/** A header's sort (domain/siteList/listSort.ts) as the column it orders by. */
const sortKey = (sort: NonNullable<SiteListQuery['sort']>, order: SiteListQuery['order']): OrderKey => {
  switch (sort) {
    case 'id':
      return { column: 'id', direction: order };
    case 'name':
      return { column: 'name', direction: order };
    case 'status':
      return { column: 'status', direction: order };
    case 'launchDate':
      return { column: 'scheduled_launch_date', direction: order, nullsLast: true };
    case 'latestActivity':
      // Ascending reads as the badge's '(n days)' growing: the most recent activity first.
      return { column: 'latest_activity_at', direction: flipped(order), nullsLast: true };
  }
};

/** Ordering by the header's sort or else by the flags; the id last makes every order total, so pages never overlap. */
const siteListOrder = (params: SiteListQuery): OrderKey[] => {
  const newestFirst: OrderKey = { column: 'id', direction: 'desc' };
  if (params.sort === 'id') return [sortKey('id', params.order)];
  if (params.sort) return [sortKey(params.sort, params.order), newestFirst];
  if (params.launchSchedule && params.launches === 'past') return [{ column: 'scheduled_launch_date', direction: 'desc' }, newestFirst];
  if (params.launchSchedule) return [{ column: 'scheduled_launch_date', direction: 'asc', nullsLast: true }, newestFirst];
  if (params.orderByLatestActivity) return [{ column: 'latest_activity_at', direction: 'asc' }, newestFirst];
  return [newestFirst];
};

/** The lifecycle order of part 1 §4 (domain/siteStatus.ts), so Status sorts as the work flows, not A to Z. */
const statusPosition = (alias: string) =>
  sql`array_position(array[${sql.join(siteStatuses.map((status) => sql.lit(status)))}]::text[], ${sql.ref(`${alias}.launcher_label`)}::text)`;

const keyTarget = (alias: string, key: OrderKey) => (key.column === 'status' ? statusPosition(alias) : sql.ref(`${alias}.${key.column}`));

const orderSql = (alias: string, keys: OrderKey[]) =>
  sql.join(keys.map((key) => sql`${keyTarget(alias, key)} ${sql.raw(key.direction)}${sql.raw(key.nullsLast ? ' nulls last' : '')}`));

/**
 * A row's place in the list's order: its order keys' values as text (null where the column is),
 * the id last. Text keeps a timestamp's microseconds, which a JS Date would drop.
 */
export type SiteListPosition = Array<string | null>;

const keyType: Record<OrderKey['column'], string> = {
  id: 'int',
  name: 'text',
  status: 'int',
  scheduled_launch_date: 'date',
  latest_activity_at: 'timestamptz',
};

const positionSql = (alias: string, keys: OrderKey[]) =>
  sql<SiteListPosition>`array[${sql.join(keys.map((key) => sql`${keyTarget(alias, key)}::text`))}]`;

/**
 * The rows strictly after a position in the order (keyset paging): after on the first key, or
 * equal there and after on the rest. Where nulls sort follows PostgreSQL: last ascending, first
 * descending, unless the key says nulls last; the id, last of every order, ends each tie.
 */
const afterPositionSql = (alias: string, keys: OrderKey[], position: SiteListPosition): RawBuilder<SqlBool> => {
  const [key, ...rest] = keys;
  if (!key) return sql<SqlBool>`false`;
  const [value = null, ...restValues] = position;
  const target = keyTarget(alias, key);
  const nullsLast = key.nullsLast === true || key.direction === 'asc';
  const typed = sql`${value}::${sql.raw(keyType[key.column])}`;
  const beyond =
    value === null
      ? nullsLast
        ? sql<SqlBool>`false`
        : sql<SqlBool>`${target} is not null`
      : sql<SqlBool>`(${target} ${sql.raw(key.direction === 'asc' ? '>' : '<')} ${typed}${nullsLast ? sql` or ${target} is null` : sql``})`;
  if (rest.length === 0) return beyond;
  const same = value === null ? sql`${target} is null` : sql`${target} = ${typed}`;
  return sql<SqlBool>`(${beyond} or (${same} and ${afterPositionSql(alias, rest, restValues)}))`;
};

/**
 * The row columns over a derived table of sites rows (a page of the list, or one site). It keeps
 * the name `sites` so the revisions area's badge subqueries (written against `sites`) apply as
 * they are. Nothing in it depends on the clock: latest_activity is counted from
 * latest_activity_at by toSiteRow, so a remembered answer (siteAnswers.ts) stays exact.
 */
export const selectSiteRows = (db: Kysely<Database>, sites: SitesRows) =>
  db
    .selectFrom(sites.as('sites'))
    .leftJoin('providers as prov', 'prov.id', 'sites.provider_id')
    .leftJoin('users as designer', 'designer.id', 'sites.designer_id')
    .leftJoin('users as ae', 'ae.id', 'sites.ae_id')
    .leftJoin('users as florist', 'florist.id', 'sites.florist_id')
    .leftJoin('users as care', 'care.id', 'sites.care_id')
    .leftJoin('users as am', 'am.id', 'sites.am_id')
    .leftJoin('users as sdr', 'sdr.id', 'sites.sdr_id')
    .select((eb) => [
      'sites.id',
      'sites.name',
      'sites.apex',
      'sites.corporation_id',
      'prov.name as provider',
      'sites.referral_partner_id',
      'sites.launcher_label',
      'sites.latest_activity_at',
      'sites.rooftops',
      'sites.scheduled_launch_date',
      'sites.date_created',
      'sites.trello_card_id',
      'sites.urgent_build',
      'sites.hosted_obit_site',
      ...revisionCountColumns(eb),
      sql<number[]>`array(select t.item_id from site_checklist_ticks t where t.site_id = sites.id and t.checked order by t.item_id)`.as(
        'site_checklist_ids',
      ),
      'sites.scrape_requested',
      'sites.last_coaching_session',
      'sites.duda_id',
      'sites.url',
      'sites.city',
      'sites.state',
      'sites.address',
      'sites.type',
      'sites.page_metadata_preset_id',
      'sites.needed_before',
      'sites.note',
      'sites.coaching_sessions',
      'designer.id as designer_id',
      'designer.name as designer_name',
      'designer.image as designer_image',
      'ae.id as ae_id',
      'ae.name as ae_name',
      'ae.image as ae_image',
      'florist.id as florist_id',
      'florist.name as florist_name',
      'florist.image as florist_image',
      'care.id as care_id',
      'care.name as care_name',
      'care.image as care_image',
      'am.id as am_id',
      'am.name as am_name',
      'am.image as am_image',
      'sdr.id as sdrs_id',
      'sdr.name as sdr_name',
      'sdr.image as sdr_image',
    ]);

/**
 * The list's change counters, read in the statement's own snapshot (migrations 0019, 0024, 0036 and
 * 0058): `list_version` moves with any write to sites or a table a row reads, `list_shape` only
 * with a write too large for the change log, `list_shared` when a person, provider or addon
 * changed.
 */
export const listCounterColumns = [
  sql<number>`(select version from site_list_version)`.as('list_version'),
  sql<number>`(select shape_version from site_list_version)`.as('list_shape'),
  sql<number>`(select shared_version from site_list_version)`.as('list_shared'),
] as const;

/** The list as the change log reads it (listChanges.ts): its conditions and the columns its order reads besides the id. */
const listShapeOf = (conditions: readonly SiteCondition[], order: readonly OrderKey[]): ListShape => ({
  conditions,
  orderColumns: order.flatMap((key): OrderColumn[] => {
    if (key.column === 'id') return [];
    return [key.column === 'status' ? 'launcher_label' : key.column];
  }),
});

const buildPageQuery = (
  db: Kysely<Database>,
  params: SiteListQuery,
  caller: SiteListCaller,
  now: Date,
  /**
   * memo: a remembered total (and anchors); the statement reads whether the change log still
   * covers it and which sites entered or left the list since, and counts only when it does not.
   */
  options: { memo?: SiteListMemo | undefined; start?: PageStart | undefined },
) => {
  const conditions = siteListConditions(params, caller, now);
  const filter = conditionsFilter(conditions);
  const order = siteListOrder(params);
  const { memo, start } = options;
  const rows = sitesBase(db).where(filter).orderBy(orderSql('s', order)).limit(params.perPage);
  // The start is one row read once; the page's rows are read beside it (LATERAL), so its bound and skip come from one reading.
  const page = start
    ? db
        .selectFrom(start.row.as('st'))
        .innerJoinLateral(
          rows
            .where(sql<SqlBool>`s.id ${sql.raw(start.direction === 'desc' ? '<' : '>=')} st.id`)
            .offset(sql<number>`st.skip`)
            .as('p'),
          (join) => join.onTrue(),
        )
        .selectAll('p')
    : rows.offset((params.page - 1) * params.perPage);
  return selectSiteRows(db, page)
    .select([...totalColumns(db, conditions, order, memo), ...listCounterColumns])
    .orderBy(orderSql('sites', order));
};

/**
 * The total as the statement reads it, beside whether a remembered memo still holds and which
 * sites entered or left the list since it was read: from the maintained counts where they hold the
 * filters; else, with a memo the change log still covers, null (the memo corrected by the moves);
 * else counted. A CASE evaluates a subplan only when its branch is taken, so a memo the log covers
 * costs the few sites that changed since and one it no longer covers is counted in the same snapshot.
 */
const totalColumns = (
  db: Kysely<Database>,
  conditions: readonly SiteCondition[],
  order: readonly OrderKey[],
  memo: SiteListMemo | undefined,
) => {
  const counted = countedTotal(db, conditions);
  const count = counted ?? sql<number>`(${rowCount(db, conditions)})`;
  const holds = memo ? logCovers(memo.version, memo.shape) : sql<boolean | null>`null`;
  const moves = memo
    ? sql<ListMove[] | null>`case when ${holds} then ${listMovesSince(listShapeOf(conditions, order), memo.version)} end`
    : sql<ListMove[] | null>`null`;
  const total = memo && !counted ? sql<number | null>`case when ${holds} then null else ${count} end` : count;
  return [total.as('total_sites'), holds.as('memo_holds'), moves.as('moves')] as const;
};

/** The total (as totalColumns reads it) and the counters in one statement: for a page with no row to carry them. */
const buildTotalQuery = (db: Kysely<Database>, params: SiteListQuery, caller: SiteListCaller, now: Date, memo: SiteListMemo | undefined) =>
  db.selectNoFrom([...totalColumns(db, siteListConditions(params, caller, now), siteListOrder(params), memo), ...listCounterColumns]);

/**
 * The list statement: one page of rows, each carrying the total as `total_sites` (the benchmark's bare SQL).
 * @internal Exported for the benchmark (knip --production: decision 0416).
 */
export const buildSiteListQuery = (db: Kysely<Database>, params: SiteListQuery, caller: SiteListCaller, now: Date) =>
  buildPageQuery(db, params, caller, now, {});

/** The total from the maintained counts where they cover the conditions (facetCounts.ts), else by counting the matching rows. */
const siteListTotal = (db: Kysely<Database>, conditions: readonly SiteCondition[]): RawBuilder<number> =>
  countedTotal(db, conditions) ?? sql<number>`(${rowCount(db, conditions)})`;

const rowCount = (db: Kysely<Database>, conditions: readonly SiteCondition[]) =>
  db
    .selectFrom('sites as s')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(conditionsFilter(conditions));

/**
 * The total both ways, from the maintained counts (null where they do not cover the filters) and
 * by counting the rows, in one snapshot.
 * @internal Exported for tests (knip --production: decision 0416).
 */
export const siteListTotals = async (db: Kysely<Database>, params: SiteListQuery, caller: SiteListCaller, now: Date) => {
  const conditions = siteListConditions(params, caller, now);
  const counted: RawBuilder<number | null> = countedTotal(db, conditions) ?? sql<null>`null`;
  const row = await db
    .selectNoFrom([counted.as('counted'), sql<number>`(${rowCount(db, conditions)})`.as('rows')])
    .executeTakeFirstOrThrow();
  return { counted: row.counted === null ? null : Number(row.counted), rows: Number(row.rows) };
};

/** The count and the shape counter in one snapshot; with anchors, the id at every anchorStep-th row newest first. */
const buildSiteCountQuery = (db: Kysely<Database>, params: SiteListQuery, caller: SiteListCaller, now: Date, withAnchors: boolean) => {
  const conditions = siteListConditions(params, caller, now);
  if (!withAnchors) {
    return db.selectNoFrom([siteListTotal(db, conditions).as('n'), ...listCounterColumns, sql<number[] | null>`null`.as('anchors')]);
  }
  const numbered = db
    .selectFrom('sites as s')
    .where(conditionsFilter(conditions))
    .select(['s.id', sql<number>`row_number() over (order by s.id desc)`.as('rn')]);
  return db
    .selectFrom(numbered.as('t'))
    .select((eb) => [
      eb.fn.countAll<number>().as('n'),
      ...listCounterColumns,
      sql<number[]>`coalesce(array_agg(t.id order by t.rn) filter (where t.rn % ${sql.lit(anchorStep)} = 0), '{}')`.as('anchors'),
    ]);
};

/** The filter as the count statement compiles it: two requests with the same key count the same sites. */
const filterKey = (db: Kysely<Database>, params: SiteListQuery, caller: SiteListCaller, now: Date): string => {
  const compiled = buildSiteCountQuery(db, params, caller, now, false).compile();
  return `${compiled.sql}\u0000${JSON.stringify(compiled.parameters)}`;
};

const countNow = async (
  db: Kysely<Database>,
  params: SiteListQuery,
  caller: SiteListCaller,
  now: Date,
  withAnchors: boolean,
): Promise<{ memo: SiteListMemo; counters: CounterRow }> => {
  const row = await buildSiteCountQuery(db, params, caller, now, withAnchors).executeTakeFirstOrThrow();
  return {
    memo: {
      version: Number(row.list_version),
      shape: Number(row.list_shape),
      total: Number(row.n),
      ...(row.anchors ? { anchors: anchorsAt(row.anchors.map(Number)) } : {}),
    },
    counters: row,
  };
};

const prettyDate = (value: string | Date | null): string | null => (value === null ? null : dayjs(value).format('MMM D, YYYY'));

type RawSiteRow = Awaited<ReturnType<ReturnType<typeof selectSiteRows>['executeTakeFirstOrThrow']>>;

/** Database row to API row: dates in the formats the screens show, latest_activity in days as of `now`. */
export const toSiteRow = (raw: RawSiteRow, now: Date): SiteRow => ({
  id: raw.id,
  name: raw.name,
  apex: raw.apex,
  corporation_id: raw.corporation_id,
  provider: raw.provider,
  referral_partner_id: raw.referral_partner_id,
  launcher_label: raw.launcher_label,
  latest_activity: activityDays(raw.latest_activity_at, now),
  rooftops: raw.rooftops,
  scheduled_launch_date: raw.scheduled_launch_date === null ? null : raw.scheduled_launch_date.replaceAll('-', ''),
  pretty_scheduled_launch_date: prettyDate(raw.scheduled_launch_date),
  pretty_date_created: prettyDate(raw.date_created) ?? '',
  trello_card_id: raw.trello_card_id,
  urgent_build: raw.urgent_build,
  hosted_obit_site: raw.hosted_obit_site,
  revisions_needed: Number(raw.revisions_needed),
  verification_needed: Number(raw.verification_needed),
  site_checklist_ids: raw.site_checklist_ids,
  scrape_requested: raw.scrape_requested,
  last_coaching_session: raw.last_coaching_session,
  pretty_last_coaching_session: prettyDate(raw.last_coaching_session),
  duda_id: raw.duda_id,
  url: raw.url,
  city: raw.city,
  state: raw.state,
  address: raw.address,
  type: raw.type,
  page_metadata_preset_id: raw.page_metadata_preset_id,
  pretty_needed_before: prettyDate(raw.needed_before),
  note: raw.note,
  is_test: raw.launcher_label === 'Test',
  coaching_sessions: raw.coaching_sessions,
  designer_id: raw.designer_id,
  designer_name: raw.designer_name,
  designer_image: raw.designer_image,
  ae_id: raw.ae_id,
  ae_name: raw.ae_name,
  ae_image: raw.ae_image,
  florist_id: raw.florist_id,
  florist_name: raw.florist_name,
  florist_image: raw.florist_image,
  care_id: raw.care_id,
  care_name: raw.care_name,
  care_image: raw.care_image,
  am_id: raw.am_id,
  am_name: raw.am_name,
  am_image: raw.am_image,
  sdrs_id: raw.sdrs_id,
  sdr_name: raw.sdr_name,
  sdr_image: raw.sdr_image,
});

/**
 * A page of the list as read, with how long it stays true: the counters its rows were read at
 * (undefined when no statement read them) and the moment a row's latest_activity next turns over.
 */
export interface SiteListPage {
  data: SiteRow[];
  totalSites: number;
  at: ReadAt | undefined;
  stableUntil: number;
}

interface CounterRow {
  list_version: number | string;
  list_shape: number | string;
  list_shared: number | string;
}

/** The counters a statement read, for the sites it shows, and the list they are of. */
const readAt = (row: CounterRow, sites: readonly number[], list: ListShape): ReadAt => ({
  version: Number(row.list_version),
  shape: Number(row.list_shape),
  shared: Number(row.list_shared),
  sites,
  list,
});

/**
 * The page's rows and the total over all pages. A remembered total (or anchors) is used only as the
 * page's own statement finds it: corrected by the sites that entered or left the list since it was
 * read (the change log, decision 0610), or, where the log no longer covers it, replaced by counting
 * in the same snapshot. A page started from anchors the log no longer covers is read again, as it
 * was before anything was remembered.
 * @internal Exported for tests (knip --production: decision 0416).
 */
export const listSites = async (db: Kysely<Database>, params: SiteListQuery, caller: SiteListCaller, now: Date): Promise<SiteListPage> => {
  const conditions = siteListConditions(params, caller, now);
  const order = siteListOrder(params);
  const list = listShapeOf(conditions, order);
  const pageOf = (rows: readonly (RawSiteRow & CounterRow)[], totalSites: number, counters?: CounterRow): SiteListPage => ({
    data: rows.map((row) => toSiteRow(row, now)),
    totalSites,
    at: counters
      ? readAt(
          counters,
          rows.map((row) => row.id),
          list,
        )
      : undefined,
    stableUntil: activityStableUntil(
      rows.map((row) => row.latest_activity_at),
      now,
    ),
  });
  const key = filterKey(db, params, caller, now);
  const offset = (params.page - 1) * params.perPage;
  // Orders by the id alone start deep pages from the counted id blocks where those hold the
  // list's matches (statuses only), else newest first from remembered anchors.
  const [firstKey, ...laterKeys] = order;
  const idOrder = firstKey?.column === 'id' && laterKeys.length === 0 ? firstKey.direction : undefined;
  const deep = offset >= anchoredFrom && idOrder !== undefined;
  const blockStart = deep ? idBlockStart(db, conditions, idOrder, offset) : undefined;
  const blocks = offset >= blocksFrom ? blockStart : undefined;
  // A list the blocks hold starts its pages short of blocksFrom with OFFSET, never from anchors.
  const anchored = deep && idOrder === 'desc' && blockStart === undefined;
  // A total the maintained counts hold is read from them each time; the rest is remembered.
  const counted = countedKey(conditions) !== undefined;
  let memo = counted && !anchored ? undefined : recallSiteList(db, key);
  if (anchored && memo?.anchors === undefined) {
    memo = (await countNow(db, params, caller, now, true)).memo;
    rememberSiteList(db, key, memo);
  }
  const anchors = anchored ? memo?.anchors : undefined;
  const start = blocks ?? (memo && anchors ? anchorStart(list, memo.version, anchors, offset) : undefined);
  const rows = await buildPageQuery(db, params, caller, now, { memo, start }).execute();
  const first = rows[0];
  if (first) {
    if (memo && first.memo_holds === true) {
      const carried = carriedMemo(memo, first.moves ?? [], { version: Number(first.list_version), shape: Number(first.list_shape) });
      rememberSiteList(db, key, carried);
      return pageOf(rows, counted ? Number(first.total_sites) : carried.total, first);
    }
    // Counted in the page's snapshot; a page started from anchors the log no longer covers is read again below.
    if (start === blocks) {
      const total = Number(first.total_sites);
      if (!counted) rememberSiteList(db, key, { version: Number(first.list_version), shape: Number(first.list_shape), total });
      return pageOf(rows, total, first);
    }
  } else if (memo === undefined && params.page === 1) {
    return pageOf([], 0);
  } else {
    // No row carries the counters (past the end, or the list emptied): the total and the counters in one statement.
    const row = await buildTotalQuery(db, params, caller, now, memo).executeTakeFirstOrThrow();
    const at = { version: Number(row.list_version), shape: Number(row.list_shape) };
    const holds = memo !== undefined && row.memo_holds === true;
    const next = memo && holds ? carriedMemo(memo, row.moves ?? [], at) : { ...at, total: Number(row.total_sites) };
    if (memo || !counted) rememberSiteList(db, key, next);
    const total = counted ? Number(row.total_sites) : next.total;
    if (start === blocks || offset >= total) return pageOf([], total, row);
  }
  // Anchors the log no longer covers: page and total again, in one snapshot.
  const again = await buildPageQuery(db, params, caller, now, {}).execute();
  const firstAgain = again[0];
  if (!firstAgain) return pageOf([], (await countNow(db, params, caller, now, false)).memo.total);
  const total = Number(firstAgain.total_sites);
  rememberSiteList(db, key, { version: Number(firstAgain.list_version), shape: Number(firstAgain.list_shape), total });
  return pageOf(again, total, firstAgain);
};

/** How many sites match the list's filters: GET /api/sites's totalSites. */
export const countSites = async (db: Kysely<Database>, params: SiteListQuery, caller: SiteListCaller, now: Date): Promise<number> =>
  Number((await buildSiteCountQuery(db, params, caller, now, false).executeTakeFirstOrThrow()).n);

/**
 * A list whose filter reads what the counters do not follow (revisions, the clock): one statement
 * for the page and its total, nothing remembered. Such a list is one person's few sites.
 */
const listSitesAsRead = async (db: Kysely<Database>, params: SiteListQuery, caller: SiteListCaller, now: Date) => {
  const rows = await buildSiteListQuery(db, params, caller, now).execute();
  const first = rows[0];
  const totalSites = first ? Number(first.total_sites) : await countSites(db, params, caller, now);
  return { data: rows.map((row) => toSiteRow(row, now)), totalSites };
};

/** GET /api/sites's answer, remembered per filter, page, caller and day (siteAnswers.ts), unless its filter reads uncounted changes. */
export const siteListAnswer = async (
  db: Kysely<Database>,
  params: SiteListQuery,
  caller: SiteListCaller,
  now: Date,
): Promise<JsonAnswer> =>
  readsUncountedChanges(params)
    ? jsonAnswer(await listSitesAsRead(db, params, caller, now))
    : siteAnswer(db, `list\u0000${JSON.stringify([params, caller.id, caller.role, dayOf(now)])}`, now, async () => {
        const { data, totalSites, at, stableUntil } = await listSites(db, params, caller, now);
        return { body: { data, totalSites }, at, stableUntil };
      });

/**
 * The ids of the sites matching the list's filters, in the list's order, all pages (paging is
 * ignored), each with its position in that order: what 'select all N matching' selects, and what
 * the CSV export walks a chunk at a time, each chunk starting after the last one's final position
 * (keyset paging). Reads only the sites table.
 */
export const buildSiteIdsQuery = (
  db: Kysely<Database>,
  params: SiteListQuery,
  caller: SiteListCaller,
  now: Date,
  after?: SiteListPosition,
) => {
  const order = siteListOrder(params);
  return db
    .selectFrom('sites as s')
    .select(['s.id', positionSql('s', order).as('position')])
    .where(siteListFilter(params, caller, now))
    .$if(after !== undefined, (query) => query.where(afterPositionSql('s', order, after ?? [])))
    .orderBy(orderSql('s', order));
};

/** The list's columns of the given sites (any order: the caller orders them). */
export const selectSiteRowsByIds = (db: Kysely<Database>, ids: readonly number[]) =>
  selectSiteRows(db, sitesBase(db).where('s.id', 'in', ids));
