import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { GoLiveSummary, LaunchEvent, LaunchState } from '../../domain/api/goLive.schema';
import { goLiveCheckNames, type GoLiveCheckResult } from '../../domain/goLive/goLiveChecks';
import { IntegrationError } from '../../server/integrations/integrationError';
import { createHarness, type Harness } from './harness';
import { routeOwnOriginToApp } from './goLiveFetch';
import { createReadySite, tickChecklistItems } from './siteFixtures';

/** decisions.md §6: the steps of Full Send, each also its live 'launch_event' message. */
const fullSendSteps = [
  'Getting started',
  'Publishing site',
  'Pointing DNS',
  'Waiting for DNS',
  'Checking the live site',
  'Updating the board',
  'Done',
];

describe('go-live API', () => {
  let h: Harness;
  let domains = 0;

  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(() => h.close());
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  const readySite = async () => {
    domains += 1;
    const apex = `ready-${domains}.example`;
    return { id: await createReadySite(h, `Ready Funeral Home ${domains}`, apex), apex };
  };
  const json = async <T>(response: Response, status = 200): Promise<T> => {
    expect(response.status).toBe(status);
    return (await response.json()) as T;
  };
  const siteLiveLogs = (siteId: number) =>
    h.handle.db
      .selectFrom('log_entries')
      .select(['message', 'log_type', 'user_id'])
      .where('site_id', '=', siteId)
      .where('message', '=', 'Site live')
      .execute();

  describe('GET /api/sites/{id}/goLive/checks/{check}', () => {
    it('passes all 13 checks for a ready site', async () => {
      routeOwnOriginToApp(h);
      const { id } = await readySite();
      const results = await Promise.all(
        goLiveCheckNames.map(async (name) =>
          json<GoLiveCheckResult>(await h.request('GET', `/api/sites/${id}/goLive/checks/${name}`, { as: 'launch' })),
        ),
      );
      expect(results).toEqual(goLiveCheckNames.map((name) => ({ name, status: 'passed', missing: [] })));
    });

    it('lists what is missing on a fresh site, by checklist description', async () => {
      const id = await h.createSite();
      await tickChecklistItems(h, id, [59, 61]);
      expect(await json(await h.request('GET', `/api/sites/${id}/goLive/checks/domain`, { as: 'designer' }))).toEqual({
        name: 'domain',
        status: 'failed',
        missing: ['Domain secured'],
      });
      expect(await json(await h.request('GET', `/api/sites/${id}/goLive/checks/designChecks`, { as: 'launch' }))).toEqual({
        name: 'designChecks',
        status: 'failed',
        missing: ['No broken images', 'Mobile menu opens and closes'],
      });
      expect(await json(await h.request('GET', `/api/sites/${id}/goLive/checks/duda`, { as: 'launch' }))).toEqual({
        name: 'duda',
        status: 'failed',
        missing: ['Builder project created'],
      });
      // No floral addon: nothing floral to finish.
      expect(await json(await h.request('GET', `/api/sites/${id}/goLive/checks/floral`, { as: 'launch' }))).toMatchObject({
        status: 'passed',
      });
    });

    it('fails the duda check for a project the builder does not know', async () => {
      const id = await h.createSite({ duda_id: 'deadbeef' });
      expect(await json(await h.request('GET', `/api/sites/${id}/goLive/checks/duda`, { as: 'launch' }))).toMatchObject({
        status: 'failed',
        missing: ['Builder project created'],
      });
    });

    it('answers 404 for an unknown check or site and 401 without a session', async () => {
      const id = await h.createSite();
      expect((await h.request('GET', `/api/sites/${id}/goLive/checks/weather`, { as: 'launch' })).status).toBe(404);
      expect((await h.request('GET', '/api/sites/999999/goLive/checks/domain', { as: 'launch' })).status).toBe(404);
      expect((await h.request('GET', `/api/sites/${id}/goLive/checks/domain`)).status).toBe(401);
    });
  });

  describe('pending scrapes, summary, domain contacts', () => {
    it('lists the scrape tasks of the site not finished yet, until they are', async () => {
      const id = await h.createSite({ organization_id: 'org-pending' });
      expect(await json(await h.request('GET', `/api/sites/${id}/goLive/pendingScrapes`, { as: 'launch' }))).toEqual([]);
      const started = await h.request('POST', '/api/scrapiTasks/startScrape', {
        as: 'admin',
        body: { organizationId: 'org-pending', legacyFhid: id, url: 'old-home.example', provider: 'Other' },
      });
      const { taskId } = await json<{ taskId: string }>(started);
      expect(await json(await h.request('GET', `/api/sites/${id}/goLive/pendingScrapes`, { as: 'launch' }))).toEqual([
        { id: taskId, type: 'obituaries', status: 'RECEIVED' },
      ]);
      expect((await h.request('POST', '/api/scrapiTasks/killTask', { as: 'admin', body: { taskId } })).status).toBe(200);
      expect(await json(await h.request('GET', `/api/sites/${id}/goLive/pendingScrapes`, { as: 'launch' }))).toEqual([]);
      expect((await h.request('GET', '/api/sites/999999/goLive/pendingScrapes', { as: 'launch' })).status).toBe(404);
    });

    it('lists the open scrape requests until they are marked complete, not the checklist', async () => {
      const id = await h.createSite();
      await tickChecklistItems(h, id, [195]);
      expect(await json(await h.request('GET', `/api/sites/${id}/goLive/pendingScrapes`, { as: 'launch' }))).toEqual([]);
      const request = await json<{ id: number }>(
        await h.request('POST', `/api/scrapeRequest/${id}/create`, {
          as: 'designer',
          body: { type: 'blogs', url: 'old.example', note: '' },
        }),
        201,
      );
      expect(await json(await h.request('GET', `/api/sites/${id}/goLive/pendingScrapes`, { as: 'launch' }))).toEqual([
        { id: `request-${request.id}`, type: 'blogs', status: 'Requested' },
      ]);
      await json(await h.request('POST', `/api/scrapeRequest/${request.id}/markComplete`, { as: 'launch', body: { type: 'blogs' } }));
      expect(await json(await h.request('GET', `/api/sites/${id}/goLive/pendingScrapes`, { as: 'launch' }))).toEqual([]);
      expect((await h.request('GET', '/api/sites/999999/goLive/pendingScrapes', { as: 'launch' })).status).toBe(404);
    });

    it('summarises revisions, design, floral and SEO and says how the site can launch', async () => {
      const { id, apex } = await readySite();
      await h.handle.db.insertInto('site_revisions').values({ site_id: id, issue: 'Logo blurry', fixed: true, verified: false }).execute();
      await h.handle.db.deleteFrom('site_checklist_ticks').where('site_id', '=', id).where('item_id', 'in', [60, 15]).execute();
      const summary = await json<GoLiveSummary>(await h.request('GET', `/api/sites/${id}/goLive/summary`, { as: 'launch' }));
      expect(summary).toEqual({
        siteId: id,
        name: expect.stringContaining('Ready Funeral Home'),
        apex,
        status: '100% Ready',
        cloudHosted: true,
        liveUrl: `/sandbox/live/${apex}`,
        launchWikiUrl: null,
        runningLaunchId: null,
        revisions: { unfixed: 0, unverified: 1 },
        design: { unfinished: ['No broken images'] },
        floral: { hasAddon: true, unfinished: [] },
        seo: { unfinished: ['Meta descriptions set'] },
      });
      expect((await h.request('GET', '/api/sites/999999/goLive/summary', { as: 'launch' })).status).toBe(404);
    });

    it("lists the site's domain contacts, then its corporation's, once per address", async () => {
      const id = await h.createSite({ corporation_id: 2 });
      await h.handle.db
        .insertInto('site_contacts')
        .values([
          { site_id: id, name: 'Owner', email: 'owner@fh.example', domain_contact: true },
          { site_id: id, name: 'Office', email: 'office@fh.example', domain_contact: false },
        ])
        .execute();
      await h.handle.db
        .insertInto('corporation_contacts')
        .values([
          { corporation_id: 2, name: 'Group IT', email: 'it@group.example', type: 'domain_primary', domain_contact: true, priority: 1 },
          { corporation_id: 2, name: 'Owner again', email: 'OWNER@fh.example', type: 'secondary', domain_contact: true, priority: 2 },
          { corporation_id: 2, name: 'Sales', email: 'sales@group.example', type: 'primary', domain_contact: false, priority: 3 },
        ])
        .execute();
      expect(await json(await h.request('GET', `/api/sites/${id}/domainContacts`, { as: 'launch' }))).toEqual([
        { name: 'Owner', email: 'owner@fh.example' },
        { name: 'Group IT', email: 'it@group.example' },
      ]);
      expect((await h.request('GET', '/api/sites/999999/domainContacts', { as: 'launch' })).status).toBe(404);
    });
  });

  describe('POST /api/sites/{id}/goLive/fullSend', () => {
    it('starts one launch, joins concurrent requests to it, and the job takes the site Live', async () => {
      routeOwnOriginToApp(h);
      const { id, apex } = await readySite();
      const events: LaunchEvent[] = [];
      h.live.listen(`site:${id}`, (type, payload) => type === 'launch_event' && events.push(payload as LaunchEvent));

      const answers = await Promise.all([
        h.request('POST', `/api/sites/${id}/goLive/fullSend`, { as: 'launch' }),
        h.request('POST', `/api/sites/${id}/goLive/fullSend`, { as: 'admin' }),
      ]);
      const [first, second] = await Promise.all(answers.map((answer) => json<{ launchId: string }>(answer)));
      expect(second!.launchId).toBe(first!.launchId);
      expect(
        h.jobs.sent.filter((job) => job.name === 'full-send' && (job.data as { launchId: string }).launchId === first!.launchId),
      ).toHaveLength(1);
      const summary = await json<GoLiveSummary>(await h.request('GET', `/api/sites/${id}/goLive/summary`, { as: 'launch' }));
      expect(summary.runningLaunchId).toBe(first!.launchId);

      await h.jobs.drain();
      expect(events.map((event) => event.message)).toEqual(fullSendSteps);
      expect(events.at(-1)).toEqual({ launchId: first!.launchId, message: 'Done', status: 'done' });
      const state = await json<LaunchState>(await h.request('GET', `/api/launches/${first!.launchId}`, { as: 'designer' }));
      expect(state).toEqual({
        id: first!.launchId,
        siteId: id,
        status: 'done',
        stepsDone: fullSendSteps,
        messages: fullSendSteps,
        error: null,
      });

      const site = await h.handle.db
        .selectFrom('sites')
        .select(['launcher_label', 'hosted_zone_id', 'trello_card_id'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(site.launcher_label).toBe('Live');
      // Either concurrent caller may have created the launch; its 'Site live' is logged once, as theirs.
      const { started_by: starter } = await h.handle.db
        .selectFrom('launches')
        .select('started_by')
        .where('id', '=', first!.launchId)
        .executeTakeFirstOrThrow();
      expect([h.users.launch.id, h.users.admin.id]).toContain(starter);
      expect(await siteLiveLogs(id)).toEqual([{ message: 'Site live', log_type: 'GO_LIVE', user_id: starter }]);
      expect((await h.deps.integrations.board.getCard(site.trello_card_id!)).list).toBe('LIVE.LIVE');
      const records = await h.deps.integrations.dns.listRecords(site.hosted_zone_id!);
      expect(records).toContainEqual({ name: apex, type: 'A', ttl: 300, values: ['35.172.94.1'] });

      // Live now: no second Full Send.
      expect((await h.request('POST', `/api/sites/${id}/goLive/fullSend`, { as: 'launch' })).status).toBe(409);
    });

    it('fails the launch with the service message when a step is refused, and a new Full Send can start', async () => {
      routeOwnOriginToApp(h);
      const { id } = await readySite();
      // Refuse only this site's publish: a job another test left queued may be drained first.
      const { duda_id: builderName } = await h.handle.db
        .selectFrom('sites')
        .select('duda_id')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      const { builder } = h.deps.integrations;
      const publish = builder.publishSite.bind(builder);
      let refused = false;
      vi.spyOn(builder, 'publishSite').mockImplementation(async (name) => {
        if (name !== builderName || refused) return publish(name);
        refused = true;
        throw new IntegrationError(
          'builder',
          'unavailable',
          'The website builder (Duda) is having problems (status 502); try again later.',
        );
      });
      const events: LaunchEvent[] = [];
      h.live.listen(`site:${id}`, (type, payload) => type === 'launch_event' && events.push(payload as LaunchEvent));
      const { launchId } = await json<{ launchId: string }>(await h.request('POST', `/api/sites/${id}/goLive/fullSend`, { as: 'launch' }));
      await h.jobs.drain();
      const failedMessage = 'Full Send failed: The website builder (Duda) is having problems (status 502); try again later.';
      expect(events.map((event) => event.message)).toEqual(['Getting started', 'Publishing site', failedMessage]);
      expect(await json(await h.request('GET', `/api/launches/${launchId}`, { as: 'launch' }))).toMatchObject({
        status: 'failed',
        stepsDone: ['Getting started'],
        messages: ['Getting started', failedMessage],
      });
      expect(
        (await h.handle.db.selectFrom('sites').select('launcher_label').where('id', '=', id).executeTakeFirstOrThrow()).launcher_label,
      ).toBe('100% Ready');

      const again = await json<{ launchId: string }>(await h.request('POST', `/api/sites/${id}/goLive/fullSend`, { as: 'launch' }));
      expect(again.launchId).not.toBe(launchId);
      await h.jobs.drain();
      expect(await siteLiveLogs(id)).toHaveLength(1);
    });

    it('answers 409 while a scrape request of the site is open, and starts once it is complete', async () => {
      routeOwnOriginToApp(h);
      const { id } = await readySite();
      const request = await json<{ id: number }>(
        await h.request('POST', `/api/scrapeRequest/${id}/create`, { as: 'admin', body: { type: 'obituaries' } }),
        201,
      );
      const refused = await h.request('POST', `/api/sites/${id}/goLive/fullSend`, { as: 'launch' });
      expect(refused.status).toBe(409);
      expect(await refused.json()).toEqual({ error: 'Full Send must wait for the pending scrapes to finish' });
      await json(await h.request('POST', `/api/scrapeRequest/${request.id}/markComplete`, { as: 'launch', body: { type: 'obituaries' } }));
      expect((await h.request('POST', `/api/sites/${id}/goLive/fullSend`, { as: 'launch' })).status).toBe(200);
    });

    it('answers 409 naming the checks that do not pass, and for a site off our cloud hosting', async () => {
      routeOwnOriginToApp(h);
      const { id } = await readySite();
      const jobsBefore = h.jobs.sent.length;
      await h.handle.db.deleteFrom('site_checklist_ticks').where('site_id', '=', id).where('item_id', 'in', [156, 13]).execute();
      const refused = await h.request('POST', `/api/sites/${id}/goLive/fullSend`, { as: 'launch' });
      expect(refused.status).toBe(409);
      expect(await refused.json()).toEqual({ error: 'Full Send needs all 13 checks to pass; not passed: domain, seo' });

      const manual = await readySite();
      await h.handle.db.updateTable('sites').set({ cloud_hosted: false }).where('id', '=', manual.id).execute();
      expect((await h.request('POST', `/api/sites/${manual.id}/goLive/fullSend`, { as: 'launch' })).status).toBe(409);
      expect(h.jobs.sent).toHaveLength(jobsBefore);
      expect(await h.handle.db.selectFrom('launches').select('id').where('site_id', 'in', [id, manual.id]).execute()).toEqual([]);
    });

    it('answers 401, 403 and 404', async () => {
      const { id } = await readySite();
      expect((await h.request('POST', `/api/sites/${id}/goLive/fullSend`)).status).toBe(401);
      expect((await h.request('POST', `/api/sites/${id}/goLive/fullSend`, { as: 'designer' })).status).toBe(403);
      expect((await h.request('POST', '/api/sites/999999/goLive/fullSend', { as: 'launch' })).status).toBe(404);
      expect((await h.request('GET', '/api/launches/not-a-launch', { as: 'launch' })).status).toBe(404);
      expect((await h.request('GET', '/api/launches/00000000-0000-4000-8000-000000000000', { as: 'launch' })).status).toBe(404);
    });
  });

  describe('POST /api/sites/{id}/goLive/dnsInstructions', () => {
    const body = { contactEmail: 'it@smith.example', fhName: 'Smith Funeral Home', domain: 'smith.example' };

    it('e-mails the records through the mailer and logs it', async () => {
      const id = await h.createSite();
      expect(await json(await h.request('POST', `/api/sites/${id}/goLive/dnsInstructions`, { as: 'launch', body }))).toEqual({
        sent: true,
        to: 'it@smith.example',
      });
      const [message] = await h.handle.db.selectFrom('outbox_messages').selectAll().orderBy('id', 'desc').limit(1).execute();
      expect(message!.to_addresses).toEqual(['it@smith.example']);
      expect(message!.subject).toBe('DNS changes to launch the new Smith Funeral Home website');
      // The mail says 'Reply to this e-mail': the reply reaches the launch specialist who sent it.
      expect(message!.reply_to).toMatch(/^launch\.[0-9a-f]{8}@test\.example$/);
      expect(message!.text_body).toContain('35.172.94.1');
      const log = await h.handle.db.selectFrom('log_entries').select(['message', 'log_type']).where('site_id', '=', id).execute();
      expect(log).toEqual([{ message: 'DNS instructions sent to it@smith.example', log_type: 'DNS_INSTRUCTION' }]);
    });

    it('answers 502 with the reason when the mail is not sent, and logs nothing', async () => {
      const id = await h.createSite();
      vi.spyOn(h.deps.integrations.mail, 'send').mockRejectedValueOnce(
        new IntegrationError('mail', 'unavailable', 'The mail server could not be reached'),
      );
      expect(await json(await h.request('POST', `/api/sites/${id}/goLive/dnsInstructions`, { as: 'admin', body }), 502)).toEqual({
        sent: false,
        error: 'The mail server could not be reached',
      });
      expect(await h.handle.db.selectFrom('log_entries').select('id').where('site_id', '=', id).execute()).toEqual([]);
    });

    it('answers 400, 401, 403 and 404', async () => {
      const id = await h.createSite();
      const invalid = await h.request('POST', `/api/sites/${id}/goLive/dnsInstructions`, {
        as: 'launch',
        body: { ...body, contactEmail: 'not an address' },
      });
      expect(invalid.status).toBe(400);
      expect(await invalid.json()).toMatchObject({ field: 'contactEmail' });
      expect(
        (await h.request('POST', `/api/sites/${id}/goLive/dnsInstructions`, { as: 'launch', body: { ...body, domain: 'no spaces.com' } }))
          .status,
      ).toBe(400);
      expect((await h.request('POST', `/api/sites/${id}/goLive/dnsInstructions`, { body })).status).toBe(401);
      expect((await h.request('POST', `/api/sites/${id}/goLive/dnsInstructions`, { as: 'ae', body })).status).toBe(403);
      expect((await h.request('POST', '/api/sites/999999/goLive/dnsInstructions', { as: 'launch', body })).status).toBe(404);
    });
  });
});
