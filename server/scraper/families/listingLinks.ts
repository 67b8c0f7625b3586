import type { CheerioAPI } from 'cheerio';

/** Links of the selected anchors on the listing's own host, resolved, without fragments, once each. */
export const sameHostLinks = ($: CheerioAPI, selector: string, pageUrl: URL, keep: (url: URL) => boolean = () => true): URL[] => {
  const seen = new Set<string>();
  const links: URL[] = [];
  for (const element of $(selector).toArray()) {
    const href = $(element).attr('href');
    if (!href || href.startsWith('#') || /^(mailto|tel|javascript):/i.test(href)) continue;
    let url: URL;
    try {
      url = new URL(href, pageUrl);
    } catch {
      continue;
    }
    url.hash = '';
    if (url.host !== pageUrl.host || seen.has(url.href) || !keep(url)) continue;
    seen.add(url.href);
    links.push(url);
  }
  return links;
};

/** rel=next (link or anchor), a .next anchor, or a pagination anchor reading 'Next', '›' or '»'. */
export const standardNextLink = ($: CheerioAPI, pageUrl: URL, extraSelector?: string): URL | null => {
  const candidates = [
    ...(extraSelector ? $(extraSelector).toArray() : []),
    ...$('link[rel="next"], a[rel="next"], a.next, .pagination a.next, li.next > a').toArray(),
    ...$('a')
      .filter((_, element) => /^\s*(next( page)?|›|»)\s*$/i.test($(element).text()))
      .toArray(),
  ];
  for (const element of candidates) {
    const href = $(element).attr('href');
    if (!href) continue;
    try {
      const url = new URL(href, pageUrl);
      if (url.host === pageUrl.host && url.href !== pageUrl.href) return url;
    } catch {
      // an unreadable href is no next page
    }
  }
  return null;
};
