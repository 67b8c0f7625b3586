import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LaunchEvent } from '../../domain/api/goLive.schema';
import { routeOwnOriginToApp } from '../../tests/api/goLiveFetch';
import { createHarness, type Harness } from '../../tests/api/harness';
import { createReadySite } from '../../tests/api/siteFixtures';
import { fullSendJob, maxFullSendAttempts, resumeRunningLaunches, runFullSend } from './fullSend.job';
import { jobDefinitions } from './jobDefinitions';

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

describe('the full-send job', () => {
  let h: Harness;
  let sites = 0;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(() => h.close());
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  const startLaunch = async () => {
    sites += 1;
    const id = await createReadySite(h, `Resumable ${sites}`, `resume-${sites}.example`);
    const response = await h.request('POST', `/api/sites/${id}/goLive/fullSend`, { as: 'launch' });
    expect(response.status).toBe(200);
    const { launchId } = (await response.json()) as { launchId: string };
    const messages: string[] = [];
    h.live.listen(`launch:${launchId}`, (type, payload) => type === 'launch_event' && messages.push((payload as LaunchEvent).message));
    return { id, launchId, messages };
  };
  const launchRow = (launchId: string) =>
    h.handle.db.selectFrom('launches').selectAll().where('id', '=', launchId).executeTakeFirstOrThrow();
  const siteLiveCount = async (siteId: number) =>
    (await h.handle.db.selectFrom('log_entries').select('id').where('site_id', '=', siteId).where('message', '=', 'Site live').execute())
      .length;

  it('is registered, and retries no more often than its attempts allow', () => {
    expect(jobDefinitions).toContain(fullSendJob);
    expect(fullSendJob.retryLimit).toBe(maxFullSendAttempts - 1);
  });

  it('resumes a launch killed after step 3 and finishes it exactly once', async () => {
    routeOwnOriginToApp(h);
    const { id, launchId, messages } = await startLaunch();
    const publish = vi.spyOn(h.deps.integrations.builder, 'publishSite');
    // The process 'dies' while waiting for DNS: not a service refusal, so the job throws for a retry.
    vi.spyOn(h.deps.integrations.dns, 'getChange').mockRejectedValueOnce(new Error('Connection terminated unexpectedly'));
    await expect(h.jobs.drain()).rejects.toThrow('Connection terminated unexpectedly');

    const interrupted = await launchRow(launchId);
    expect(interrupted).toMatchObject({
      status: 'running',
      steps_done: ['Getting started', 'Publishing site', 'Pointing DNS'],
      attempts: 1,
    });
    expect(messages).toEqual(['Getting started', 'Publishing site', 'Pointing DNS', 'Waiting for DNS']);

    // Start-up: the sweep re-sends the running launch; the new run starts at 'Waiting for DNS'.
    expect(await resumeRunningLaunches(h.deps)).toEqual([launchId]);
    await h.jobs.drain();
    expect(messages.slice(4)).toEqual(['Waiting for DNS', 'Checking the live site', 'Updating the board', 'Done']);
    expect(publish).toHaveBeenCalledTimes(1);
    expect(await launchRow(launchId)).toMatchObject({ status: 'done', steps_done: fullSendSteps, attempts: 2 });
    expect(await siteLiveCount(id)).toBe(1);

    // A late duplicate run (pg-boss retrying the dead job after it expired) changes nothing.
    expect(await runFullSend(h.deps, launchId)).toBe('not running');
    expect(await resumeRunningLaunches(h.deps)).toEqual([]);
    expect(await siteLiveCount(id)).toBe(1);
  });

  it('lets only one of two runs started together work on a launch', async () => {
    routeOwnOriginToApp(h);
    const { id, launchId } = await startLaunch();
    const outcomes = await Promise.all([runFullSend(h.deps, launchId), runFullSend(h.deps, launchId)]);
    expect(outcomes.sort()).toEqual(['busy', 'done']);
    await h.jobs.drain();
    expect(await siteLiveCount(id)).toBe(1);
    expect((await launchRow(launchId)).status).toBe('done');
  });

  it('marks the launch failed on its last attempt instead of leaving it running', async () => {
    routeOwnOriginToApp(h);
    const { id, launchId, messages } = await startLaunch();
    await h.handle.db
      .updateTable('launches')
      .set({ attempts: maxFullSendAttempts - 1 })
      .where('id', '=', launchId)
      .execute();
    vi.spyOn(h.deps.integrations.board, 'moveCard').mockRejectedValueOnce(new Error('socket hang up'));
    await h.jobs.drain();
    expect(await launchRow(launchId)).toMatchObject({ status: 'failed', error: 'socket hang up' });
    expect(messages.at(-1)).toBe('Full Send failed: socket hang up');
    expect(await siteLiveCount(id)).toBe(0);
  });

  it('does not log Site live again when the site was set Live by hand meanwhile', async () => {
    routeOwnOriginToApp(h);
    const { id, launchId } = await startLaunch();
    expect((await h.request('POST', `/api/sites/${id}/live`, { as: 'admin' })).status).toBe(200);
    await h.jobs.drain();
    expect((await launchRow(launchId)).status).toBe('done');
    expect(await siteLiveCount(id)).toBe(1);
  });
});
