import { Alert, Badge, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import dayjs from 'dayjs';
import { sessionsMachine } from '../../../machines/profile/sessions.machine';
import { useWorkflowMachine } from '../../wiring/useWorkflowMachine';
import { ConfirmModal } from '../shared/ConfirmModal';

const when = (iso: string | null) => (iso ? dayjs(iso).format('MMM D, YYYY h:mm A') : 'Not yet');

/** The Sessions tab: where the person is signed in; sign one out, or every other one. */
export function SessionsView() {
  const [snapshot, send] = useWorkflowMachine('profile', sessionsMachine);
  const { sessions } = snapshot.context;
  if (snapshot.matches('loading') && sessions.length === 0) return <Loader role="status" aria-label="Loading sessions" />;
  if (snapshot.matches('loadFailed'))
    return (
      <Alert color="red" title="Unable to load your sessions">
        <Button variant="light" color="red" onClick={() => send({ type: 'RETRY' })}>
          Try again
        </Button>
      </Alert>
    );
  const busy = !snapshot.matches('ready');
  const others = sessions.filter((session) => !session.current);
  return (
    <Stack gap="sm">
      {sessions.map((session) => (
        <Paper key={session.id} component="section" withBorder p="md" radius="md" aria-label={session.device}>
          <Group justify="space-between" wrap="wrap">
            <Stack gap={2}>
              <Group gap="xs">
                <Text fw={500}>{session.device}</Text>
                {session.current && <Badge variant="light">This session</Badge>}
              </Group>
              <Text size="sm" c="dimmed">
                {session.address ?? 'Unknown address'} · signed in {when(session.signedInAt)} · last seen {when(session.lastSeenAt)}
              </Text>
            </Stack>
            {!session.current && (
              <Button variant="default" size="xs" disabled={busy} onClick={() => send({ type: 'END', id: session.id })}>
                Sign out
              </Button>
            )}
          </Group>
        </Paper>
      ))}
      <Group>
        <Button color="red" variant="light" disabled={busy || others.length === 0} onClick={() => send({ type: 'END_OTHERS' })}>
          Sign out every other session
        </Button>
      </Group>
      <ConfirmModal
        opened={snapshot.matches('confirmingOthers') || snapshot.matches('endingOthers')}
        title="Sign out every other session?"
        message="Every browser signed in as you, but this one, is signed out at once."
        actionText="Sign out others"
        tone="danger"
        pending={snapshot.matches('endingOthers')}
        onConfirm={() => send({ type: 'CONFIRM' })}
        onCancel={() => send({ type: 'CANCEL' })}
      />
    </Stack>
  );
}
