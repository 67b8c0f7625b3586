import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ScrapeProviderFamily } from '../../../domain/scrapeTasks/scrapeProviders';
import { fixtureObituary } from './fixtureObituaries';
import { listingPage, listingPath, obituaryPage, obituaryPath } from './fixturePages';

type Handler = (request: IncomingMessage, response: ServerResponse) => void | Promise<void>;

export interface FixtureSiteOptions {
  family: ScrapeProviderFamily;
  /** Listing pages with records; a Batesville listing past the last answers an empty page. */
  pages: number;
  perPage: number;
  robotsTxt?: string;
  /** Answers for particular paths (path and query), ahead of the site's own pages. */
  routes?: Record<string, Handler>;
  /** The loopback port to listen on (one a server's SCRAPER_ALLOWED_HOSTS names); any free port by default. */
  port?: number;
}

export interface FixtureSite {
  /** 127.0.0.1:port, what SCRAPER_ALLOWED_HOSTS lists and the start form takes as the URL. */
  host: string;
  origin: string;
  /** Every path requested, in order, with its User-Agent. */
  requests: Array<{ path: string; userAgent: string | undefined }>;
  /** The path of each obituary the site lists, in listing order. */
  obituaryPaths: string[];
  close(): Promise<void>;
}

const send = (response: ServerResponse, status: number, body: string, type = 'text/html; charset=utf-8') => {
  response.writeHead(status, { 'content-type': type, 'content-length': Buffer.byteLength(body) });
  response.end(body);
};

/**
 * An old funeral-home site of one provider family on loopback: listing pages 1..pages of perPage
 * obituaries each, every obituary page, robots.txt, and any overrides a test needs (a 429, a
 * redirect, a held page). Pages are written on request, so a site of 1,000 records costs nothing
 * until it is read.
 */
export const startFixtureSite = async (options: FixtureSiteOptions): Promise<FixtureSite> => {
  const total = options.pages * options.perPage;
  const obituaries = Array.from({ length: total }, (_, index) => index);
  const byPath = new Map(obituaries.map((index) => [obituaryPath(options.family, fixtureObituary(index)), index]));
  const listings = new Map(Array.from({ length: options.pages + 5 }, (_, n) => [listingPath(options.family, n + 1), n + 1]));
  const requests: FixtureSite['requests'] = [];

  const server = createServer((request, response) => {
    const path = request.url ?? '/';
    requests.push({ path, userAgent: request.headers['user-agent'] });
    const override = options.routes?.[path];
    if (override) return void Promise.resolve(override(request, response)).catch(() => response.destroy());
    if (path === '/robots.txt')
      return options.robotsTxt === undefined
        ? send(response, 404, 'Not found', 'text/plain')
        : send(response, 200, options.robotsTxt, 'text/plain');
    const listing = listings.get(path);
    if (listing !== undefined) {
      if (listing > options.pages && options.family !== 'batesville') return send(response, 404, 'Not found');
      const onPage = obituaries.slice((listing - 1) * options.perPage, listing * options.perPage).map(fixtureObituary);
      const next = listing < options.pages ? listingPath(options.family, listing + 1) : null;
      return send(response, 200, listingPage(options.family, onPage, next));
    }
    const index = byPath.get(path);
    if (index !== undefined) return send(response, 200, obituaryPage(options.family, fixtureObituary(index)));
    send(response, 404, 'Not found');
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    host: `127.0.0.1:${port}`,
    origin: `http://127.0.0.1:${port}`,
    requests,
    obituaryPaths: [...byPath.keys()],
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
