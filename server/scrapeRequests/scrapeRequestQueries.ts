import dayjs from 'dayjs';
import { type Kysely, sql } from 'kysely';
import type { ScrapeRequestListQuery, ScrapeRequestRow } from '../../domain/api/scrapeRequests.schema';
import type { Database } from '../db/schema';
import { notFound } from '../http/httpError';

const prettyDate = (value: string | Date | null): string | null => (value === null ? null : dayjs(value).format('MMM D, YYYY'));

/**
 * The rows of the Scrape Requests tab with their site and people. 'Needed by' is read from the
 * site at read time (docs/decisions/0216): the earlier of its launch date and its urgent-build
 * date, so a rescheduled launch moves it.
 */
const requestRows = (db: Kysely<Database>) =>
  db
    .selectFrom('scrape_requests as r')
    .innerJoin('sites as s', 's.id', 'r.site_id')
    .leftJoin('users as requester', 'requester.id', 'r.requested_by')
    .leftJoin('users as completer', 'completer.id', 'r.completed_by')
    .select([
      'r.id',
      'r.site_id',
      's.name',
      'r.type',
      'r.url',
      'r.note',
      'requester.name as requested_by',
      sql<string | null>`least(s.scheduled_launch_date, s.needed_before)::text`.as('needed_before'),
      'r.completed',
      'completer.name as completed_by',
      'r.completed_at',
      'r.additional_note',
    ]);

type RawRow = Awaited<ReturnType<ReturnType<typeof requestRows>['executeTakeFirstOrThrow']>>;

const toRow = (raw: RawRow): ScrapeRequestRow => ({
  id: raw.id,
  fhid: raw.site_id,
  name: raw.name,
  type: raw.type,
  url: raw.url,
  note: raw.note,
  requested_by: raw.requested_by,
  pretty_needed_before: prettyDate(raw.needed_before),
  completed: raw.completed,
  completed_by: raw.completed_by,
  pretty_completed_at: prettyDate(raw.completed_at),
  additional_note: raw.additional_note,
});

/** GET /api/scrapeRequests: one page of open requests (oldest first) or complete ones (newest first). */
export const listScrapeRequests = async (
  db: Kysely<Database>,
  query: ScrapeRequestListQuery,
): Promise<{ data: ScrapeRequestRow[]; totalRequests: number }> => {
  const completed = query.status === 'complete';
  const site = query.fhid;
  const page = requestRows(db)
    .where('r.completed', '=', completed)
    .$if(site !== undefined, (rows) => rows.where('r.site_id', '=', site!))
    .orderBy(completed ? 'r.completed_at' : 'r.created_at', completed ? 'desc' : 'asc')
    .orderBy('r.id', completed ? 'desc' : 'asc')
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage);
  const [rows, total] = await Promise.all([
    page.execute(),
    db
      .selectFrom('scrape_requests')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('completed', '=', completed)
      .$if(site !== undefined, (rows) => rows.where('site_id', '=', site!))
      .executeTakeFirstOrThrow(),
  ]);
  return { data: rows.map(toRow), totalRequests: Number(total.n) };
};

/** One request as the tab shows it, or 404 'Scrape request not found'. */
export const requireScrapeRequestRow = async (db: Kysely<Database>, requestId: number): Promise<ScrapeRequestRow> => {
  const raw = await requestRows(db).where('r.id', '=', requestId).executeTakeFirst();
  if (!raw) throw notFound('Scrape request');
  return toRow(raw);
};

/** A site's open requests, oldest first: what the go-live panel lists as pending (decisions.md §6). */
export const openScrapeRequestsOfSite = (db: Kysely<Database>, siteId: number) =>
  db
    .selectFrom('scrape_requests')
    .select(['id', 'type'])
    .where('site_id', '=', siteId)
    .where('completed', '=', false)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
