import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SiteBackup } from '../../domain/api/siteBackup.schema';
import { IntegrationError } from '../../server/integrations/integrationError';
import { createHarness, type Harness } from './harness';

describe('site backup routes and job', () => {
  let h: Harness;
  const start = new Date('2025-06-02T14:00:00Z');
  const clock = { now: start };
  beforeAll(async () => {
    h = await createHarness({ now: () => clock.now });
  });
  // Tests run in a shuffled order and some move the clock.
  beforeEach(() => {
    clock.now = start;
  });
  afterAll(() => h.close());

  const siteWithProject = async () => {
    const { site_name } = await h.deps.integrations.builder.createSite({
      templateId: '1002',
      businessName: 'Jones Chapel',
      externalUid: '0',
    });
    return { siteId: await h.createSite({ name: 'Jones Chapel', duda_id: site_name }), project: site_name };
  };
  const backupsOf = async (siteId: number) =>
    (await (await h.request('GET', `/api/sites/${siteId}/backups`, { as: 'sdr' })).json()) as SiteBackup[];
  const logOf = (siteId: number) =>
    h.handle.db.selectFrom('log_entries').select(['message', 'user_id']).where('site_id', '=', siteId).orderBy('id').execute();

  it('queues a backup, logs it, and the job makes it at the builder', async () => {
    const { siteId, project } = await siteWithProject();
    const res = await h.request('POST', `/api/sites/${siteId}/backups`, { as: 'care' });
    expect(res.status).toBe(202);
    const queued = (await res.json()) as SiteBackup;
    expect(queued.id).toBeGreaterThan(0);
    expect({ ...queued, id: 0 }).toEqual({
      id: 0,
      backup_name: null,
      status: 'queued',
      error: null,
      requested_by_name: 'Test care',
      requested_at: '2025-06-02T14:00:00.000Z',
      finished_at: null,
    });
    clock.now = new Date('2025-06-02T14:01:00Z');
    await h.jobs.drain();
    const name = `site-${siteId}-backup-${queued.id}`;
    expect(await backupsOf(siteId)).toEqual([{ ...queued, backup_name: name, status: 'done', finished_at: '2025-06-02T14:01:00.000Z' }]);
    expect((await h.deps.integrations.builder.listBackups(project)).map((backup) => backup.backup_name)).toEqual([name]);
    expect(await logOf(siteId)).toEqual([
      { message: 'Site backup started', user_id: h.users.care.id },
      { message: `Site backup ${name} finished`, user_id: null },
    ]);
  });

  it('does not make a second backup when the job runs again after the builder made it', async () => {
    const { siteId, project } = await siteWithProject();
    const queued = (await (await h.request('POST', `/api/sites/${siteId}/backups`, { as: 'admin' })).json()) as SiteBackup;
    // The builder made the backup, then the run stopped before recording it.
    await h.deps.integrations.builder.createBackup(project, `site-${siteId}-backup-${queued.id}`);
    const create = vi.spyOn(h.deps.integrations.builder, 'createBackup');
    await h.jobs.drain();
    expect(create).not.toHaveBeenCalled();
    create.mockRestore();
    expect((await backupsOf(siteId))[0]?.status).toBe('done');
    expect(await h.deps.integrations.builder.listBackups(project)).toHaveLength(1);
  });

  it("records the builder's refusal as a failed backup with its reason, logged", async () => {
    const { siteId } = await siteWithProject();
    vi.spyOn(h.deps.integrations.builder, 'createBackup').mockRejectedValueOnce(
      new IntegrationError('builder', 'unavailable', 'The website builder (Duda) is having problems (status 502); try again later.'),
    );
    await h.request('POST', `/api/sites/${siteId}/backups`, { as: 'launch' });
    await h.jobs.drain();
    const [backup] = await backupsOf(siteId);
    expect(backup).toMatchObject({
      status: 'failed',
      backup_name: null,
      error: 'The website builder (Duda) is having problems (status 502); try again later.',
    });
    expect((await logOf(siteId)).map((entry) => entry.message)).toEqual([
      'Site backup started',
      'Site backup failed: The website builder (Duda) is having problems (status 502); try again later.',
    ]);
  });

  it('keeps nothing when the job cannot be queued, answering a clear 503, and the next request starts as usual', async () => {
    const { siteId, project } = await siteWithProject();
    const send = vi.spyOn(h.deps.jobs, 'send').mockRejectedValueOnce(new Error('connection to the job queue lost'));
    const serverLog = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const res = await h.request('POST', `/api/sites/${siteId}/backups`, { as: 'admin' });
    expect(send).toHaveBeenCalledTimes(1);
    expect(serverLog).toHaveBeenCalledWith(`[siteBackup] the backup of site ${siteId} could not be queued`, expect.any(Error));
    send.mockRestore();
    serverLog.mockRestore();
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ error: 'The backup could not be started; try again later' });
    // The row, its log entry and the job are one transaction: no backup is left 'queued' without a job.
    expect(await backupsOf(siteId)).toEqual([]);
    expect(await logOf(siteId)).toEqual([]);
    await h.jobs.drain();
    expect(await h.deps.integrations.builder.listBackups(project)).toEqual([]);
    expect((await h.request('POST', `/api/sites/${siteId}/backups`, { as: 'admin' })).status).toBe(202);
    // Run it here: a job left in the shared queue would be run by the next test's drain.
    await h.jobs.drain();
    expect((await backupsOf(siteId))[0]?.status).toBe('done');
  });

  it('queues the job inside the request transaction, so it runs only for a committed backup', async () => {
    const { siteId } = await siteWithProject();
    const send = vi.spyOn(h.deps.jobs, 'send');
    const queued = (await (await h.request('POST', `/api/sites/${siteId}/backups`, { as: 'admin' })).json()) as SiteBackup;
    expect(send).toHaveBeenCalledWith('site-backup', { backupId: queued.id }, { transaction: expect.anything() });
    send.mockRestore();
    await h.jobs.drain();
    expect((await backupsOf(siteId))[0]?.status).toBe('done');
  });

  it('fails a backup whose job gave up (an unexpected error past its retries) once the list is read, logged, and leaves ended ones alone', async () => {
    const { siteId } = await siteWithProject();
    const done = (await (await h.request('POST', `/api/sites/${siteId}/backups`, { as: 'admin' })).json()) as SiteBackup;
    await h.jobs.drain();
    vi.spyOn(h.deps.integrations.builder, 'listBackups').mockRejectedValueOnce(
      new TypeError("Cannot read properties of undefined (reading 'map')"),
    );
    const abandoned = (await (await h.request('POST', `/api/sites/${siteId}/backups`, { as: 'admin' })).json()) as SiteBackup;
    // While its job waits, the backup is left under way.
    expect((await backupsOf(siteId)).map((backup) => [backup.id, backup.status])).toEqual([
      [abandoned.id, 'queued'],
      [done.id, 'done'],
    ]);
    // The in-process queue hands the error back instead of retrying; pg-boss would retry, then fail the job.
    await expect(h.jobs.drain()).rejects.toThrow(TypeError);
    clock.now = new Date('2025-06-02T14:05:00Z');
    const [settled, untouched] = await backupsOf(siteId);
    expect(settled).toMatchObject({
      id: abandoned.id,
      status: 'failed',
      error: 'the backup job stopped before it finished',
      finished_at: '2025-06-02T14:05:00.000Z',
    });
    expect(untouched).toMatchObject({ id: done.id, status: 'done' });
    expect((await logOf(siteId)).map((entry) => entry.message)).toEqual([
      'Site backup started',
      `Site backup site-${siteId}-backup-${done.id} finished`,
      'Site backup started',
      'Site backup failed: the backup job stopped before it finished',
    ]);
    // Reading again changes nothing more.
    await backupsOf(siteId);
    expect(await logOf(siteId)).toHaveLength(4);
  });

  it('lists the backups newest first', async () => {
    const { siteId } = await siteWithProject();
    clock.now = new Date('2025-06-03T09:00:00Z');
    await h.request('POST', `/api/sites/${siteId}/backups`, { as: 'admin' });
    clock.now = new Date('2025-06-04T09:00:00Z');
    await h.request('POST', `/api/sites/${siteId}/backups`, { as: 'admin' });
    await h.jobs.drain();
    expect((await backupsOf(siteId)).map((backup) => [backup.requested_at, backup.status])).toEqual([
      ['2025-06-04T09:00:00.000Z', 'done'],
      ['2025-06-03T09:00:00.000Z', 'done'],
    ]);
  });

  it('answers 409 for a site without a builder project, 401, 403 and 404 (the route takes no body or query to refuse)', async () => {
    const bare = await h.createSite({ name: 'Bare Chapel' });
    const refused = await h.request('POST', `/api/sites/${bare}/backups`, { as: 'admin' });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ error: 'Bare Chapel has no builder project yet: create or link one first' });
    expect(await backupsOf(bare)).toEqual([]);
    const { siteId } = await siteWithProject();
    expect((await h.request('POST', `/api/sites/${siteId}/backups`)).status).toBe(401);
    expect((await h.request('GET', `/api/sites/${siteId}/backups`)).status).toBe(401);
    expect((await h.request('POST', `/api/sites/${siteId}/backups`, { as: 'am' })).status).toBe(403);
    expect((await h.request('POST', '/api/sites/999999/backups', { as: 'admin' })).status).toBe(404);
    expect((await h.request('GET', '/api/sites/999999/backups', { as: 'admin' })).status).toBe(404);
    expect(await backupsOf(siteId)).toEqual([]);
  });
});
