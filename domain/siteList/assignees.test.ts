import { describe, expect, it } from 'vitest';
import { assigneeOf, assignees, isAssignableOnSite, mayChangeAssignee, offersSelfAssign } from './assignees';

describe('who may assign (part 1 §6)', () => {
  it('follows the permission matrix per role', () => {
    expect(mayChangeAssignee('designer', 'designer')).toBe(true);
    expect(mayChangeAssignee('sdr', 'designer')).toBe(false);
    expect(mayChangeAssignee('florist', 'florist')).toBe(true);
    expect(mayChangeAssignee('admin', 'sdr')).toBe(true);
    expect(mayChangeAssignee('sdr', 'sdr')).toBe(false);
  });

  it('gives a florist Assign to me on the florist column while the site is not theirs', () => {
    const florist = { id: 51, role: 'florist' as const, name: 'Flora Bloom' };
    expect(offersSelfAssign(florist, 'florist', null)).toBe(true);
    expect(offersSelfAssign(florist, 'florist', 52)).toBe(true);
    expect(offersSelfAssign(florist, 'florist', 51)).toBe(false);
    expect(offersSelfAssign(florist, 'designer', null)).toBe(false);
    expect(offersSelfAssign({ id: 1, role: 'admin', name: 'Ada Admin' }, 'florist', null)).toBe(false);
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

  it("carries part 2 §8's texts for the site page: 'Error updating QA' and 'Error updating site AM'", () => {
    expect(Object.values(assignees).map((assignee) => assignee.sitePageErrorText)).toEqual([
      'Error updating site designer',
      'Error updating site floral specialist',
      'Error updating site AM',
      'Error updating site SDR',
      'Error updating site ae',
      'Error updating QA',
    ]);
  });

  it('allows an account manager on corporate sites only', () => {
    expect(isAssignableOnSite('am', 1)).toBe(true);
    expect(isAssignableOnSite('am', 4)).toBe(false);
    expect(isAssignableOnSite('designer', 4)).toBe(true);
  });
});

describe('assigneeOf', () => {
  const row = { sdrs_id: 61, sdr_name: 'Sid Sales', sdr_image: '', designer_id: null };

  it('reads the role fields of a row, the SDR from sdrs_id', () => {
    expect(assigneeOf(row, 'sdr')).toEqual({ id: 61, name: 'Sid Sales', image: null });
  });

  it('is null when nobody holds the role', () => {
    expect(assigneeOf(row, 'designer')).toBeNull();
  });
});
