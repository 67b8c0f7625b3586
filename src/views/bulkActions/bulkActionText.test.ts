import { describe, expect, it } from 'vitest';
import { actionChoices, refusalText, selectedStatuses } from './bulkActionText';

const statusLabels = (choices: ReturnType<typeof actionChoices>) =>
  choices.find((group) => group.group === 'Status')?.items.map((item) => item.label) ?? [];

describe('the bulk bar’s choices', () => {
  it('offers only the status changes that apply to a selected site', () => {
    expect(statusLabels(actionChoices('admin', ['Live']))).toEqual(['Start Post-Live QA', 'Rebuild', 'Mark Lost']);
    expect(statusLabels(actionChoices('admin', ['Lost']))).toEqual(['Reopen']);
    // Several statuses: whatever applies to one of them.
    expect(statusLabels(actionChoices('admin', ['Lost', 'Live']))).toEqual(['Start Post-Live QA', 'Rebuild', 'Reopen', 'Mark Lost']);
  });

  it('offers every change the role may send when a selected site was never shown', () => {
    const known = new Map([[1, { id: 1, name: 'Morrison Mortuary', launcher_label: 'Live' as const }]]);
    expect(selectedStatuses([1], known)).toEqual(['Live']);
    expect(selectedStatuses([1, 2], known)).toBeNull();
    expect(statusLabels(actionChoices('admin', null))).toHaveLength(13);
  });
});

describe('a refused site', () => {
  const morrison = { id: 318, name: 'Morrison Mortuary', launcher_label: 'Live' as const };
  const refused = (status: number, reason: string) => ({ siteId: 318, outcome: 'refused' as const, status, reason });

  it('reads in words, by name', () => {
    expect(
      refusalText(
        refused(409, 'Cannot mark as lost a site in Lost: Lost to Lost is not allowed'),
        { kind: 'event', event: 'MARK_LOST' },
        { ...morrison, launcher_label: 'Lost' },
      ),
    ).toBe('Morrison Mortuary: already Lost');
    expect(
      refusalText(
        refused(409, 'Cannot reopen a site in Live: Live to Ready for Design is not allowed'),
        { kind: 'event', event: 'REOPEN' },
        morrison,
      ),
    ).toBe('Morrison Mortuary: cannot reopen a site in Live');
  });

  it('keeps the server’s reason for other refusals, and the id for a site never shown', () => {
    expect(refusalText(refused(404, 'Site not found'), { kind: 'event', event: 'MARK_LOST' }, undefined)).toBe('Site 318: Site not found');
    expect(
      refusalText(refused(400, 'designerId must be an active designer'), { kind: 'assign', role: 'designer', userId: 7 }, morrison),
    ).toBe('Morrison Mortuary: designerId must be an active designer');
  });
});
