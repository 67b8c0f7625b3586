import { useEffect, useMemo } from 'react';
import { launchCountsMachine } from '../../../machines/launchSchedule/launchCounts.machine';
import { useWorkflowMachine } from '../../wiring/useWorkflowMachine';
import { countsByDay, visibleRange } from './launchCalendarDays';

type LaunchCounts = { status: 'loading' } | { status: 'loaded'; counts: ReadonlyMap<string, number> } | { status: 'failed' };

/**
 * Launches per day over the days a month grid shows (launchCountsMachine), read again when the
 * month changes; until the new month's answer arrives the counts are loading.
 */
export function useLaunchCounts(month: string): LaunchCounts {
  const { from, to } = visibleRange(month);
  const [snapshot, send] = useWorkflowMachine('launchSchedule', launchCountsMachine, { input: { from, to } });
  const { input, output } = snapshot.context;
  const current = input.from === from && input.to === to;

  useEffect(() => {
    if (!current) send({ type: 'LOAD', input: { from, to } });
  }, [current, from, to, send]);

  const counts = useMemo(() => (output ? countsByDay(output) : null), [output]);
  if (!current || snapshot.matches('loading')) return { status: 'loading' };
  if (snapshot.matches('failed') || !counts) return { status: 'failed' };
  return { status: 'loaded', counts };
}
