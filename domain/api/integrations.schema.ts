import * as v from 'valibot';

/**
 * The integrations API contract (decisions.md §8; part 2 §7 'Link and builder project'), shared by
 * the server and the browser.
 */

export type ServiceMode = 'sandbox' | 'live';

/**
 * GET /api/health: whether the database and the job queue answer (200 when both do, 503 with an
 * `error` naming what does not), which database the install uses and which implementation each
 * outside service runs; never a secret.
 */
export interface HealthResponse {
  status: 'ok' | 'unavailable';
  database: 'ok' | 'failed';
  jobs: 'ok' | 'failed';
  error?: string;
  databaseKind: 'pglite' | 'postgres';
  services: Record<'builder' | 'board' | 'registrar' | 'dns' | 'mail' | 'ai', ServiceMode>;
}

/**
 * GET /api/templates: one entry per builder template.
 * @internal Exported for tests (knip --production: decision 0416).
 */
export interface TemplateSummary {
  template_id: string;
  template_name: string;
  thumbnail_url: string;
  preview_url: string;
  base_site_name: string;
}

/** GET /api/sites/{id}/sso: the editor link, made on click because it expires in 2 minutes. */
export const editorLinkSchema = v.object({ url: v.string() });
export type EditorLinkResponse = v.InferOutput<typeof editorLinkSchema>;

/** GET /api/sites/{dudaId}/duda */
export interface BuilderSiteSummary {
  thumbnail_url: string;
  preview_site_url: string;
  site_name: string;
}

/** GET /api/sites/{baseId}/content */
export interface SiteContentResponse {
  content: {
    site_images: { label: string; url: string; alt: string }[];
    business_data: { name?: string; logo_url?: string };
  };
}

/** POST /api/sites/syncContentLibrary/{id} */
export const contentLibrarySyncedSchema = v.object({ synced: v.literal(true) });
export type SyncContentLibraryResponse = v.InferOutput<typeof contentLibrarySyncedSchema>;

/** GET /api/outbox?limit=n: the newest messages the sandbox mailer kept. */
export const outboxQuerySchema = v.object({
  limit: v.optional(
    v.pipe(v.string(), v.regex(/^\d+$/, 'must be a whole number'), v.transform(Number), v.minValue(1, 'must be at least 1'), v.maxValue(200, 'must be at most 200')),
    '50',
  ),
});

export const outboxMessageSchema = v.object({
  id: v.number(),
  from: v.string(),
  to: v.array(v.string()),
  cc: v.array(v.string()),
  replyTo: v.nullable(v.string()),
  subject: v.string(),
  text: v.string(),
  html: v.nullable(v.string()),
  /** ISO instant */
  sentAt: v.string(),
});
export type OutboxMessage = v.InferOutput<typeof outboxMessageSchema>;

export const outboxResponseSchema = v.object({ messages: v.array(outboxMessageSchema) });
export type OutboxResponse = v.InferOutput<typeof outboxResponseSchema>;
