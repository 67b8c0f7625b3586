import dayjs from 'dayjs';
import { type Kysely, sql } from 'kysely';
import { goLiveCategoryIds, checklistCatalogue } from '../../../domain/siteChecklist/checklistCatalogue';
import { preLiveSeoItemIds } from '../../../domain/siteChecklist/checklistItemIds';
import type { Role } from '../../../domain/roles';
import { type SiteStatus, siteStatuses } from '../../../domain/siteStatus';
import type { Database, NoteType } from '../schema';
import { BusinessDayCalendar } from './businessDayCalendar';
import { bulkInsert } from './bulkInsert';
import type { Rng } from './prng';
import { addons, corporations, floralAddonId, fundingPartners, providers, referralPartners } from './referenceData';
import { seededStatusHistory } from './statusHistory';
import {
  firstNames,
  namePatterns,
  notesByType,
  type Place,
  placeWords,
  places,
  siteNotes,
  streets,
  surnames,
  urgentBuildReasons,
} from './siteWords';

/**
 * Demo and benchmark sites: realistic funeral homes spread over every status, with the people,
 * launch dates, contacts, addons, notes, checklist ticks and log entries a site in that status
 * would have. Needs the reference data (seedReferenceData) and some users; people of a role that
 * has no users stay unassigned.
 */

/** How far along the pipeline a status is: 0 test, 1 waiting for a designer ... 6 live. */
const stageOf: Record<SiteStatus, number> = {
  Test: 0,
  'Ready for Design': 1,
  'In Design': 2,
  'Waiting for Content': 2,
  'In Review': 3,
  'Pre-Staging QA': 3,
  'Revisions Needed': 3,
  Staged: 4,
  'Final QA': 4,
  Approved: 5,
  '100% Ready': 5,
  'Missed Launch': 5,
  Live: 6,
  'Post-Live QA': 6,
  Rebuild: 6,
  Lost: 0,
};

/** Most sites are live or on their way; every status has some. */
const statusWeights: readonly (readonly [SiteStatus, number])[] = [
  ['Test', 1],
  ['Ready for Design', 8],
  ['In Design', 10],
  ['In Review', 3],
  ['Revisions Needed', 5],
  ['Waiting for Content', 5],
  ['Pre-Staging QA', 6],
  ['Staged', 5],
  ['Final QA', 5],
  ['Approved', 4],
  ['100% Ready', 6],
  ['Missed Launch', 3],
  ['Live', 24],
  ['Post-Live QA', 3],
  ['Rebuild', 3],
  ['Lost', 6],
];

// FrontRunner joined the providers after the demo was fixed (docs/decisions/0480): no demo site has it, so the demo stays as it was.
const providerWeights = providers
  .map((provider) => {
    const weight: Record<string, number> = { 'New Website': 14, Other: 6, WebPro: 10, Batesville: 10, 'Tribute Tech': 8, FrontRunner: 0 };
    return [provider.id, weight[provider.name] ?? 3] as const;
  })
  .filter(([, weight]) => weight > 0);
const referralWeights = referralPartners.map((partner) => [partner.id, partner.id === 7 ? 4 : 1] as const);

type PersonRole = Extract<Role, 'designer' | 'florist' | 'ae' | 'am' | 'sdr' | 'care' | 'launch'>;
interface Person {
  id: number;
  name: string;
}
type People = Record<PersonRole, Person[]>;

interface GeneratedRows {
  sites: Record<string, unknown>[];
  contacts: Record<string, unknown>[];
  addons: Record<string, unknown>[];
  notes: Record<string, unknown>[];
  ticks: Record<string, unknown>[];
  scrapeRequests: Record<string, unknown>[];
  logs: Record<string, unknown>[];
  history: Record<string, unknown>[];
}

