import type { AeStats, CareStats, DesignerStats } from '../api/siteStats.schema';
import type { Role } from '../roles';
import { liveStatuses, preLiveStatuses } from '../sitePhases';
import type { ScopeParams } from './listScreens';
import { aeStatsCards, careStatsCards, designerStatsCards } from './siteStats';

/**
 * The stats cards above My Sites (part 1 §2): designers, account executives and QA each have their
 * own counts; other roles have none.
 */
export type StatsKind = 'designer' | 'ae' | 'care';

export type MyStats = { kind: 'designer'; counts: DesignerStats } | { kind: 'ae'; counts: AeStats } | { kind: 'care'; counts: CareStats };

export const statsKindFor = (role: Role): StatsKind | null => (role === 'designer' || role === 'ae' || role === 'care' ? role : null);

export interface StatsCard {
  /** The card's key in the URL (`?card=`) when it filters the list. */
  key: string;
  label: string;
  value: number;
}

/**
 * What the list shows when a card is chosen (issue 33): the sites the card counts. The AE's
 * Scheduled card is the pipeline's sites with a launch date ahead, the launch schedule's upcoming window.
 */
const cardFilters: Record<StatsKind, Record<string, ScopeParams>> = {
  designer: {
    design: { label: [...designerStatsCards.design] },
    review: { label: [...designerStatsCards.review] },
    staged: { label: [...designerStatsCards.staged] },
    live: { label: [...designerStatsCards.live] },
  },
  ae: {
    inPipeline: { label: [...aeStatsCards.inPipeline] },
    scheduled: { label: [...preLiveStatuses], launchSchedule: true },
    live: { label: [...liveStatuses] },
    lost: { label: [...aeStatsCards.lost] },
  },
  care: {
    preStage: { label: [...careStatsCards.preStage] },
    final: { label: [...careStatsCards.final] },
  },
};

/** The list filter of the viewer's card `key`, or null when their role has no such card. */
export const statsCardFilter = (role: Role, key: string): ScopeParams | null => {
  const kind = statsKindFor(role);
  return (kind && cardFilters[kind][key]) ?? null;
};

export function statsCards(stats: MyStats): StatsCard[] {
  switch (stats.kind) {
    case 'designer':
      return [
        { key: 'design', label: 'Design', value: stats.counts.design },
        { key: 'review', label: 'Review', value: stats.counts.review },
        { key: 'staged', label: 'Staged', value: stats.counts.staged },
        { key: 'live', label: 'Live', value: stats.counts.live },
      ];
    case 'ae':
      return [
        { key: 'inPipeline', label: 'In Pipeline', value: stats.counts.inPipeline },
        { key: 'scheduled', label: 'Scheduled', value: stats.counts.scheduled },
        { key: 'live', label: 'Live', value: stats.counts.live },
        { key: 'lost', label: 'Lost', value: stats.counts.lost },
      ];
    case 'care':
      return [
        { key: 'preStage', label: 'Pre-Staging QA', value: stats.counts.preStage },
        { key: 'final', label: 'Final QA', value: stats.counts.final },
      ];
  }
}
