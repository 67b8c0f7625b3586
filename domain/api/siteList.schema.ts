import * as v from 'valibot';
import { idText } from './id.schema';
import { calendarDay } from './launchSchedule.schema';
import { isSiteStatus, siteStatuses } from '../siteStatus';
import { launchWindows, siteSortKeys, sortOrders } from '../siteList/listSort';

/**
 * GET /api/sites: the query parameters of part 1 §7 and the row it answers with (part 1 §3).
 * Every filter narrows (filters combine with AND); a flag that is absent or 'false'/'0' does
 * nothing. docs/api.md repeats these meanings for readers of the HTTP API.
 */

const wholeNumber = v.pipe(v.string(), v.regex(/^\d+$/, 'must be a whole number'), v.transform(Number), v.safeInteger());

/** A boolean query flag: 'true' or '1' turns it on, 'false' or '0' (or leaving it out) off. */
const flag = v.pipe(
  v.optional(v.picklist(['true', 'false', '1', '0'], "must be 'true', 'false', '1' or '0'"), 'false'),
  v.transform((value) => value === 'true' || value === '1'),
);

const userId = idText('user id');

/** A person filter: a user id, or 'none' for sites nobody holds in that role. */
const personFilter = v.optional(
  v.pipe(
    v.string(),
    v.check((value) => value === 'none' || v.is(userId, value), "must be a user id or 'none'"),
    v.transform((value): number | 'none' => (value === 'none' ? 'none' : v.parse(userId, value))),
  ),
);

const labelFilter = v.optional(
  v.pipe(
    v.string(),
    v.transform((value) =>
      value
        .split(',')
        .map((part) => part.trim())
        .filter((part) => part !== ''),
    ),
    v.check(
      (labels) => labels.length > 0 && labels.every(isSiteStatus),
      (issue) => {
        const unknown = issue.input.filter((label) => !isSiteStatus(label));
        const choices = `one of ${siteStatuses.join(', ')} (or a comma list of them)`;
        return unknown.length ? `unknown status '${unknown.join("', '")}': use ${choices}` : `must name a status: ${choices}`;
      },
    ),
    v.transform((labels) => labels.filter(isSiteStatus)),
  ),
);

export const siteListQuerySchema = v.object({
  /** 1-based page number; default 1. */
  page: v.optional(v.pipe(wholeNumber, v.minValue(1, 'must be at least 1')), '1'),
  /** Rows per page, 1 to 100; default 20 (the list's page size, part 1 §9). */
  perPage: v.optional(v.pipe(wholeNumber, v.minValue(1, 'must be at least 1'), v.maxValue(100, 'must be at most 100')), '20'),
  /**
   * Search text: a site whose name, apex domain or city contains it (case-insensitive), or whose
   * id equals it when it is a whole number. Blank means no search.
   */
  query: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200, 'must be at most 200 characters'))),
  /** Assigned designer (user id), or 'none' for sites without one. */
  designer: personFilter,
  /** Assigned floral specialist (user id), or 'none'. */
  florist: personFilter,
  /** Assigned account executive (user id), or 'none'. */
  ae: personFilter,
  /** Assigned account manager (user id), or 'none'. */
  am: personFilter,
  /** Assigned SDR (user id), or 'none'. */
  sdr: personFilter,
  /** Assigned QA (care) person (user id), or 'none'. */
  care: personFilter,
  /**
   * Status: one of the 16 statuses, or a comma list of them (any of). Test is honoured for admins
   * only; for anyone else Test rows never appear.
   */
  label: labelFilter,
  /** Corporation id (1 = corporate). */
  corporation: v.optional(idText('corporation')),
  /** Only urgent builds. */
  urgent_build_filter: flag,
  /** Leave out hosted obituary (obit-only) sites. */
  exclude_hosted_obit_sites: flag,
  /**
   * Order by latest activity, the longest-idle site first (then by id, newest first). Without it
   * (and without launchSchedule) rows come newest id first.
   */
  orderByLatestActivity: flag,
  /**
   * Launch Schedule: every site but Lost and Test, ordered by scheduled launch date (earliest
   * first, unscheduled last, then newest id). Takes precedence over orderByLatestActivity.
   */
  launchSchedule: flag,
  /**
   * With launchSchedule: 'upcoming' keeps sites launching today or later and unscheduled ones
   * (soonest first, unscheduled last), 'past' those whose date has gone (most recent first),
   * 'all' (the default) every one.
   */
  launches: v.optional(v.picklist(launchWindows, "must be 'upcoming', 'past' or 'all'"), 'all'),
  /**
   * Sort by a column instead of the flags' order: id, name, status (lifecycle order), launchDate
   * (unscheduled last either way) or latestActivity (asc: the most recent first). Ties go newest id first.
   */
  sort: v.optional(v.picklist(siteSortKeys, `must be one of ${siteSortKeys.join(', ')}`)),
  /** The sort's direction, 'asc' (the default) or 'desc'. */
  order: v.optional(v.picklist(sortOrders, "must be 'asc' or 'desc'"), 'asc'),
  /** SEO Pre-Live tab: sites before go-live (not Live, Post-Live QA, Rebuild, Lost, Test) with any of checklist items 13, 15, 16 unticked. */
  preLiveSeo: flag,
  /** SEO Post-Live tab: live sites (Live, Post-Live QA, Rebuild) with any of checklist items 13, 15, 16 unticked. */
  postLiveSeo: flag,
  /** Sites whose account executive is the caller. */
  aeMySites: flag,
  /** Sites whose designer is the caller. */
  designerMySites: flag,
  /** Sites whose QA (care) person is the caller. */
  careMySites: flag,
  /** Sites whose SDR is the caller. */
  sdrMySites: flag,
  /**
   * Include Test sites (admin only; ignored for other roles). Without it Test rows are left out
   * unless `label` names Test.
   */
  allSites: flag,
  /** Sites with an open scrape request (one nobody has marked complete). */
  scrapeRequest: flag,
  /** Ready for Floral: sites without a floral specialist whose status is not Test or Lost. */
  unassignedSitesFlorist: flag,
  /** Ready for Coaching: Live sites that take coaching sessions. */
  coachingSessions: flag,
  /** Sites launching in the Monday-to-Sunday week of this day ('YYYY-MM-DD'). */
  launchWeek: v.optional(calendarDay('launchWeek')),
  /** Sites with a revision waiting for its fix ('unfixed') or, fixed, for its verification ('unverified'). */
  revisions: v.optional(v.picklist(['unfixed', 'unverified'], "must be 'unfixed' or 'unverified'")),
  /** Sites in their status longer than that status' 80th percentile (the Insights ageing measure). */
  ageing: flag,
});

