/**
 * Failed sign-ins, limited per account and per client address with a sliding window held in
 * memory. In memory is enough for one server process; a restart forgets the counts, which only
 * ever favours the user.
 */
interface WindowLimit {
  max: number;
  windowMs: number;
}

const signInLimits = {
  perAccount: { max: 5, windowMs: 15 * 60_000 },
  perAddress: { max: 20, windowMs: 15 * 60_000 },
} as const satisfies Record<string, WindowLimit>;

/** Failure times per key; a key is blocked while `max` failures lie inside the window. */
export class SlidingWindowCounter {
  private readonly failures = new Map<string, number[]>();
  private lastSweep = 0;

  constructor(
    private readonly limit: WindowLimit,
    private readonly clock: () => Date,
  ) {}

  /** Milliseconds until the key may try again; 0 when it may try now. */
  retryAfterMs(key: string): number {
    const now = this.clock().getTime();
    const recent = this.recent(key, now);
    if (recent.length < this.limit.max) return 0;
    // The window slides: the key is free again when enough of its oldest failures fall out of it.
    const freeingFailure = recent[recent.length - this.limit.max] ?? now;
    return Math.max(1, freeingFailure + this.limit.windowMs - now);
  }

  /** Counts a failure now and returns its time, so an attempt that turns out well can be taken back. */
  recordFailure(key: string): number {
    const now = this.clock().getTime();
    this.sweep(now);
    const recent = this.recent(key, now);
    recent.push(now);
    this.failures.set(key, recent);
    return now;
  }

  /** Takes back one failure recorded at `time`. */
  forget(key: string, time: number): void {
    const times = this.failures.get(key);
    const index = times?.indexOf(time) ?? -1;
    if (!times || index < 0) return;
    times.splice(index, 1);
    if (times.length === 0) this.failures.delete(key);
  }

  clear(key: string): void {
    this.failures.delete(key);
  }

  private recent(key: string, now: number): number[] {
    const since = now - this.limit.windowMs;
    const kept = (this.failures.get(key) ?? []).filter((time) => time > since);
    if (kept.length === 0) this.failures.delete(key);
    else this.failures.set(key, kept);
    return kept;
  }

  /** Drops keys whose failures all left the window, so a flood of one-off keys cannot grow memory forever. */
  private sweep(now: number): void {
    if (now - this.lastSweep < this.limit.windowMs) return;
    this.lastSweep = now;
    const since = now - this.limit.windowMs;
    for (const [key, times] of this.failures) {
      if (times.every((time) => time <= since)) this.failures.delete(key);
    }
  }
}

/** An admitted attempt. It already counts as a failure; only a success has to be reported. */
export interface SignInAttempt {
  allowed: true;
  succeeded(): void;
}

interface SignInRefusal {
  allowed: false;
  retryAfterMs: number;
}

export interface SignInRateLimiter {
  begin(account: string, address: string): SignInAttempt | SignInRefusal;
}

/**
 * An attempt is counted as failed the moment it begins, before the slow password check: a burst
 * of concurrent guesses therefore meets the limit too, instead of all passing the check while
 * none has failed yet. A success then clears the account's counter and takes back the address's
 * count, so an office full of staff behind one address is not locked out by signing in.
 */
export const createSignInRateLimiter = (
  clock: () => Date,
  limits: { perAccount: WindowLimit; perAddress: WindowLimit } = signInLimits,
): SignInRateLimiter => {
  const accounts = new SlidingWindowCounter(limits.perAccount, clock);
  const addresses = new SlidingWindowCounter(limits.perAddress, clock);
  return {
    begin: (account, address) => {
      const retryAfterMs = Math.max(accounts.retryAfterMs(account), addresses.retryAfterMs(address));
      if (retryAfterMs > 0) return { allowed: false, retryAfterMs };
      accounts.recordFailure(account);
      const addressTime = addresses.recordFailure(address);
      return {
        allowed: true,
        succeeded: () => {
          accounts.clear(account);
          addresses.forget(address, addressTime);
        },
      };
    },
  };
};
