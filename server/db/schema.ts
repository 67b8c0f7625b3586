import type { ColumnType, Generated } from 'kysely';
import type { ColorSchemeChoice, Density } from '../../domain/api/me.schema';
import type { Role } from '../../domain/roles';
import type { SiteStatus } from '../../domain/siteStatus';
import type { RevisionSeverity, RevisionStatus } from '../../domain/revisions/revisionRules';
import type { BackupStatus } from '../../domain/siteBackup/backupStatuses';
import type { ScrapeJobType, ScrapeRecordKind } from '../../domain/scrapeTasks/scrapeJobTypes';
import type { ScrapeTaskStatus } from '../../domain/scrapeTasks/scrapeTaskStatus';
import type { ScrapeProviderFamily } from '../../domain/scrapeTasks/scrapeProviders';
import type { ScrapeRequestType } from '../../domain/scrapeRequests/scrapeRequestTypes';
import type { NotificationKind } from '../../domain/inbox/notificationKinds';

/** Kysely's view of the tables. Each migration that adds a table adds its interface here. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type DefaultFalse = ColumnType<boolean, boolean | undefined, boolean>;

interface UsersTable {
  id: Generated<number>;
  name: string;
  email: string;
  role: Role;
  image: string | null;
  trello_id: string | null;
  password_hash: string | null;
  active: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: Timestamp;
  last_sign_in_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** sealed with the secrets key */
  totp_secret: ColumnType<string | null, string | null | undefined, string | null>;
  totp_enabled_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** the time step of the last accepted code: a code is not accepted twice (migration 0030) */
  totp_last_step: ColumnType<number | null, number | null | undefined, number | null>;
  /** the person's screen preferences (migration 0044) */
  density: ColumnType<Density, Density | undefined, Density>;
  color_scheme: ColumnType<ColorSchemeChoice, ColorSchemeChoice | undefined, ColorSchemeChoice>;
}

interface SessionsTable {
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  created_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: Date | null;
  user_agent: ColumnType<string | null, string | null | undefined, string | null>;
  address: ColumnType<string | null, string | null | undefined, string | null>;
  last_seen_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  sign_in_method: ColumnType<SignInMethod, SignInMethod | undefined, SignInMethod>;
}

/** How a session was begun: whether it carries a second factor (migration 0026). */
export type SignInMethod = 'password' | 'password+totp' | 'oidc' | 'link';

export type AccountTokenKind = 'invitation' | 'password_reset' | 'sign_in_ticket';

/** A one-time link or ticket (migration 0026); only the token's hash is stored. */
interface AccountTokensTable {
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  kind: AccountTokenKind;
  created_by: number | null;
  created_at: Date;
  expires_at: Date;
  used_at: Date | null;
  revoked_at: Date | null;
}

interface TotpRecoveryCodesTable {
  id: Generated<number>;
  user_id: number;
  code_hash: string;
  used_at: Date | null;
}

interface SignInCodesTable {
  id: Generated<number>;
  code_hash: string;
  user_id: number;
  created_by: number | null;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Date | null;
  /** where /preauth sends the user after sign-in (a path starting with '/'), or null */
  redirect: ColumnType<string | null, string | null | undefined, string | null>;
}

interface CorporationsTable {
  id: number;
  name: string;
  /** sort order in the choice lists (migration 0029); ties by id */
  position: ColumnType<number, number | undefined, number>;
  /** a retired entry leaves the choice lists but stays on the sites that have it */
  retired: DefaultFalse;
}

interface CorporationContactsTable {
  id: Generated<number>;
  corporation_id: number;
  name: string;
  email: string;
  type: 'primary' | 'secondary' | 'domain_primary';
  domain_contact: DefaultFalse;
  priority: number | null;
}

interface ProvidersTable {
  id: number;
  name: string;
  contact_email: string | null;
  /** sort order in the choice lists (migration 0029); ties by id */
  position: ColumnType<number, number | undefined, number>;
  /** a retired entry leaves the choice lists but stays on the sites that have it */
  retired: DefaultFalse;
  scrape_family: ColumnType<ScrapeProviderFamily, ScrapeProviderFamily | undefined, ScrapeProviderFamily>;
}

