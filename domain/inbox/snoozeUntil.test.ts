import { describe, expect, it } from 'vitest';
import { snoozeUntil } from './snoozeUntil';

describe('snoozeUntil', () => {
  it('brings a notification back at 8:00 UTC the next day', () => {
    expect(snoozeUntil('tomorrow', new Date('2026-11-27T22:30:00Z')).toISOString()).toBe('2026-11-28T08:00:00.000Z');
  });

  it('brings it back next Monday at 8:00 UTC, a week on from a Monday', () => {
    expect(snoozeUntil('nextWeek', new Date('2026-11-27T10:00:00Z')).toISOString()).toBe('2026-11-30T08:00:00.000Z');
    expect(snoozeUntil('nextWeek', new Date('2026-11-30T07:00:00Z')).toISOString()).toBe('2026-12-07T08:00:00.000Z');
    expect(snoozeUntil('nextWeek', new Date('2026-11-29T23:00:00Z')).toISOString()).toBe('2026-11-30T08:00:00.000Z');
  });
});