const siteColumns = {
  id: 'integer',
  name: 'text',
  launcher_label: 'text',
  revisions_from: 'text',
  apex: 'text',
  url: 'text',
  email: 'text',
  phone: 'text',
  address: 'text',
  city: 'text',
  state: 'text',
  zip: 'text',
  rooftops: 'integer',
  corporation_id: 'integer',
  provider_id: 'integer',
  referral_partner_id: 'integer',
  funding_partner_id: 'integer',
  designer_id: 'integer',
  florist_id: 'integer',
  ae_id: 'integer',
  am_id: 'integer',
  sdr_id: 'integer',
  care_id: 'integer',
  scheduled_launch_date: 'date',
  needed_before: 'date',
  trello_card_id: 'text',
  organization_id: 'text',
  duda_id: 'text',
  hosted_zone_id: 'text',
  cloud_hosted: 'boolean',
  urgent_build: 'boolean',
  urgent_build_desc: 'text',
  hosted_obit_site: 'boolean',
  coaching_sessions: 'boolean',
  last_coaching_session: 'date',
  note: 'text',
  date_created: 'timestamptz',
  latest_activity_at: 'timestamptz',
  seo_outstanding: 'boolean',
  scrape_requested: 'boolean',
} as const;
const contactColumns = { site_id: 'integer', name: 'text', email: 'text', phone: 'text', domain_contact: 'boolean' } as const;
const addonColumns = {
  site_id: 'integer',
  addon_id: 'integer',
  setup: 'boolean',
  committed: 'boolean',
  previous_customer: 'boolean',
} as const;
const noteColumns = { site_id: 'integer', user_id: 'integer', type: 'text', note: 'text', date_created: 'timestamptz' } as const;
const tickColumns = { site_id: 'integer', item_id: 'integer', checked: 'boolean', user_id: 'integer', checked_at: 'timestamptz' } as const;
const scrapeRequestColumns = {
  site_id: 'integer',
  type: 'text',
  url: 'text',
  requested_by: 'integer',
  created_at: 'timestamptz',
  completed: 'boolean',
  completed_at: 'timestamptz',
  completed_by: 'integer',
} as const;
const logColumns = { site_id: 'integer', user_id: 'integer', message: 'text', log_type: 'text', created_at: 'timestamptz' } as const;
const historyColumns = { site_id: 'integer', status: 'text', changed_at: 'timestamptz' } as const;

const goLiveItemIds = checklistCatalogue
  .filter((category) => (Object.values(goLiveCategoryIds) as number[]).includes(category.id))
  .map((category) => category.items.map((item) => item.id));

const dayMs = 86_400_000;
const iso = (ms: number): string => new Date(ms).toISOString();

const slug = (text: string): string =>
  text
    .toLowerCase()
    .replaceAll('&', 'and')
    .replaceAll(/[^a-z0-9]+/g, '');

/** Builds the rows of one batch of sites; pure apart from the generator and the calendar. */
class SiteFactory {
  private readonly usedApexes = new Set<string>();

  constructor(
    private readonly rng: Rng,
    private readonly people: People,
    private readonly calendar: BusinessDayCalendar,
    private readonly now: dayjs.Dayjs,
  ) {}

  private person(role: PersonRole, probability = 1): Person | undefined {
    const candidates = this.people[role];
    return candidates.length && this.rng.chance(probability) ? this.rng.pick(candidates) : undefined;
  }

  private name(): { name: string; surname: string } {
    const { rng } = this;
    const surname = rng.pick(surnames);
    const name = rng
      .weighted(namePatterns)
      .replace('{s}', surname)
      .replace('{t}', rng.pick(surnames.filter((other) => other !== surname)))
      .replace('{p}', rng.pick(placeWords));
    return { name, surname };
  }

  private apex(name: string, place: Place, id: number): string {
    const base = slug(name.replace(/ & Cremation Services$/, ''));
    for (const candidate of [`${base}.com`, `${base}${slug(place.city)}.com`, `${base}.net`, `${base}${id}.com`]) {
      if (!this.usedApexes.has(candidate)) {
        this.usedApexes.add(candidate);
        return candidate;
      }
    }
    return `${base}${id}.com`;
  }

  /** An instant between two others, in epoch milliseconds (plain numbers: 50,000 sites make a million of these). */
  private between(from: number, to: number): number {
    return from + Math.floor(this.rng.next() * Math.max(0, to - from));
  }