interface ReferralPartnersTable {
  id: number;
  name: string;
  /** sort order in the choice lists (migration 0029); ties by id */
  position: ColumnType<number, number | undefined, number>;
  /** a retired entry leaves the choice lists but stays on the sites that have it */
  retired: DefaultFalse;
}

interface FundingPartnersTable {
  id: number;
  name: string;
  /** sort order in the choice lists (migration 0029); ties by id */
  position: ColumnType<number, number | undefined, number>;
  /** a retired entry leaves the choice lists but stays on the sites that have it */
  retired: DefaultFalse;
  /** an insurer (pre-need) or another funding partner: two Settings lists, one site field (migration 0035) */
  kind: ColumnType<'insurer' | 'fundingPartner', 'insurer' | 'fundingPartner' | undefined, 'insurer' | 'fundingPartner'>;
}

export interface SitesTable {
  id: Generated<number>;
  name: string;
  launcher_label: ColumnType<SiteStatus, SiteStatus | undefined, SiteStatus>;
  revisions_from: SiteStatus | null;
  apex: string | null;
  url: string | null;
  email: string | null;
  phone: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  type: ColumnType<string, string | undefined, string>;
  rooftops: ColumnType<number, number | undefined, number>;
  corporation_id: ColumnType<number, number | undefined, number>;
  provider_id: number | null;
  referral_partner_id: number | null;
  funding_partner_id: number | null;
  designer_id: number | null;
  florist_id: number | null;
  ae_id: number | null;
  am_id: number | null;
  sdr_id: number | null;
  care_id: number | null;
  /** 'YYYY-MM-DD' */
  scheduled_launch_date: string | null;
  needed_before: string | null;
  trello_card_id: string | null;
  organization_id: string | null;
  duda_id: string | null;
  hosted_zone_id: string | null;
  /** The domain proxied into hosted_zone_id by the proxy tool (migration 0013). */
  proxied_domain: ColumnType<string | null, string | null | undefined, string | null>;
  proxied_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  proxied_by: ColumnType<number | null, number | null | undefined, number | null>;
  cloud_hosted: ColumnType<boolean, boolean | undefined, boolean>;
  urgent_build: DefaultFalse;
  urgent_build_desc: string | null;
  hosted_obit_site: DefaultFalse;
  coaching_sessions: DefaultFalse;
  last_coaching_session: string | null;
  page_metadata_preset_id: number | null;
  note: string | null;
  date_created: Timestamp;
  latest_activity_at: Timestamp;
  /** Kept by triggers on site_checklist_ticks (migration 0008); never written by the app. */
  seo_outstanding: ColumnType<boolean, never, never>;
  /** An open scrape request exists; kept by triggers on scrape_requests (migration 0015). */
  scrape_requested: ColumnType<boolean, never, never>;
}

interface SiteContactsTable {
  id: Generated<number>;
  site_id: number;
  name: string;
  email: string;
  phone: string | null;
  domain_contact: DefaultFalse;
}

interface AddonsTable {
  id: number;
  name: string;
  /** sort order in the choice lists (migration 0029); ties by id */
  position: ColumnType<number, number | undefined, number>;
  /** a retired entry leaves the choice lists but stays on the sites that have it */
  retired: DefaultFalse;
  /** the question the Details tab asks (addon 1, the video product) */
  question: ColumnType<string | null, string | null | undefined, string | null>;
}

interface SiteAddonsTable {
  site_id: number;
  addon_id: number;
  setup: DefaultFalse;
  committed: DefaultFalse;
  previous_customer: boolean | null;
}

export type NoteType = 'Instant' | 'Launch' | 'Design' | 'Floral' | 'Account';

interface NotesTable {
  id: Generated<number>;
  site_id: number;
  user_id: number | null;
  type: NoteType;
  note: string;
  date_created: Timestamp;
  updated_at: Date | null;
}

interface ChecklistTypesTable {
  id: string;
  name: string;
  position: number;
  /** a retired type or category leaves the Settings choice lists; the sites' checklists keep it (migration 0034) */
  retired: DefaultFalse;
}

interface ChecklistCategoriesTable {
  id: number;
  type_id: string;
  name: string;
  position: number;
  retired: DefaultFalse;
}

