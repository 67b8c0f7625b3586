import { type FakeObituaryCount, listScrapeRecordsQuery, type ScrapeRecordList } from '../../domain/api/scrapeRecords.schema';
import { idParams } from '../../domain/api/id.schema';
import { defineLegacyRoute } from '../http/legacyRoute';
import type { RouteModule } from '../http/route';
import { addFakeObituaries, removeFakeObituaries } from '../scrapeRecords/fakeObituaries';
import { listScrapeRecords } from '../scrapeRecords/scrapeRecordQueries';
import { requireSite } from '../sites/requireSite';
import { countFakeObituaries } from '../staging/countFakeObituaries';

/** A site's scraped records (the Scrape tab) and the Fake Obituaries tile's placeholders. */
export const scrapeRecordsRoutes: RouteModule = () => [
  defineLegacyRoute({
    method: 'get',
    path: '/api/sites/:id{[0-9]+}/obituaries',
    capability: 'readSites',
    params: idParams,
    query: listScrapeRecordsQuery,
    handler: async ({ c, deps, params, query }) => {
      const site = await requireSite(deps.db, params.id);
      return c.json<ScrapeRecordList>(await listScrapeRecords(deps.db, site.id, query));
    },
  }),
  defineLegacyRoute({
    method: 'get',
    path: '/api/sites/:id{[0-9]+}/fakeObituaries',
    capability: 'readSites',
    params: idParams,
    handler: async ({ c, deps, params }) => {
      const site = await requireSite(deps.db, params.id);
      return c.json<FakeObituaryCount>({ count: await countFakeObituaries(deps.db, site.id) });
    },
  }),
  defineLegacyRoute({
    method: 'post',
    path: '/api/sites/:id{[0-9]+}/fakeObituaries',
    capability: 'manageFakeObituaries',
    params: idParams,
    handler: async ({ c, deps, user, params }) => c.json<FakeObituaryCount>({ count: await addFakeObituaries(deps, user, params.id) }),
  }),
  defineLegacyRoute({
    method: 'delete',
    path: '/api/sites/:id{[0-9]+}/fakeObituaries',
    capability: 'manageFakeObituaries',
    params: idParams,
    handler: async ({ c, deps, user, params }) => c.json<FakeObituaryCount>({ count: await removeFakeObituaries(deps, user, params.id) }),
  }),
];
