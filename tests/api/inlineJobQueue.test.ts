import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/database';
import type { AppDeps } from '../../server/appDeps';
import { createInlineJobQueue } from './inlineJobQueue';
import type { JobDefinition } from '../../server/jobs/jobDefinition';

describe('the in-process job queue of the API tests', () => {
  const deps = { now: () => new Date() } as AppDeps;

  it('runs nothing until drained, then runs jobs in order with the deps, including jobs they send', async () => {
    const ran: string[] = [];
    const definitions: JobDefinition[] = [
      {
        name: 'first',
        handler: async (jobDeps, data) => {
          expect(jobDeps).toBe(deps);
          ran.push(`first ${JSON.stringify(data)}`);
          await queue.send('second', { from: 'first' });
        },
      },
      { name: 'second', handler: async (_deps, data) => void ran.push(`second ${JSON.stringify(data)}`) },
    ];
    const queue = createInlineJobQueue(definitions, () => deps);
    await queue.send('first', { n: 1 });
    expect(ran).toEqual([]);
    await queue.drain();
    expect(ran).toEqual(['first {"n":1}', 'second {"from":"first"}']);
    expect(queue.sent.map((job) => job.name)).toEqual(['first', 'second']);
  });

  it('runs a job sent inside a transaction only if that transaction committed, as pg-boss would', async () => {
    const handle = await openDatabase({});
    try {
      const handled: object[] = [];
      const queue = createInlineJobQueue([{ name: 'backup', handler: async (_deps, data) => void handled.push(data) }], () => ({
        ...deps,
        db: handle.db,
      }));
      await handle.db.transaction().execute((trx) => queue.send('backup', { kept: true }, { transaction: trx }));
      await expect(
        handle.db.transaction().execute(async (trx) => {
          await queue.send('backup', { kept: false }, { transaction: trx });
          throw new Error('the request failed after the send');
        }),
      ).rejects.toThrow('the request failed after the send');
      await queue.drain();
      expect(handled).toEqual([{ kept: true }]);
    } finally {
      await handle.close();
    }
  });

  it('drops a second waiting job with the same singletonKey on a short or stately queue, as pg-boss does', async () => {
    const handled: object[] = [];
    const queue = createInlineJobQueue(
      [{ name: 'full-send', policy: 'stately', handler: async (_deps, data) => void handled.push(data) }],
      () => deps,
    );
    expect(await queue.send('full-send', { attempt: 1 }, { singletonKey: 'site:7' })).toEqual(expect.any(String));
    expect(await queue.send('full-send', { attempt: 2 }, { singletonKey: 'site:7' })).toBeNull();
    expect(await queue.send('full-send', { attempt: 3 }, { singletonKey: 'site:8' })).toEqual(expect.any(String));
    await queue.drain();
    expect(handled).toEqual([{ attempt: 1 }, { attempt: 3 }]);
  });

  it("rejects the drain with a handler's error and refuses unknown names", async () => {
    const queue = createInlineJobQueue([{ name: 'broken', handler: async () => Promise.reject(new Error('boom')) }], () => deps);
    await queue.send('broken', {});
    await expect(queue.drain()).rejects.toThrow('boom');
    await expect(queue.send('missing', {})).rejects.toThrow("Unknown job 'missing'");
  });

  it('stops a job that keeps sending itself', async () => {
    const queue = createInlineJobQueue([{ name: 'loop', handler: async () => queue.send('loop', {}) }], () => deps);
    await queue.send('loop', {});
    await expect(queue.drain()).rejects.toThrow('keeps sending itself');
  });
});
