import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { isLaunchableDay, launchChangeKind, launchMessages, validateLaunchChange, type LaunchChange } from './launchDateRules';
import type { LaunchReasonOption } from './launchReasons';

// The reasons migration 0029 seeds (decisions.md §4).
const reasons: LaunchReasonOption[] = [
  'Funeral home request',
  'No domain',
  'Scrape issue',
  'Waiting on florist',
  'Waiting on obit only developer',
  'Design not ready',
  'Content not received',
].map((name) => ({ name, requiresNote: false }));
reasons.push({ name: 'Other', requiresNote: true });

// A Wednesday: 3 business days out is Monday 2025-03-17.
const today = dayjs('2025-03-12').format('YYYY-MM-DD');
const change = (overrides: Partial<LaunchChange>): LaunchChange => ({
  role: 'launch',
  today,
  oldDate: null,
  newDate: '2025-03-18',
  reasons,
  ...overrides,
});

describe('launchChangeKind', () => {
  it('is decided by the old and new value', () => {
    expect(launchChangeKind(null, '2025-03-18')).toBe('schedule');
    expect(launchChangeKind('2025-03-18', '2025-03-20')).toBe('reschedule');
    expect(launchChangeKind('2025-03-18', null)).toBe('unschedule');
  });
});

describe('validateLaunchChange', () => {
  it('accepts a good schedule', () => {
    expect(validateLaunchChange(change({}))).toEqual([]);
    expect(validateLaunchChange(change({ role: 'ae', newDate: '2025-03-17', launchesThatDay: 6 }))).toEqual([]);
  });

  it('requires a date, for admin too, unless it is an unschedule', () => {
    expect(validateLaunchChange(change({ newDate: null }))).toEqual([{ field: 'launchDate', message: 'Please select a launch date' }]);
    expect(validateLaunchChange(change({ role: 'admin', newDate: null }))).toEqual([
      { field: 'launchDate', message: 'Please select a launch date' },
    ]);
    expect(validateLaunchChange(change({ newDate: null, allowNull: true, oldDate: '2025-03-18', reason: 'No domain' }))).toEqual([]);
    // Nothing to unschedule: still a missing date.
    expect(validateLaunchChange(change({ newDate: null, allowNull: true }))).toEqual([
      { field: 'launchDate', message: 'Please select a launch date' },
    ]);
  });

  it.each([
    ['a past date', '2025-03-11', launchMessages.past],
    ['a Saturday', '2025-03-22', 'Launches cannot be scheduled on a weekend'],
    ['a Sunday', '2025-03-23', 'Launches cannot be scheduled on a weekend'],
    ['today', '2025-03-12', 'Launches must be scheduled at least 3 business days out'],
    ['2 business days out', '2025-03-14', 'Launches must be scheduled at least 3 business days out'],
  ])('refuses %s for non-admins', (_what, newDate, message) => {
    expect(validateLaunchChange(change({ newDate }))).toEqual([{ field: 'launchDate', message }]);
    expect(validateLaunchChange(change({ role: 'admin', newDate }))).toEqual([]);
  });

  it('refuses a federal holiday and counts business days around it', () => {
    expect(validateLaunchChange(change({ today: '2025-06-30', newDate: '2025-07-04' }))).toEqual([
      { field: 'launchDate', message: 'Launches cannot be scheduled on a holiday (Independence Day)' },
    ]);
    // Mon Jun 30 -> Thu Jul 3 is 3 business days; Mon Jul 7 is 4 (the 4th is skipped).
    expect(validateLaunchChange(change({ today: '2025-06-30', newDate: '2025-07-03' }))).toEqual([]);
    expect(validateLaunchChange(change({ today: '2025-07-01', newDate: '2025-07-03' }))).toEqual([
      { field: 'launchDate', message: 'Launches must be scheduled at least 3 business days out' },
    ]);
    expect(
      validateLaunchChange(change({ newDate: '2025-03-18', companyHolidays: [{ date: '2025-03-18', name: 'Company picnic' }] })),
    ).toEqual([{ field: 'launchDate', message: 'Launches cannot be scheduled on a holiday (Company picnic)' }]);
  });

  it('caps non-admins at 7 launches a day', () => {
    expect(validateLaunchChange(change({ launchesThatDay: 7 }))).toEqual([
      { field: 'launchDate', message: 'Cannot be more than 7 launches on one day' },
    ]);
    expect(validateLaunchChange(change({ role: 'admin', launchesThatDay: 12 }))).toEqual([]);
  });

  it('wants a reschedule after the old date, and a reason', () => {
    expect(validateLaunchChange(change({ oldDate: '2025-03-20', newDate: '2025-03-19', reason: 'No domain' }))).toEqual([
      { field: 'launchDate', message: 'New launch date must be after old' },
    ]);
    expect(validateLaunchChange(change({ oldDate: '2025-03-20', newDate: '2025-03-20', reason: 'No domain' }))).toEqual([
      { field: 'launchDate', message: 'New launch date must be after old' },
    ]);
    expect(validateLaunchChange(change({ oldDate: '2025-03-20', newDate: '2025-03-21' }))).toEqual([
      { field: 'reason', message: 'Please select a reason' },
    ]);
    expect(validateLaunchChange(change({ oldDate: '2025-03-20', newDate: '2025-03-21', reason: 'Because' }))).toEqual([
      { field: 'reason', message: 'Please select a reason' },
    ]);
    expect(validateLaunchChange(change({ role: 'admin', oldDate: '2025-03-20', newDate: '2025-03-13', reason: 'Scrape issue' }))).toEqual(
      [],
    );
    expect(validateLaunchChange(change({ role: 'admin', oldDate: '2025-03-20', newDate: null, allowNull: true }))).toEqual([
      { field: 'reason', message: 'Please select a reason' },
    ]);
  });

  it("wants a note with 'Other'", () => {
    const other = change({ oldDate: '2025-03-20', newDate: '2025-03-21', reason: 'Other' });
    expect(validateLaunchChange(other)).toEqual([{ field: 'note', message: "Please add a note for the reason 'Other'" }]);
    expect(validateLaunchChange({ ...other, note: '   ' })).toHaveLength(1);
    expect(validateLaunchChange({ ...other, note: 'Family asked to wait' })).toEqual([]);
  });

  it('accepts every offered reason, and only those', () => {
    for (const { name } of reasons.filter((reason) => !reason.requiresNote)) {
      expect(validateLaunchChange(change({ oldDate: '2025-03-20', newDate: '2025-03-21', reason: name }))).toEqual([]);
    }
    const retiredOnly = change({
      oldDate: '2025-03-20',
      newDate: '2025-03-21',
      reason: 'No domain',
      reasons: [{ name: 'Other', requiresNote: true }],
    });
    expect(validateLaunchChange(retiredOnly)).toEqual([{ field: 'reason', message: 'Please select a reason' }]);
  });

  it('wants a note with any reason the Settings screen marks so', () => {
    const weather = change({
      oldDate: '2025-03-20',
      newDate: '2025-03-21',
      reason: 'Weather',
      reasons: [{ name: 'Weather', requiresNote: true }],
    });
    expect(validateLaunchChange(weather)).toEqual([{ field: 'note', message: "Please add a note for the reason 'Weather'" }]);
  });
});

describe('isLaunchableDay', () => {
  it('greys out past, weekend, holiday and too-soon days for non-admins only', () => {
    expect(isLaunchableDay('2025-03-17', 'ae', today)).toBe(true);
    expect(isLaunchableDay('2025-03-14', 'ae', today)).toBe(false);
    expect(isLaunchableDay('2025-03-22', 'ae', today)).toBe(false);
    expect(isLaunchableDay('2025-03-01', 'ae', today)).toBe(false);
    expect(isLaunchableDay('2025-05-26', 'ae', today)).toBe(false);
    expect(isLaunchableDay('2025-03-22', 'admin', today)).toBe(true);
    expect(isLaunchableDay('2025-03-01', 'admin', today)).toBe(true);
  });

  it('on a reschedule, greys out days not after the old date', () => {
    expect(isLaunchableDay('2025-03-18', 'launch', today, { oldDate: '2025-03-19' })).toBe(false);
    expect(isLaunchableDay('2025-03-20', 'launch', today, { oldDate: '2025-03-19' })).toBe(true);
    expect(isLaunchableDay('2025-03-18', 'admin', today, { oldDate: '2025-03-19' })).toBe(true);
  });
});
