import { AddressRefusedError } from './addressGuard';
import { FetchFailedError, fetchGuarded, type GuardedResponse } from './guardedFetch';
import { type HostPacer, sharedHostPacer } from './hostPacer';
import { allowEverything, parseRobotsTxt, type RobotsPolicy } from './robotsTxt';
import type { ScraperSettings } from './scraperSettings';

/** The task has read as many pages as it may. */
export class PageCapReachedError extends Error {
  constructor(readonly maxPages: number) {
    super(`page cap of ${maxPages} pages reached`);
    this.name = 'PageCapReachedError';
  }
}

/** The old site as one scrape sees it: its scheme, its robots.txt, and a paced, retrying GET. */
export interface SiteClient {
  readonly origin: string;
  readonly pagesRead: number;
  isAllowed(url: URL): boolean;
  /** GETs a page of the site (counted toward the page cap); any status is an answer. */
  get(url: URL): Promise<GuardedResponse>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Retry-After in seconds or as an HTTP date; null when absent or unreadable. */
const retryAfterMs = (header: string | string[] | undefined): number | null => {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return null;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - Date.now());
};

const isRetryable = (status: number) => status === 429 || status >= 500;

interface ClientOptions {
  settings: ScraperSettings;
  pacer?: HostPacer;
}

const pacedGet = (url: URL, options: ClientOptions, delayMs: number, accept?: string): Promise<GuardedResponse> => {
  const { settings } = options;
  return (options.pacer ?? sharedHostPacer).run(url.host, delayMs, async () => {
    for (let attempt = 0; ; attempt += 1) {
      let wait: number;
      try {
        const response = await fetchGuarded(url, { ...settings, ...(accept ? { accept } : {}) });
        if (!isRetryable(response.status) || attempt >= settings.retries) return response;
        wait = retryAfterMs(response.headers['retry-after']) ?? settings.backoffMs * 2 ** attempt;
        if (wait > settings.maxRetryAfterMs) return response;
      } catch (error) {
        if (!(error instanceof FetchFailedError) || !error.transient || attempt >= settings.retries) throw error;
        wait = settings.backoffMs * 2 ** attempt;
      }
      await sleep(wait);
    }
  });
};

/** robots.txt: 4xx means no rules; a server error or no answer means stay out (RFC 9309 §2.3.1). */
const robotsOf = (response: GuardedResponse, settings: ScraperSettings): RobotsPolicy => {
  if (response.status >= 200 && response.status < 300) return parseRobotsTxt(response.body, settings.productToken);
  if (response.status >= 400 && response.status < 500) return allowEverything;
  return { isAllowed: () => false, crawlDelayMs: null };
};

/**
 * Opens the old site at `host` (the cleaned URL: no scheme): https first, then http when https
 * does not answer at all, reading robots.txt on the way. A refused address is not retried over
 * http: the guard would refuse it there too.
 */
export const openSite = async (host: string, options: ClientOptions): Promise<SiteClient> => {
  const { settings } = options;
  let origin: string | null = null;
  let robotsResponse: GuardedResponse | null = null;
  let lastError: unknown = null;
  for (const scheme of ['https', 'http'] as const) {
    const candidate = new URL(`${scheme}://${host}`).origin;
    try {
      robotsResponse = await pacedGet(
        new URL('/robots.txt', candidate),
        { ...options, settings: { ...settings, retries: 0 } },
        settings.delayMs,
        'text/plain',
      );
      origin = candidate;
      break;
    } catch (error) {
      if (error instanceof AddressRefusedError) throw error;
      lastError = error;
    }
  }
  if (!origin || !robotsResponse)
    throw new FetchFailedError(
      `${host} did not answer over https or http (${lastError instanceof Error ? lastError.message : 'no answer'})`,
      false,
    );
  const robots = robotsOf(robotsResponse, settings);
  const delayMs = Math.max(settings.delayMs, Math.min(robots.crawlDelayMs ?? 0, 30_000));
  let pagesRead = 0;
  return {
    origin,
    get pagesRead() {
      return pagesRead;
    },
    isAllowed: (url) => robots.isAllowed(url),
    get: async (url) => {
      if (pagesRead >= settings.maxPages) throw new PageCapReachedError(settings.maxPages);
      pagesRead += 1;
      return pacedGet(url, options, delayMs);
    },
  };
};
