import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshInsights, refreshInsightsViews } from '../../server/insights/refreshInsights';
import { createHarness, type Harness } from './harness';

/**
 * The insights-refresh job counts every view again in one transaction, which lasts minutes at
 * 200,000 sites (decision 0570). Readers must keep getting answers while it runs and writers must
 * never wait on it (issue 35, decision 0633): on PostgreSQL a chart read and a site write are
 * answered while a refresh's transaction is open, the chart from the counts before it.
 */
describe('the insights refresh and its readers and writers', () => {
  let h: Harness;
  let siteId: number;
  let writtenId: number;

  beforeAll(async () => {
    h = await createHarness({ now: () => new Date('2025-03-10T00:00:00Z') });
    await h.deps.db.insertInto('corporations').values({ id: 9201, name: 'Refresh Group' }).execute();
    siteId = await h.createSite({
      name: 'Refreshing Home',
      corporation_id: 9201,
      launcher_label: 'In Design',
      date_created: '2025-03-01T00:00:00Z',
    });
    writtenId = await h.createSite({
      name: 'Written Home',
      corporation_id: 9201,
      launcher_label: 'In Design',
      date_created: '2025-03-01T00:00:00Z',
    });
    await refreshInsights(h.deps.db);
  });
  afterAll(() => h.close());

  const flowOn = async (day: string) => {
    const res = await h.request('GET', `/api/insights/flow?corporation=9201&from=${day}&to=${day}`, { as: 'admin' });
    expect(res.status, await res.clone().text()).toBe(200);
    return ((await res.json()) as { days: { counts: Record<string, number> }[] }).days[0]?.counts;
  };

  it('answers a chart read and takes a site write while a refresh transaction is open', async () => {
    // The site goes lost today; a refresh that has counted it but not committed leaves the chart as it was.
    expect((await h.request('POST', `/api/sites/${siteId}/lost`, { as: 'admin' })).status).toBe(200);
    expect(await flowOn('2025-03-10')).toEqual({ 'In Design': 2 });
    const whileOpen = async () => {
      const [chart, write] = await Promise.all([
        flowOn('2025-03-10'),
        // A status change writes sites and status_history, both of which the refresh reads.
        h.request('POST', `/api/sites/${writtenId}/status`, { as: 'admin', body: { status: 'Staged' } }),
      ]);
      return { chart, write: write.status };
    };
    if (h.handle.kind === 'postgres') {
      // Both calls run on the pool's other connections; had either waited on the refresh's locks,
      // this transaction would never end and the test would fail on its timeout.
      const seen = await h.deps.db.transaction().execute(async (trx) => {
        await refreshInsightsViews(trx);
        return whileOpen();
      });
      expect(seen).toEqual({ chart: { 'In Design': 2 }, write: 200 });
    } else {
      // PGlite has one connection: a refresh runs between requests, never beside them.
      await refreshInsights(h.deps.db);
      expect(await whileOpen()).toEqual({ chart: { Lost: 1, 'In Design': 1 }, write: 200 });
    }
    expect(await flowOn('2025-03-10')).toEqual({ Lost: 1, 'In Design': 1 });
    const history = await h.deps.db.selectFrom('status_history').select('status').where('site_id', '=', writtenId).orderBy('id').execute();
    expect(history.map((row) => row.status)).toEqual(['In Design', 'Staged']);
    await refreshInsights(h.deps.db);
    expect(await flowOn('2025-03-10')).toEqual({ Lost: 1, Staged: 1 });
  });
});