  private launchDate(status: SiteStatus, stage: number): string | null {
    const { rng, calendar } = this;
    switch (status) {
      case 'Test':
        return null;
      case 'Approved':
      case '100% Ready':
        return rng.chance(0.95) ? calendar.scheduleFrom(rng.int(0, 18)) : null;
      case 'Staged':
      case 'Final QA':
        return rng.chance(0.6) ? calendar.scheduleFrom(rng.int(3, 30)) : null;
      case 'Missed Launch':
        return calendar.before(rng.int(1, 15));
      case 'Live':
      case 'Post-Live QA':
        return rng.chance(0.92) ? calendar.before(rng.int(3, 600)) : null;
      case 'Rebuild':
        return calendar.before(rng.int(120, 700));
      case 'Lost':
        return rng.chance(0.15) ? calendar.before(rng.int(5, 200)) : null;
      default:
        return rng.chance(stage >= 2 ? 0.25 : 0.1) ? calendar.scheduleFrom(rng.int(10, 60)) : null;
    }
  }

  build(id: number, status: SiteStatus, rows: GeneratedRows): void {
    const { rng, now } = this;
    // A lost site was lost somewhere along the way.
    const stage = status === 'Lost' ? rng.int(1, 5) : stageOf[status];
    const live = stage === 6;
    const { name, surname } = this.name();
    const place = rng.pick(places);
    const apex = this.apex(name, place, id);
    const corporationId = rng.chance(0.6) ? 1 : rng.int(2, corporations.length);
    const hasFloral = rng.chance(0.4);
    const addonIds = [
      ...(rng.chance(0.3) ? [1] : []),
      ...(hasFloral ? [floralAddonId] : []),
      ...addons.filter((addon) => addon.id > floralAddonId && rng.chance(0.08)).map((addon) => addon.id),
    ];

    const ae = this.person('ae', status === 'Test' ? 0.5 : 0.9);
    const sdr = this.person('sdr', 0.6);
    const designer = stage >= 2 && status !== 'Rebuild' ? this.person('designer', 0.95) : undefined;
    const care = stage >= 3 ? this.person('care', 0.85) : undefined;
    const florist = (hasFloral && stage >= 3) || (stage >= 4 && rng.chance(0.1)) ? this.person('florist', 0.8) : undefined;
    const am = corporationId === 1 && stage >= 5 ? this.person('am', 0.8) : undefined;
    const launcher = this.person('launch');

    const launchDate = this.launchDate(status, stage);
    const createdDaysAgo = live && launchDate ? now.diff(dayjs(launchDate), 'day') + rng.int(20, 90) : rng.int(3, 20 + stage * 30);
    const nowMs = now.valueOf();
    const created = nowMs - createdDaysAgo * dayMs - rng.int(0, 600) * 60_000;
    // Activity within the last ~60 days, never before the site existed.
    const latestActivity = this.between(Math.max(created, nowMs - 60 * dayMs), nowMs);
    const urgent = stage >= 1 && stage <= 5 && rng.chance(0.06);
    const coached = live && status !== 'Rebuild' && rng.chance(0.6);
    const cloudHosted = rng.chance(0.85);

    rows.sites.push({
      id,
      name,
      launcher_label: status,
      revisions_from: status === 'Revisions Needed' ? (rng.chance(0.6) ? 'Pre-Staging QA' : 'Final QA') : null,
      apex,
      url: `https://www.${apex}`,
      email: `info@${apex}`,
      phone: `(${place.area}) 555-${String(rng.int(0, 9999)).padStart(4, '0')}`,
      address: `${rng.int(100, 9899)} ${rng.pick(streets)}`,
      city: place.city,
      state: place.state,
      zip: `${place.zip}${String(rng.int(1, 99)).padStart(2, '0')}`,
      rooftops: rng.weighted([
        [1, 70],
        [2, 18],
        [3, 8],
        [4, 4],
      ]),
      corporation_id: corporationId,
      provider_id: rng.weighted(providerWeights),
      referral_partner_id: rng.chance(0.25) ? rng.weighted(referralWeights) : null,
      funding_partner_id: rng.chance(0.3) ? rng.int(1, fundingPartners.length) : null,
      designer_id: designer?.id ?? null,
      florist_id: florist?.id ?? null,
      ae_id: ae?.id ?? null,
      am_id: am?.id ?? null,
      sdr_id: sdr?.id ?? null,
      care_id: care?.id ?? null,
      scheduled_launch_date: launchDate,
      needed_before: urgent ? now.add(rng.int(5, 25), 'day').format('YYYY-MM-DD') : null,
      trello_card_id: rng.chance(0.9) ? rng.hex(24) : null,
      organization_id: stage >= 2 && rng.chance(0.8) ? String(rng.int(100000, 999999)) : null,
      duda_id: stage >= 3 || (stage === 2 && rng.chance(0.7)) ? rng.hex(8) : null,
      hosted_zone_id: live && cloudHosted && rng.chance(0.5) ? `Z${rng.hex(13).toUpperCase()}` : null,
      cloud_hosted: cloudHosted,
      urgent_build: urgent,
      urgent_build_desc: urgent ? rng.pick(urgentBuildReasons) : null,
      hosted_obit_site: rng.chance(0.07),
      coaching_sessions: coached,
      last_coaching_session: coached && rng.chance(0.75) ? now.subtract(rng.int(5, 150), 'day').format('YYYY-MM-DD') : null,
      note: rng.chance(0.1) ? rng.pick(siteNotes) : null,
      date_created: iso(created),
      latest_activity_at: iso(latestActivity),
    });
    // A live site went live on its launch day, a missed one missed it the morning after; the rest entered their status at their latest activity.
    const launchedAt = launchDate ? dayjs(`${launchDate}T15:00:00Z`).valueOf() : null;
    const enteredCurrent =
      status === 'Live' && launchedAt !== null
        ? launchedAt
        : status === 'Missed Launch' && launchedAt !== null
          ? Math.min(launchedAt + 9 * 3_600_000, nowMs)
          : latestActivity;
    for (const change of seededStatusHistory(id, {
      status,
      created,
      enteredCurrent: Math.max(enteredCurrent, created),
      liveAt: launchedAt,
    }))
      rows.history.push({ site_id: id, status: change.status, changed_at: iso(change.at) });

    const director = `${rng.pick(firstNames)} ${surname}`;
    rows.contacts.push({
      site_id: id,
      name: director,
      email: `${slug(director.split(' ')[0] ?? 'info')}@${apex}`,
      phone: null,
      domain_contact: false,
    });
    if (rng.chance(0.35)) {
      const it = `${rng.pick(firstNames)} ${rng.pick(surnames)}`;
      rows.contacts.push({
        site_id: id,
        name: it,
        email: `${slug(it.replace(' ', '.'))}@${rng.pick(['gmail.com', 'outlook.com', 'yahoo.com'])}`,
        phone: `(${place.area}) 555-${String(rng.int(0, 9999)).padStart(4, '0')}`,
        domain_contact: true,
      });
    }

    for (const addonId of addonIds) {
      rows.addons.push({
        site_id: id,
        addon_id: addonId,
        setup: stage >= 5 && rng.chance(0.7),
        committed: stage >= 2 && rng.chance(0.6),
        previous_customer: addonId === 1 ? rng.chance(0.3) : null,
      });
    }

    const when = () => iso(this.between(created, latestActivity));
    for (
      let count = rng.weighted([
        [0, 45],
        [1, 35],
        [2, 15],
        [3, 5],
      ]);
      count > 0;
      count -= 1
    ) {
      const type = rng.pick(Object.keys(notesByType) as NoteType[]);
      const author = { Instant: ae, Design: designer, Launch: launcher, Floral: florist, Account: am ?? ae }[type] ?? ae ?? launcher;
      rows.notes.push({ site_id: id, user_id: author?.id ?? null, type, note: rng.pick(notesByType[type]), date_created: when() });
    }

    const tick = (itemId: number, by: Person | undefined, at = when()) =>
      rows.ticks.push({ site_id: id, item_id: itemId, checked: true, user_id: by?.id ?? null, checked_at: at });
    // Scrape (190 finished, 195 started), domain (156 secured, 191 requested), floral 165-170 and
    // pre-live SEO 13/15/16: enough ticked, half-ticked and unticked sites for every Info icon state.
    // A started scrape is an obituaries scrape request made when 195 was ticked, complete when 190
    // was (no further draws, so the rest of the seed stays as it was).
    const scrapeStarted = stage >= 2 && rng.chance(0.85);
    if (scrapeStarted) {
      const requester = designer ?? launcher;
      const requestedAt = when();
      tick(195, requester, requestedAt);
      const finished = stage >= 3 && rng.chance(live ? 0.95 : 0.75);
      const finishedAt = finished ? when() : null;
      if (finishedAt) tick(190, launcher, finishedAt);
      rows.scrapeRequests.push({
        site_id: id,
        type: 'obituaries',
        url: `www.${apex}`,
        requested_by: requester?.id ?? null,
        created_at: requestedAt,
        completed: finishedAt !== null,
        completed_at: finishedAt,
        completed_by: finishedAt ? (launcher?.id ?? null) : null,
      });
    }
    if (stage >= 4 && rng.chance(live ? 0.95 : 0.7)) tick(191, ae ?? launcher);
    if (stage >= 5 && rng.chance(live ? 0.95 : 0.75)) tick(156, launcher);
    if (florist && stage >= 3) {
      const connected = rng.chance(live ? 0.95 : 0.7);
      if (connected) tick(165, florist);
      for (const itemId of [166, 167, 168, 169]) if (connected && stage >= 5 && rng.chance(live ? 0.8 : 0.6)) tick(itemId, florist);
      if (connected && live && rng.chance(0.85)) tick(170, florist);
    }
    if (stage >= 5) for (const itemId of [13, 15, 16]) if (rng.chance(live ? 0.9 : 0.5)) tick(itemId, care);
    // Go-live groups matter before launch: about half complete, the rest part-way.
    if (stage === 5) {
      for (const items of goLiveItemIds) {
        const complete = rng.chance(0.55);
        for (const itemId of items) if (complete || rng.chance(0.5)) tick(itemId, launcher);
      }
    }

    const log = (message: string, logType: string, by: Person | undefined, at: string) =>
      rows.logs.push({ site_id: id, user_id: by?.id ?? null, message, log_type: logType, created_at: at });
    log('Site created', 'INTAKE', sdr ?? ae, iso(created));
    if (designer) log(`${designer.name} assigned as designer`, 'DESIGNER', designer, when());
    if (stage >= 3) log('Submitted for review', 'IN_REVIEW', designer, when());
    if (stage >= 4) log('Site staged', 'STAGE', care, when());
    if (live) log('Site live', 'GO_LIVE', launcher, launchDate ? dayjs(launchDate).hour(10).toISOString() : when());
    if (status === 'Lost') log('Marked as lost', 'OTHER', ae, iso(latestActivity));
  }
}

