import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from './harness';

describe('GET /api/ready', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(() => h.close());

  it('is public and answers 200 ready when the database and the job queue answer', async () => {
    const res = await h.request('GET', '/api/ready');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ready' });
  });

  it('answers 503 naming the job queue when it does not answer, and ready again once it does', async () => {
    const jobs = h.deps.jobs;
    h.deps.jobs = { ...jobs, check: () => Promise.reject(new Error('The job runner is stopping')) };
    try {
      const res = await h.request('GET', '/api/ready');
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ status: 'unavailable', error: 'Not answering: the job queue' });
    } finally {
      h.deps.jobs = jobs;
    }
    expect((await h.request('GET', '/api/ready')).status).toBe(200);
  });

  it('answers 503 within its bound when the job queue hangs', async () => {
    const jobs = h.deps.jobs;
    h.deps.jobs = { ...jobs, check: () => new Promise<void>(() => undefined) };
    try {
      const asked = Date.now();
      const res = await h.request('GET', '/api/ready');
      expect(await res.json()).toEqual({ status: 'unavailable', error: 'Not answering: the job queue' });
      expect(Date.now() - asked).toBeLessThan(3_000);
    } finally {
      h.deps.jobs = jobs;
    }
  });

  it('answers 503 naming the database when it does not answer', async () => {
    const closed = await createHarness();
    await closed.close();
    const res = await closed.request('GET', '/api/ready');
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: 'unavailable', error: 'Not answering: the database' });
  });
});
