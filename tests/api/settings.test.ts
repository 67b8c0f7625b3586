import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedReferenceData } from '../../server/db/seed/referenceData';
import { createHarness, type Harness } from './harness';

type Entry = Record<string, unknown> & { id: number; name: string; sites: number; retired?: boolean };

describe('/api/settings/<list>', () => {
  let h: Harness;
  beforeAll(async () => {
    // A Wednesday: the launch rules below count business days from it.
    h = await createHarness({ now: () => new Date('2025-03-12T15:00:00Z') });
    await seedReferenceData(h.handle.db);
  });
  afterAll(() => h.close());

  const list = async (name: string, as: 'admin' | 'executive' = 'admin') => {
    const res = await h.request('GET', `/api/settings/${name}`, { as });
    expect(res.status, await res.clone().text()).toBe(200);
    return (await res.json()) as Entry[];
  };
  const add = async (name: string, body: Record<string, unknown>) => {
    const res = await h.request('POST', `/api/settings/${name}`, { as: 'admin', body });
    expect(res.status, await res.clone().text()).toBe(201);
    return (await res.json()) as Entry;
  };
  const change = (name: string, id: number | string, body: Record<string, unknown>) =>
    h.request('PATCH', `/api/settings/${name}/${id}`, { as: 'admin', body });
  const remove = (name: string, id: number | string) => h.request('DELETE', `/api/settings/${name}/${id}`, { as: 'admin' });
  const refusal = async (res: Response, status: number) => {
    expect(res.status, await res.clone().text()).toBe(status);
    return ((await res.json()) as { error: string }).error;
  };
  const changesOf = (listName: string, id: number | string) =>
    h.handle.db
      .selectFrom('settings_changes')
      .selectAll()
      .where('list', '=', listName)
      .where('entry_id', '=', String(id))
      .orderBy('id')
      .execute();

  describe('who may', () => {
    it('lets executives read and refuses them changes; other roles may not read', async () => {
      expect((await list('corporations', 'executive')).map((entry) => entry.name)).toContain('Corporate');
      expect(
        await refusal(await h.request('POST', '/api/settings/corporations', { as: 'executive', body: { name: 'Exec Group' } }), 403),
      ).toMatch(/may not/);
      await refusal(await h.request('GET', '/api/settings/providers', { as: 'designer' }), 403);
      await refusal(await h.request('GET', '/api/settings/providers'), 401);
      await refusal(await h.request('PATCH', '/api/settings/providers/3', { body: { name: 'x' } }), 401);
    });

    it('answers 404 for an unknown list or entry', async () => {
      await refusal(await h.request('GET', '/api/settings/colours', { as: 'admin' }), 404);
      expect(await refusal(await change('fundingPartners', 999_999, { name: 'Nobody' }), 404)).toBe('Funding partner not found');
      expect(await refusal(await remove('addons', 999_999), 404)).toBe('Addon not found');
    });
  });

  describe('corporations', () => {
    it('adds a corporation with its contacts last, logs it and announces it live', async () => {
      const heard = new Promise<unknown>((resolve) => {
        const stop = h.live.listen('lookups', (type, payload) => {
          if (type === 'lookups_changed' && (payload as { list: string }).list === 'corporations') {
            stop();
            resolve(payload);
          }
        });
      });
      const created = await add('corporations', {
        name: '  Lakeside Memorial Group ',
        contacts: [
          { name: 'Dana IT', email: 'dana@lakeside.example', type: 'domain_primary', domainContact: true, priority: 1 },
          { name: 'Owen Ops', email: 'owen@lakeside.example', type: 'primary' },
        ],
      });
      expect(created).toEqual({
        id: expect.any(Number),
        name: 'Lakeside Memorial Group',
        position: expect.any(Number),
        retired: false,
        sites: 0,
        contacts: [
          { name: 'Dana IT', email: 'dana@lakeside.example', type: 'domain_primary', domainContact: true, priority: 1 },
          { name: 'Owen Ops', email: 'owen@lakeside.example', type: 'primary', domainContact: false, priority: null },
        ],
      });
      expect(await heard).toEqual({ list: 'corporations' });
      expect((await list('corporations')).at(-1)?.name).toBe('Lakeside Memorial Group');
      const [logged] = await changesOf('corporations', created.id);
      expect(logged).toMatchObject({ user_id: h.users.admin.id, action: 'add', before: null, after: { name: 'Lakeside Memorial Group' } });
    });

    it('renames and replaces the contacts, logging before and after', async () => {
      const created = await add('corporations', { name: 'Hillcrest Partners' });
      const res = await change('corporations', created.id, {
        name: 'Hillcrest Funeral Partners',
        contacts: [{ name: 'Ivy', email: 'ivy@hillcrest.example', type: 'secondary', priority: 2 }],
      });
      expect(res.status, await res.clone().text()).toBe(200);
      expect(await res.json()).toMatchObject({
        name: 'Hillcrest Funeral Partners',
        contacts: [{ name: 'Ivy', type: 'secondary', priority: 2 }],
      });
      const [, changed] = await changesOf('corporations', created.id);
      expect(changed).toMatchObject({
        action: 'change',
        before: { name: 'Hillcrest Partners', contacts: [] },
        after: { name: 'Hillcrest Funeral Partners', contacts: [{ email: 'ivy@hillcrest.example' }] },
      });
    });

    it('refuses a duplicate name whatever its case, and a bad body naming the field', async () => {
      await add('corporations', { name: 'Maple Grove Group' });
      expect(
        await refusal(await h.request('POST', '/api/settings/corporations', { as: 'admin', body: { name: 'maple grove GROUP' } }), 409),
      ).toBe("A corporation named 'maple grove GROUP' already exists");
      const bad = await h.request('POST', '/api/settings/corporations', {
        as: 'admin',
        body: { name: 'Oak Group', contacts: [{ name: 'X', email: 'not-an-address', type: 'primary' }] },
      });
      expect(bad.status).toBe(400);
      expect(await bad.json()).toMatchObject({ field: 'contacts.0.email', reason: 'contacts.email must be an e-mail address' });
      const empty = await h.request('POST', '/api/settings/corporations', { as: 'admin', body: { name: '   ' } });
      expect(await empty.json()).toMatchObject({ field: 'name', reason: 'name must not be empty' });
      const nothing = await change('corporations', 2, {});
      expect(nothing.status).toBe(400);
    });

    it("keeps corporation 1 'Corporate': no rename, retire or delete", async () => {
      expect(await refusal(await change('corporations', 1, { name: 'Head Office' }), 409)).toBe("Corporation 1 stays 'Corporate'");
      expect(await refusal(await change('corporations', 1, { retired: true }), 409)).toBe(
        "Corporation 1 is 'Corporate' and cannot be retired or deleted",
      );
      expect(await refusal(await remove('corporations', 1), 409)).toBe("Corporation 1 is 'Corporate' and cannot be retired or deleted");
      const contacts = await change('corporations', 1, { contacts: [{ name: 'HQ', email: 'hq@corporate.example', type: 'primary' }] });
      expect(contacts.status).toBe(200);
    });

    it('refuses to delete a corporation in use, retires it instead, deletes one never used', async () => {
      const used = await add('corporations', { name: 'Willow Creek Group' });
      await h.createSite({ corporation_id: used.id });
      await h.createSite({ corporation_id: used.id });
      expect((await list('corporations')).find((entry) => entry.id === used.id)?.sites).toBe(2);
      expect(await refusal(await remove('corporations', used.id), 409)).toBe('In use by 2 site(s): retire it instead');
      const retired = await change('corporations', used.id, { retired: true });
      expect(await retired.json()).toMatchObject({ retired: true, sites: 2 });
      expect((await list('corporations')).find((entry) => entry.id === used.id)).toMatchObject({ retired: true });

      const unused = await add('corporations', { name: 'Birchwood Group' });
      expect((await remove('corporations', unused.id)).status).toBe(204);
      expect((await list('corporations')).some((entry) => entry.id === unused.id)).toBe(false);
      expect((await changesOf('corporations', unused.id)).map((row) => row.action)).toEqual(['add', 'delete']);
      // The next one gets an id of its own: one id's history is one entry's.
      const next = await add('corporations', { name: 'Juniper Group' });
      expect(next.id).toBeGreaterThan(unused.id);
      expect((await changesOf('corporations', unused.id)).map((row) => row.action)).toEqual(['add', 'delete']);
    });
  });

  describe('the lookups the screens read', () => {
    it('read the same table: a retired entry comes flagged (the choice lists leave it out), in the order kept here', async () => {
      const first = await add('referralPartners', { name: 'Aspen Alliance' });
      const second = await add('referralPartners', { name: 'Cedar Circle' });
      await change('referralPartners', second.id, { position: 0 });
      await change('referralPartners', first.id, { retired: true });
      const res = await h.request('GET', '/api/referralPartners', { as: 'florist' });
      const options = (await res.json()) as Array<{ id: number; name: string; retired: boolean }>;
      expect(options[0]).toEqual({ id: second.id, name: 'Cedar Circle', retired: false });
      expect(options.find((option) => option.id === first.id)).toEqual({ id: first.id, name: 'Aspen Alliance', retired: true });
    });
  });

  describe('the launch rules read the holidays and reasons kept here', () => {
    const schedule = (siteId: number, body: Record<string, unknown>) =>
      h.request('POST', `/api/sites/${siteId}/updateLaunchDate`, { as: 'launch', body });

    it('closes a company holiday to launches and leaves it out of the 3 business days', async () => {
      await add('holidays', { date: '2025-03-14', name: 'Founders Day' });
      const holidays = await (await h.request('GET', '/api/launchHolidays', { as: 'designer' })).json();
      expect(holidays).toContainEqual({ date: '2025-03-14', name: 'Founders Day' });
      const siteId = await h.createSite();
      expect(await refusal(await schedule(siteId, { launchDate: '2025-03-14' }), 400)).toBe(
        'Launches cannot be scheduled on a holiday (Founders Day)',
      );
      expect(await refusal(await schedule(siteId, { launchDate: '2025-03-17' }), 400)).toBe(
        'Launches must be scheduled at least 3 business days out',
      );
      expect((await schedule(siteId, { launchDate: '2025-03-18' })).status).toBe(200);
    });

    it('wants a note for a reason marked so, and refuses a retired reason', async () => {
      const weather = await add('reasons', { name: 'Weather', requiresNote: true });
      const siteId = await h.createSite({ scheduled_launch_date: '2025-03-20' });
      expect(await refusal(await schedule(siteId, { launchDate: '2025-03-21', reason: 'Weather' }), 400)).toBe(
        "Please add a note for the reason 'Weather'",
      );
      await change('reasons', weather.id, { retired: true });
      const offered = (await (await h.request('GET', '/api/launchReasons', { as: 'launch' })).json()) as Array<{ name: string }>;
      expect(offered.map((reason) => reason.name)).not.toContain('Weather');
      expect(offered.map((reason) => reason.name)).toContain('No domain');
      expect(await refusal(await schedule(siteId, { launchDate: '2025-03-21', reason: 'Weather', note: 'Storm' }), 400)).toBe(
        'Please select a reason',
      );
      expect((await schedule(siteId, { launchDate: '2025-03-21', reason: 'No domain' })).status).toBe(200);
    });
  });

  describe('referral and funding partners', () => {
    it('keeps referral partner 7 (its icon): renamed, never retired or deleted', async () => {
      expect(await refusal(await change('referralPartners', 7, { retired: true }), 409)).toBe(
        'Referral partner 7 keeps its icon and cannot be retired or deleted',
      );
      expect(await refusal(await remove('referralPartners', 7), 409)).toBe(
        'Referral partner 7 keeps its icon and cannot be retired or deleted',
      );
      const renamed = await change('referralPartners', 7, { name: 'Premier Partners' });
      expect(await renamed.json()).toMatchObject({ id: 7, name: 'Premier Partners' });
    });

    it('adds, refuses a duplicate and deletes a funding partner', async () => {
      const created = await add('fundingPartners', { name: 'Lighthouse Pre-Need' });
      expect(created).toEqual({
        id: expect.any(Number),
        name: 'Lighthouse Pre-Need',
        position: expect.any(Number),
        retired: false,
        sites: 0,
      });
      expect(
        await refusal(
          await h.request('POST', '/api/settings/fundingPartners', { as: 'admin', body: { name: 'LIGHTHOUSE pre-need' } }),
          409,
        ),
      ).toBe("A funding partner named 'LIGHTHOUSE pre-need' already exists");
      expect((await remove('fundingPartners', created.id)).status).toBe(204);
    });
  });

  describe('providers', () => {
    it('keeps the scrape family and the contact address', async () => {
      const batesville = (await list('providers')).find((entry) => entry.name === 'Batesville');
      expect(batesville).toMatchObject({ scrapeFamily: 'batesville', contactEmail: 'webservices@batesville.example' });
      const created = await add('providers', {
        name: 'Everlasting Web',
        scrapeFamily: 'tribute',
        contactEmail: 'help@everlasting.example',
      });
      expect(created).toMatchObject({ scrapeFamily: 'tribute', contactEmail: 'help@everlasting.example' });
      const changed = await change('providers', created.id, { scrapeFamily: 'generic', contactEmail: null });
      expect(await changed.json()).toMatchObject({ scrapeFamily: 'generic', contactEmail: null });
      const bad = await change('providers', created.id, { scrapeFamily: 'wix' });
      expect(bad.status).toBe(400);
      expect(await bad.json()).toMatchObject({
        field: 'scrapeFamily',
        reason: 'scrapeFamily must be one of tribute, batesville, frontrunner, generic',
      });
    });
  });

  describe('addons', () => {
    it('keeps addon 1 the video product with its question', async () => {
      const video = (await list('addons')).find((entry) => entry.id === 1);
      expect(video).toMatchObject({
        name: 'Video',
        question: "Was this funeral home a customer of the provider's video product prior to being onboarded to websites?",
      });
      const message = 'Addon 1 is the video product: it keeps its question and cannot be retired or deleted';
      expect(await refusal(await change('addons', 1, { question: null }), 409)).toBe(message);
      expect(await refusal(await change('addons', 1, { retired: true }), 409)).toBe(message);
      expect(await refusal(await remove('addons', 1), 409)).toBe(message);
    });

    it('sends a changed question to the addons lookup the Details tab asks it from', async () => {
      const before = (await list('addons')).find((entry) => entry.id === 1)?.question;
      const question = 'Did this funeral home use the video product before?';
      expect((await change('addons', 1, { question })).status).toBe(200);
      const lookup = await h.request('GET', '/api/addons', { as: 'am' });
      expect(((await lookup.json()) as { id: number; question: string | null }[]).find((addon) => addon.id === 1)?.question).toBe(question);
      // The file's other tests read addon 1 as the seed has it, in any order.
      expect((await change('addons', 1, { question: before })).status).toBe(200);
    });

    it('counts the sites with an addon and refuses to delete it while used', async () => {
      const created = await add('addons', { name: 'Memorial videos' });
      const siteId = await h.createSite();
      await h.handle.db.insertInto('site_addons').values({ site_id: siteId, addon_id: created.id }).execute();
      expect(await refusal(await remove('addons', created.id), 409)).toBe('In use by 1 site(s): retire it instead');
      expect((await list('addons')).find((entry) => entry.id === created.id)?.sites).toBe(1);
    });
  });

  describe('holidays', () => {
    it('adds a company holiday, refuses the same day twice and a day that does not exist', async () => {
      const siteId = await h.createSite({ scheduled_launch_date: '2031-12-24' });
      expect(siteId).toBeGreaterThan(0);
      const created = await add('holidays', { date: '2031-12-24', name: 'Christmas Eve' });
      expect(created).toEqual({ id: expect.any(Number), date: '2031-12-24', name: 'Christmas Eve', sites: 1 });
      expect(
        await refusal(await h.request('POST', '/api/settings/holidays', { as: 'admin', body: { date: '2031-12-24', name: 'Again' } }), 409),
      ).toBe('A holiday on 2031-12-24 already exists');
      const bad = await h.request('POST', '/api/settings/holidays', { as: 'admin', body: { date: '2031-02-30', name: 'Nope' } });
      expect(await bad.json()).toMatchObject({ field: 'date', reason: 'date must be a real date' });
      // A holiday is not something a site keeps: it goes even with launches that day.
      expect((await remove('holidays', created.id)).status).toBe(204);
    });
  });

  describe('reasons', () => {
    it("seeds today's reasons with 'Other' requiring a note, and adds one", async () => {
      const reasons = await list('reasons');
      expect(reasons.find((entry) => entry.name === 'Other')).toMatchObject({ requiresNote: true, retired: false, sites: 0 });
      expect(reasons.find((entry) => entry.name === 'No domain')).toMatchObject({ requiresNote: false });
      const created = await add('reasons', { name: 'Weather delay' });
      expect(created).toMatchObject({ name: 'Weather delay', requiresNote: false });
      expect((await remove('reasons', created.id)).status).toBe(204);
    });
  });

  describe('checklist', () => {
    it('keeps the items the go-live checks read', async () => {
      for (const id of [13, 156, 165, 170, 190, 195]) {
        expect(await refusal(await change('checklist', id, { retired: true }), 409)).toBe(
          `Checklist item ${id} is used by the go-live checks and cannot be retired or deleted`,
        );
      }
      expect(await refusal(await remove('checklist', 191), 409)).toBe(
        'Checklist item 191 is used by the go-live checks and cannot be retired or deleted',
      );
    });

    it('adds items last in their category and reorders them there', async () => {
      const category = 9001;
      await h.handle.db
        .insertInto('checklist_categories')
        .values({ id: category, type_id: 'launch', name: 'Extra checks', position: 99 })
        .execute();
      const first = await add('checklist', { name: 'Check the favicon', categoryId: category });
      const second = await add('checklist', { name: 'Check the footer', categoryId: category });
      const third = await add('checklist', { name: 'Check the map', categoryId: category });
      expect(third).toMatchObject({ categoryId: category, category: 'Extra checks', type: 'launch', position: 2, sites: 0 });
      const moved = await change('checklist', third.id, { position: 0 });
      expect(await moved.json()).toMatchObject({ position: 0 });
      const order = (await list('checklist')).filter((entry) => entry.categoryId === category).map((entry) => [entry.id, entry.position]);
      expect(order).toEqual([
        [third.id, 0],
        [first.id, 1],
        [second.id, 2],
      ]);
      expect(
        await refusal(
          await h.request('POST', '/api/settings/checklist', { as: 'admin', body: { name: 'Check the map', categoryId: category } }),
          409,
        ),
      ).toBe("A checklist item named 'Check the map' already exists");
      const lost = await h.request('POST', '/api/settings/checklist', { as: 'admin', body: { name: 'Lost', categoryId: 424242 } });
      expect(lost.status).toBe(400);
      expect(await lost.json()).toMatchObject({ field: 'categoryId', reason: 'categoryId names no checklist category' });
    });
  });

  describe('pre-need insurers, a list of their own', () => {
    it("holds the seed's seven insurers, which the funding partners list leaves out", async () => {
      const insurers = await list('insurers');
      expect(insurers.slice(0, 7).map((entry) => entry.name)).toEqual([
        'Homestead Pre-Need Life',
        'National Guardian Pre-Need',
        'Great Plains Insurance',
        'Security Mutual Pre-Need',
        'Forethought Planning Life',
        'Precept Trust',
        'Heritage Assurance',
      ]);
      expect((await list('fundingPartners')).some((entry) => entry.name === 'Homestead Pre-Need Life')).toBe(false);
      expect((await h.request('PATCH', '/api/settings/fundingPartners/1', { as: 'admin', body: { name: 'Renamed' } })).status).toBe(404);
    });

    it('adds, renames, reorders, retires and deletes an insurer, logged under insurers', async () => {
      const first = await add('insurers', { name: 'Evergreen Pre-Need Life' });
      const second = await add('insurers', { name: 'Harbor Pre-Need Mutual' });
      expect(first).toEqual({
        id: expect.any(Number),
        name: 'Evergreen Pre-Need Life',
        position: expect.any(Number),
        retired: false,
        sites: 0,
      });
      expect(second.position).toBe(Number(first.position) + 1);
      await change('insurers', second.id, { position: 0 });
      expect((await list('insurers')).slice(0, 2).map((entry) => entry.name)).toEqual([
        'Harbor Pre-Need Mutual',
        'Homestead Pre-Need Life',
      ]);
      expect(await (await change('insurers', first.id, { name: 'Evergreen Life' })).json()).toMatchObject({ name: 'Evergreen Life' });

      await h.createSite({ funding_partner_id: first.id });
      expect(await refusal(await remove('insurers', first.id), 409)).toBe('In use by 1 site(s): retire it instead');
      expect(await (await change('insurers', first.id, { retired: true })).json()).toMatchObject({ retired: true, sites: 1 });
      expect((await remove('insurers', second.id)).status).toBe(204);
      expect((await changesOf('insurers', first.id)).map((row) => row.action)).toEqual(['add', 'change', 'change']);
      expect((await changesOf('insurers', second.id)).map((row) => row.action)).toEqual(['add', 'change', 'delete']);
      expect((await remove('insurers', second.id)).status).toBe(404);
    });

    it('shares its names with the funding partners, as a site has one funding partner of either kind', async () => {
      await add('fundingPartners', { name: 'Meridian Funeral Finance' });
      expect(
        await refusal(await h.request('POST', '/api/settings/insurers', { as: 'admin', body: { name: 'meridian funeral finance' } }), 409),
      ).toBe("A funding partner named 'meridian funeral finance' already exists");
      const blank = await h.request('POST', '/api/settings/insurers', { as: 'admin', body: { name: ' ' } });
      expect(blank.status).toBe(400);
      expect(await blank.json()).toMatchObject({ field: 'name', reason: 'name must not be empty' });
      const lookups = await h.request('GET', '/api/fundingPartners', { as: 'admin' });
      const names = ((await lookups.json()) as { name: string }[]).map((entry) => entry.name);
      expect(names).toEqual(expect.arrayContaining(['Meridian Funeral Finance', 'Homestead Pre-Need Life']));
    });

    it('is read by executives and refused to other roles', async () => {
      expect((await list('insurers', 'executive')).length).toBeGreaterThanOrEqual(7);
      expect((await h.request('GET', '/api/settings/insurers', { as: 'designer' })).status).toBe(403);
      expect((await h.request('GET', '/api/settings/insurers')).status).toBe(401);
      expect((await h.request('DELETE', '/api/settings/insurers/1', { as: 'executive' })).status).toBe(403);
    });
  });

  describe('checklist types and categories', () => {
    it('keeps list 16, the other go-live groups and the six types: never retired or deleted', async () => {
      expect(await refusal(await change('checklistCategories', 16, { retired: true }), 409)).toBe(
        'Checklist category 16 is used by the go-live checks and cannot be retired or deleted',
      );
      expect(await refusal(await remove('checklistCategories', 16), 409)).toBe(
        'Checklist category 16 is used by the go-live checks and cannot be retired or deleted',
      );
      expect(await refusal(await remove('checklistCategories', 2), 409)).toBe(
        'Checklist category 2 is used by the go-live checks and cannot be retired or deleted',
      );
      for (const type of ['design', 'qa', 'floral', 'launch', 'seo', 'account']) {
        expect(await refusal(await change('checklistTypes', type, { retired: true }), 409)).toBe(
          `Checklist type '${type}' is a role's default checklist and cannot be retired or deleted`,
        );
      }
      expect(await refusal(await remove('checklistTypes', 'seo'), 409)).toBe(
        "Checklist type 'seo' is a role's default checklist and cannot be retired or deleted",
      );
      // Renaming keeps the id the rules read.
      expect(await (await change('checklistCategories', 16, { name: 'Go-live checks' })).json()).toMatchObject({
        id: 16,
        name: 'Go-live checks',
        typeId: 'launch',
        type: 'Launch',
      });
      expect(await (await change('checklistTypes', 'qa', { name: 'Quality' })).json()).toMatchObject({ id: 'qa', name: 'Quality' });
    });

    it('lists the six types with their categories and how many sites ticked under each', async () => {
      const types = await list('checklistTypes');
      expect(types.slice(0, 6).map((entry) => entry.id)).toEqual(['design', 'qa', 'floral', 'launch', 'seo', 'account']);
      const siteId = await h.createSite();
      await h.handle.db.insertInto('site_checklist_ticks').values({ site_id: siteId, item_id: 13, checked: true }).execute();
      const seoCategory = (await list('checklistCategories')).find((entry) => entry.typeId === 'seo');
      expect(seoCategory?.sites).toBeGreaterThanOrEqual(1);
      expect((await list('checklistTypes')).find((entry) => String(entry.id) === 'seo')?.sites).toBeGreaterThanOrEqual(1);
    });

    it('adds a type with an id made from its name, never one used before', async () => {
      const created = await add('checklistTypes', { name: 'Photo Review' });
      expect(created).toEqual({ id: 'photo_review', name: 'Photo Review', position: expect.any(Number), retired: false, sites: 0 });
      expect((await remove('checklistTypes', 'photo_review')).status).toBe(204);
      const again = await add('checklistTypes', { name: 'Photo review!' });
      expect(again.id).toBe('photo_review_2');
      expect(
        await refusal(await h.request('POST', '/api/settings/checklistTypes', { as: 'admin', body: { name: 'photo REVIEW!' } }), 409),
      ).toBe("A checklist type named 'photo REVIEW!' already exists");
      expect((await changesOf('checklistTypes', 'photo_review')).map((row) => row.action)).toEqual(['add', 'delete']);
      expect((await h.request('PATCH', '/api/settings/checklistTypes/nothing_here', { as: 'admin', body: { name: 'X' } })).status).toBe(
        404,
      );
      expect((await h.request('DELETE', '/api/settings/checklistTypes/12', { as: 'admin' })).status).toBe(404);
    });

    it('adds categories last in their type, reorders them there, and refuses a retired or unknown type', async () => {
      const type = await add('checklistTypes', { name: 'Aftercare' });
      const first = await add('checklistCategories', { name: 'Follow-up calls', typeId: type.id });
      const second = await add('checklistCategories', { name: 'Surveys', typeId: type.id });
      expect(second).toEqual({
        id: expect.any(Number),
        name: 'Surveys',
        typeId: 'aftercare',
        type: 'Aftercare',
        position: 1,
        retired: false,
        sites: 0,
      });
      await change('checklistCategories', second.id, { position: 0 });
      expect(
        (await list('checklistCategories')).filter((entry) => entry.typeId === 'aftercare').map((entry) => [entry.name, entry.position]),
      ).toEqual([
        ['Surveys', 0],
        ['Follow-up calls', 1],
      ]);
      expect(
        await refusal(
          await h.request('POST', '/api/settings/checklistCategories', { as: 'admin', body: { name: 'surveys', typeId: type.id } }),
          409,
        ),
      ).toBe("A checklist category named 'surveys' already exists");
      const unknown = await h.request('POST', '/api/settings/checklistCategories', { as: 'admin', body: { name: 'X', typeId: 'nope' } });
      expect(await unknown.json()).toMatchObject({ field: 'typeId', reason: 'typeId names no checklist type' });
      const malformed = await h.request('POST', '/api/settings/checklistCategories', {
        as: 'admin',
        body: { name: 'X', typeId: 'No Way' },
      });
      expect(malformed.status).toBe(400);
      expect(await malformed.json()).toMatchObject({ field: 'typeId' });

      await change('checklistTypes', type.id, { retired: true });
      const retiredType = await h.request('POST', '/api/settings/checklistCategories', {
        as: 'admin',
        body: { name: 'X', typeId: type.id },
      });
      expect(retiredType.status).toBe(400);
      expect(await retiredType.json()).toMatchObject({ field: 'typeId', reason: 'typeId names a retired checklist type' });
      await change('checklistCategories', first.id, { retired: true });
      const retiredCategory = await h.request('POST', '/api/settings/checklist', {
        as: 'admin',
        body: { name: 'X', categoryId: first.id },
      });
      expect(await retiredCategory.json()).toMatchObject({ field: 'categoryId', reason: 'categoryId names a retired checklist category' });
    });

    it('retires a category in use, deletes one never used once its items are gone', async () => {
      const type = await add('checklistTypes', { name: 'Handover' });
      const used = await add('checklistCategories', { name: 'Training', typeId: type.id });
      const item = await add('checklist', { name: 'Trained the staff', categoryId: used.id });
      const siteId = await h.createSite();
      await h.handle.db.insertInto('site_checklist_ticks').values({ site_id: siteId, item_id: item.id, checked: true }).execute();
      expect(await refusal(await remove('checklistCategories', used.id), 409)).toBe('In use by 1 site(s): retire it instead');
      expect(await refusal(await remove('checklistTypes', type.id), 409)).toBe('In use by 1 site(s): retire it instead');
      expect(await (await change('checklistCategories', used.id, { retired: true })).json()).toMatchObject({ retired: true, sites: 1 });
      // Retired, it stays on the site's checklist of its type, a type added here.
      const checklist = await h.request('GET', `/api/siteChecklist/checklist?fhid=${siteId}&typeId=${type.id}`, { as: 'admin' });
      expect(await checklist.json()).toMatchObject({
        type: 'handover',
        types: expect.arrayContaining([{ id: 'handover', name: 'Handover' }]),
        categories: [
          { id: used.id, name: 'Training', items: [expect.objectContaining({ description: 'Trained the staff', checked: true })] },
        ],
      });

      const unused = await add('checklistCategories', { name: 'Paperwork', typeId: type.id });
      const unusedItem = await add('checklist', { name: 'Signed the contract', categoryId: unused.id });
      expect(await refusal(await remove('checklistCategories', unused.id), 409)).toBe('Holds 1 checklist item: delete them first');
      expect((await remove('checklist', unusedItem.id)).status).toBe(204);
      expect((await remove('checklistCategories', unused.id)).status).toBe(204);
      expect((await changesOf('checklistCategories', unused.id)).map((row) => row.action)).toEqual(['add', 'delete']);

      const empty = await add('checklistTypes', { name: 'Spare' });
      await add('checklistCategories', { name: 'Spare things', typeId: empty.id });
      expect(await refusal(await remove('checklistTypes', empty.id), 409)).toBe('Holds 1 checklist category: delete them first');
    });
  });

  describe('the history', () => {
    const history = async (query = '', as: 'admin' | 'executive' = 'admin') => {
      const res = await h.request('GET', `/api/settings/history${query}`, { as });
      expect(res.status, await res.clone().text()).toBe(200);
      return (await res.json()) as Record<string, unknown>[];
    };

    it('answers the changes newest first with who, when, which entry, before and after', async () => {
      const created = await add('reasons', { name: 'Waiting on photos' });
      await change('reasons', created.id, { name: 'Waiting on pictures' });
      const [latest, earlier] = await history('?list=reasons');
      expect(latest).toEqual({
        id: expect.any(Number),
        at: '2025-03-12T15:00:00.000Z',
        user: h.users.admin.name,
        list: 'reasons',
        entryId: String(created.id),
        entryName: 'Waiting on pictures',
        action: 'change',
        before: expect.objectContaining({ name: 'Waiting on photos' }),
        after: expect.objectContaining({ name: 'Waiting on pictures' }),
      });
      expect(earlier).toMatchObject({ action: 'add', entryName: 'Waiting on photos', before: null });
      expect((await history('?list=reasons', 'executive'))[0]).toMatchObject({ id: latest?.id });
    });

    it('pages back from a change, one list or all', async () => {
      const all = await history();
      expect(all.length).toBeGreaterThan(0);
      const last = all.at(-1) as { id: number };
      const older = await history(`?before=${last.id}`);
      expect(older.every((entry) => Number(entry.id) < last.id)).toBe(true);
      expect((await history('?list=insurers')).every((entry) => entry.list === 'insurers')).toBe(true);
    });

    it('refuses a bad query, no session and roles that do not read settings', async () => {
      const bad = await h.request('GET', '/api/settings/history?list=people', { as: 'admin' });
      expect(bad.status).toBe(400);
      expect(await bad.json()).toMatchObject({ field: 'list' });
      expect((await h.request('GET', '/api/settings/history?before=0', { as: 'admin' })).status).toBe(400);
      expect((await h.request('GET', '/api/settings/history')).status).toBe(401);
      expect((await h.request('GET', '/api/settings/history', { as: 'ae' })).status).toBe(403);
    });
  });
});