interface ChecklistItemsTable {
  id: number;
  category_id: number;
  description: string;
  position: number;
  retired: DefaultFalse;
}

interface SiteChecklistTicksTable {
  site_id: number;
  item_id: number;
  checked: boolean;
  user_id: number | null;
  checked_at: Timestamp;
}

interface LogEntriesTable {
  id: Generated<number>;
  site_id: number | null;
  user_id: number | null;
  message: string;
  log_type: ColumnType<string, string | undefined, string>;
  mute: DefaultFalse;
  created_at: Timestamp;
}

interface SiteRevisionsTable {
  id: Generated<number>;
  site_id: number;
  issue: string;
  severity: ColumnType<RevisionSeverity, RevisionSeverity | undefined, RevisionSeverity>;
  status: ColumnType<RevisionStatus, RevisionStatus | undefined, RevisionStatus>;
  fixed: DefaultFalse;
  verified: DefaultFalse;
  user_id: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  fixed_by: number | null;
  fixed_at: Date | null;
  verified_by: number | null;
  verified_at: Date | null;
}

/** jsonb columns: written as JSON text, read back as values. */
type Json<T> = ColumnType<T, string, string>;
type JsonDefault<T> = ColumnType<T, string | undefined, string>;

interface OutboxMessagesTable {
  id: Generated<number>;
  from_address: string;
  to_addresses: Json<string[]>;
  cc_addresses: JsonDefault<string[]>;
  reply_to: string | null;
  subject: string;
  text_body: string;
  html_body: string | null;
  sent_at: Timestamp;
}

interface SandboxBuilderSitesTable {
  site_name: string;
  template_id: string;
  business_name: string;
  content: Json<unknown>;
  published_content: ColumnType<unknown, string | null | undefined, string | null>;
  content_published_at: Date | null;
  published_at: Date | null;
  created_at: Timestamp;
}

interface SandboxBuilderPagesTable {
  uuid: string;
  site_name: string;
  title: string;
  path: string;
  position: number;
  seo_title: string | null;
  seo_description: string | null;
}

interface SandboxBuilderBackupsTable {
  id: Generated<number>;
  site_name: string;
  name: string;
  created_at: Timestamp;
}

interface SandboxBoardCardsTable {
  id: string;
  name: string;
  description: string;
  list_name: string;
  member_ids: JsonDefault<string[]>;
  created_at: Timestamp;
}

interface SandboxBoardCommentsTable {
  id: Generated<number>;
  card_id: string;
  text: string;
  created_at: Timestamp;
}

interface SandboxRegistrarDomainsTable {
  domain: string;
  name_servers: Json<string[]>;
  updated_at: Timestamp;
}

interface SandboxDnsZonesTable {
  id: string;
  name: string;
  name_servers: Json<string[]>;
  created_at: Timestamp;
}

interface SandboxDnsRecordsTable {
  zone_id: string;
  name: string;
  type: string;
  ttl: number;
  values: Json<string[]>;
}

interface SandboxDnsChangesTable {
  id: string;
  zone_id: string;
  submitted_at: Timestamp;
  in_sync_at: Timestamp;
}

type LaunchKind = 'full_send' | 'dns_instructions';
export type LaunchStatus = 'running' | 'done' | 'failed';

export interface LaunchesTable {
  id: string;
  site_id: number;
  kind: LaunchKind;
  status: ColumnType<LaunchStatus, LaunchStatus | undefined, LaunchStatus>;
  /** Names of the finished Full Send steps, in order. */
  steps_done: JsonDefault<string[]>;
  last_step: string | null;
  attempts: ColumnType<number, number | undefined, number>;
  /** The DNS change 'Pointing DNS' submitted, which 'Waiting for DNS' polls. */
  dns_change_id: string | null;
  /** Lease of the job run working on the launch; null when none is. */
  claimed_until: Date | null;
  /** The address a DNS-instructions e-mail went to. */
  recipient: string | null;
  started_by: number | null;
  started_at: Timestamp;
  finished_at: Date | null;
  error: string | null;
}

