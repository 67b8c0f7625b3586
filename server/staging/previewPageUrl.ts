/**
 * A builder page's address on the site's preview: the page path appended to the preview URL's
 * path (its query, e.g. a preview token, is kept). A relative preview URL is one of our sandbox
 * pages and is made absolute on this server's origin.
 */
export const previewPageUrl = (previewSiteUrl: string, pagePath: string, origin: string): string => {
  const url = new URL(previewSiteUrl, `${origin}/`);
  const segments = pagePath.split('/').filter(Boolean).map(encodeURIComponent);
  url.pathname = [url.pathname.replace(/\/+$/, ''), ...segments].join('/');
  return url.href;
};
