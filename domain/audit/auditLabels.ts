import { isRole, roleNames } from '../roles';
import { scrapeRequestTypeLabels } from '../scrapeRequests/scrapeRequestTypes';
import { assignees } from '../siteList/assignees';

/** A field's label, or its label and how its value reads: what it names (a person's id, a role's code) or a word for each code. */
type FieldLabel = string | { label: string; names?: 'person' | 'role'; values?: Record<string, string> };

const person = (label: string): FieldLabel => ({ label, names: 'person' });
const role = (label: string): FieldLabel => ({ label, names: 'role' });

/** Fields many tables share, labelled once; an entity's own label for one of them (notes' user_id, 'Written by') wins. */
const sharedFields: Record<string, FieldLabel> = {
  id: 'ID',
  site_id: 'Site',
  user_id: person('Person'),
  name: 'Name',
  email: 'E-mail',
  phone: 'Phone',
  address: 'Address',
  city: 'City',
  state: 'State',
  zip: 'ZIP',
  position: 'Position',
  retired: 'Retired',
  status: 'Status',
  error: 'Error',
  note: 'Note',
  notes: 'Notes',
  type: 'Type',
  domain_contact: 'Domain contact',
  created_by: person('Created by'),
  started_by: person('Started by'),
  started_at: 'Started',
  finished_at: 'Finished',
  expires_at: 'Expires',
  revoked_at: 'Revoked',
  used_at: 'Used',
  steps_done: 'Steps done',
};

/**
 * What staff call each thing the audit log records and each of its fields (issue 34,
 * docs/decisions/0550): the one map the Audit log screen, a site's Full history and the CSV export
 * read. Entities are named as the database's tables (the trigger's `entity`, migration 0040) or as
 * recordAudit names them. Labels the app already shows are taken from where it shows them (the
 * site page's side panel and the assignee roles, part 1 §2's 'Launch Date'); a field missing here
 * reads as its column name in words (`auditFieldLabel`), never as a raw table.column.
 */
