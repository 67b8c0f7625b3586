import { endpoint } from './endpoint';
import { idParams } from './id.schema';
import { myWeekQuerySchema, myWeekSchema } from './myWeek.schema';
import { siteListQuerySchema, siteListResponseSchema } from './siteList.schema';
import { aeStatsSchema, careStatsSchema, designerStatsSchema } from './siteStats.schema';

const listDescription = [
  'The site list behind All Sites, My Sites, Ready for Designer, Ready for Floral, Ready for QA, SEO, Ready for Coaching and Launch Schedule (part 1 §7). Answers `{data: SiteRow[], totalSites}`: one page of rows and the number of rows matching the filters over all pages.',
  'Filters combine with AND. A boolean flag is on with `true` or `1`, off with `false` or `0` (or when left out). Unknown parameters are ignored. A malformed value answers 400 `{error, field, reason}` naming the parameter.',
  [
    '| parameter | meaning |',
    '|---|---|',
    '| page | 1-based page number; default 1; a whole number >= 1 |',
    '| perPage | rows per page, 1 to 100; default 20 |',
    '| query | search text (trimmed; blank = none): sites whose name, apex domain or city contains it, case-insensitively (`%` and `_` are plain characters), or whose id equals it when it is a whole number |',
    '| designer, florist, ae, am, sdr, care | the assignee of that role: a user id, or `none` for sites nobody holds in that role |',
    '| label | a status, or a comma list of statuses (any of them); one of the 16 statuses of part 1 §4. Test is honoured for admins only; for other roles Test rows never appear |',
    '| corporation | corporation id (1 = corporate) |',
    '| urgent_build_filter | only urgent builds |',
    '| exclude_hosted_obit_sites | leave out hosted obituary (obit-only) sites |',
    '| orderByLatestActivity | order by latest activity, the longest-idle site first |',
    '| launchSchedule | Launch Schedule: every site but Lost and Test, ordered by scheduled launch date, earliest first, unscheduled last; takes precedence over orderByLatestActivity |',
    '| launches | with launchSchedule: `upcoming` (today onwards, soonest first, then unscheduled), `past` (dates gone by, most recent first) or `all` (default) |',
    "| sort | sort by a column instead of the flags' order: `id`, `name`, `status` (lifecycle order), `launchDate` (unscheduled last) or `latestActivity` (ascending: most recent first); ties newest id first |",
    "| order | the sort's direction: `asc` (default) or `desc` |",
    '| preLiveSeo | SEO Pre-Live: sites before go-live (Ready for Design through Missed Launch; not Live, Post-Live QA, Rebuild, Lost, Test) with any of checklist items 13, 15, 16 unticked (read from `sites.seo_outstanding`, which triggers keep from the ticks) |',
    '| postLiveSeo | SEO Post-Live: live sites (Live, Post-Live QA, Rebuild) with any of items 13, 15, 16 unticked |',
    '| aeMySites, designerMySites, careMySites, sdrMySites | sites whose assignee in that role is the caller |',
    '| allSites | include Test sites (admins only; ignored for other roles). Without it Test rows are left out unless `label` names Test |',
    '| scrapeRequest | sites with an open scrape request (read from `sites.scrape_requested`, which triggers on `scrape_requests` keep; migration 0013) |',
    '| unassignedSitesFlorist | Ready for Floral: no floral specialist, status not Test or Lost |',
    '| coachingSessions | Ready for Coaching: Live sites that take coaching sessions |',
    "| launchWeek | a day 'YYYY-MM-DD': sites whose launch date falls in its Monday-to-Sunday week |",
    '| revisions | `unfixed`: sites with a revision waiting for its fix; `unverified`: sites with a fixed revision waiting for verification |',
    "| ageing | sites in their status longer than that status' 80th percentile (over every finished stay, as the Insights ageing chart) |",
  ].join('\n'),
  'Order without a flag: newest id first. Every order ends with the id (newest first), so pages never overlap. A page past the end answers `{data: [], totalSites}` with the true total.',
  "**SiteRow** (part 1 §3): `id, name, apex, corporation_id, provider` (the previous vendor's name)`, referral_partner_id, launcher_label` (status)`, latest_activity` (whole days since the last status change or log entry)`, rooftops, scheduled_launch_date` ('YYYYMMDD' or null)`, pretty_scheduled_launch_date` ('MMM D, YYYY')`, pretty_date_created, trello_card_id, urgent_build, hosted_obit_site, revisions_needed` (unfixed revisions)`, verification_needed` (fixed, unverified)`, site_checklist_ids` (ticked item ids, ascending)`, last_coaching_session` ('YYYY-MM-DD')`, pretty_last_coaching_session, duda_id, url, city, state, address, type, page_metadata_preset_id, pretty_needed_before, note, is_test` (status is Test)`, coaching_sessions`, and per role `designer_id/_name/_image`, `ae_…`, `florist_…`, `care_…`, `am_…`, and `sdrs_id, sdr_name, sdr_image`.",
].join('\n\n');

