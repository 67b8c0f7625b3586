import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../domain/roles';
import { launchRemindersJob } from '../../server/jobs/launchReminders.job';
import { markMissedLaunches } from '../../server/jobs/missedLaunch.job';
import { createHarness, type Harness, type TestUser } from './harness';

interface Item {
  id: number;
  kind: string;
  siteId: number | null;
  siteName: string | null;
  actorName: string | null;
  message: string;
  link: string;
  read: boolean;
}

/**
 * The inbox (issue 34): who hears what, never of their own action, and the inbox's own routes.
 * Every test makes its own people and sites, so what a person's inbox holds is that test's alone.
 */
describe('/api/notifications', () => {
  let h: Harness;
  const now = new Date('2025-03-12T10:00:00Z');
  beforeAll(async () => {
    h = await createHarness({ now: () => now });
  });
  afterAll(() => h.close());

  const inbox = async (as: TestUser, query = ''): Promise<{ notifications: Item[]; unreadCount: number }> => {
    const res = await h.request('GET', `/api/notifications${query}`, { as });
    expect(res.status, await res.clone().text()).toBe(200);
    return (await res.json()) as { notifications: Item[]; unreadCount: number };
  };
  const messagesOf = async (as: TestUser) => (await inbox(as)).notifications.map((item) => item.message);
  const post = async (as: Role | TestUser, path: string, body: unknown, status = 200) => {
    const res = await h.request('POST', path, { as, body });
    expect(res.status, await res.clone().text()).toBe(status);
    return res.json() as Promise<Record<string, unknown>>;
  };
  const people = async (...roles: Role[]) => Promise.all(roles.map((role) => h.createUser(role)));

  describe('who hears what', () => {
    it('tells a person assigned to a site, and the one taken off it, with a link to the site', async () => {
      const [first, second, admin] = await people('care', 'care', 'admin');
      const siteId = await h.createSite({ name: 'Oak Hill Funeral Home' });
      await post(admin!, `/api/sites/${siteId}/assignCares`, { careId: first!.id });
      await post(admin!, `/api/sites/${siteId}/assignCares`, { careId: second!.id });
      expect((await inbox(first!)).notifications).toEqual([
        expect.objectContaining({ kind: 'assignment', message: 'You were taken off the site as QA', siteName: 'Oak Hill Funeral Home' }),
        expect.objectContaining({
          kind: 'assignment',
          message: 'You were assigned as QA',
          siteId,
          actorName: admin!.name,
          link: `/sites/id/${siteId}`,
          read: false,
        }),
      ]);
      expect(await messagesOf(second!)).toEqual(['You were assigned as QA']);
    });

    it('tells the people assigned to a site when its status changes', async () => {
      const [designer, care, admin] = await people('designer', 'care', 'admin');
      const siteId = await h.createSite({ launcher_label: 'In Design', designer_id: designer!.id, care_id: care!.id });
      await post(admin!, `/api/sites/${siteId}/status`, { status: 'Pre-Staging QA' });
      for (const person of [designer!, care!])
        expect((await inbox(person)).notifications).toEqual([
          expect.objectContaining({ kind: 'status', message: 'Status changed from In Design to Pre-Staging QA' }),
        ]);
    });

    it("tells the site's designer when a revision is logged, and its QA person when one is marked fixed", async () => {
      const [designer, care, ae] = await people('designer', 'care', 'ae');
      const siteId = await h.createSite({ launcher_label: 'Revisions Needed', designer_id: designer!.id, care_id: care!.id });
      const revision = await post(ae!, '/api/siteRevisions', { fhid: siteId, issue: 'The logo is blurry on phones' }, 201);
      expect((await inbox(designer!)).notifications).toEqual([
        expect.objectContaining({
          kind: 'revision',
          message: 'Revision logged: The logo is blurry on phones',
          link: `/sites/id/${siteId}/qa`,
        }),
      ]);
      expect(await messagesOf(care!)).toEqual([]);
      await post(designer!, '/api/siteRevisions/markFixed', { issueId: revision.id, fhid: siteId, fixed: true });
      expect(await messagesOf(care!)).toEqual(['Revision fixed, ready to verify: The logo is blurry on phones']);
    });

    it('tells a person @mentioned in a note or a revision, by the id the box picked while their name is in the text', async () => {
      const [writer, mentioned, dropped] = await people('ae', 'designer', 'care');
      const siteId = await h.createSite();
      await post(
        writer!,
        '/api/notes',
        {
          fhid: siteId,
          type: 'Design',
          note: `@${mentioned!.name} can you check the photos?`,
          mentions: [mentioned!.id, dropped!.id],
        },
        201,
      );
      await post(
        writer!,
        '/api/siteRevisions',
        { fhid: siteId, issue: `Footer phone is wrong @${mentioned!.name}`, mentions: [mentioned!.id] },
        201,
      );
      expect((await inbox(mentioned!)).notifications).toEqual([
        expect.objectContaining({
          kind: 'mention',
          message: `Mentioned you in a revision: Footer phone is wrong @${mentioned!.name}`,
          link: `/sites/id/${siteId}/qa`,
        }),
        expect.objectContaining({
          kind: 'mention',
          message: `Mentioned you in a note: @${mentioned!.name} can you check the photos?`,
          actorName: writer!.name,
          link: `/sites/id/${siteId}/notes?type=Design`,
        }),
      ]);
      expect(await messagesOf(dropped!)).toEqual([]);
    });

    it('tells anyone @mentioned in a revision whatever their role: an admin, an executive, a launch specialist', async () => {
      const [writer, admin, executive, specialist] = await people('care', 'admin', 'executive', 'launch');
      const siteId = await h.createSite();
      const issue = `@${admin!.name} @${executive!.name} @${specialist!.name} the domain is not pointed yet`;
      await post(writer!, '/api/siteRevisions', { fhid: siteId, issue, mentions: [admin!.id, executive!.id, specialist!.id] }, 201);
      for (const person of [admin!, executive!, specialist!])
        expect((await inbox(person)).notifications).toEqual([
          expect.objectContaining({
            kind: 'mention',
            message: `Mentioned you in a revision: ${issue}`,
            actorName: writer!.name,
            link: `/sites/id/${siteId}/qa`,
          }),
        ]);
      // The launch specialist mentions themself beside the executive: only the executive hears of it.
      const own = `@${specialist!.name} and @${executive!.name}: DNS is done`;
      await post(specialist!, '/api/siteRevisions', { fhid: siteId, issue: own, mentions: [specialist!.id, executive!.id] }, 201);
      expect(await messagesOf(specialist!)).toEqual([`Mentioned you in a revision: ${issue}`]);
      expect(await messagesOf(executive!)).toEqual([`Mentioned you in a revision: ${own}`, `Mentioned you in a revision: ${issue}`]);
    });

    it('tells a deactivated person nothing of a mention, in a note or a revision', async () => {
      const [writer, gone] = await people('designer', 'launch');
      const admin = await h.createUser('admin');
      const res = await h.request('PATCH', `/api/people/${gone!.id}`, { as: admin, body: { active: false } });
      expect(res.status, await res.clone().text()).toBe(200);
      const siteId = await h.createSite();
      await post(writer!, '/api/siteRevisions', { fhid: siteId, issue: `@${gone!.name} please check`, mentions: [gone!.id] }, 201);
      await post(writer!, '/api/notes', { fhid: siteId, type: 'Design', note: `@${gone!.name} ping`, mentions: [gone!.id] }, 201);
      const kept = await h.handle.db.selectFrom('notifications').select('id').where('user_id', '=', gone!.id).execute();
      expect(kept).toEqual([]);
    });

    it('tells the people assigned when a launch date is set, changed, cleared or missed', async () => {
      const [designer, admin] = await people('designer', 'admin');
      const siteId = await h.createSite({ launcher_label: '100% Ready', designer_id: designer!.id });
      const update = (body: unknown) => post(admin!, `/api/sites/${siteId}/updateLaunchDate`, body);
      await update({ launchDate: '2025-03-18' });
      await update({ launchDate: '2025-03-19', reason: 'Waiting on florist' });
      await update({ launchDate: null, allowNull: true, reason: 'Waiting on florist' });
      // A date that has passed, as the night's job finds it.
      await h.handle.db.updateTable('sites').set({ scheduled_launch_date: '2025-03-11' }).where('id', '=', siteId).execute();
      expect(await markMissedLaunches(h.deps)).toMatchObject({ missed: expect.arrayContaining([siteId]) });
      expect((await inbox(designer!)).notifications.map((item) => [item.kind, item.message])).toEqual([
        ['launch', 'Launch date missed'],
        ['launch', 'Launch unscheduled (was Mar 19, 2025)'],
        ['launch', 'Launch rescheduled from Mar 18, 2025 to Mar 19, 2025'],
        ['launch', 'Launch scheduled for Mar 18, 2025'],
      ]);
    });

    it("tells every launch specialist each morning of tomorrow's launches, once however often the job runs", async () => {
      const [specialist] = await people('launch');
      const tomorrow = await h.createSite({ name: 'Tomorrow Chapel', launcher_label: '100% Ready', scheduled_launch_date: '2025-03-13' });
      await h.createSite({ launcher_label: '100% Ready', scheduled_launch_date: '2025-03-14' });
      await h.createSite({ launcher_label: 'Live', scheduled_launch_date: '2025-03-13' });
      await launchRemindersJob.handler(h.deps, {});
      await launchRemindersJob.handler(h.deps, {});
      expect((await inbox(specialist!)).notifications).toEqual([
        expect.objectContaining({
          kind: 'launch',
          siteId: tomorrow,
          siteName: 'Tomorrow Chapel',
          message: 'Launches tomorrow',
          actorName: null,
        }),
      ]);
    });

    it('tells whoever requested a scrape when the request is completed', async () => {
      const [requester] = await people('designer');
      const siteId = await h.createSite();
      await post(requester!, `/api/scrapeRequest/${siteId}/create`, { type: 'blogs', url: 'https://old.example/blog' }, 201);
      const { id } = await h.handle.db.selectFrom('scrape_requests').select('id').where('site_id', '=', siteId).executeTakeFirstOrThrow();
      await post('launch', `/api/scrapeRequest/${id}/markComplete`, { type: 'blogs' });
      expect((await inbox(requester!)).notifications).toEqual([
        expect.objectContaining({ kind: 'scrape', message: 'Your Blogs scrape request was completed', link: `/sites/id/${siteId}/scrape` }),
      ]);
    });

    it('tells nobody of their own action', async () => {
      const [designer] = await people('designer');
      const siteId = await h.createSite({ launcher_label: 'Ready for Design' });
      await post(designer!, `/api/sites/${siteId}/assignDesigner`, { designerId: designer!.id });
      await post(
        designer!,
        '/api/siteRevisions',
        { fhid: siteId, issue: `Note to self @${designer!.name}`, mentions: [designer!.id] },
        201,
      );
      await post(
        designer!,
        '/api/notes',
        { fhid: siteId, type: 'Design', note: `@${designer!.name} remember`, mentions: [designer!.id] },
        201,
      );
      expect(await messagesOf(designer!)).toEqual([]);
    });

    it('sends nobody a kind they turned off', async () => {
      const [care, admin] = await people('care', 'admin');
      const res = await h.request('PUT', '/api/notifications/preferences', {
        as: care!,
        body: { kinds: ['mention', 'status', 'launch', 'revision', 'scrape'], dailyDigest: false },
      });
      expect(await res.json()).toEqual({ kinds: ['mention', 'status', 'launch', 'revision', 'scrape'], dailyDigest: false });
      const siteId = await h.createSite();
      await post(admin!, `/api/sites/${siteId}/assignCares`, { careId: care!.id });
      await post(admin!, `/api/sites/${siteId}/status`, { status: 'Staged' });
      expect(await messagesOf(care!)).toEqual(['Status changed from Ready for Design to Staged']);
    });
  });

  describe('reading the inbox', () => {
    const twoNotifications = async () => {
      const [care, admin] = await people('care', 'admin');
      const siteId = await h.createSite();
      await post(admin!, `/api/sites/${siteId}/assignCares`, { careId: care!.id });
      await post(admin!, `/api/sites/${siteId}/status`, { status: 'Staged' });
      const { notifications } = await inbox(care!);
      return { care: care!, ids: notifications.map((item) => item.id) };
    };

    it('marks some read, lists only the unread with unread=1, then marks all read', async () => {
      const { care, ids } = await twoNotifications();
      expect(await post(care, '/api/notifications/read', { ids: [ids[0]] })).toEqual({ unreadCount: 1 });
      expect((await inbox(care, '?unread=1')).notifications.map((item) => item.id)).toEqual([ids[1]]);
      expect((await inbox(care)).notifications.map((item) => item.read)).toEqual([true, false]);
      expect(await post(care, '/api/notifications/read', { all: true })).toEqual({ unreadCount: 0 });
      expect(await inbox(care, '?unread=1')).toEqual({ notifications: [], unreadCount: 0 });
    });

    it("passes over another person's ids and answers 404 for snoozing another's notification", async () => {
      const { care, ids } = await twoNotifications();
      const other = await h.createUser('care');
      expect(await post(other, '/api/notifications/read', { ids })).toEqual({ unreadCount: 0 });
      expect((await inbox(care)).unreadCount).toBe(2);
      expect(await post(other, `/api/notifications/${ids[0]}/snooze`, { until: 'tomorrow' }, 404)).toEqual({
        error: 'Notification not found',
      });
    });

    it('hides a snoozed notification until 8:00 tomorrow, then shows it unread', async () => {
      const { care, ids } = await twoNotifications();
      expect(await post(care, `/api/notifications/${ids[0]}/snooze`, { until: 'tomorrow' })).toEqual({ unreadCount: 1 });
      expect((await inbox(care)).notifications.map((item) => item.id)).toEqual([ids[1]]);
      const { snoozed_until } = await h.handle.db
        .selectFrom('notifications')
        .select('snoozed_until')
        .where('id', '=', ids[0]!)
        .executeTakeFirstOrThrow();
      expect(snoozed_until?.toISOString()).toBe('2025-03-13T08:00:00.000Z');
    });

    it('keeps preferences per person: every kind and no digest until they choose', async () => {
      const person = await h.createUser('sdr');
      const res = await h.request('GET', '/api/notifications/preferences', { as: person });
      expect(await res.json()).toEqual({ kinds: ['mention', 'assignment', 'status', 'launch', 'revision', 'scrape'], dailyDigest: false });
    });

    it.each([
      ['POST', '/api/notifications/read', { ids: [] }, 'ids'],
      ['POST', '/api/notifications/read', { all: false }, ''],
      ['POST', '/api/notifications/1/snooze', { until: 'someday' }, 'until'],
      ['PUT', '/api/notifications/preferences', { kinds: ['gossip'], dailyDigest: true }, 'kinds.0'],
    ])('answers 400 to %s %s with a bad body', async (method, path, body, field) => {
      const res = await h.request(method, path, { as: 'admin', body });
      expect(res.status).toBe(400);
      if (field) expect(await res.json()).toMatchObject({ field });
    });

    it('answers 400 to unread other than 1, and 401 without a session', async () => {
      expect((await h.request('GET', '/api/notifications?unread=yes', { as: 'admin' })).status).toBe(400);
      expect((await h.request('GET', '/api/notifications')).status).toBe(401);
      expect((await h.request('POST', '/api/notifications/read', { body: { all: true } })).status).toBe(401);
    });
  });
});
