import { Alert, Anchor, Button, Group, Skeleton, Stack, Text, Timeline } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { IconHistory } from '@tabler/icons-react';
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import { useEffect, useRef } from 'react';
import { isLogType, logTypes } from '../../../domain/log/logTypes';
import { can } from '../../../domain/permissions';
import { logMachine } from '../../../machines/log/log.machine';
import { useViewer } from '../../wiring/viewer';
import { useWorkflowMachine } from '../../wiring/useWorkflowMachine';
import { Select } from '../shared/overlays/Select';
import { Tooltip } from '../shared/overlays/Tooltip';

dayjs.extend(relativeTime);

type RecentUpdatesProps = {
  fhid: number;
  /** Change it to read the log again (after the screen changed the site). */
  refreshKey?: unknown;
  /** The moment 'how long ago' counts from; now by default (stories fix it). */
  now?: string;
};

const allTypes = 'all';
const filterOptions = [
  { value: allTypes, label: 'All updates' },
  ...logTypes.map((type) => ({ value: type, label: type.replaceAll('_', ' ') })),
];

/**
 * Recent Updates (part 1 §2): the site's log as a timeline, newest first, with who, what and when
 * (relative, the exact time on hover), filtered by log type. Read again when the filter, the site
 * or refreshKey changes; an answer for an older read is dropped (logMachine).
 */
export function RecentUpdates({ fhid, refreshKey, now }: RecentUpdatesProps) {
  const [snapshot, send, actorRef] = useWorkflowMachine('log', logMachine, { input: { id: fhid } });
  const { input, output: entries } = snapshot.context;

  // The log as it was first read; a later site or refreshKey reads it again with the type shown.
  const read = useRef({ fhid, refreshKey });
  useEffect(() => {
    if (read.current.fhid === fhid && read.current.refreshKey === refreshKey) return;
    read.current = { fhid, refreshKey };
    send({ type: 'LOAD', input: { id: fhid, logType: actorRef.getSnapshot().context.input.logType } });
  }, [fhid, refreshKey, send, actorRef]);

  const reference = now ? dayjs(now) : dayjs();

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Group gap="sm">
          <Text fw={600}>Recent Updates</Text>
          {/* Every change to the site, field by field, is in the audit log (issue 34). */}
          {can(useViewer().role, 'readAudit') && (
            <Anchor size="sm" renderRoot={(props) => <Link {...props} to="/audit" search={{ site: fhid }} />}>
              Full history
            </Anchor>
          )}
        </Group>
        <Select
          aria-label="Log type"
          data={filterOptions}
          value={input.logType ?? allTypes}
          onChange={(value) => send({ type: 'LOAD', input: { id: fhid, logType: isLogType(value) ? value : undefined } })}
          allowDeselect={false}
          size="xs"
          w={180}
          comboboxProps={{ withinPortal: false }}
        />
      </Group>
      {snapshot.matches('loading') && (
        <Stack role="status" aria-label="Loading recent updates" aria-busy="true">
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} height={40} radius="sm" />
          ))}
        </Stack>
      )}
      {snapshot.matches('failed') && (
        <Alert color="red" title="Unable to load recent updates">
          <Button mt="sm" variant="light" color="red" onClick={() => send({ type: 'RETRY' })}>
            Retry
          </Button>
        </Alert>
      )}
      {snapshot.matches('loaded') && entries?.length === 0 && <Text c="dimmed">No updates yet</Text>}
      {snapshot.matches('loaded') && entries && entries.length > 0 && (
        <Timeline bulletSize={20} lineWidth={2} aria-label="Recent updates" styles={{ itemTitle: { overflowWrap: 'anywhere' } }}>
          {entries.map((entry) => (
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
