import { Alert, Anchor, Badge, Button, Card, Chip, Group, Loader, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';
import dayjs from 'dayjs';
import type { InboxNotification } from '../../../domain/api/notifications.schema';
import { notificationKindLabels, notificationKinds } from '../../../domain/inbox/notificationKinds';
import { inboxMachine, shownNotifications } from '../../../machines/inbox/inbox.machine';
import { usePageTitle } from '../../wiring/usePageTitle';
import { useWorkflowMachine } from '../../wiring/useWorkflowMachine';
import { Menu } from '../shared/overlays/Menu';
import { NotificationPreferencesPanel } from './NotificationPreferencesPanel';

const when = (iso: string) => dayjs(iso).format('MMM D, h:mm A');

/** Newest first, grouped by site in the order each site's newest notification comes; those about no site under 'General'. */
const bySite = (items: InboxNotification[]): Array<{ title: string; items: InboxNotification[] }> => {
  const groups = new Map<string, InboxNotification[]>();
  for (const item of items) {
    const title = item.siteName ?? 'General';
    groups.set(title, [...(groups.get(title) ?? []), item]);
  }
  return [...groups].map(([title, grouped]) => ({ title, items: grouped }));
};

/**
 * The Inbox (issue 34): what needs the signed-in person, newest first and grouped by site; each
 * item opens the place it is about (and is marked read). Mark read, mark all read, snooze until
 * tomorrow or next week, filter by kind or unread; Preferences opens the kinds received and the digest.
 */
export function InboxView() {
  usePageTitle('Inbox');
  const [snapshot, send] = useWorkflowMachine('inbox', inboxMachine);
  const { context } = snapshot;
  const busy = !snapshot.matches({ ready: 'idle' });
  const shown = shownNotifications(context);
  const [preferencesOpen, preferences] = useDisclosure(false);

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={1}>Inbox</Title>
        <Group gap="xs">
          <Button variant="default" aria-expanded={preferencesOpen} onClick={preferences.toggle}>
            Preferences
          </Button>
          <Button variant="light" disabled={context.unreadCount === 0 || busy} onClick={() => send({ type: 'MARK_ALL_READ' })}>
            Mark all read
          </Button>
        </Group>
      </Group>
      {preferencesOpen && <NotificationPreferencesPanel />}
      <Group gap="xs" wrap="wrap" role="group" aria-label="Filter notifications">
        <Chip.Group value={context.kind ?? 'all'} onChange={(value) => send({ type: 'FILTER', kind: value === 'all' ? null : value })}>
          <Chip value="all" size="sm">
            All
          </Chip>
          {notificationKinds.map((kind) => (
            <Chip key={kind} value={kind} size="sm">
              {notificationKindLabels[kind]}
            </Chip>
          ))}
        </Chip.Group>
        <Switch
          label="Unread only"
          checked={context.unreadOnly}
          onChange={(event) => send({ type: 'UNREAD_ONLY', unreadOnly: event.currentTarget.checked })}
        />
      </Group>
      {snapshot.matches('loading') && <Loader role="status" aria-label="Loading notifications" />}
      {snapshot.matches('failed') && (
        <Alert color="red" title="Unable to load your inbox">
          <Button variant="light" color="red" onClick={() => send({ type: 'RETRY' })}>
            Try again
          </Button>
        </Alert>
      )}
      {snapshot.matches('ready') && shown.length === 0 && (
        <Paper withBorder p="lg" radius="md">
          <Text c="dimmed">Nothing here: you are all caught up.</Text>
        </Paper>
      )}
      {bySite(shown).map((group) => (
        <Stack key={group.title} gap="xs" component="section" aria-label={group.title}>
          <Title order={2} size="h4">
            {group.title}
          </Title>
          {group.items.map((item) => (
            <Card
              key={item.id}
              component="article"
              aria-label={item.message}
              withBorder
              padding="sm"
              radius="md"
              // A bar, not a tinted background: links on a tinted card fail the contrast check.
              style={item.read ? undefined : { borderLeft: '4px solid var(--mantine-color-blue-filled)' }}
            >
              <Group justify="space-between" wrap="wrap" align="flex-start">
                {/* On a phone the buttons go under the message rather than squeeze it into a narrow column. */}
                <Stack gap={2} style={{ minWidth: 0, flex: '1 1 16rem' }}>
                  <Group gap="xs" wrap="wrap">
                    {!item.read && (
                      <Badge size="xs" color="blue">
                        Unread
                      </Badge>
                    )}
                    <Badge size="xs" variant="outline" color="gray">
                      {notificationKindLabels[item.kind]}
                    </Badge>
                    <Text size="xs" c="dimmed">
                      {when(item.createdAt)}
                    </Text>
                  </Group>
                  <Anchor
                    component={Link}
                    // `href` rather than `to`: a link may carry a query (a note's type, notificationLinks.ts).
                    href={item.link}
                    fw={item.read ? 400 : 600}
                    onClick={() => !item.read && send({ type: 'MARK_READ', ids: [item.id] })}
                  >
                    {item.actorName ? `${item.actorName}: ` : ''}
                    {item.message}
                  </Anchor>
                </Stack>
                <Group gap={4} wrap="nowrap">
                  {!item.read && (
                    <Button size="compact-sm" variant="subtle" disabled={busy} onClick={() => send({ type: 'MARK_READ', ids: [item.id] })}>
                      Mark read
                    </Button>
                  )}
                  <Menu position="bottom-end">
                    <Menu.Target>
                      <Button size="compact-sm" variant="subtle" color="gray" disabled={busy}>
                        Snooze
                      </Button>
                    </Menu.Target>
                    <Menu.Dropdown>
                      <Menu.Item onClick={() => send({ type: 'SNOOZE', id: item.id, until: 'tomorrow' })}>Until tomorrow</Menu.Item>
                      <Menu.Item onClick={() => send({ type: 'SNOOZE', id: item.id, until: 'nextWeek' })}>Until next week</Menu.Item>
                    </Menu.Dropdown>
                  </Menu>
                </Group>
              </Group>
            </Card>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
