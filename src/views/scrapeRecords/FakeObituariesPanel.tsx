import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { can } from '../../../domain/permissions';
import { fakeObituariesMachine } from '../../../machines/scrapeRecords/fakeObituaries.machine';
import { useViewer } from '../../wiring/viewer';
import { useWorkflowMachine } from '../../wiring/useWorkflowMachine';

/** The 'Fake Obituaries' tile's tool: how many placeholders the site has, Add a set or Remove them all. */
export function FakeObituariesPanel({ siteId }: { siteId: number }) {
  const mayManage = can(useViewer().role, 'manageFakeObituaries');
  const [snapshot, send] = useWorkflowMachine('scrapeRecords', fakeObituariesMachine, { input: { siteId } });
  const { count } = snapshot.context;
  const busy = snapshot.matches('adding') || snapshot.matches('removing');
  return (
    <Stack gap={0} align="flex-start">
      {snapshot.matches('loading') && <Loader size="xs" role="status" aria-label="Loading fake obituaries" />}
      {snapshot.matches('error') && (
        <Button size="xs" variant="light" color="red" onClick={() => send({ type: 'RETRY' })}>
          Retry
        </Button>
      )}
      {count !== null && <Text size="sm">{`${count} fake ${count === 1 ? 'obituary' : 'obituaries'} on the site`}</Text>}
      {mayManage && count !== null && (
        <Group mt="sm">
          <Button size="xs" loading={snapshot.matches('adding')} disabled={busy} onClick={() => send({ type: 'ADD' })}>
            Add fake obituaries
          </Button>
          <Button
            size="xs"
            color="red"
            variant="light"
            loading={snapshot.matches('removing')}
            disabled={busy || count === 0}
            onClick={() => send({ type: 'REMOVE' })}
          >
            Remove fake obituaries
          </Button>
        </Group>
      )}
    </Stack>
  );
}
