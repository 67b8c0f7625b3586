import dayjs from 'dayjs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxLaunchesPerDay } from '../../domain/launchSchedule/launchDateRules';
import { roles } from '../../domain/roles';
import { siteStatuses } from '../../domain/siteStatus';
import { verifyPassword } from '../../server/signIn/password';
import { seedDemoIfEmpty } from '../../server/db/seed/demo';
import { demoSandboxServices } from '../../server/db/seed/demoSandbox';
import { demoShowcase, stagingDemoFakeObituaries } from '../../server/db/seed/demoShowcase';
import type { DemoLogin } from '../../server/db/seed/demoUsers';
import { createRng } from '../../server/db/seed/prng';
import { readyToLaunchItemIds } from '../../server/db/seed/readySite';
import { seedReferenceData } from '../../server/db/seed/referenceData';
import { seedSites } from '../../server/db/seed/sites';
// A fresh, empty database: the harness would add its own users, and the demo seeds only an empty one.
import { openTestDatabase } from './harness';

describe('demo seed', () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  let logins: DemoLogin[];
  const now = new Date();
  const today = dayjs(now).format('YYYY-MM-DD');
  const db = () => database.handle.db;

  const sitesWith = async (itemIds: number[]) => {
    const rows = await db()
      .selectFrom('site_checklist_ticks')
      .select('site_id')
      .where('item_id', 'in', itemIds)
      .where('checked', '=', true)
      .groupBy('site_id')
      .having((eb) => eb.fn.count('item_id'), '=', itemIds.length)
      .execute();
    return new Set(rows.map((row) => row.site_id));
  };

  beforeAll(async () => {
    database = await openTestDatabase();
    logins = await seedDemoIfEmpty(db(), { now });
  });
  afterAll(() => database.close());

  it('creates one sign-in per role with the demo password', async () => {
    expect(logins.map((login) => login.role).sort()).toEqual([...roles].sort());
    for (const login of logins) {
      expect(login).toEqual({ role: login.role, email: `${login.role}@example.com`, password: 'demo-password' });
    }
    const users = await db()
      .selectFrom('users')
      .select(['email', 'role', 'password_hash', 'trello_id', 'name'])
      .where('email', 'like', '%@example.com')
      .execute();
    for (const role of roles) {
      const user = users.find((row) => row.email === `${role}@example.com`);
      expect(user, role).toMatchObject({ role, trello_id: expect.stringMatching(/^[0-9a-f]{24}$/) });
    }
    // hashed once and shared, and it really is the demo password
    expect(new Set(users.map((user) => user.password_hash)).size).toBe(1);
    expect(await verifyPassword('demo-password', users[0]?.password_hash ?? '')).toBe(true);
  });

  it('gives every assignable role several people to pick from', async () => {
    const counts = await db()
      .selectFrom('users')
      .select(['role', (eb) => eb.fn.countAll<number>().as('people')])
      .groupBy('role')
      .execute();
    const byRole = Object.fromEntries(counts.map((row) => [row.role, Number(row.people)]));
    for (const role of ['designer', 'florist', 'am', 'sdr', 'ae', 'care'] as const) {
      expect(byRole[role], role).toBeGreaterThanOrEqual(3);
      expect(byRole[role], role).toBeLessThanOrEqual(5);
    }
  });

  it('seeds the reference data', async () => {
    const corporations = await db().selectFrom('corporations').selectAll().orderBy('id').execute();
    expect(corporations.map((row) => row.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(corporations[0]?.name).toBe('Corporate');

    const providers = await db().selectFrom('providers').selectAll().execute();
    expect(providers.length).toBeGreaterThanOrEqual(20);
    const email = (name: string) => providers.find((row) => row.name === name)?.contact_email;
    for (const name of ['New Website', 'Other', 'WebPro', 'Batesville']) expect(providers.map((row) => row.name)).toContain(name);
    expect(email('Tribute Tech')).toBeTruthy();
    for (const name of ['CFS', 'FZ', 'FR', 'FT', 'FI', 'MKJ']) expect(email(name), name).toBe(email('Tribute Tech'));

    expect(await db().selectFrom('referral_partners').select('id').where('id', '=', 7).executeTakeFirst()).toBeDefined();
    expect((await db().selectFrom('funding_partners').select('id').execute()).length).toBe(7);
    expect(await db().selectFrom('addons').select('name').where('id', '=', 1).executeTakeFirst()).toEqual({ name: 'Video' });
  });

  it('stores the checklist catalogue with the ids the spec relies on', async () => {
    const items = await db()
      .selectFrom('checklist_items')
      .innerJoin('checklist_categories', 'checklist_categories.id', 'checklist_items.category_id')
      .select(['checklist_items.id', 'checklist_categories.name as category', 'checklist_categories.type_id as type'])
      .execute();
    const find = (id: number) => items.find((row) => row.id === id);
    for (const id of [13, 15, 16]) expect(find(id)?.type).toBe('seo');
    for (const id of [156, 191]) expect(find(id)).toMatchObject({ type: 'launch', category: 'Domain' });
    for (const id of [190, 195]) expect(find(id)).toMatchObject({ type: 'launch', category: 'Scrape' });
    for (let id = 165; id <= 170; id += 1) expect(find(id)?.type).toBe('floral');
    const launchGroups = await db().selectFrom('checklist_categories').select('id').where('type_id', '=', 'launch').execute();
    expect(launchGroups.map((row) => row.id)).toEqual(expect.arrayContaining([16, 2, 3, 4, 5, 18, 17]));
  });

  it('makes 300+ sites covering all 16 statuses', async () => {
    const counts = await db()
      .selectFrom('sites')
      .select(['launcher_label', (eb) => eb.fn.countAll<number>().as('sites')])
      .groupBy('launcher_label')
      .execute();
    expect(counts.reduce((sum, row) => sum + Number(row.sites), 0)).toBeGreaterThanOrEqual(300);
    expect(counts.map((row) => row.launcher_label).sort()).toEqual([...siteStatuses].sort());
  });

  it('assigns people as fits the status', async () => {
    const sites = await db().selectFrom('sites').selectAll().execute();
    const inStatus = (status: string) => sites.filter((site) => site.launcher_label === status);
    expect(inStatus('Ready for Design').every((site) => site.designer_id === null)).toBe(true);
    expect(inStatus('Rebuild').every((site) => site.designer_id === null)).toBe(true);
    expect(inStatus('In Design').filter((site) => site.designer_id !== null).length).toBeGreaterThan(inStatus('In Design').length / 2);
    expect(sites.filter((site) => site.am_id !== null).every((site) => site.corporation_id === 1)).toBe(true);
    expect(sites.filter((site) => site.launcher_label === 'Live' && site.duda_id).length).toBe(inStatus('Live').length);
    expect(sites.filter((site) => site.coaching_sessions && site.last_coaching_session).length).toBeGreaterThan(0);
    expect(sites.filter((site) => site.urgent_build).length).toBeGreaterThan(0);
    expect(sites.filter((site) => site.hosted_obit_site).length).toBeGreaterThan(0);
    expect(new Set(sites.map((site) => site.corporation_id)).size).toBeGreaterThan(5);
    const revisions = inStatus('Revisions Needed');
    expect(revisions.every((site) => site.revisions_from === 'Pre-Staging QA' || site.revisions_from === 'Final QA')).toBe(true);
  });

  it('spreads launch dates past, near and future on business days, never more than the daily cap ahead', async () => {
    const sites = await db().selectFrom('sites').select(['launcher_label', 'scheduled_launch_date', 'latest_activity_at']).execute();
    const dated = sites.filter((site) => site.scheduled_launch_date !== null);
    expect(dated.every((site) => /^\d{4}-\d{2}-\d{2}$/.test(site.scheduled_launch_date ?? ''))).toBe(true);
    expect(dated.every((site) => ![0, 6].includes(dayjs(site.scheduled_launch_date).day()))).toBe(true);
    expect(
      sites.filter((site) => site.launcher_label === 'Missed Launch').every((site) => (site.scheduled_launch_date ?? '') < today),
    ).toBe(true);
    expect(sites.filter((site) => site.launcher_label === 'Test').every((site) => site.scheduled_launch_date === null)).toBe(true);
    const near = dated.filter(
      (site) => dayjs(site.scheduled_launch_date).diff(today, 'day') <= 14 && (site.scheduled_launch_date ?? '') >= today,
    );
    expect(near.length).toBeGreaterThan(0);
    const perDay = new Map<string, number>();
    for (const site of dated)
      if ((site.scheduled_launch_date ?? '') >= today)
        perDay.set(site.scheduled_launch_date ?? '', (perDay.get(site.scheduled_launch_date ?? '') ?? 0) + 1);
    expect(Math.max(...perDay.values())).toBeLessThanOrEqual(maxLaunchesPerDay);
    const oldest = Math.min(...sites.map((site) => site.latest_activity_at.getTime()));
    expect(now.getTime() - oldest).toBeLessThanOrEqual(61 * 86_400_000);
  });

  it('ticks checklists so every Info icon shows done, partial and pending', async () => {
    const siteIds = new Set((await db().selectFrom('sites').select('id').execute()).map((row) => row.id));
    const states = (done: Set<number>, partial: Set<number>) => {
      const pending = [...siteIds].filter((id) => !done.has(id) && !partial.has(id));
      return { done: done.size, partial: [...partial].filter((id) => !done.has(id)).length, pending: pending.length };
    };
    const floralAll = await sitesWith([165, 166, 167, 168, 169, 170]);
    const icons = {
      domain: states(await sitesWith([156]), await sitesWith([191])),
      scrape: states(await sitesWith([190]), await sitesWith([195])),
      florist: states(floralAll, await sitesWith([165, 170])),
    };
    for (const [icon, counts] of Object.entries(icons)) {
      expect(counts.done, icon).toBeGreaterThan(0);
      expect(counts.partial, icon).toBeGreaterThan(0);
      expect(counts.pending, icon).toBeGreaterThan(0);
    }
    expect((await sitesWith([13, 15, 16])).size).toBeGreaterThan(0);
  });

  it('adds contacts (with domain contacts), addons, notes and log entries', async () => {
    const count = async (table: 'site_contacts' | 'site_addons' | 'notes' | 'log_entries') =>
      Number(
        (
          await db()
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('rows'))
            .executeTakeFirstOrThrow()
        ).rows,
      );
    expect(await count('site_contacts')).toBeGreaterThan(300);
    expect(await count('site_addons')).toBeGreaterThan(100);
    expect(await count('notes')).toBeGreaterThan(100);
    expect(await count('log_entries')).toBeGreaterThan(600);
    expect(await db().selectFrom('site_contacts').select('id').where('domain_contact', '=', true).executeTakeFirst()).toBeDefined();
    expect(await db().selectFrom('log_entries').select('id').where('message', '=', 'Site live').executeTakeFirst()).toBeDefined();
  });

  it('creates the sandbox builder project and board card every site refers to', async () => {
    const { builder, board } = demoSandboxServices(db());
    const sites = await db()
      .selectFrom('sites')
      .select(['id', 'name', 'duda_id', 'trello_card_id', 'launcher_label'])
      .orderBy('id')
      .execute();
    const projects = new Set((await db().selectFrom('sandbox_builder_sites').select('site_name').execute()).map((row) => row.site_name));
    const cards = new Set((await db().selectFrom('sandbox_board_cards').select('id').execute()).map((row) => row.id));
    const withProject = sites.filter((site) => site.duda_id);
    const withCard = sites.filter((site) => site.trello_card_id);
    expect(withProject.length).toBeGreaterThan(100);
    expect(withCard.length).toBeGreaterThan(200);
    expect(withProject.filter((site) => !projects.has(site.duda_id!))).toEqual([]);
    expect(withCard.filter((site) => !cards.has(site.trello_card_id!))).toEqual([]);

    // Through the sandbox ports, as the app reads them: preview, pages, card and its list.
    const staged = withProject.find((site) => site.launcher_label === 'Staged')!;
    const details = await builder.getSite(staged.duda_id!);
    expect(details).toMatchObject({
      site_name: staged.duda_id,
      preview_site_url: `/sandbox/preview/${staged.duda_id}`,
      publish_status: 'PUBLISHED',
    });
    expect((await builder.listPages(staged.duda_id!)).map((page) => page.path)).toContain('obituaries');
    expect(await builder.getContent(staged.duda_id!)).toMatchObject({ business_data: { name: staged.name } });
    const carded = withCard.find((site) => site.launcher_label === 'In Design')!;
    expect(await board.getCard(carded.trello_card_id!)).toMatchObject({
      id: carded.trello_card_id,
      name: `${carded.id} ${carded.name}`,
      list: 'DESIGN.ASSIGNED',
    });
  });

  it('adds the showcase sites for Full Send, DNS instructions and staging, findable by name', async () => {
    const byName = async (name: string) => db().selectFrom('sites').selectAll().where('name', '=', name).execute();
    const [fullSend] = await byName(demoShowcase.fullSend.name);
    const [manualDns] = await byName(demoShowcase.manualDns.name);
    const [staging] = await byName(demoShowcase.staging.name);
    expect(fullSend).toMatchObject({ launcher_label: '100% Ready', cloud_hosted: true, apex: demoShowcase.fullSend.apex });
    expect(manualDns).toMatchObject({ launcher_label: '100% Ready', cloud_hosted: false, apex: demoShowcase.manualDns.apex });
    expect(staging).toMatchObject({ launcher_label: 'Pre-Staging QA', apex: demoShowcase.staging.apex });
    for (const ready of [fullSend!, manualDns!]) {
      const ticked = await sitesWith([...readyToLaunchItemIds]);
      expect(ticked.has(ready.id)).toBe(true);
      const { board } = demoSandboxServices(db());
      expect((await board.getCard(ready.trello_card_id!)).list).toBe('LAUNCH.READY');
    }
    const { builder } = demoSandboxServices(db());
    expect((await builder.getSite(staging!.duda_id!)).site_name).toBe(staging!.duda_id);
    const fakes = await db()
      .selectFrom('scrape_records')
      .select('name')
      .where('site_id', '=', staging!.id)
      .where('fake', '=', true)
      .execute();
    expect(fakes).toHaveLength(stagingDemoFakeObituaries);
  });

  it('does nothing the second time', async () => {
    const before = await db()
      .selectFrom('sites')
      .select((eb) => eb.fn.countAll<number>().as('sites'))
      .executeTakeFirstOrThrow();
    const usersBefore = await db()
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('users'))
      .executeTakeFirstOrThrow();
    expect(await seedDemoIfEmpty(db())).toEqual([]);
    expect(
      await db()
        .selectFrom('sites')
        .select((eb) => eb.fn.countAll<number>().as('sites'))
        .executeTakeFirstOrThrow(),
    ).toEqual(before);
    expect(
      await db()
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('users'))
        .executeTakeFirstOrThrow(),
    ).toEqual(usersBefore);
  });

  // On a database of its own: the 80 sites it adds have no sandbox projects or cards, which the
  // tests above would otherwise see, whatever order the tests run in.
  it('builds the same sites from the same seed, and reference data can be seeded again', async () => {
    const own = await openTestDatabase();
    try {
      const ownDb = own.handle.db;
      await seedReferenceData(ownDb);
      await seedReferenceData(ownDb);
      const first = await seedSites(ownDb, 40, createRng(99), { now });
      const second = await seedSites(ownDb, 40, createRng(99), { now });
      expect(first).toHaveLength(40);
      expect(second).toHaveLength(40);
      const summary = async (ids: number[]) =>
        (
          await ownDb.selectFrom('sites').select(['id', 'name', 'launcher_label', 'city']).where('id', 'in', ids).orderBy('id').execute()
        ).map(({ name, launcher_label, city }) => `${name}|${launcher_label}|${city}`);
      expect(await summary(second)).toEqual(await summary(first));
      // the sequence moved past the explicit ids, so ordinary inserts still work
      const { rows } = await sql<{ id: number }>`INSERT INTO sites (name) VALUES ('After the seed') RETURNING id`.execute(ownDb);
      expect(rows[0]?.id).toBeGreaterThan(Math.max(...second));
    } finally {
      await own.close();
    }
  });
});
