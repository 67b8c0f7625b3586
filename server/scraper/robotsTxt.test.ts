import { describe, expect, it } from 'vitest';
import { parseRobotsTxt } from './robotsTxt';

const url = (path: string) => new URL(path, 'https://old-home.example');

describe('robots.txt', () => {
  it('reads the * group: the longest matching rule wins, Allow on a tie, wildcards and $', () => {
    const robots = parseRobotsTxt(
      [
        'User-agent: OtherBot',
        'Disallow: /',
        '',
        'User-agent: *',
        'Disallow: /obituaries/',
        'Allow: /obituaries/public',
        'Disallow: /*.pdf$',
        'Crawl-delay: 2',
      ].join('\n'),
      'WebsiteAdminScraper',
    );
    expect(robots.isAllowed(url('/obituaries/jane'))).toBe(false);
    expect(robots.isAllowed(url('/obituaries/public-list'))).toBe(true);
    expect(robots.isAllowed(url('/files/a.pdf'))).toBe(false);
    expect(robots.isAllowed(url('/files/a.pdf?x=1'))).toBe(true);
    expect(robots.isAllowed(url('/about'))).toBe(true);
    expect(robots.crawlDelayMs).toBe(2000);
  });

  it('prefers a group naming our product token over *', () => {
    const robots = parseRobotsTxt(
      'User-agent: *\nDisallow: /\n\nUser-agent: websiteadminscraper\nUser-agent: another\nDisallow: /private\n',
      'WebsiteAdminScraper',
    );
    expect(robots.isAllowed(url('/obituaries'))).toBe(true);
    expect(robots.isAllowed(url('/private/x'))).toBe(false);
  });

  it('allows everything when no rule applies', () => {
    expect(
      parseRobotsTxt('# nothing here\nSitemap: https://old-home.example/sitemap.xml', 'WebsiteAdminScraper').isAllowed(url('/anything')),
    ).toBe(true);
  });
});
