/**
 * What an audit entry is about (issue 34), as the log's filter offers it. The database trigger
 * writes the kinds of row changes (server/db/migrations/0040_audit_log.ts); recordAudit writes the
 * events no row shows (a secret revealed, an export, page SEO kept at the builder).
 */
export const auditKindLabels = {
  site: 'Site fields',
  status: 'Status',
  assignment: 'Assignment',
  launchDate: 'Launch date',
  note: 'Note',
  checklist: 'Checklist',
  revision: 'Revision',
  addon: 'Addon',
  scrape: 'Scrape',
  domain: 'Domain',
  pageSeo: 'Page SEO',
  goLive: 'Go live',
  person: 'People',
  settings: 'Settings',
  savedView: 'Saved view',
  signIn: 'Sign-in',
  signOut: 'Sign-out',
  signInFailed: 'Failed sign-in',
  secretReveal: 'Secret revealed',
  export: 'Export',
} as const;

export type AuditKind = keyof typeof auditKindLabels;

export const auditKinds = Object.keys(auditKindLabels) as AuditKind[];

/** How an entry changed its entity: made, changed, removed, or an event that changed no row. */
export const auditActionLabels = { create: 'Created', change: 'Changed', delete: 'Deleted', event: 'Recorded' } as const;

export type AuditAction = keyof typeof auditActionLabels;