const auditLabels: Record<string, { label: string; fields: Record<string, FieldLabel> }> = {
  sites: {
    label: 'Site',
    fields: {
      launcher_label: 'Status',
      revisions_from: 'Revisions from',
      apex: 'Domain',
      url: 'Website',
      type: 'Site type',
      rooftops: 'Rooftops',
      corporation_id: 'Corporation',
      provider_id: 'Provider',
      referral_partner_id: 'Referral Partner',
      funding_partner_id: 'Funding Partner',
      designer_id: person(assignees.designer.label),
      florist_id: person(assignees.florist.label),
      ae_id: person(assignees.ae.label),
      am_id: person(assignees.am.label),
      sdr_id: person(assignees.sdr.label),
      care_id: person(assignees.care.label),
      scheduled_launch_date: 'Launch Date',
      needed_before: 'Needed before',
      trello_card_id: 'Trello card',
      organization_id: 'Backend organization',
      duda_id: 'Duda project',
      hosted_zone_id: 'Hosted zone',
      proxied_domain: 'Proxied domain',
      proxied_at: 'Proxied',
      proxied_by: person('Proxied by'),
      cloud_hosted: 'Cloud hosted',
      urgent_build: 'Urgent build',
      urgent_build_desc: 'Urgent Build Description',
      hosted_obit_site: 'Hosted obituaries only',
      coaching_sessions: 'Coaching sessions',
      last_coaching_session: 'Last coaching session',
      page_metadata_preset_id: 'Page SEO preset',
      filters: 'Filters',
    },
  },
  site_contacts: { label: 'Contact', fields: {} },
  site_intake: {
    label: 'Intake',
    fields: {
      purchase_notification_emails: 'Purchase Notification Emails',
      reply_to_name: 'Reply-To Name',
      reply_to_address: 'Reply-To Address',
      template_id: 'Template',
      template_name: 'Template name',
      design_notes: 'Design Notes',
      additional_notes: 'Additional Notes',
      obituary_notifications: 'Obituary notifications',
      owns_domain: 'Owns the domain',
      dns_provider: 'DNS Provider',
      dns_username: 'DNS Username',
      dns_password_sealed: 'DNS Password',
      dns_owner: 'DNS Owner',
      dns_notes: 'DNS Notes',
    },
  },
  site_locations: { label: 'Location', fields: { local_id: 'Location id', is_cemetery: 'Cemetery' } },
  site_flower_shops: { label: 'Flower shop', fields: { contact_name: 'Contact Name', preference: 'Preference' } },
  site_integrations: { label: 'Integration', fields: { integration: 'Integration', details: 'Details', secret_sealed: 'Secret' } },
  site_uploads: {
    label: 'Upload',
    fields: {
      stored_name: 'File',
      content_type: 'File type',
      size_bytes: 'Size (bytes)',
      label: 'Label',
      alt: 'Alt text',
      comment: 'Comment',
      uploaded_by: person('Uploaded by'),
    },
  },
  builder_projects: { label: 'Duda project', fields: { template_id: 'Template', builder_site_name: 'Duda site' } },
  site_backups: { label: 'Backup', fields: { backup_name: 'Backup name', requested_by: person('Requested by') } },
  site_addons: {
    label: 'Addon',
    fields: { addon_id: 'Addon', setup: 'Setup', committed: 'Committed', previous_customer: 'Previous customer' },
  },
  notes: { label: 'Note', fields: { user_id: person('Written by'), type: 'Note type' } },
  site_checklist_ticks: {
    label: 'Checklist item',
    fields: { item_id: 'Checklist item', checked: 'Checked', user_id: person('Checked by'), checked_at: 'Checked at' },
  },
  site_revisions: {
    label: 'Revision',
    fields: {
      issue: 'Issue',
      severity: 'Severity',
      fixed: 'Fixed',
      verified: 'Verified',
      user_id: person('Logged by'),
      fixed_by: person('Fixed by'),
      fixed_at: 'Fixed at',
      verified_by: person('Verified by'),
      verified_at: 'Verified at',
    },
  },
  scrape_tasks: {
    label: 'Scrape task',
    fields: {
      organization_id: 'Backend organization',
      name: 'Queue',
      job_type: 'Job type',
      kwargs: 'Settings',
      result: 'Result',
      revoke_requested: 'Kill requested',
      scheduled_time: 'Scheduled for',
    },
  },
  scrape_requests: {
    label: 'Scrape request',
    fields: {
      type: { label: 'Scrape type', values: scrapeRequestTypeLabels },
      url: 'URL',
      requested_by: person('Requested by'),
      completed: 'Completed',
      completed_at: 'Completed at',
      completed_by: person('Completed by'),
      additional_note: 'Additional note',
    },
  },
  domain_requests: {
    label: 'Domain request',
    fields: {
      user_id: person('Requested by'),
      fh_name: 'Funeral home',
      primary_domain: 'Primary domain',
      additional_domains: 'Additional domains',
      provider_email: 'Provider e-mail',
      other_email: 'Other e-mail',
      fh_email: 'Funeral home e-mail',
      ae_email: 'Account Executive e-mail',
      additional_cc: 'Additional CC',
      ae_notes: 'AE notes',
      to_addresses: 'To',
      cc_addresses: 'CC',
      message_id: 'Message id',
      sent_at: 'Sent',
    },
  },
  launches: {
    label: 'Launch',
    fields: {
      kind: { label: 'Launch kind', values: { full_send: 'Full Send', dns_instructions: 'DNS instructions' } },
      last_step: 'Last step',
      attempts: 'Attempts',
      dns_change_id: 'DNS change',
      recipient: 'Instructions sent to',
    },
  },
  users: {
    label: 'Person',
    fields: {
      role: role('Role'),
      image: 'Picture',
      trello_id: 'Trello id',
      password_hash: 'Password',
      active: 'Active',
      last_sign_in_at: 'Last sign-in',
      totp_secret: 'Second factor secret',
      totp_enabled_at: 'Second factor turned on',
      totp_last_step: 'Last second factor code',
      density: 'Density',
      color_scheme: 'Colour scheme',
    },
  },
  account_tokens: { label: 'Account link', fields: { token_hash: 'Link', kind: 'Link kind' } },
  sessions: {
    label: 'Session',
    fields: { token_hash: 'Session key', user_agent: 'Browser', address: 'Address', sign_in_method: 'Sign-in method' },
  },
  sign_in_failures: { label: 'Failed sign-in', fields: { account: 'Account', failed_at: 'Failed' } },
  saved_views: {
    label: 'Saved view',
    fields: { owner_id: person('Owner'), screen: 'List', search: 'Filters', shared_role: role('Shared with') },
  },
  corporations: { label: 'Corporation', fields: {} },
  corporation_contacts: { label: 'Corporation contact', fields: { corporation_id: 'Corporation', priority: 'Priority' } },
  providers: { label: 'Provider', fields: { contact_email: 'Contact e-mail', scrape_family: 'Scrape family' } },
  referral_partners: { label: 'Referral Partner', fields: {} },
  funding_partners: { label: 'Funding Partner', fields: { kind: 'List' } },
  addons: { label: 'Addon', fields: { question: 'Question' } },
  checklist_items: { label: 'Checklist item', fields: { category_id: 'Category', description: 'Description' } },
  launch_reasons: { label: 'Launch reason', fields: { requires_note: 'Requires a note' } },
  launch_holidays: { label: 'Holiday', fields: { date: 'Date' } },
  page: { label: 'Page', fields: { 'seo.title': 'SEO title', 'seo.description': 'SEO description' } },
  secret: { label: 'Secret', fields: {} },
  audit_entries: { label: 'Audit log', fields: { filters: 'Filters' } },
};

