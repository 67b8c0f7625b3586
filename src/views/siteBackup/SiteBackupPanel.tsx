import { Alert, Badge, Button, Skeleton, Stack, Table, Text } from '@mantine/core';
import dayjs from 'dayjs';
import type { BackupStatus } from '../../../domain/siteBackup/backupStatuses';
import { siteBackupMachine } from '../../../machines/siteBackup/siteBackup.machine';
import { useViewer } from '../../wiring/viewer';
import { useWorkflowMachine } from '../../wiring/useWorkflowMachine';

export type SiteBackupPanelProps = { siteId: number };

const statusBadges: Record<BackupStatus, { label: string; color: string }> = {
  queued: { label: 'Queued', color: 'gray' },
  running: { label: 'Running', color: 'blue' },
  done: { label: 'Done', color: 'green' },
  failed: { label: 'Failed', color: 'red' },
};

const when = (iso: string | null) => (iso ? dayjs(iso).format('MMM D, YYYY h:mm A') : '-');

/** Run Site Backup on the Actions tab: a builder backup as a background job, and the site's backups with their dates. */
export function SiteBackupPanel({ siteId }: SiteBackupPanelProps) {
  const viewer = useViewer();
  const [snapshot, send] = useWorkflowMachine('siteBackup', siteBackupMachine, { input: { siteId, viewer } });
  const { context } = snapshot;

  if (snapshot.matches('loading')) return <Skeleton height={60} role="status" aria-label="Loading backups" aria-busy="true" />;
  if (snapshot.matches('failed')) {
    return (
      <Alert color="red" title="Unable to load backups">
        <Button mt="sm" size="xs" variant="light" color="red" onClick={() => send({ type: 'RETRY' })}>
          Retry
        </Button>
      </Alert>
    );
  }
  const starting = snapshot.matches({ ready: 'starting' });
  const underway = snapshot.matches({ ready: 'watching' }) || snapshot.matches({ ready: 'polling' });
  return (
    <Stack gap="sm">
      {context.canRun && (
        <Button size="xs" w="fit-content" loading={starting} disabled={underway} onClick={() => send({ type: 'RUN' })}>
          Back up now
        </Button>
      )}
      {underway && (
        <Text size="sm" c="light-dark(var(--mantine-color-blue-8), var(--mantine-color-blue-3))" role="status">
          Backup in progress…
        </Text>
      )}
      {context.backups.length === 0 ? (
        <Text size="sm" c="dimmed">
          No backups yet
        </Text>
      ) : (
        // Three columns, who asked under the date and why it failed under the status: a phone's tile shows it all without scrolling.
        <Table.ScrollContainer minWidth={300}>
          <Table aria-label="Backups" fz="sm" verticalSpacing={6} horizontalSpacing={6}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Requested</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Finished</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {context.backups.map((backup) => (
                <Table.Tr key={backup.id} data-testid={`backup-${backup.id}`}>
                  <Table.Td>
                    {when(backup.requested_at)}
                    {backup.requested_by_name && (
                      <Text size="xs" c="dimmed">
                        {backup.requested_by_name}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Badge color={statusBadges[backup.status].color} variant="light" miw="max-content">
                      {statusBadges[backup.status].label}
                    </Badge>
                    {backup.error && (
                      <Text size="xs" c="var(--mantine-color-error)" mt={2}>
                        {backup.error}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{when(backup.finished_at)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
