import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inboxDigestJob } from '../../server/jobs/inboxDigest.job';
import { createHarness, type Harness, type TestUser } from './harness';

/** The daily e-mail digest (issue 34) through the sandbox mail service's outbox. */
describe('the daily inbox digest', () => {
  let h: Harness;
  let now = new Date('2025-03-12T08:00:00Z');
  beforeAll(async () => {
    h = await createHarness({ now: () => now });
  });
  afterAll(() => h.close());

  const mailTo = async (person: TestUser) => {
    const { email } = await h.handle.db.selectFrom('users').select('email').where('id', '=', person.id).executeTakeFirstOrThrow();
    return (await h.handle.db.selectFrom('outbox_messages').selectAll().orderBy('id').execute()).filter((mail) =>
      mail.to_addresses.includes(email),
    );
  };
  const wantsDigest = async (person: TestUser, dailyDigest: boolean) =>
    expect(
      (
        await h.request('PUT', '/api/notifications/preferences', {
          as: person,
          body: { kinds: ['mention', 'assignment', 'status', 'launch', 'revision', 'scrape'], dailyDigest },
        })
      ).status,
    ).toBe(200);
  const assign = async (person: TestUser, siteId: number) =>
    expect((await h.request('POST', `/api/sites/${siteId}/assignCares`, { as: 'admin', body: { careId: person.id } })).status).toBe(200);

  it('sends each person who asked for it their unread notifications since the last digest, and nothing when nothing is new', async () => {
    const [subscriber, notSubscribed] = [await h.createUser('care', 'Dana Digest'), await h.createUser('care')];
    await wantsDigest(subscriber, true);
    await wantsDigest(notSubscribed, false);
    const siteId = await h.createSite({ name: 'Maple Grove Chapel' });
    await assign(subscriber, siteId);
    await assign(notSubscribed, await h.createSite());
    now = new Date('2025-03-12T08:00:05Z');

    await inboxDigestJob.handler(h.deps, {});
    const mails = await mailTo(subscriber);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ subject: 'Website Admin: 1 new in your inbox' });
    expect(mails[0]!.text_body).toContain('Hello Dana Digest,');
    expect(mails[0]!.text_body).toContain(`Maple Grove Chapel\n- ${h.users.admin.name}: You were assigned as QA (`);
    expect(mails[0]!.text_body).toContain(`/sites/id/${siteId})`);
    expect(await mailTo(notSubscribed)).toEqual([]);

    // Nothing new since: no second mail.
    now = new Date('2025-03-13T08:00:00Z');
    await inboxDigestJob.handler(h.deps, {});
    expect(await mailTo(subscriber)).toHaveLength(1);
  });
});
