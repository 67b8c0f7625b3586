import { Alert, Button, Checkbox, Group, Loader, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { notificationKindLabels, notificationKinds, type NotificationKind } from '../../../domain/inbox/notificationKinds';
import { notificationPreferencesMachine } from '../../../machines/inbox/notificationPreferences.machine';
import { useWorkflowMachine } from '../../wiring/useWorkflowMachine';

/** The Inbox's preferences (issue 34): which kinds one receives and the daily e-mail digest, each saved as it is chosen. */
export function NotificationPreferencesPanel() {
  const [snapshot, send] = useWorkflowMachine('inbox', notificationPreferencesMachine);
  const { preferences } = snapshot.context;

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label="Notification preferences">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">
            Notification preferences
          </Title>
          {snapshot.matches('saving') && (
            <Text size="sm" c="dimmed" role="status">
              Saving…
            </Text>
          )}
        </Group>
        {snapshot.matches('loading') && <Loader size="sm" role="status" aria-label="Loading notification preferences" />}
        {snapshot.matches('failed') && (
          <Alert color="red" title="Unable to load your notification preferences">
            <Button variant="light" color="red" onClick={() => send({ type: 'RETRY' })}>
              Try again
            </Button>
          </Alert>
        )}
        {(snapshot.matches('ready') || snapshot.matches('saving')) && (
          <>
            <Checkbox.Group
              label="Notify me of"
              value={preferences.kinds}
              onChange={(kinds) => send({ type: 'CHOOSE', change: { kinds: notificationKinds.filter((kind) => kinds.includes(kind)) } })}
            >
              <Group gap="md" mt="xs" wrap="wrap">
                {notificationKinds.map((kind: NotificationKind) => (
                  <Checkbox key={kind} value={kind} label={notificationKindLabels[kind]} />
                ))}
              </Group>
            </Checkbox.Group>
            <Switch
              label="Daily e-mail digest at 8:00"
              checked={preferences.dailyDigest}
              onChange={(event) => send({ type: 'CHOOSE', change: { dailyDigest: event.currentTarget.checked } })}
            />
            <Text size="sm" c="dimmed">
              The digest lists what is new in your inbox; nothing is sent on a day with nothing new.
            </Text>
          </>
        )}
      </Stack>
    </Paper>
  );
}
