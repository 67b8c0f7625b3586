import { Button, Card, Group, Loader, Text, Title } from '@mantine/core';
import { IconNewsOff } from '@tabler/icons-react';
import { fakeObituariesMachine } from '../../../machines/scrapeRecords/fakeObituaries.machine';
import { useWorkflowMachine } from '../../wiring/useWorkflowMachine';

/** The 'Fake Obituaries' tile: how many placeholders the site has, Add a set or Remove them all. */
export function FakeObituariesTile({ siteId, mayManage }: { siteId: number; mayManage: boolean }) {
  const [snapshot, send] = useWorkflowMachine('scrapeRecords', fakeObituariesMachine, { input: { siteId } });
  const { count } = snapshot.context;
  const busy = snapshot.matches('adding') || snapshot.matches('removing');
  return (
    <Card withBorder padding="lg" component="section" aria-label="Fake Obituaries">
      <IconNewsOff size={28} />
      <Title order={4} mt="sm">
        Fake Obituaries
      </Title>
      <Text size="sm" c="dimmed" mt={4}>
        Placeholder obituaries, marked fake, so a design shows realistic records before the real ones are scraped.
      </Text>
      {snapshot.matches('loading') && <Loader size="xs" mt="sm" aria-label="Loading fake obituaries" />}
      {snapshot.matches('error') && (
        <Button mt="sm" size="xs" variant="light" color="red" onClick={() => send({ type: 'RETRY' })}>
          Retry
        </Button>
      )}
      {count !== null && (
        <Text mt="sm" size="sm">{`${count} fake ${count === 1 ? 'obituary' : 'obituaries'} on the site`}</Text>
      )}
      {mayManage && count !== null && (
        <Group mt="sm">
          <Button size="xs" loading={snapshot.matches('adding')} disabled={busy} onClick={() => send({ type: 'ADD' })}>
            Add fake obituaries
          </Button>
          <Button size="xs" color="red" variant="light" loading={snapshot.matches('removing')} disabled={busy || count === 0} onClick={() => send({ type: 'REMOVE' })}>
            Remove fake obituaries
          </Button>
        </Group>
      )}
    </Card>
  );
}
