import { describe, expect, it } from 'vitest';
import { mayChangeAssignee, offersSelfAssign } from './assignees';

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
