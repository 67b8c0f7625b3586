import { scrapeRecordsEndpoints } from '../../domain/api/scrapeRecords.endpoints';
import { defineRoute, type RouteModule } from '../http/route';
import { addFakeObituaries, removeFakeObituaries } from '../scrapeRecords/fakeObituaries';
import { listScrapeRecords } from '../scrapeRecords/scrapeRecordQueries';
import { requireSite } from '../sites/requireSite';
import { countFakeObituaries } from '../staging/countFakeObituaries';

/** A site's scraped records (the Scrape tab) and the Fake Obituaries tile's placeholders (domain/api/scrapeRecords.endpoints.ts). */
export const scrapeRecordsRoutes: RouteModule = () => [
  defineRoute(scrapeRecordsEndpoints.list, async ({ deps, params, query }) => {
    const site = await requireSite(deps.db, params.id);
    return listScrapeRecords(deps.db, site.id, query);
  }),
  defineRoute(scrapeRecordsEndpoints.fakeCount, async ({ deps, params }) => {
    const site = await requireSite(deps.db, params.id);
    return { count: await countFakeObituaries(deps.db, site.id) };
  }),
  defineRoute(scrapeRecordsEndpoints.addFake, async ({ deps, user, params }) => ({
    count: await addFakeObituaries(deps, user, params.id),
  })),
  defineRoute(scrapeRecordsEndpoints.removeFake, async ({ deps, user, params }) => ({
    count: await removeFakeObituaries(deps, user, params.id),
  })),
];
