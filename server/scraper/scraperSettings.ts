import * as v from 'valibot';
import { parseAllowedHosts } from './addressGuard';

const whole = (fallback: string, what: string) =>
  v.pipe(v.optional(v.string(), fallback), v.regex(/^\d+$/, `must be a whole number of ${what}`), v.transform(Number));

/** The scraper's environment variables, spread into the server's schema (server/config.ts). */
export const scraperEnvEntries = {
  /** Comma-separated host or host:port entries allowed to be private addresses (loopback fixture sites in tests). */
  SCRAPER_ALLOWED_HOSTS: v.optional(v.string(), ''),
  /** Pause between two requests to one host. */
  SCRAPER_DELAY_MS: whole('1000', 'milliseconds'),
  SCRAPER_TIMEOUT_MS: whole('15000', 'milliseconds'),
  /** Pages (listing and record) one task may read. */
  SCRAPER_MAX_PAGES: whole('5000', 'pages'),
  SCRAPER_MAX_BYTES: whole('5000000', 'bytes'),
  /** Further attempts after a 429, a 5xx or a dropped connection. */
  SCRAPER_RETRIES: whole('3', 'attempts'),
};

type ScraperEnv = { [K in keyof typeof scraperEnvEntries]: v.InferOutput<(typeof scraperEnvEntries)[K]> };

export interface ScraperSettings {
  allowedHosts: readonly string[];
  delayMs: number;
  timeoutMs: number;
  maxBytes: number;
  maxPages: number;
  retries: number;
  /** First wait before a retry without Retry-After; doubles each time. */
  backoffMs: number;
  /** A Retry-After longer than this gives up instead of waiting. */
  maxRetryAfterMs: number;
  userAgent: string;
  /** The name robots.txt groups are matched against. */
  productToken: string;
}

const scraperProductToken = 'WebsiteAdminScraper';

export const scraperSettingsFrom = (env: ScraperEnv): ScraperSettings => ({
  allowedHosts: parseAllowedHosts(env.SCRAPER_ALLOWED_HOSTS),
  delayMs: env.SCRAPER_DELAY_MS,
  timeoutMs: env.SCRAPER_TIMEOUT_MS,
  maxBytes: env.SCRAPER_MAX_BYTES,
  maxPages: env.SCRAPER_MAX_PAGES,
  retries: env.SCRAPER_RETRIES,
  backoffMs: 1000,
  maxRetryAfterMs: 120_000,
  userAgent: `${scraperProductToken}/1.0 (+obituary import for a funeral home's new website; one request at a time)`,
  productToken: scraperProductToken,
});
