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

type CountsOf<K extends StatsKind> = Extract<MyStats, { kind: K }>['counts'];

/** Each role's cards in the order they show, by key (one per count of the role's stats), with their labels. */
const cardLabels: { [K in StatsKind]: Record<keyof CountsOf<K>, string> } = {
  designer: { design: 'Design', review: 'Review', staged: 'Staged', live: 'Live' },
  ae: { inPipeline: 'In Pipeline', scheduled: 'Scheduled', live: 'Live', lost: 'Lost' },
  care: { preStage: 'Pre-Staging QA', final: 'Final QA' },
};

export function statsCards(stats: MyStats): StatsCard[] {
  const counts = new Map<string, number>(Object.entries(stats.counts));
  return Object.entries(cardLabels[stats.kind]).map(([key, label]) => ({ key, label, value: counts.get(key) ?? 0 }));
}

/** What the list says when it shows the role's card `key` and nothing is in it (decision 0630); null when the role has no such card. */
export const statsCardEmptyText = (role: Role, key: string): string | null => {
  const kind = statsKindFor(role);
  const label = kind && new Map<string, string>(Object.entries(cardLabels[kind])).get(key);
  return label ? `None of your sites is counted under ${label}.` : null;
};
