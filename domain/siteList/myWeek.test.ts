import { describe, expect, it } from 'vitest';
import { myWeekCards, weekAround } from './myWeek';

describe('weekAround', () => {
  it('runs Monday to Sunday, a Sunday ending its week and a Monday starting it', () => {
    expect(weekAround('2026-11-25')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(weekAround('2026-11-29')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(weekAround('2026-11-30')).toEqual({ from: '2026-11-30', to: '2026-12-06' });
    expect(weekAround('2026-01-01')).toEqual({ from: '2025-12-29', to: '2026-01-04' });
  });
});

describe('myWeekCards', () => {
  it("says what a designer's counts mean, and in words when one is 0", () => {
    const cards = myWeekCards({
      from: '2026-11-23',
      to: '2026-11-29',
      launches: 1,
      revisions: { waitingFor: 'unfixed', sites: 0 },
      ageing: 3,
    });
    expect(cards.map(({ key, label, value }) => ({ key, label, value }))).toEqual([
      { key: 'weekLaunches', label: 'Launching this week', value: 1 },
      { key: 'weekRevisions', label: 'Revisions to fix', value: 0 },
      { key: 'weekAgeing', label: 'Ageing', value: 3 },
    ]);
    expect(cards.map((card) => (card.value === 0 ? card.emptyText : card.description))).toEqual([
      'site launches this week',
      'No revisions are waiting on you.',
      'sites have been in their status longer than most sites are',
    ]);
  });

  it('has no revisions card where nothing waits on the role', () => {
    const cards = myWeekCards({ from: '2026-11-23', to: '2026-11-29', launches: 0, revisions: null, ageing: 0 });
    expect(cards.map((card) => card.emptyText)).toEqual([
      'None of your sites launches this week.',
      'None of your sites has been in its status for too long.',
    ]);
  });
});