const fieldOf = (entity: string, field: string): FieldLabel | undefined => auditLabels[entity]?.fields[field] ?? sharedFields[field];

/** A database name in words: 'page_metadata_preset_id' reads 'Page metadata preset', 'audit_entries' 'Audit entries'. */
const inWords = (name: string): string => {
  const words = name.split(/[_.\s]+/).filter(Boolean);
  if (words.length > 1 && words.at(-1) === 'id') words.pop();
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
};

/** What an entry is about, as staff say it ('Site', 'Scrape request'). */
export const auditEntityLabel = (entity: string): string => auditLabels[entity]?.label ?? inWords(entity);

/** A changed field, as staff say it ('Launch Date', 'Designer'). */
export const auditFieldLabel = (entity: string, field: string): string => {
  const known = fieldOf(entity, field);
  return known === undefined ? inWords(field) : typeof known === 'string' ? known : known.label;
};

/** A moment as PostgreSQL writes a timestamptz into JSON ('2026-11-27T19:35:18.123+01:00'); a date alone has no time. */
const instant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}(:?\d{2})?)$/;

/** A moment in one zone for everyone who reads the log, whatever the database's or the reader's: '2026-11-27 18:35 UTC'. */
const instantText = (value: string): string => {
  const iso = new Date(value).toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
};

/**
 * A field's value as the log shows it: a moment in UTC to the minute, Yes or No for a flag, a person's name for a person's id
 * (`nameOf`, from the people the answer carries; 'Person 7' for one no longer there), a role by
 * its name, a code by its word where the map has one, a list as its items, text as it is; null for
 * no value.
 */
export const auditValueText = (
  entity: string,
  field: string,
  value: unknown,
  nameOf: (personId: number) => string | undefined,
): string | null => {
  if (value === null || value === undefined) return null;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  const known = fieldOf(entity, field);
  const names = typeof known === 'object' ? known.names : undefined;
  if (names === 'person' && typeof value === 'number') return nameOf(value) ?? `Person ${value}`;
  if (names === 'role' && isRole(value)) return roleNames[value];
  if (typeof value === 'string' && instant.test(value)) return instantText(value);
  if (typeof value === 'string') return (typeof known === 'object' ? known.values?.[value] : undefined) ?? value;
  if (Array.isArray(value) && value.every((item) => typeof item === 'string' || typeof item === 'number')) return value.join(', ');
  return JSON.stringify(value);
};

/**
 * The entities and fields whose label holds the text (any case), so the log's free-text search finds
 * an entry by what the screen shows ('launch date') as well as by the database's names. A field is
 * matched by its column on every entity, which may find a few entries more than its label alone.
 */
export const auditNamesLabelled = (text: string): { entities: string[]; fields: string[] } => {
  const wanted = text.toLowerCase();
  const holds = (label: FieldLabel) => (typeof label === 'string' ? label : label.label).toLowerCase().includes(wanted);
  const fieldsOf = (fields: Record<string, FieldLabel>) => Object.keys(fields).filter((field) => holds(fields[field]!));
  return {
    entities: Object.keys(auditLabels).filter((entity) => holds(auditLabels[entity]!.label)),
    fields: [...new Set([...fieldsOf(sharedFields), ...Object.values(auditLabels).flatMap((entity) => fieldsOf(entity.fields))])],
  };
};

/** The columns that hold a person's id, on any entity: the search finds a change by the name of the person it names. */
export const auditPersonFields: readonly string[] = [
  ...new Set(
    [sharedFields, ...Object.values(auditLabels).map((entity) => entity.fields)].flatMap((fields) =>
      Object.keys(fields).filter((field) => {
        const label = fields[field]!;
        return typeof label === 'object' && label.names === 'person';
      }),
    ),
  ),
];