const loadPeople = async (db: Kysely<Database>): Promise<People> => {
  const rows = await db
    .selectFrom('users')
    .select(['id', 'name', 'role'])
    .where('active', '=', true)
    .where('role', 'in', ['designer', 'florist', 'ae', 'am', 'sdr', 'care', 'launch'])
    .orderBy('id')
    .execute();
  const people: People = { designer: [], florist: [], ae: [], am: [], sdr: [], care: [], launch: [] };
  for (const row of rows) people[row.role as PersonRole].push({ id: row.id, name: row.name });
  return people;
};

const batchSize = 5000;

/**
 * Foreign-key checks are most of the cost of a bulk load (one lookup per reference per row). The
 * seed's rows are consistent by construction (site ids from the sequence, people and reference
 * ids read from the database), so, like a pg_dump restore, the load skips them for this
 * transaction only. Only a superuser may (PGlite's user is one); elsewhere the checks stay on.
 */
const skipForeignKeyChecks = async (trx: Kysely<Database>): Promise<void> => {
  const { rows } = await sql<{ superuser: string }>`SELECT current_setting('is_superuser') AS superuser`.execute(trx);
  if (rows[0]?.superuser === 'on') await sql`SET LOCAL session_replication_role = replica`.execute(trx);
};

/**
 * Tells the per-row triggers of migration 0068 that this transaction writes only sites it creates
 * and their rows, and writes their flags and status history itself: they skip what no one can
 * have seen yet (decision 0595). SET LOCAL, so it ends with the batch's transaction.
 */
