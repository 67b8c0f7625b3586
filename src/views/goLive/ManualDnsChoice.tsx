import { Alert, Anchor, Button, Radio, Stack, Text, TextInput } from '@mantine/core';
import type { SnapshotFrom } from 'xstate';
import { chosenRecipient, type goLiveMachine, type GoLiveEvent, otherRecipient } from '../../../machines/goLive/goLive.machine';
import { Select } from '../shared/overlays/Select';

type Snapshot = SnapshotFrom<typeof goLiveMachine>;

/**
 * Who changes DNS on a site off our cloud hosting (part 2 §2.3): a launch specialist (the wiki
 * link), or the funeral home or its IT, e-mailed the DNS instructions.
 */
export function ManualDnsChoice({ snapshot, send }: { snapshot: Snapshot; send: (event: GoLiveEvent) => void }) {
  const { context } = snapshot;
  const sending = snapshot.matches({ manualDns: { funeralHome: 'sending' } });
  const sent = snapshot.matches({ manualDns: { funeralHome: 'sent' } });
  const recipients = [
    ...context.contacts.map((contact) => ({ value: contact.email, label: `${contact.name} (${contact.email})` })),
    { value: otherRecipient, label: 'Other' },
  ];
  return (
    <Stack gap="sm">
      <Radio.Group
        label="Who will change the DNS?"
        value={context.dnsChoice}
        onChange={(value) => send({ type: value === 'specialist' ? 'CHOOSE_SPECIALIST' : 'CHOOSE_FUNERAL_HOME' })}
      >
        <Stack gap={4} mt={4}>
          <Radio value="specialist" label="A launch specialist" disabled={sending || sent} />
          <Radio value="funeralHome" label="The funeral home or its IT" disabled={sending || sent} />
        </Stack>
      </Radio.Group>
      {snapshot.matches({ manualDns: 'specialist' }) &&
        (context.summary?.launchWikiUrl ? (
          <Anchor href={context.summary.launchWikiUrl} target="_blank" rel="noreferrer">
            Open the launch wiki for the DNS steps
          </Anchor>
        ) : (
          <Text size="sm" c="dimmed">
            No launch wiki is configured (LAUNCH_WIKI_URL).
          </Text>
        ))}
      {snapshot.matches({ manualDns: 'funeralHome' }) && !sent && (
        <>
          <Select
            label="Send the instructions to"
            placeholder={context.contactsStatus === 'loading' ? 'Loading contacts…' : 'Choose a contact'}
            data={recipients}
            value={context.recipient}
            onChange={(value) => value && send({ type: 'PICK_RECIPIENT', value })}
            disabled={sending}
            allowDeselect={false}
          />
          {context.recipient === otherRecipient && (
            <TextInput
              label="E-mail address"
              type="email"
              value={context.otherEmail}
              onChange={(event) => send({ type: 'TYPE_OTHER_EMAIL', email: event.currentTarget.value })}
              disabled={sending}
            />
          )}
          {snapshot.matches({ manualDns: { funeralHome: 'sendFailed' } }) && (
            <Alert color="red" role="alert">
              Couldn't send email
            </Alert>
          )}
          <Button onClick={() => send({ type: 'SEND_EMAIL' })} loading={sending} disabled={chosenRecipient(context) === null}>
            Send Email
          </Button>
        </>
      )}
      {sent && (
        <Alert color="green" title="Instructions Sent To...">
          {context.sentTo}
        </Alert>
      )}
    </Stack>
  );
}
