import { fromPromise } from 'xstate';
import type { InsightsActors, InsightsData } from '../../../machines/insights/insights.actors';
import { stubAnswer, type StubAnswer } from '../../testing/stubAnswer';

/** The day stories and model tests treat as today. */
export const insightsToday = '2025-03-09';

/** The five answers for a small pipeline: two weeks of flow, three sites gone live, one ageing site. */
export const insightsFixture: InsightsData = {
  flow: {
    days: [
      { day: '2025-03-08', counts: { 'In Design': 4, 'Pre-Staging QA': 2, Live: 10 } },
      { day: '2025-03-09', counts: { 'In Design': 3, 'Pre-Staging QA': 3, Live: 11 } },
    ],
  },
  cycleTime: {
    months: [
      { month: '2025-02', sites: 2, medianDays: 35, p80Days: 38 },
      { month: '2025-03', sites: 1, medianDays: 50, p80Days: 50 },
    ],
    scatter: [
      { siteId: 12, name: 'Morrison Mortuary', liveDay: '2025-03-01', days: 50 },
      { siteId: 14, name: 'Hillside Chapel', liveDay: '2025-02-24', days: 40 },
      { siteId: 11, name: 'Oak Lawn Funeral Home', liveDay: '2025-02-05', days: 30 },
    ],
    scatterLimit: 1000,
    stages: [
      { status: 'Ready for Design', stays: 4, medianDays: 2, p80Days: 2.4 },
      { status: 'In Design', stays: 3, medianDays: 20, p80Days: 31.4 },
    ],
  },
  launches: {
    weeks: [
      { week: '2025-02-24', done: 2, scheduled: 0, missed: 0, capacity: 35 },
      { week: '2025-03-03', done: 0, scheduled: 1, missed: 1, capacity: 28 },
    ],
  },
  ageing: { sites: [{ siteId: 15, name: 'Riverside Memorial', status: 'In Design', ageDays: 47, p80Days: 31.4 }] },
  workload: {
    weeks: ['2025-02-23', '2025-03-02', '2025-03-09'],
    people: [{ role: 'designer', userId: 5, name: 'Dana Designer', open: 3, trend: [2, 4, 3] }],
  },
};

/** Insights actors for stories: the fixture, never answered, or a failure, as asked. */
export const insightsActorsFixture = (how: StubAnswer = 'answer', data: InsightsData = insightsFixture): InsightsActors => ({
  loadInsights: fromPromise(() => stubAnswer(how, () => data)),
});
