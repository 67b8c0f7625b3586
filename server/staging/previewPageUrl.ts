import type { ServerConfig } from '../config';

/**
 * Where this server reaches itself: PUBLIC_ORIGIN when set, else its own port on loopback. The
 * sandbox builder hands out same-origin preview paths (/sandbox/preview/...), which the server
 * fetches through here the way it fetches a real builder's preview host.
 */
export const serverOrigin = (config: Pick<ServerConfig, 'PUBLIC_ORIGIN' | 'HOST' | 'PORT'>): string => {
  if (config.PUBLIC_ORIGIN) return config.PUBLIC_ORIGIN.replace(/\/+$/, '');
  const host = config.HOST === '0.0.0.0' || config.HOST === '::' ? '127.0.0.1' : config.HOST;
  return `http://${host.includes(':') ? `[${host}]` : host}:${config.PORT}`;
};

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
