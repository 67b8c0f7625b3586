import { Alert, Button, FileButton, Group, List, Skeleton, Spoiler, Stack, Text } from '@mantine/core';
import { useRef } from 'react';
import { subscriberImportMachine } from '../../../machines/subscriberImport/subscriberImport.machine';
import { useViewer } from '../../wiring/viewer';
import { useWorkflowMachine } from '../../wiring/useWorkflowMachine';

export type SubscriberImportPanelProps = { siteId: number };

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * Subscriber Import on the Actions tab: the site's subscriber count, a CSV of obituary-notification
 * subscribers (e-mail required, name optional) and the report of the last import.
 */
export function SubscriberImportPanel({ siteId }: SubscriberImportPanelProps) {
  const viewer = useViewer();
  const [snapshot, send] = useWorkflowMachine('subscriberImport', subscriberImportMachine, { input: { siteId, viewer } });
  const { context } = snapshot;
  // Emptied after each choice, so choosing the same file again (after fixing it) is a new choice.
  const resetFileInput = useRef<() => void>(null);

  if (snapshot.matches('loading')) return <Skeleton height={60} role="status" aria-label="Loading subscribers" aria-busy="true" />;
  if (snapshot.matches('failed')) {
    return (
      <Alert color="red" title="Unable to load subscribers">
        <Button mt="sm" size="xs" variant="light" color="red" onClick={() => send({ type: 'RETRY' })}>
          Retry
        </Button>
      </Alert>
    );
  }
  const importing = snapshot.matches({ ready: 'importing' });
  const report = context.report;
  const latest = context.subscribers?.latest ?? [];
  return (
    <Stack gap="sm">
      <Text fw={600} aria-label="Subscriber count">
        {plural(context.subscribers?.count ?? 0, 'subscriber', 'subscribers')}
      </Text>
      {latest.length > 0 && (
        // Three lines, the rest behind 'Show more': the tile stays short beside the other three.
        <Spoiler maxHeight={62} showLabel="Show more" hideLabel="Show less">
          <List size="sm" aria-label="Newest subscribers" style={{ overflowWrap: 'anywhere' }}>
            {latest.map((subscriber) => (
              <List.Item key={subscriber.email}>
                {subscriber.name ? `${subscriber.name} (${subscriber.email})` : subscriber.email}
              </List.Item>
            ))}
          </List>
        </Spoiler>
      )}
      {context.canImport && (
        <Group gap="sm">
          <FileButton
            accept=".csv,text/csv"
            disabled={importing}
            resetRef={resetFileInput}
            onChange={(file) => {
              send({ type: 'CHOOSE_FILE', file });
              resetFileInput.current?.();
            }}
          >
            {(props) => (
              <Button {...props} variant="default" size="xs">
                Choose CSV file
              </Button>
            )}
          </FileButton>
          <Text size="sm" c="dimmed" aria-label="Chosen file">
            {context.file?.name ?? 'No file chosen'}
          </Text>
          <Button size="xs" loading={importing} disabled={!context.file} onClick={() => send({ type: 'IMPORT' })}>
            Import
          </Button>
        </Group>
      )}
      {report && (
        <Alert color={report.invalid.length ? 'yellow' : 'green'} title={`Import of ${report.fileName}`} role="status">
          <Text size="sm">{plural(report.imported, 'subscriber', 'subscribers')} imported</Text>
          <Text size="sm">{plural(report.duplicates, 'duplicate', 'duplicates')} skipped</Text>
          <Text size="sm">{plural(report.invalid.length, 'invalid row', 'invalid rows')}</Text>
          {report.invalid.length > 0 && (
            <List size="sm" mt={4} aria-label="Invalid rows">
              {report.invalid.map((row) => (
                <List.Item key={row.line}>
                  Line {row.line}: {row.reason}
                </List.Item>
              ))}
            </List>
          )}
          <Button mt="sm" size="xs" variant="subtle" onClick={() => send({ type: 'DISMISS_REPORT' })}>
            Done
          </Button>
        </Alert>
      )}
    </Stack>
  );
}
