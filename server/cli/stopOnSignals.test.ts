import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import { stopOnSignals } from './stopOnSignals';

describe('stopOnSignals', () => {
  it.each(['SIGTERM', 'SIGINT'] as const)('stops gracefully on %s, then exits 0', async (signal) => {
    const source = new EventEmitter();
    let finish!: () => void;
    const stop = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const exit = vi.fn();
    const log = vi.fn();
    stopOnSignals({ source, stop, exit, log });

    source.emit(signal, signal);
    expect(stop).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith(`${signal}: finishing running requests and jobs, then stopping...`);
    // not before the stop has finished
    await Promise.resolve();
    expect(exit).not.toHaveBeenCalled();
    finish();
    await vi.waitFor(() => expect(exit).toHaveBeenCalledWith(0));
    // the signal is taken once: a second one falls to Node's default, which ends the process
    expect(source.listenerCount(signal)).toBe(0);
  });

  it('exits 1 when the stop fails', async () => {
    const source = new EventEmitter();
    const exit = vi.fn();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stopOnSignals({ source, stop: () => Promise.reject(new Error('database would not close')), exit, log: () => undefined });
    source.emit('SIGTERM', 'SIGTERM');
    await vi.waitFor(() => expect(exit).toHaveBeenCalledWith(1));
    expect(errors).toHaveBeenCalledWith('The server could not stop cleanly:', expect.any(Error));
  });
});
