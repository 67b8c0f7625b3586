import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { silentBefore, whileBeating } from './taskHeartbeat';

describe('scrape task heartbeat (docs/decisions/0370)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('beats every interval while the work runs, not after, and a failed beat is only missed', async () => {
    const beat = vi.fn().mockRejectedValueOnce(new Error('database away')).mockResolvedValue(undefined);
    let finish!: (value: string) => void;
    const running = whileBeating(beat, () => new Promise<string>((resolve) => (finish = resolve)), 30_000);

    await vi.advanceTimersByTimeAsync(29_999);
    expect(beat).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(beat).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(beat).toHaveBeenCalledTimes(3);

    finish('done');
    await expect(running).resolves.toBe('done');
    await vi.advanceTimersByTimeAsync(120_000);
    expect(beat).toHaveBeenCalledTimes(3);
  });

  it('stops beating when the work fails', async () => {
    const beat = vi.fn().mockResolvedValue(undefined);
    await expect(whileBeating(beat, () => Promise.reject(new Error('scrape failed')), 1000)).rejects.toThrow('scrape failed');
    await vi.advanceTimersByTimeAsync(5000);
    expect(beat).not.toHaveBeenCalled();
  });

  it('counts a run silent after six missed beats of 30 seconds', () => {
    const now = new Date('2026-11-23T12:00:00Z');
    expect(silentBefore(now)).toEqual(new Date('2026-11-23T11:57:00Z'));
  });
});
