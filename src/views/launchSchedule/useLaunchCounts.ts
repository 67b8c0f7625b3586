import { useEffect, useState } from 'react';
import { countsByDay, visibleRange } from './launchCalendarDays';
import type { LaunchServices } from './launchServices';

export type LaunchCounts =
  | { status: 'loading' }
  | { status: 'loaded'; counts: ReadonlyMap<string, number> }
  | { status: 'failed' };

/**
 * Launches per day over the days a month grid shows (GET /api/launches/capacity), read again when
 * the month changes. A stale answer for a month no longer shown is dropped.
 */
export function useLaunchCounts(month: string, fetchCapacity: LaunchServices['fetchCapacity']): LaunchCounts {
  const [state, setState] = useState<{ month: string; counts: LaunchCounts }>({ month, counts: { status: 'loading' } });
  useEffect(() => {
    let current = true;
    const { from, to } = visibleRange(month);
    fetchCapacity(from, to).then(
      (list) => current && setState({ month, counts: { status: 'loaded', counts: countsByDay(list) } }),
      () => current && setState({ month, counts: { status: 'failed' } }),
    );
    return () => {
      current = false;
    };
  }, [month, fetchCapacity]);
  return state.month === month ? state.counts : { status: 'loading' };
}
