import * as v from 'valibot';

/**
 * The parts of Duda's answers the app reads, as Duda's Partner API SDK types them
 * (@dudadev/partner-api, src/lib/*\/types.ts). Fields we do not read are let through.
 */
const optionalText = v.optional(v.nullable(v.string()));

/** GET /sites/multiscreen/templates: Duda's Template type. It names no base site. */
export const dudaTemplates = v.array(
  v.looseObject({
    template_id: v.union([v.number(), v.string()]),
    template_name: v.string(),
    preview_url: optionalText,
    thumbnail_url: optionalText,
    desktop_thumbnail_url: optionalText,
  }),
);

export const dudaCreatedSite = v.looseObject({ site_name: v.pipe(v.string(), v.minLength(1)) });

export const dudaSite = v.looseObject({
  site_name: v.string(),
  preview_site_url: optionalText,
  thumbnail_url: optionalText,
  publish_status: v.optional(v.picklist(['PUBLISHED', 'UNPUBLISHED', 'NOT_PUBLISHED_YET'])),
  last_published_date: optionalText,
});

const dudaPage = v.looseObject({
  uuid: v.string(),
  title: v.string(),
  path: v.string(),
  seo: v.optional(v.looseObject({ title: optionalText, description: optionalText })),
});

/**
 * GET /sites/multiscreen/{site}/pages: the SDK's type says a bare array, its own test fixture and
 * the live API say {results: [...]}; both are read.
 */
export const dudaPages = v.union([
  v.array(dudaPage),
  v.pipe(
    v.looseObject({ results: v.array(dudaPage) }),
    v.transform(({ results }) => results),
  ),
]);

const siteImage = v.looseObject({ label: v.string(), url: v.string(), alt: v.optional(v.string(), '') });

export const dudaContent = v.looseObject({
  site_images: v.optional(v.array(siteImage), []),
  business_data: v.optional(v.looseObject({ name: v.optional(v.string()), logo_url: v.optional(v.string()) }), {}),
  location_data: v.optional(v.looseObject({}), {}),
});

export const dudaSsoLink = v.looseObject({ url: v.pipe(v.string(), v.url()) });

/** POST .../backups/{site}/create answers the backup's name, or nothing. */
export const dudaCreatedBackup = v.optional(v.looseObject({ name: v.optional(v.string()) }));

/** GET /sites/multiscreen/backups/{site}: Duda's 'List Backups'. */
export const dudaBackups = v.array(v.looseObject({ name: v.string(), date: optionalText }));

/** Duda's error body: {error_code, message}; a missing site is 400 ResourceNotExist. */
export const isDudaResourceNotExist = (status: number, body: string): boolean => {
  if (status !== 400) return false;
  try {
    return (JSON.parse(body) as { error_code?: unknown }).error_code === 'ResourceNotExist';
  } catch {
    return false;
  }
};
