import * as v from 'valibot';

/**
 * The integrations API contract (decisions.md §8; part 2 §7 'Link and builder project'), shared by
 * the server and the browser.
 */

const serviceModeSchema = v.picklist(['sandbox', 'live']);

/**
 * GET /api/health (liveness, no I/O): the process answers, which database the install uses and
 * which implementation each outside service runs; never a secret. Readiness is GET /api/ready.
 */
export const healthSchema = v.object({
  status: v.literal('ok'),
  databaseKind: v.picklist(['pglite', 'postgres']),
  services: v.object({
    builder: serviceModeSchema,
    board: serviceModeSchema,
    registrar: serviceModeSchema,
    dns: serviceModeSchema,
    mail: serviceModeSchema,
    ai: serviceModeSchema,
  }),
});
/** @internal Exported for tests (knip --production: decision 0416). */
export type HealthResponse = v.InferOutput<typeof healthSchema>;

/** GET /api/templates: one entry per builder template. */
export const templatesSchema = v.array(
  v.object({
    template_id: v.string(),
    template_name: v.string(),
    thumbnail_url: v.string(),
    preview_url: v.string(),
    base_site_name: v.nullable(v.string()),
  }),
);
/** One template of the builder's gallery (the intake wizard and the create page show it). */
export type TemplateSummary = v.InferOutput<typeof templatesSchema>[number];

/** Builder site names are short slugs (Duda's are 8 hex characters); anything else cannot exist: 404 'No builder site …'. */
const builderSiteName = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/), v.title('builder site'));

/** The path of GET /api/sites/{dudaId}/duda. */
export const builderSiteParams = v.object({ dudaId: builderSiteName });

/** The path of GET /api/sites/{baseId}/content. */
export const builderContentParams = v.object({ baseId: builderSiteName });

/** GET /api/sites/{id}/sso: the editor link, made on click because it expires in 2 minutes. */
export const editorLinkSchema = v.object({ url: v.string() });
/** @internal Exported for tests (knip --production: decision 0416). */
export type EditorLinkResponse = v.InferOutput<typeof editorLinkSchema>;

/** GET /api/sites/{dudaId}/duda */
export const builderSiteSummarySchema = v.object({
  thumbnail_url: v.string(),
  preview_site_url: v.string(),
  site_name: v.string(),
});
/** @internal Exported for tests (knip --production: decision 0416). */
export type BuilderSiteSummary = v.InferOutput<typeof builderSiteSummarySchema>;

/** GET /api/sites/{baseId}/content */
export const siteContentSchema = v.object({
  content: v.object({
    site_images: v.array(v.object({ label: v.string(), url: v.string(), alt: v.string() })),
    business_data: v.object({ name: v.optional(v.string()), logo_url: v.optional(v.string()) }),
  }),
});
/** @internal Exported for tests (knip --production: decision 0416). */
export type SiteContentResponse = v.InferOutput<typeof siteContentSchema>;

/** POST /api/sites/syncContentLibrary/{id} */
export const contentLibrarySyncedSchema = v.object({ synced: v.literal(true) });

/** GET /api/outbox?limit=n: the newest messages the sandbox mailer kept. */
export const outboxQuerySchema = v.object({
  limit: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d+$/, 'must be a whole number'),
      v.transform(Number),
      v.minValue(1, 'must be at least 1'),
      v.maxValue(200, 'must be at most 200'),
    ),
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
/** @internal Exported for tests (knip --production: decision 0416). */
export type OutboxResponse = v.InferOutput<typeof outboxResponseSchema>;
