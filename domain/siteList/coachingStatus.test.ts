import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { coachingStatus } from './coachingStatus';

const today = dayjs('2025-06-15');

describe('coachingStatus', () => {
  it('is Unknown without a session date', () => {
    expect(coachingStatus(null, today)).toMatchObject({ state: 'unknown', label: 'Unknown' });
    expect(coachingStatus('', today).state).toBe('unknown');
    expect(coachingStatus('not a date', today).state).toBe('unknown');
  });

  it('is Coached (green) within two months', () => {
    expect(coachingStatus('2025-06-01', today)).toMatchObject({ state: 'coached', label: 'Coached', color: 'green' });
    expect(coachingStatus('2025-04-15', today).state).toBe('coached');
  });

  it('is upcoming (yellow) after two months', () => {
    expect(coachingStatus('2025-04-14', today)).toMatchObject({ state: 'upcoming', color: 'yellow' });
    expect(coachingStatus('2025-03-15', today).state).toBe('upcoming');
  });

  it('is due (red) after three months', () => {
    expect(coachingStatus('2025-03-14', today)).toMatchObject({ state: 'due', color: 'red' });
    expect(coachingStatus('2024-01-01', today).state).toBe('due');
  });
});
