import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedReferenceData } from '../../server/db/seed/referenceData';
import { IntegrationError } from '../../server/integrations/integrationError';
import { sweepStoppedTasks } from '../../server/scrapeTasks/sweepStoppedTasks';
import { routeOwnOriginToApp } from './goLiveFetch';
import { createHarness, type Harness, type TestUser } from './harness';
import { type FixtureSite, type FixtureSiteOptions, startFixtureSite } from './scrapeFixtures/fixtureSite';
import { createReadySite } from './siteFixtures';

/** The inbox's job-written notifications (issue 34): scrape tasks and Full Send tell whoever started them. */
describe('notifications written by jobs', () => {
  let h: Harness;
  const fixtures: FixtureSite[] = [];
  beforeAll(async () => {
    h = await createHarness();
    await seedReferenceData(h.handle.db);
    h.deps.config.SCRAPER_DELAY_MS = 0;
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    await Promise.all(fixtures.splice(0).map((site) => site.close()));
  });
  afterAll(() => h.close());

  const inboxOf = async (as: TestUser) => {
    const res = await h.request('GET', '/api/notifications', { as });
    expect(res.status).toBe(200);
    return ((await res.json()) as { notifications: Array<{ kind: string; message: string; link: string }> }).notifications;
  };

  const startScrape = async (starter: TestUser, options: FixtureSiteOptions, allow: boolean) => {
    const site = await startFixtureSite(options);
    fixtures.push(site);
    if (allow) h.deps.config.SCRAPER_ALLOWED_HOSTS = [h.deps.config.SCRAPER_ALLOWED_HOSTS, site.host].filter(Boolean).join(',');
    const siteId = await h.createSite({ organization_id: 'org-inbox' });
    const res = await h.request('POST', '/api/scrapiTasks/startScrape', {
      as: starter,
      body: { organizationId: 'org-inbox', legacyFhid: siteId, url: `http://www.${site.host}/`, provider: 'Other' },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    return siteId;
  };

  it('tells whoever started a scrape task when it finishes', async () => {
    const starter = await h.createUser('admin');
    const siteId = await startScrape(starter, { family: 'generic', pages: 1, perPage: 1 }, true);
    await h.jobs.drain();
    expect(await inboxOf(starter)).toEqual([
      expect.objectContaining({ kind: 'scrape', message: 'Scrape task high_priority_scrape finished', link: `/sites/id/${siteId}/scrape` }),
    ]);
  });

  it('tells whoever started a scrape task when it fails, or when the sweep finds it stopped', async () => {
    const starter = await h.createUser('admin');
    await startScrape(starter, { family: 'generic', pages: 1, perPage: 1 }, false);
    await h.jobs.drain();
    const siteId = await h.createSite();
    await h.handle.db
      .insertInto('scrape_tasks')
      .values({
        id: 'inbox-swept-task',
        site_id: siteId,
        organization_id: 'org-inbox',
        name: 'obituaries_scrape',
        job_type: 'obituaries',
        status: 'STARTED',
        kwargs: '{}',
        created_by: starter.id,
        created_at: new Date(),
        started_at: new Date(),
      })
      .execute();
    await sweepStoppedTasks(h.deps);
    expect((await inboxOf(starter)).map((item) => item.message)).toEqual([
      'Scrape task obituaries_scrape failed',
      'Scrape task high_priority_scrape failed',
    ]);
  });

  it('tells whoever pressed Full Send when it finishes, and when it fails', async () => {
    routeOwnOriginToApp(h);
    const specialist = await h.createUser('launch');
    const done = await createReadySite(h, 'Inbox Done Funeral Home', 'inbox-done.example');
    const failing = await createReadySite(h, 'Inbox Failing Funeral Home', 'inbox-failing.example');
    const { duda_id: refusedName } = await h.handle.db
      .selectFrom('sites')
      .select('duda_id')
      .where('id', '=', failing)
      .executeTakeFirstOrThrow();
    const { builder } = h.deps.integrations;
    const publish = builder.publishSite.bind(builder);
    vi.spyOn(builder, 'publishSite').mockImplementation(async (name) => {
      if (name !== refusedName) return publish(name);
      throw new IntegrationError('builder', 'unavailable', 'The website builder (Duda) is having problems (status 502); try again later.');
    });
    for (const siteId of [done, failing])
      expect((await h.request('POST', `/api/sites/${siteId}/goLive/fullSend`, { as: specialist })).status).toBe(200);
    await h.jobs.drain();
    expect(await inboxOf(specialist)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'launch', message: 'Full Send finished: the site is live', link: `/sites/id/${done}` }),
        expect.objectContaining({
          kind: 'launch',
          message: 'Full Send failed: The website builder (Duda) is having problems (status 502); try again later.',
          link: `/sites/id/${failing}`,
        }),
      ]),
    );
    expect(await inboxOf(specialist)).toHaveLength(2);
  });
});
