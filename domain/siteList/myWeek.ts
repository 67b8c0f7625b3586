import dayjs from 'dayjs';
import type { MyWeek } from '../api/myWeek.schema';
import { can } from '../permissions';
import type { Role } from '../roles';
import { closedStatuses, preLiveStatuses } from '../sitePhases';
import { siteStatuses } from '../siteStatus';
import type { ScopeParams } from './listScreens';

/**
 * 'This week' at the top of My Sites (issue 35, docs/decisions/0557): the viewer's launches this
 * week, the revisions waiting on them and their ageing sites. Each card's count and the list it
 * opens come from the same list filter, so they agree.
 */
export type MyWeekCardKey = 'weekLaunches' | 'weekRevisions' | 'weekAgeing';

/** What waits on a role in a revision's life (part 2 §7): the designer's fix, then QA's verification. */
type RevisionWait = 'unfixed' | 'unverified';

export const revisionWaitOf = (role: Role): RevisionWait | null =>
  role === 'designer' ? 'unfixed' : role === 'care' ? 'unverified' : null;

/** Who has a week: the roles sites are assigned to. */
export const hasMyWeek = (role: Role): boolean => can(role, 'seeMyWeek');

/** The Monday to Sunday around `day` ('YYYY-MM-DD'), as calendar days. */
export const weekAround = (day: string): { from: string; to: string } => {
  const date = dayjs(day);
  const monday = date.subtract((date.day() + 6) % 7, 'day');
  return { from: monday.format('YYYY-MM-DD'), to: monday.add(6, 'day').format('YYYY-MM-DD') };
};

const launching = siteStatuses.filter((status) => !closedStatuses.includes(status));

/**
 * The list filter of a week card for `day`'s week, or null when the role has no such card. A card
 * shows every site it counts whichever My Sites tab is open: a site that went live on Monday is
 * still one of the week's launches.
 */
export const myWeekCardFilter = (role: Role, key: string, day: string): ScopeParams | null => {
  if (!hasMyWeek(role)) return null;
  switch (key) {
    case 'weekLaunches':
      return { label: [...launching], launchWeek: day };
    case 'weekRevisions': {
      const wait = revisionWaitOf(role);
      return wait && { label: [...launching], revisions: wait };
    }
    case 'weekAgeing':
      return { label: [...preLiveStatuses], ageing: true };
    default:
      return null;
  }
};

/** What each card says when its count is 0, and what its list says when it is empty (decision 0630). */
const myWeekEmptyTexts: Record<MyWeekCardKey, string> = {
  weekLaunches: 'None of your sites launches this week.',
  weekRevisions: 'No revisions are waiting on you.',
  weekAgeing: 'None of your sites has been in its status for too long.',
};

const isMyWeekCardKey = (key: string): key is MyWeekCardKey => Object.hasOwn(myWeekEmptyTexts, key);

/** What the list says when it shows the role's card `key` and nothing is in it; null when the role has no such card. */
export const myWeekEmptyText = (role: Role, key: string): string | null => {
  if (!hasMyWeek(role) || !isMyWeekCardKey(key)) return null;
  return key === 'weekRevisions' && revisionWaitOf(role) === null ? null : myWeekEmptyTexts[key];
};

interface MyWeekCard {
  key: MyWeekCardKey;
  label: string;
  value: number;
  /** Said in place of the count's meaning when it is 0. */
  emptyText: string;
  /** What a count above 0 means, for a screen reader and a tooltip-less phone. */
  description: string;
}

/** The cards of a week's answer, in the order they show; the revisions card only for roles something waits on. */
export const myWeekCards = (week: MyWeek): MyWeekCard[] => [
  {
    key: 'weekLaunches',
    label: 'Launching this week',
    value: week.launches,
    emptyText: myWeekEmptyTexts.weekLaunches,
    description: week.launches === 1 ? 'site launches this week' : 'sites launch this week',
  },
  ...(week.revisions === null
    ? []
    : [
        {
          key: 'weekRevisions' as const,
          label: week.revisions.waitingFor === 'unfixed' ? 'Revisions to fix' : 'Revisions to verify',
          value: week.revisions.sites,
          emptyText: myWeekEmptyTexts.weekRevisions,
          description: week.revisions.sites === 1 ? 'site has revisions waiting on you' : 'sites have revisions waiting on you',
        },
      ]),
  {
    key: 'weekAgeing',
    label: 'Ageing',
    value: week.ageing,
    emptyText: myWeekEmptyTexts.weekAgeing,
    description:
      week.ageing === 1
        ? 'site has been in its status longer than most sites are'
        : 'sites have been in their status longer than most sites are',
  },
];
