import { Alert, Anchor, Button, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { goLiveMachine } from '../../../machines/goLive/goLive.machine';
import { useWorkflowMachine } from '../../wiring/useWorkflowMachine';
import { FullSendProgress } from './FullSendProgress';
import { GoLiveChecks } from './GoLiveChecks';
import { ManualDnsChoice } from './ManualDnsChoice';
import { Modal } from '../shared/overlays/Modal';

type GoLivePanelProps = {
  siteId: number;
  opened: boolean;
  onClose: () => void;
};

function GoLivePanelContent({ siteId, onClose }: Omit<GoLivePanelProps, 'opened'>) {
  const [snapshot, send] = useWorkflowMachine('goLive', goLiveMachine, { input: { siteId } });
  const { context } = snapshot;
  const launching = snapshot.matches('starting') || snapshot.matches('launching');

  if (snapshot.matches('live')) {
    return (
      <Stack align="center" gap="md" py="md">
        <Title order={3}>Your new site is live!</Title>
        <FullSendProgress messages={context.launchMessages} done />
        <Group>
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
          {context.summary?.liveUrl && (
            <Button component="a" href={context.summary.liveUrl} target="_blank" rel="noreferrer">
              Check it out!
            </Button>
          )}
        </Group>
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <GoLiveChecks context={context} />
      <Divider />
      {snapshot.matches('blocked') && (
        <Alert color="yellow" title="Not ready to go live">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">Every check must pass and no scrape may be pending before the site can go live.</Text>
            <Button size="xs" variant="light" onClick={() => send({ type: 'RETRY' })}>
              Check again
            </Button>
          </Stack>
        </Alert>
      )}
      {(snapshot.matches('fullSendOffered') || snapshot.matches('starting')) && (
        <Button color="green" size="md" onClick={() => send({ type: 'FULL_SEND' })} loading={snapshot.matches('starting')}>
          Full Send
        </Button>
      )}
      {launching && !snapshot.matches('starting') && (
        <Stack gap="xs">
          <Text fw={500}>Launching…</Text>
          <FullSendProgress messages={context.launchMessages} done={false} />
        </Stack>
      )}
      {snapshot.matches('failed') && (
        <Stack gap="xs">
          {context.launchMessages.length > 0 && <FullSendProgress messages={context.launchMessages} done={false} />}
          <Alert color="red" title="The launch did not finish" role="alert">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{context.launchError}</Text>
              <Button size="xs" variant="light" onClick={() => send({ type: 'RETRY' })}>
                Check again
              </Button>
            </Stack>
          </Alert>
        </Stack>
      )}
      {snapshot.matches('manualDns') && <ManualDnsChoice snapshot={snapshot} send={send} />}
      {context.summary?.apex && (
        <Text size="xs" c="dimmed">
          Domain:{' '}
          <Anchor href={`https://${context.summary.apex}`} target="_blank" rel="noreferrer" size="xs">
            {context.summary.apex}
          </Anchor>
        </Text>
      )}
    </Stack>
  );
}

/**
 * The go-live panel (part 2 §2.3) in a modal. The machine starts when the modal opens, so every
 * opening loads the checks afresh (and rejoins a Full Send still running).
 */
export function GoLivePanel({ opened, ...props }: GoLivePanelProps) {
  return (
    <Modal opened={opened} onClose={props.onClose} title="Go Live" size="lg">
      {opened && <GoLivePanelContent {...props} />}
    </Modal>
  );
}
