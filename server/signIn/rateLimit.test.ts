import { describe, expect, it } from 'vitest';
import { createSignInRateLimiter, SlidingWindowCounter, type SignInAttempt } from './rateLimit';

const minute = 60_000;

describe('SlidingWindowCounter', () => {
  it('blocks a key at the limit until its oldest failures slide out of the window', () => {
    let now = 0;
    const counter = new SlidingWindowCounter({ max: 3, windowMs: 10 * minute }, () => new Date(now));
    counter.recordFailure('a');
    now = 2 * minute;
    counter.recordFailure('a');
    now = 4 * minute;
    expect(counter.retryAfterMs('a')).toBe(0);
    counter.recordFailure('a');
    expect(counter.retryAfterMs('a')).toBe(6 * minute);
    expect(counter.retryAfterMs('b')).toBe(0);
    now = 10 * minute;
    expect(counter.retryAfterMs('a')).toBe(0);
    counter.recordFailure('a');
    // failures at 2, 4 and 10 minutes: free again when the one at 2 leaves, at 12
    expect(counter.retryAfterMs('a')).toBe(2 * minute);
  });

  it('forgets a single failure and clears a key', () => {
    let now = 0;
    const counter = new SlidingWindowCounter({ max: 2, windowMs: minute }, () => new Date(now));
    const first = counter.recordFailure('a');
    now = 1;
    counter.recordFailure('a');
    expect(counter.retryAfterMs('a')).toBeGreaterThan(0);
    counter.forget('a', first);
    expect(counter.retryAfterMs('a')).toBe(0);
    counter.recordFailure('a');
    counter.clear('a');
    expect(counter.retryAfterMs('a')).toBe(0);
  });
});

describe('sign-in rate limiter', () => {
  const limits = { perAccount: { max: 2, windowMs: 15 * minute }, perAddress: { max: 3, windowMs: 15 * minute } };

  it('counts an attempt as failed as soon as it begins, so a concurrent burst is limited too', () => {
    const limiter = createSignInRateLimiter(() => new Date(0), limits);
    expect(limiter.begin('ann', 'x').allowed).toBe(true);
    expect(limiter.begin('ann', 'y').allowed).toBe(true);
    expect(limiter.begin('ann', 'z')).toEqual({ allowed: false, retryAfterMs: 15 * minute });
  });

  it('limits an address across accounts', () => {
    const limiter = createSignInRateLimiter(() => new Date(0), limits);
    for (const account of ['a', 'b', 'c']) expect(limiter.begin(account, 'x').allowed).toBe(true);
    expect(limiter.begin('d', 'x').allowed).toBe(false);
    expect(limiter.begin('d', 'other').allowed).toBe(true);
  });

  it('clears the account and takes back the address count on success', () => {
    const limiter = createSignInRateLimiter(() => new Date(0), limits);
    expect(limiter.begin('ann', 'x').allowed).toBe(true);
    const attempt = limiter.begin('ann', 'x') as SignInAttempt;
    attempt.succeeded();
    // the account starts afresh; the address holds only the one failure
    expect(limiter.begin('ann', 'x').allowed).toBe(true);
    expect(limiter.begin('ann', 'x').allowed).toBe(true);
    expect(limiter.begin('bob', 'x').allowed).toBe(false);
  });
});
