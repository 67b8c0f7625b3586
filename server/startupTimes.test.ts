import { describe, expect, it } from 'vitest';
import { startupTimes } from './startupTimes';

describe('the start-up times line', () => {
  it('names each phase with the time since the one before, and the total since the process started', () => {
    const clock = [2100, 6200, 7400, 9400, 9800];
    const times = startupTimes('Node and modules', () => clock.shift() ?? Number.NaN);
    times.lap('database');
    times.lap('migrations');
    times.lap('demo data');
    expect(times.summary()).toBe('Ready in 9.8 s (Node and modules 2.1 s, database 4.1 s, migrations 1.2 s, demo data 2.0 s)');
  });
});
