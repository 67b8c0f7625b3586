import * as v from 'valibot';
import { sitePageSchema } from '../api/pageSeo.schema';

/**
 * The Site Pages editor's unsaved changes as the browser keeps them (issue 28,
 * docs/decisions/0440-intake-page-seo-domain-and-scrape-drafts.md): each changed page's uuid and
 * its SEO title and description as typed.
 */
export const pageSeoDraftSchema = v.array(v.object({ uuid: v.string(), seo: sitePageSchema.entries.seo }));