const statsNote = 'Everyone signed in. Each card counts sites in a set of statuses (`domain/siteList/siteStats.ts`).';

/** The site list (GET /api/sites) and the My Sites stats cards (part 1 §2, §7). */
export const siteListEndpoints = {
  list: endpoint({
    method: 'get',
    path: '/api/sites',
    capability: 'readSites',
    summary: 'One page of the site list, filtered and ordered',
    description: listDescription,
    query: siteListQuerySchema,
    answers: { 200: siteListResponseSchema },
  }),
  designerStats: endpoint({
    method: 'get',
    path: '/api/designers/:id{[0-9]+}/stats',
    capability: 'readSites',
    summary: "The My Sites cards of a designer: counts of that designer's sites",
    description: `${statsNote} design = Ready for Design, In Design, Waiting for Content, Rebuild; review = In Review, Pre-Staging QA, Revisions Needed; staged = Staged, Final QA, Approved, 100% Ready, Missed Launch; live = Live, Post-Live QA. 404 when the id is not a designer (inactive users keep their stats).`,
    params: idParams,
    answers: { 200: designerStatsSchema },
  }),
  aeStats: endpoint({
    method: 'get',
    path: '/api/aes/:id{[0-9]+}/stats',
    capability: 'readSites',
    summary: "The My Sites cards of an account executive: counts of that account executive's sites",
    description: `${statsNote} inPipeline = every pre-live status (Ready for Design through Missed Launch); scheduled = those with a launch date today or later; live = Live, Post-Live QA, Rebuild; lost = Lost. 404 when the id is not an account executive (inactive users keep their stats).`,
    params: idParams,
    answers: { 200: aeStatsSchema },
  }),
  careStats: endpoint({
    method: 'get',
    path: '/api/cares/stats',
    capability: 'readSites',
    summary: 'The My Sites cards of QA: the QA queues over every site',
    description: `${statsNote} Every site counts (the QA queue is shared): preStage = Pre-Staging QA; final = Final QA.`,
    answers: { 200: careStatsSchema },
  }),
  myWeek: endpoint({
    method: 'get',
    path: '/api/mySites/week',
    capability: 'seeMyWeek',
    summary: "My Sites' 'This week': the caller's launches this week, revisions waiting on them and ageing sites",
    description:
      "The roles sites are assigned to (docs/decisions/0557); the caller's sites are those My Sites lists. `day` picks the Monday-to-Sunday week (default: the server's today). `launches` = sites launching in the week (not Lost or Test); `revisions` = for a designer, sites with an unfixed revision, for QA, sites with a fixed revision not yet verified, null for other roles; `ageing` = sites before go-live in their status longer than its 80th percentile. Each count is the `totalSites` of GET /api/sites with My Sites' filter and `launchWeek`, `revisions` or `ageing`.",
    query: myWeekQuerySchema,
    answers: { 200: myWeekSchema },
  }),
};
