import type { AeStats, CareStats, DesignerStats } from '../api/siteStats.schema';
import type { Role } from '../roles';

/**
 * The stats cards above My Sites (part 1 §2): designers, account executives and QA each have their
 * own counts; other roles have none.
 */
export type StatsKind = 'designer' | 'ae' | 'care';

export type MyStats = { kind: 'designer'; counts: DesignerStats } | { kind: 'ae'; counts: AeStats } | { kind: 'care'; counts: CareStats };

export const statsKindFor = (role: Role): StatsKind | null => (role === 'designer' || role === 'ae' || role === 'care' ? role : null);

export interface StatsCard {
  label: string;
  value: number;
}

export function statsCards(stats: MyStats): StatsCard[] {
  switch (stats.kind) {
    case 'designer':
      return [
        { label: 'Design', value: stats.counts.design },
        { label: 'Review', value: stats.counts.review },
        { label: 'Staged', value: stats.counts.staged },
        { label: 'Live', value: stats.counts.live },
      ];
    case 'ae':
      return [
        { label: 'In Pipeline', value: stats.counts.inPipeline },
        { label: 'Scheduled', value: stats.counts.scheduled },
        { label: 'Live', value: stats.counts.live },
        { label: 'Lost', value: stats.counts.lost },
      ];
    case 'care':
      return [
        { label: 'Pre-Staging QA', value: stats.counts.preStage },
        { label: 'Final QA', value: stats.counts.final },
      ];
  }
}