const seedingNewSites = (trx: Kysely<Database>) => sql`SET LOCAL website_admin.seeding_new_sites = 'on'`.execute(trx);

/**
 * The flags the triggers of migrations 0008 and 0015 keep on sites, set in the batch's own site
 * rows: those triggers skip the seed's inserts (0068), where otherwise they would lock and update
 * each site again (firing the site's own triggers) right after inserting it.
 */
const setFlags = (rows: GeneratedRows): void => {
  const seoTicks = new Map<unknown, number>();
  for (const tick of rows.ticks) {
    if (tick.checked === true && (preLiveSeoItemIds as readonly unknown[]).includes(tick.item_id)) {
      seoTicks.set(tick.site_id, (seoTicks.get(tick.site_id) ?? 0) + 1);
    }
  }
  const requested = new Set(rows.scrapeRequests.filter((request) => request.completed !== true).map((request) => request.site_id));
  for (const site of rows.sites) {
    site.seo_outstanding = (seoTicks.get(site.id) ?? 0) < preLiveSeoItemIds.length;
    site.scrape_requested = requested.has(site.id);
  }
};

/** Batches written at once: while one waits on PostgreSQL (its triggers and indexes) the next is built and sent. */
const batchesInFlight = 2;

/**
 * Adds `count` sites and returns their ids. The first 16 sites take each status once, so even a
 * small seed shows every status; the rest follow realistic weights. Each batch of bulk inserts is
 * its own transaction, so a million sites never wait on one huge commit and `onProgress` can say
 * how far it got (50,000 sites take seconds on PGlite); a failure keeps the batches before it (and
 * may keep the one written beside it). The rows are built one batch after another, so a seed makes
 * the same sites whichever batch commits first.
 */
