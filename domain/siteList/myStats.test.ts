import { describe, expect, it } from 'vitest';
import { statsCards, statsKindFor } from './myStats';

describe('statsKindFor', () => {
  it('gives stats to designers, account executives and QA only', () => {
    expect(statsKindFor('designer')).toBe('designer');
    expect(statsKindFor('ae')).toBe('ae');
    expect(statsKindFor('care')).toBe('care');
    expect(statsKindFor('florist')).toBeNull();
    expect(statsKindFor('admin')).toBeNull();
  });
});

describe('statsCards', () => {
  it('labels the designer counts', () => {
    expect(statsCards({ kind: 'designer', counts: { design: 4, review: 3, staged: 2, live: 9 } })).toEqual([
      { key: 'design', label: 'Design', value: 4 },
      { key: 'review', label: 'Review', value: 3 },
      { key: 'staged', label: 'Staged', value: 2 },
      { key: 'live', label: 'Live', value: 9 },
    ]);
  });

  it('labels the QA queues', () => {
    expect(statsCards({ kind: 'care', counts: { preStage: 5, final: 1 } })).toEqual([
      { key: 'preStage', label: 'Pre-Staging QA', value: 5 },
      { key: 'final', label: 'Final QA', value: 1 },
    ]);
  });
});
