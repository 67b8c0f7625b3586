import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../tests/api/harness';
import type { DatabaseHandle } from '../db/database';
import { createSignInRateLimiter, type SignInAttempt } from './rateLimit';

const minute = 60_000;
const limits = { perAccountAddress: { max: 3, windowMs: 10 * minute }, perAddress: { max: 5, windowMs: 10 * minute } };

describe('sign-in rate limiter', () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  let handle: DatabaseHandle;
  let addressCounter = 0;
  /** Each test counts against its own addresses, so tests share nothing through the table. */
  const freshAddress = () => `192.0.2.${++addressCounter}`;

  beforeAll(async () => {
    database = await openTestDatabase();
    handle = database.handle;
  });
  afterAll(() => database.close());

  it('blocks an account at one address until its oldest failures slide out of the window', async () => {
    let now = Date.parse('2026-11-23T10:00:00Z');
    const limiter = createSignInRateLimiter(handle.db, () => new Date(now), limits);
    const address = freshAddress();
    expect((await limiter.begin('ann', address)).allowed).toBe(true);
    now += 2 * minute;
    expect((await limiter.begin('ann', address)).allowed).toBe(true);
    now += 2 * minute;
    expect((await limiter.begin('ann', address)).allowed).toBe(true);
    expect(await limiter.begin('ann', address)).toEqual({ allowed: false, retryAfterMs: 6 * minute });
    now += 6 * minute;
    expect((await limiter.begin('ann', address)).allowed).toBe(true);
    // failures at 2, 4 and 10 minutes: free again when the one at 2 leaves, at 12
    expect(await limiter.begin('ann', address)).toEqual({ allowed: false, retryAfterMs: 2 * minute });
  });

  it('never stops the account at an address its failures did not come from', async () => {
    const limiter = createSignInRateLimiter(handle.db, () => new Date(), limits);
    const attacker = freshAddress();
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await limiter.begin('bob', attacker)).allowed).toBe(true);
    expect((await limiter.begin('bob', attacker)).allowed).toBe(false);
    expect((await limiter.begin('bob', freshAddress())).allowed).toBe(true);
  });

  it('limits an address across accounts', async () => {
    const limiter = createSignInRateLimiter(handle.db, () => new Date(), limits);
    const address = freshAddress();
    for (const account of ['a', 'b', 'c', 'd', 'e']) expect((await limiter.begin(account, address)).allowed).toBe(true);
    expect((await limiter.begin('f', address)).allowed).toBe(false);
    expect((await limiter.begin('f', freshAddress())).allowed).toBe(true);
  });

  it('counts an attempt as failed as soon as it begins, so a concurrent burst is limited too', async () => {
    const limiter = createSignInRateLimiter(handle.db, () => new Date(), limits);
    const address = freshAddress();
    const results = await Promise.all(Array.from({ length: 8 }, () => limiter.begin('cat', address)));
    expect(results.filter((result) => result.allowed)).toHaveLength(3);
  });

  it('shares the counts between limiters on one database, as instances and restarts do', async () => {
    const address = freshAddress();
    const first = createSignInRateLimiter(handle.db, () => new Date(), limits);
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await first.begin('dan', address)).allowed).toBe(true);
    const second = createSignInRateLimiter(handle.db, () => new Date(), limits);
    expect((await second.begin('dan', address)).allowed).toBe(false);
  });

  it('clears the account at the address on success, taking its failures off the address count too', async () => {
    const limiter = createSignInRateLimiter(handle.db, () => new Date(), limits);
    const address = freshAddress();
    expect((await limiter.begin('eve', address)).allowed).toBe(true);
    expect((await limiter.begin('eve', address)).allowed).toBe(true);
    await ((await limiter.begin('eve', address)) as SignInAttempt).succeeded();
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await limiter.begin('eve', address)).allowed).toBe(true);
    // the address holds eve's three new failures: two more accounts fit before its limit of five
    expect((await limiter.begin('fay', address)).allowed).toBe(true);
    expect((await limiter.begin('gus', address)).allowed).toBe(true);
    expect((await limiter.begin('hal', address)).allowed).toBe(false);
  });

  it('prunes failures older than the longest window when it records a new one', async () => {
    let now = Date.parse('2026-11-23T12:00:00Z');
    const limiter = createSignInRateLimiter(handle.db, () => new Date(now), limits);
    const old = freshAddress();
    expect((await limiter.begin('ivy', old)).allowed).toBe(true);
    now += 10 * minute;
    expect((await limiter.begin('ivy', freshAddress())).allowed).toBe(true);
    const left = await handle.db.selectFrom('sign_in_failures').select('address').where('address', '=', old).execute();
    expect(left).toEqual([]);
  });
});