export const seedSites = async (
  db: Kysely<Database>,
  count: number,
  rng: Rng,
  options: { now?: Date; onProgress?: (done: number, total: number) => void } = {},
): Promise<number[]> => {
  if (count <= 0) return [];
  const now = dayjs(options.now ?? new Date());
  const people = await loadPeople(db);
  const calendar = new BusinessDayCalendar(now.toDate());
  const booked = await db
    .selectFrom('sites')
    .select(['scheduled_launch_date', (eb) => eb.fn.countAll<number>().as('launches')])
    .where('scheduled_launch_date', '>=', now.format('YYYY-MM-DD'))
    .groupBy('scheduled_launch_date')
    .execute();
  for (const row of booked) if (row.scheduled_launch_date) calendar.book(row.scheduled_launch_date, Number(row.launches));
  const factory = new SiteFactory(rng, people, calendar, now);

  const ids: number[] = [];
  const writing: Promise<void>[] = [];
  let done = 0;
  for (let start = 0; start < count; start += batchSize) {
    const size = Math.min(batchSize, count - start);
    // Ids come from the sites sequence up front, so child rows can refer to their site without a round trip.
    const { rows: idRows } = await sql<{ id: number }>`
      SELECT nextval(pg_get_serial_sequence('sites', 'id'))::integer AS id FROM generate_series(1, ${size}::integer)`.execute(db);
    const batch = idRows.map((row) => row.id).sort((a, b) => a - b);
    const rows: GeneratedRows = { sites: [], contacts: [], addons: [], notes: [], ticks: [], scrapeRequests: [], logs: [], history: [] };
    batch.forEach((id, offset) => {
      const index = start + offset;
      const status = index < siteStatuses.length ? (siteStatuses[index] as SiteStatus) : rng.weighted(statusWeights);
      factory.build(id, status, rows);
    });
    setFlags(rows);
    ids.push(...batch);
    const written = db.transaction().execute(async (trx) => {
      await skipForeignKeyChecks(trx);
      await seedingNewSites(trx);
      await bulkInsert(trx, 'sites', siteColumns, rows.sites);
      await bulkInsert(trx, 'site_contacts', contactColumns, rows.contacts);
      await bulkInsert(trx, 'site_addons', addonColumns, rows.addons);
      await bulkInsert(trx, 'notes', noteColumns, rows.notes);
      await bulkInsert(trx, 'site_checklist_ticks', tickColumns, rows.ticks);
      await bulkInsert(trx, 'scrape_requests', scrapeRequestColumns, rows.scrapeRequests);
      await bulkInsert(trx, 'log_entries', logColumns, rows.logs);
      // The made-up history stands in for the one row per site the status trigger writes for other inserts.
      await bulkInsert(trx, 'status_history', historyColumns, rows.history);
    });
    // Handled here too, so a batch failing while an earlier one is awaited is not an unhandled rejection.
    written.catch(() => undefined);
    writing.push(
      written.then(() => {
        done += size;
        options.onProgress?.(done, count);
      }),
    );
    if (writing.length >= batchesInFlight) await writing.shift();
  }
  for (const batch of writing) await batch;
  return ids;
};