/** Migration 0014: 0007's obituaries grown to every kind a scrape saves. */
interface ScrapeRecordsTable {
  id: Generated<number>;
  site_id: number;
  kind: ColumnType<ScrapeRecordKind, ScrapeRecordKind | undefined, ScrapeRecordKind>;
  source_url: string;
  /** An obituary's name, another record's title. */
  name: string;
  birth_date: string | null;
  death_date: string | null;
  /** 'YYYY-MM-DD': a post's or testimonial's date. */
  record_date: string | null;
  text: string | null;
  photo_url: string | null;
  service_details: ColumnType<unknown, string | null | undefined, string | null>;
  fake: DefaultFalse;
  scrape_task_id: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

interface SubscribersTable {
  id: Generated<number>;
  site_id: number;
  /** Lower-cased. */
  email: string;
  name: string | null;
  imported_by: number | null;
  imported_at: Timestamp;
}

interface SiteBackupsTable {
  id: Generated<number>;
  site_id: number;
  backup_name: string | null;
  status: ColumnType<BackupStatus, BackupStatus | undefined, BackupStatus>;
  error: string | null;
  requested_by: number | null;
  requested_at: Timestamp;
  finished_at: Date | null;
}

interface DomainRequestsTable {
  id: Generated<number>;
  site_id: number;
  user_id: number | null;
  fh_name: string;
  primary_domain: string;
  additional_domains: JsonDefault<string[]>;
  provider_email: string | null;
  other_email: string | null;
  fh_email: string;
  ae_email: string | null;
  additional_cc: JsonDefault<string[]>;
  ae_notes: string | null;
  to_addresses: Json<string[]>;
  cc_addresses: JsonDefault<string[]>;
  message_id: string;
  sent_at: Timestamp;
}

export interface ScrapeTasksTable {
  id: string;
  site_id: number;
  organization_id: string;
  name: string;
  job_type: ScrapeJobType;
  status: ColumnType<ScrapeTaskStatus, ScrapeTaskStatus | undefined, ScrapeTaskStatus>;
  kwargs: ColumnType<unknown, string, string>;
  result: ColumnType<unknown, string | null | undefined, string | null>;
  revoke_requested: DefaultFalse;
  scheduled_time: Date | null;
  created_by: number | null;
  created_at: Timestamp;
  started_at: Date | null;
  finished_at: Date | null;
  /** Migration 0021: written every 30 s while a run is alive (docs/decisions/0370); 0022 keeps it from notifying site_changed. */
  heartbeat_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

interface ScrapeRequestsTable {
  id: Generated<number>;
  site_id: number;
  type: ScrapeRequestType;
  url: ColumnType<string, string | undefined, string>;
  note: ColumnType<string, string | undefined, string>;
  requested_by: number | null;
  created_at: Timestamp;
  completed: DefaultFalse;
  completed_at: Date | null;
  completed_by: number | null;
  additional_note: ColumnType<string, string | undefined, string>;
}

interface SiteIntakeTable {
  site_id: number;
  purchase_notification_emails: string;
  reply_to_name: string;
  reply_to_address: string;
  template_id: string | null;
  template_name: string | null;
  design_notes: ColumnType<string, string | undefined, string>;
  additional_notes: ColumnType<string, string | undefined, string>;
  obituary_notifications: ColumnType<'Instant' | 'Digest', 'Instant' | 'Digest' | undefined, 'Instant' | 'Digest'>;
  owns_domain: DefaultFalse;
  dns_provider: ColumnType<string, string | undefined, string>;
  dns_username: ColumnType<string, string | undefined, string>;
  /** Sealed with deps.secrets; never plain text. */
  dns_password_sealed: string | null;
  dns_owner: ColumnType<string, string | undefined, string>;
  dns_notes: ColumnType<string, string | undefined, string>;
  created_by: number | null;
  created_at: Timestamp;
}

interface SiteLocationsTable {
  id: Generated<number>;
  site_id: number;
  local_id: string;
  position: number;
  name: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  phone: ColumnType<string, string | undefined, string>;
  email: ColumnType<string, string | undefined, string>;
  is_cemetery: DefaultFalse;
}

interface SiteFlowerShopsTable {
  id: Generated<number>;
  site_id: number;
  name: string;
  address: ColumnType<string, string | undefined, string>;
  city: ColumnType<string, string | undefined, string>;
  state: ColumnType<string, string | undefined, string>;
  zip: ColumnType<string, string | undefined, string>;
  contact_name: ColumnType<string, string | undefined, string>;
  email: ColumnType<string, string | undefined, string>;
  phone: ColumnType<string, string | undefined, string>;
  notes: ColumnType<string, string | undefined, string>;
  preference: number;
}

interface SiteIntegrationsTable {
  site_id: number;
  integration: string;
  details: JsonDefault<Record<string, string | boolean>>;
  /** Sealed with deps.secrets; never plain text. */
  secret_sealed: string | null;
}

interface SiteUploadsTable {
  id: Generated<number>;
  site_id: number;
  stored_name: string;
  content_type: string;
  size_bytes: number;
  label: ColumnType<string, string | undefined, string>;
  alt: ColumnType<string, string | undefined, string>;
  comment: ColumnType<string, string | undefined, string>;
  uploaded_by: number | null;
  uploaded_at: Timestamp;
}

export type BuilderProjectStatus = 'running' | 'done' | 'failed';

export interface BuilderProjectsTable {
  id: string;
  site_id: number;
  template_id: string;
  status: ColumnType<BuilderProjectStatus, BuilderProjectStatus | undefined, BuilderProjectStatus>;
  steps_done: JsonDefault<string[]>;
  builder_site_name: string | null;
  error: string | null;
  started_by: number | null;
  started_at: Timestamp;
  finished_at: Date | null;
}

/** Live messages too large to notify, for the other instances to read (server/live/databaseLiveEvents.ts). */
interface LivePayloadsTable {
  id: Generated<number>;
  message: string;
  created_at: Generated<Date>;
}

interface SignInFailuresTable {
  id: Generated<number>;
  address: string;
  /** the lower-cased e-mail the attempt tried */
  account: string;
  failed_at: Date;
}

/** One row: how many transactions have changed sites (migration 0019), for the list's remembered totals. */
interface SiteListVersionTable {
  id: Generated<boolean>;
  version: Generated<number>;
  /** Moves when a transaction changed more sites than the change log notes (migrations 0036 and 0058): every list reads again. */
  shape_version: Generated<number>;
  /** Moves when a row many sites share (a person, a provider, an addon) changed (migration 0036). */
  shared_version: Generated<number>;
  /** The change log holds every change of every transaction whose version is above this (migration 0058). */
  changes_from: number;
}

/**
 * Per transaction and site, the filter and order columns of `sites` (the shape columns of migration
 * 0058, under the same names) as they were before the transaction first changed one of them;
 * `existed` false (and the columns null) for a site it inserted. Written only by triggers.
 */
interface SiteListChangesTable {
  xact: number;
  id: number;
  existed: boolean;
}

/** The version each transaction that logged changes took (migration 0058). */
interface SiteListCommitsTable {
  version: number;
  xact: number;
  committed_at: Generated<Date>;
}

/** Per site, the `version` of the last transaction that changed it or a row of it (migration 0036). */
interface SiteRowVersionsTable {
  site_id: number;
  version: number;
}

/**
 * Additive deltas of the number of sites per status, alone or with one value of one filter column
 * (migration 0048): a key's count is the sum of its rows.
 */
/** Additive deltas of open sites per person of a workload role, for every site (0) or a corporation, and every site (0) or a holder's slice (migration 0063). */
interface InsightsOpenCountsTable {
  corporation_id: number;
  /** 0 for any provider; else the counts of that provider's sites over every corporation and holder. */
  provider_id: Generated<number>;
  /** 0 for any AE; else the counts of that AE's sites over every corporation and holder. */
  ae_id: Generated<number>;
  holder: number;
  role: string;
  person: number;
  n: number;
}

interface SiteFacetCountsTable {
  /** '' in the id_block_all rows, which count every status together (migration 0070). */
  launcher_label: SiteStatus | '';
  /** '' for the status alone, else a column of sites. */
  facet: string;
  /** The column's value as PostgreSQL prints it, 'none' for null ('' with the status alone). */
  value: string;
  n: ColumnType<string, number, number>;
}

interface SavedViewsTable {
  id: Generated<number>;
  owner_id: number;
  /** a list screen id (domain/siteList/listScreens.ts) */
  screen: string;
  name: string;
  /** the list's URL search parameters as they were saved */
  search: Json<Record<string, string | number | boolean>>;
  /** the role it is shared with; null: the owner alone */
  shared_role: Role | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A person told about something (migration 0038, issue 34). */
interface NotificationsTable {
  id: Generated<number>;
  user_id: number;
  kind: NotificationKind;
  site_id: number | null;
  actor_id: number | null;
  message: string;
  /** the app's path the notification opens */
  link: string;
  /** set by a job that may run twice: one notification per person and key */
  dedupe_key: string | null;
  created_at: Timestamp;
  read_at: Date | null;
  snoozed_until: Date | null;
}

/** A person's inbox preferences (migration 0038); no row: every kind, no digest. */
interface NotificationPreferencesTable {
  user_id: number;
  muted_kinds: JsonDefault<NotificationKind[]>;
  daily_digest: ColumnType<boolean, boolean | undefined, boolean>;
  last_digest_at: Date | null;
}

/** A proxy request in flight (migration 0025): at most one per domain, released when it ends. */
export interface DomainProxyClaimsTable {
  domain: string;
  site_id: number;
  claimed_at: Date;
}

/** A reschedule or unschedule reason (migration 0029). */
interface LaunchReasonsTable {
  id: Generated<number>;
  name: string;
  requires_note: DefaultFalse;
  position: ColumnType<number, number | undefined, number>;
  retired: DefaultFalse;
}

/** A company holiday: no launch goes out that day, beside the federal holidays (migration 0029). */
interface LaunchHolidaysTable {
  id: Generated<number>;
  /** 'YYYY-MM-DD' */
  date: ColumnType<string, string, string>;
  name: string;
}

/** One change of a settings list: who, what, before and after (migration 0029). */
interface SettingsChangesTable {
  id: Generated<number>;
  user_id: number | null;
  list: string;
  /** text since migration 0034: a checklist type's id is text ('design'); the other lists' ids are digits */
  entry_id: string;
  action: 'add' | 'change' | 'delete';
  before: Json<Record<string, unknown>> | null;
  after: Json<Record<string, unknown>> | null;
  created_at: Generated<Date>;
}

/** One field of an audit entry: its value before and after (null for a row made or removed). */
export interface AuditFieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

/** One change made through the API, or one read that is audited (migration 0040): append-only. */
interface AuditEntriesTable {
  id: Generated<number>;
  at: Generated<Date>;
  person_id: number | null;
  address: string | null;
  kind: string;
  action: 'create' | 'change' | 'delete' | 'event';
  entity: string;
  entity_id: string;
  site_id: number | null;
  changes: JsonDefault<AuditFieldChange[]>;
}

/** One status a site entered (migration 0042): written by a trigger on sites, never by the app. */
interface StatusHistoryTable {
  id: Generated<number>;
  site_id: number;
  status: SiteStatus;
  changed_at: Timestamp;
  /** Rebuilt from the log for sites older than the table (decision 0530). */
  derived: DefaultFalse;
}

/** The filter columns every Insights view carries (migration 0043). */
interface InsightsSiteColumns {
  corporation_id: number;
  provider_id: number | null;
  ae_id: number | null;
  designer_id: number | null;
  florist_id: number | null;
  am_id: number | null;
  sdr_id: number | null;
  care_id: number | null;
}

/** Materialised views over status_history (migration 0043), refreshed by the insights-refresh job. */
interface InsightsSpellsView extends InsightsSiteColumns {
  history_id: number;
  site_id: number;
  status: SiteStatus;
  started_at: Date;
  ended_at: Date | null;
}

/** provider_id and ae_id are 0 for none, so they can be part of the unique key. */
interface InsightsFlowMovesView {
  day: string;
  status: SiteStatus;
  corporation_id: number;
  provider_id: number;
  ae_id: number;
  delta: number;
}

/** corporation_id is 0 on the rows for every corporation together. */
interface InsightsFlowDaysView {
  day: string;
  status: SiteStatus;
  corporation_id: number;
  delta: number;
}

/** A viewer's slice: holder is the person holding the site in any role. */
interface InsightsFlowHolderDaysView {
  holder: number;
  day: string;
  status: SiteStatus;
  delta: number;
}

/** corporation_id is 0 on the rows for every corporation together; role is a WorkloadRole. */
interface InsightsWorkloadDaysView {
  corporation_id: number;
  role: string;
  person: number;
  day: string;
  open: number;
}

interface InsightsWorkloadFacetDaysView {
  /** 0 in an AE's rows. */
  provider_id: number;
  /** 0 in a provider's rows. */
  ae_id: number;
  role: string;
  person: number;
  day: string;
  open: number;
}

interface InsightsFlowMonthsView {
  month: string;
  status: SiteStatus;
  corporation_id: number;
  provider_id: number;
  ae_id: number;
  sites: number;
}

interface InsightsCyclesView extends InsightsSiteColumns {
  site_id: number;
  intake_at: Date;
  live_at: Date;
}

interface InsightsStatusP80View {
  status: SiteStatus;
  p80_days: number;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  account_tokens: AccountTokensTable;
  totp_recovery_codes: TotpRecoveryCodesTable;
  sign_in_codes: SignInCodesTable;
  corporations: CorporationsTable;
  corporation_contacts: CorporationContactsTable;
  providers: ProvidersTable;
  referral_partners: ReferralPartnersTable;
  funding_partners: FundingPartnersTable;
  sites: SitesTable;
  site_contacts: SiteContactsTable;
  addons: AddonsTable;
  site_addons: SiteAddonsTable;
  notes: NotesTable;
  checklist_types: ChecklistTypesTable;
  checklist_categories: ChecklistCategoriesTable;
  checklist_items: ChecklistItemsTable;
  site_checklist_ticks: SiteChecklistTicksTable;
  log_entries: LogEntriesTable;
  site_revisions: SiteRevisionsTable;
  outbox_messages: OutboxMessagesTable;
  sandbox_builder_sites: SandboxBuilderSitesTable;
  sandbox_builder_pages: SandboxBuilderPagesTable;
  sandbox_builder_backups: SandboxBuilderBackupsTable;
  sandbox_board_cards: SandboxBoardCardsTable;
  sandbox_board_comments: SandboxBoardCommentsTable;
  sandbox_registrar_domains: SandboxRegistrarDomainsTable;
  sandbox_dns_zones: SandboxDnsZonesTable;
  sandbox_dns_records: SandboxDnsRecordsTable;
  sandbox_dns_changes: SandboxDnsChangesTable;
  launches: LaunchesTable;
  subscribers: SubscribersTable;
  site_backups: SiteBackupsTable;
  domain_requests: DomainRequestsTable;
  scrape_records: ScrapeRecordsTable;
  scrape_tasks: ScrapeTasksTable;
  scrape_requests: ScrapeRequestsTable;
  site_intake: SiteIntakeTable;
  site_locations: SiteLocationsTable;
  site_flower_shops: SiteFlowerShopsTable;
  site_integrations: SiteIntegrationsTable;
  site_uploads: SiteUploadsTable;
  builder_projects: BuilderProjectsTable;
  sign_in_failures: SignInFailuresTable;
  live_payloads: LivePayloadsTable;
  site_list_version: SiteListVersionTable;
  site_row_versions: SiteRowVersionsTable;
  site_list_changes: SiteListChangesTable;
  site_list_commits: SiteListCommitsTable;
  site_facet_counts: SiteFacetCountsTable;
  insights_open_counts: InsightsOpenCountsTable;
  saved_views: SavedViewsTable;
  launch_reasons: LaunchReasonsTable;
  launch_holidays: LaunchHolidaysTable;
  settings_changes: SettingsChangesTable;
  audit_entries: AuditEntriesTable;
  domain_proxy_claims: DomainProxyClaimsTable;
  notifications: NotificationsTable;
  notification_preferences: NotificationPreferencesTable;
  status_history: StatusHistoryTable;
  insights_spells: InsightsSpellsView;
  insights_flow_moves: InsightsFlowMovesView;
  insights_flow_days: InsightsFlowDaysView;
  insights_workload_days: InsightsWorkloadDaysView;
  insights_workload_facet_days: InsightsWorkloadFacetDaysView;
  insights_flow_holder_days: InsightsFlowHolderDaysView;
  insights_flow_months: InsightsFlowMonthsView;
  insights_cycles: InsightsCyclesView;
  insights_status_p80: InsightsStatusP80View;
}
