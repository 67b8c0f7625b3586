import { describe, expect, it } from 'vitest';
import { canScheduleLaunchFor } from './launchSchedulable';
import { launchStatus, launchStatusColors } from './launchStatus';

const today = '2025-03-12';

describe('launchStatus', () => {
  it('is pending (yellow) for today or a future date', () => {
    expect(launchStatus('100% Ready', '2025-03-20', today)).toBe('pending');
    expect(launchStatus('In Design', today, today)).toBe('pending');
    expect(launchStatusColors.pending).toBe('yellow');
  });

  it('is missed (red) for a past date on a site that is not live', () => {
    expect(launchStatus('100% Ready', '2025-03-11', today)).toBe('missed');
    expect(launchStatus('Missed Launch', '2025-03-01', today)).toBe('missed');
    expect(launchStatusColors.missed).toBe('red');
  });

  it('is live (green) for a live site, with or without a date', () => {
    expect(launchStatus('Live', '2025-03-01', today)).toBe('live');
    expect(launchStatus('Post-Live QA', null, today)).toBe('live');
    expect(launchStatusColors.live).toBe('green');
  });

  it('shows nothing for Lost, Rebuild and Test, or without a date', () => {
    expect(launchStatus('Lost', '2025-03-01', today)).toBeNull();
    expect(launchStatus('Rebuild', '2025-03-20', today)).toBeNull();
    expect(launchStatus('Test', '2025-03-20', today)).toBeNull();
    expect(launchStatus('Staged', null, today)).toBeNull();
  });
});

describe('canScheduleLaunchFor', () => {
  it('allows every status but Test, Live, Post-Live QA and Lost', () => {
    expect(canScheduleLaunchFor('Test')).toBe(false);
    expect(canScheduleLaunchFor('Live')).toBe(false);
    expect(canScheduleLaunchFor('Post-Live QA')).toBe(false);
    expect(canScheduleLaunchFor('Lost')).toBe(false);
    expect(canScheduleLaunchFor('Missed Launch')).toBe(true);
    expect(canScheduleLaunchFor('Rebuild')).toBe(true);
    expect(canScheduleLaunchFor('Ready for Design')).toBe(true);
  });
});