export type SiteListQuery = v.InferOutput<typeof siteListQuerySchema>;

const nullableText = v.nullable(v.string());
const nullableId = v.nullable(v.number());

/** A site as the list screens show it: every site-row field of part 1 §3. */
export const siteRowSchema = v.object({
  id: v.number(),
  name: v.string(),
  apex: nullableText,
  corporation_id: v.number(),
  /** The previous website vendor's name. */
  provider: nullableText,
  referral_partner_id: nullableId,
  /** The status. */
  launcher_label: v.picklist(siteStatuses),
  /** Whole days since the last status change or log entry. */
  latest_activity: v.number(),
  rooftops: v.number(),
  /** 'YYYYMMDD', or null when unscheduled. */
  scheduled_launch_date: nullableText,
  /** 'MMM D, YYYY', e.g. 'Jan 5, 2025'. */
  pretty_scheduled_launch_date: nullableText,
  pretty_date_created: v.string(),
  trello_card_id: nullableText,
  urgent_build: v.boolean(),
  hosted_obit_site: v.boolean(),
  /** Unfixed revisions. */
  revisions_needed: v.number(),
  /** Fixed revisions not yet verified. */
  verification_needed: v.number(),
  /** Ids of the checklist items ticked on this site, ascending. */
  site_checklist_ids: v.array(v.number()),
  /** The site has an open scrape request (the Scrape Info icon reads 'requested'). */
  scrape_requested: v.boolean(),
  /** 'YYYY-MM-DD'. */
  last_coaching_session: nullableText,
  pretty_last_coaching_session: nullableText,
  /** The site-builder project id. */
  duda_id: nullableText,
  url: nullableText,
  city: nullableText,
  state: nullableText,
  address: nullableText,
  type: v.string(),
  page_metadata_preset_id: nullableId,
  pretty_needed_before: nullableText,
  note: nullableText,
  /** True when the status is Test. */
  is_test: v.boolean(),
  coaching_sessions: v.boolean(),
  designer_id: nullableId,
  designer_name: nullableText,
  designer_image: nullableText,
  ae_id: nullableId,
  ae_name: nullableText,
  ae_image: nullableText,
  florist_id: nullableId,
  florist_name: nullableText,
  florist_image: nullableText,
  care_id: nullableId,
  care_name: nullableText,
  care_image: nullableText,
  am_id: nullableId,
  am_name: nullableText,
  am_image: nullableText,
  sdrs_id: nullableId,
  sdr_name: nullableText,
  sdr_image: nullableText,
});

export type SiteRow = v.InferOutput<typeof siteRowSchema>;

export const siteListResponseSchema = v.object({
  data: v.array(siteRowSchema),
  /** Rows matching the filters over all pages. */
  totalSites: v.number(),
});

export type SiteListResponse = v.InferOutput<typeof siteListResponseSchema>;
