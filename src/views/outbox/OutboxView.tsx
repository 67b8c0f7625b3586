import { Alert, Anchor, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import dayjs from 'dayjs';
import { useState } from 'react';
import type { OutboxMessage } from '../../../domain/api/integrations.schema';
import { outboxMachine } from '../../../machines/outbox/outbox.machine';
import { usePageTitle } from '../../wiring/usePageTitle';
import { useWorkflowMachine } from '../../wiring/useWorkflowMachine';
import { Modal } from '../shared/overlays/Modal';

/** How many of the newest messages the page shows. */
const shownMessages = 50;

const sentAt = (iso: string) => dayjs(iso).format('MMM D, YYYY h:mm A');

/**
 * The sandbox mailer's outbox: what the app would have sent (DNS instructions, domain requests)
 * while no mail server is configured. A row opens the message. Admins only: the API refuses anyone
 * else, and the page says so in the server's words.
 */
export function OutboxView() {
  usePageTitle('Outbox');
  const [snapshot] = useWorkflowMachine('outbox', outboxMachine, { input: { limit: shownMessages } });
  const [open, setOpen] = useState<OutboxMessage | null>(null);
  const messages = snapshot.matches('loaded') ? (snapshot.context.output ?? []) : null;

  return (
    <Stack gap="md">
      <Title order={1}>Outbox</Title>
      <Text c="dimmed">Messages the app sent while mail runs in the sandbox. Nothing here left the building.</Text>
      {snapshot.matches('loading') && <Loader role="status" aria-label="Loading messages" />}
      {snapshot.matches('failed') && (
        <Alert color="red" title="Unable to load the outbox">
          {snapshot.context.refusal ?? 'The server could not be reached.'}
        </Alert>
      )}
      {messages?.length === 0 && (
        <Paper withBorder p="lg" radius="md">
          <Text c="dimmed">No messages yet.</Text>
        </Paper>
      )}
      {messages && messages.length > 0 && (
        <Table striped highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>To</Table.Th>
              <Table.Th>Subject</Table.Th>
              <Table.Th>Sent at</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {messages.map((message) => (
              <Table.Tr key={message.id}>
                <Table.Td>{message.to.join(', ')}</Table.Td>
                <Table.Td>
                  <Anchor component="button" type="button" onClick={() => setOpen(message)} underline="always">
                    {message.subject}
                  </Anchor>
                </Table.Td>
                <Table.Td>{sentAt(message.sentAt)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Modal opened={open !== null} onClose={() => setOpen(null)} title={open?.subject} size="lg">
        {open && (
          <Stack gap="xs">
            <Text size="sm">From: {open.from}</Text>
            <Text size="sm">To: {open.to.join(', ')}</Text>
            {open.cc.length > 0 && <Text size="sm">Cc: {open.cc.join(', ')}</Text>}
            {open.replyTo && <Text size="sm">Reply to: {open.replyTo}</Text>}
            <Text size="sm">Sent at: {sentAt(open.sentAt)}</Text>
            <Paper withBorder p="sm" radius="sm">
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {open.text}
              </Text>
            </Paper>
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}
