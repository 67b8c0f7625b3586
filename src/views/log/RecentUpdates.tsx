import { Alert, Button, Group, Select, Skeleton, Stack, Text, Timeline, Tooltip } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import { useEffect, useState } from 'react';
import type { LogEntry } from '../../../domain/api/log.schema';
import { isLogType, logTypes, type LogType } from '../../../domain/log/logTypes';
import { fetchSiteLog } from '../../api/log.api';

dayjs.extend(relativeTime);

export type RecentUpdatesProps = {
  fhid: number;
  /** Change it to read the log again (after the screen changed the site). */
  refreshKey?: unknown;
  /** The API by default; tests and stories pass stubs. */
  fetchLog?: (fhid: number, logType: LogType | null) => Promise<LogEntry[]>;
  /** The moment 'how long ago' counts from; now by default (stories fix it). */
  now?: string;
};

export const logLoadFailedMessage = 'Unable to load recent updates';
export const noUpdatesMessage = 'No updates yet';

const allTypes = 'all';
const filterOptions = [{ value: allTypes, label: 'All updates' }, ...logTypes.map((type) => ({ value: type, label: type.replaceAll('_', ' ') }))];

type LogState = { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; entries: LogEntry[] };

/**
 * Recent Updates (part 1 §2): the site's log as a timeline, newest first, with who, what and when
 * (relative, the exact time on hover), filtered by log type. Read again when the filter or
 * refreshKey changes; an answer for an older request is dropped.
 */
export function RecentUpdates({ fhid, refreshKey, fetchLog = fetchSiteLog, now }: RecentUpdatesProps) {
  const [logType, setLogType] = useState<LogType | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LogState>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    fetchLog(fhid, logType).then(
      (entries) => current && setState({ status: 'loaded', entries }),
      () => current && setState({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [fhid, logType, refreshKey, attempt, fetchLog]);

  const reference = now ? dayjs(now) : dayjs();

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text fw={600}>Recent Updates</Text>
        <Select
          aria-label="Log type"
          data={filterOptions}
          value={logType ?? allTypes}
          onChange={(value) => setLogType(isLogType(value) ? value : null)}
          allowDeselect={false}
          size="xs"
          w={180}
          comboboxProps={{ withinPortal: false }}
        />
      </Group>
      {state.status === 'loading' && (
        <Stack aria-label="Loading recent updates" aria-busy="true">
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} height={40} radius="sm" />
          ))}
        </Stack>
      )}
      {state.status === 'failed' && (
        <Alert color="red" title={logLoadFailedMessage}>
          <Button mt="sm" variant="light" color="red" onClick={() => setAttempt((count) => count + 1)}>
            Retry
          </Button>
        </Alert>
      )}
      {state.status === 'loaded' && state.entries.length === 0 && <Text c="dimmed">{noUpdatesMessage}</Text>}
      {state.status === 'loaded' && state.entries.length > 0 && (
        <Timeline bulletSize={20} lineWidth={2} aria-label="Recent updates">
          {state.entries.map((entry) => (
            <Timeline.Item key={entry.id} bullet={<IconHistory size={12} />} title={entry.message} data-testid={`log-${entry.id}`}>
              <Group gap={6}>
                <Text size="xs" c="dimmed">
                  {entry.name}
                </Text>
                <Tooltip label={dayjs(entry.when).format('MMM D, YYYY h:mm A')}>
                  <Text size="xs" c="dimmed" component="time" dateTime={entry.when}>
                    {dayjs(entry.when).from(reference)}
                  </Text>
                </Tooltip>
              </Group>
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </Stack>
  );
}
