import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteStatus } from '../../domain/siteStatus';
import { createHarness, type Harness } from '../../tests/api/harness';
import { jobDefinitions } from './jobDefinitions';
import { markMissedLaunches, missedLaunchJob } from './missedLaunch.job';

describe('missed launch job', () => {
  let h: Harness;
  const now = new Date('2025-03-12T00:05:00Z');
  beforeAll(async () => {
    h = await createHarness({ now: () => now });
  });
  afterAll(() => h.close());

  const site = (launcher_label: SiteStatus, scheduled_launch_date: string | null) =>
    h.createSite({ launcher_label, scheduled_launch_date });
  const statusOf = async (id: number) =>
    (await h.handle.db.selectFrom('sites').select('launcher_label').where('id', '=', id).executeTakeFirstOrThrow()).launcher_label;

  it('moves pre-live sites with a passed date to Missed Launch and logs it by the system', async () => {
    const ready = await site('100% Ready', '2025-03-11');
    const inDesign = await site('In Design', '2025-03-01');
    const revisions = await h.createSite({
      launcher_label: 'Revisions Needed',
      revisions_from: 'Final QA',
      scheduled_launch_date: '2025-03-10',
    });
    const today = await site('100% Ready', '2025-03-12');
    const future = await site('Approved', '2025-03-20');
    const live = await site('Live', '2025-03-01');
    const postLive = await site('Post-Live QA', '2025-03-01');
    const lost = await site('Lost', '2025-03-01');
    const test = await site('Test', '2025-03-01');
    const rebuild = await site('Rebuild', '2025-03-01');
    const alreadyMissed = await site('Missed Launch', '2025-03-01');
    const noDate = await site('100% Ready', null);

    const result = await markMissedLaunches(h.deps);
    expect(result.missed).toEqual([ready, inDesign, revisions]);
    for (const id of [ready, inDesign, revisions]) expect(await statusOf(id)).toBe('Missed Launch');
    expect(await statusOf(today)).toBe('100% Ready');
    expect(await statusOf(future)).toBe('Approved');
    expect(await statusOf(live)).toBe('Live');
    expect(await statusOf(postLive)).toBe('Post-Live QA');
    expect(await statusOf(lost)).toBe('Lost');
    expect(await statusOf(test)).toBe('Test');
    expect(await statusOf(rebuild)).toBe('Rebuild');
    expect(await statusOf(alreadyMissed)).toBe('Missed Launch');
    expect(await statusOf(noDate)).toBe('100% Ready');

    const log = await h.handle.db
      .selectFrom('log_entries')
      .select(['message', 'user_id', 'log_type'])
      .where('site_id', '=', ready)
      .execute();
    expect(log).toEqual([{ message: 'Launch date missed', user_id: null, log_type: 'OTHER' }]);
    const revisionsRow = await h.handle.db
      .selectFrom('sites')
      .select('revisions_from')
      .where('id', '=', revisions)
      .executeTakeFirstOrThrow();
    expect(revisionsRow.revisions_from).toBeNull();
  });

  it('changes nothing on a second run the same day', async () => {
    const before = await h.handle.db.selectFrom('log_entries').select('id').execute();
    expect((await markMissedLaunches(h.deps)).missed).toEqual([]);
    expect(await h.handle.db.selectFrom('log_entries').select('id').execute()).toHaveLength(before.length);
  });

  it('is registered as a daily job', async () => {
    expect(jobDefinitions).toContain(missedLaunchJob);
    expect(missedLaunchJob.cron).toBe('5 0 * * *');
    const id = await site('100% Ready', '2025-03-05');
    await missedLaunchJob.handler(h.deps, {});
    expect(await statusOf(id)).toBe('Missed Launch');
  });
});
