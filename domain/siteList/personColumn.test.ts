import { describe, expect, it } from 'vitest';
import { roles } from '../roles';
import { siteRow } from '../../src/views/siteList/fixtures/siteRows';
import { assigneeOf, assignees, isAssignableOnSite } from './assignees';
import { personColumnFor } from './personColumn';

describe('personColumnFor (decisions.md §1)', () => {
  it('maps every role', () => {
    expect(Object.fromEntries(roles.map((role) => [role, personColumnFor(role)]))).toEqual({
      admin: 'designer',
      executive: 'designer',
      designer: 'designer',
      ae: 'ae',
      launch: 'ae',
      care: 'care',
      florist: 'florist',
      am: 'am',
      sdr: 'sdr',
    });
  });
});

describe('assignees', () => {
  it('names the SDR id field in the plural like the row does', () => {
    expect(assignees.sdr.rowFields).toEqual({ id: 'sdrs_id', name: 'sdr_name', image: 'sdr_image' });
  });

  it('carries the failure texts of part 1 §8', () => {
    expect(Object.values(assignees).map((assignee) => assignee.errorText)).toEqual([
      'Error updating site designer',
      'Error updating site floral specialist',
      'Error updating site am',
      'Error updating site SDR',
      'Error updating site ae',
      'Error updating site QA',
    ]);
  });

  it('allows an account manager on corporate sites only', () => {
    expect(isAssignableOnSite('am', 1)).toBe(true);
    expect(isAssignableOnSite('am', 4)).toBe(false);
    expect(isAssignableOnSite('designer', 4)).toBe(true);
  });
});

describe('assigneeOf', () => {
  const row = siteRow({ sdrs_id: 61, sdr_name: 'Sid Sales', sdr_image: '', designer_id: null });

  it('reads the role fields of a row, the SDR from sdrs_id', () => {
    expect(assigneeOf(row, 'sdr')).toEqual({ id: 61, name: 'Sid Sales', image: null });
  });

  it('is null when nobody holds the role', () => {
    expect(assigneeOf(row, 'designer')).toBeNull();
  });
});
