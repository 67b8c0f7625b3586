import type { CollectionUrlError } from '../../domain/api/staging.schema';
import { ownOrigin } from '../goLive/ownOrigin';
import type { AppDeps } from '../appDeps';
import { checkUrlResolves } from './checkUrlResolves';
import { previewPageUrl } from './previewPageUrl';

/**
 * Staging error 'collection URLs': every page of the site's builder project (the builder's page
 * list: static pages and the collection pages such as Obituaries) must resolve on the site's
 * preview, since staging publishes exactly that. Each page URL is the preview URL plus the page
 * path; all are fetched at once, each with a short timeout, and one that does not answer 2xx
 * (after redirects) is listed with the reason. The page title is the collection's name. An empty
 * list means every URL resolved. A page that does not resolve blocks staging.
 */
export const checkCollectionUrls = async (
  deps: Pick<AppDeps, 'config' | 'integrations'>,
  builderSiteName: string,
): Promise<CollectionUrlError[]> => {
  const { builder } = deps.integrations;
  const [details, pages] = await Promise.all([builder.getSite(builderSiteName), builder.listPages(builderSiteName)]);
  // Sandbox preview URLs are same-origin paths: the server fetches them from itself.
  const origin = ownOrigin(deps.config);
  const checked = await Promise.all(
    pages.map(async (page) => {
      const url = previewPageUrl(details.preview_site_url, page.path, origin);
      return { name: page.title, url, error: await checkUrlResolves(url) };
    }),
  );
  return checked.flatMap(({ name, url, error }) => (error === null ? [] : [{ name, url, error }]));
};
