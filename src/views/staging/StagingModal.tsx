import { useEffect } from 'react';
import { Alert, Anchor, Button, Group, List, Loader, Stack, Text } from '@mantine/core';
import { useCallbackRef } from '@mantine/hooks';
import { stagingMachine } from '../../../machines/staging/staging.machine';
import { useWorkflowMachine } from '../../wiring/useWorkflowMachine';
import { ConfirmModal } from '../shared/ConfirmModal';
import { Modal } from '../shared/overlays/Modal';

type StagingModalProps = {
  site: { id: number; name: string };
  /** Called once the modal is done (closed, cancelled, or after staging). */
  onClose: () => void;
  /** Called when the site has been staged, so the page can reload it. */
  onStaged: () => void;
  /** Part 1 §4's 1 second before the progress steps start unless given; stories hold or skip it. */
  progressDelayMs?: number;
};

/** What the server does when it stages, shown while the request runs (part 1 §4 'progress steps'). */
const stagingSteps = ['Checking collection URLs', 'Publishing the site', 'Setting the status to Staged'] as const;

const fakeObituaries = (count: number) => `${count} fake ${count === 1 ? 'obituary' : 'obituaries'}`;

/**
 * Stage Site's modal (part 1 §2, §4): it renders the staging machine's state. First the one
 * ConfirmModal (docs/decisions/0502-stage-site-confirms-first.md), then validating, then the
 * 'Hang on!' warning (fake obituaries: Continue or Cancel), the blocking list of collection URLs
 * that do not resolve, or straight to staging; staging, then staged or failed.
 */
export function StagingModal({ site, onClose, onStaged, progressDelayMs }: StagingModalProps) {
  const [snapshot, send] = useWorkflowMachine('staging', stagingMachine, { input: { siteId: site.id, progressDelayMs } });
  const staged = snapshot.matches('staged');
  const closed = snapshot.status === 'done';
  const reportStaged = useCallbackRef(onStaged);
  const reportClosed = useCallbackRef(onClose);
  useEffect(() => {
    if (staged) reportStaged();
  }, [staged, reportStaged]);
  useEffect(() => {
    if (closed) reportClosed();
  }, [closed, reportClosed]);
  const { context } = snapshot;
  const mayClose = snapshot.can({ type: 'CLOSE' });
  const close = () => send({ type: 'CLOSE' });

  if (snapshot.matches('confirming')) {
    return (
      <ConfirmModal
        opened
        title="Stage Site"
        message={`Stage ${site.name}? This publishes the site for the funeral home to review and sets its status to Staged.`}
        actionText="Stage Site"
        tone="positive"
        onConfirm={() => send({ type: 'CONFIRM' })}
        onCancel={close}
      />
    );
  }

  const closeButton = (label: string) => (
    <Button variant="default" onClick={close}>
      {label}
    </Button>
  );

  const body = (() => {
    if (snapshot.matches('validating')) {
      return (
        <Stack>
          <Group gap="sm" role="status">
            <Loader size="sm" />
            <Text>Checking {site.name} before staging…</Text>
          </Group>
          <List size="sm" c="dimmed">
            <List.Item>Fake obituaries</List.Item>
            <List.Item>Collection URLs</List.Item>
          </List>
          <Group justify="flex-end">{closeButton('Cancel')}</Group>
        </Stack>
      );
    }
    if (snapshot.matches('warnings')) {
      return (
        <Stack>
          <Text>
            {site.name} still has {fakeObituaries(context.fakeObitCount ?? 0)}. Staging shows them to the funeral home. Continue anyway?
          </Text>
          <Group justify="flex-end">
            {closeButton('Cancel')}
            <Button color="teal" onClick={() => send({ type: 'CONTINUE' })}>
              Continue
            </Button>
          </Group>
        </Stack>
      );
    }
    if (snapshot.matches('errors')) {
      return (
        <Stack>
          <Alert color="red" title="These collection URLs don't resolve">
            Fix them in the editor, then stage again.
          </Alert>
          <List aria-label="Collection URLs that don't resolve" spacing="xs">
            {(context.collectionErrors ?? []).map((collection) => (
              <List.Item key={collection.url}>
                <Text fw={600}>{collection.name}</Text>
                <Anchor href={collection.url} target="_blank" rel="noreferrer" size="sm">
                  {collection.url}
                </Anchor>
                <Text size="sm" c="var(--mantine-color-error)">
                  {collection.error}
                </Text>
              </List.Item>
            ))}
          </List>
          <Group justify="flex-end">{closeButton('Close')}</Group>
        </Stack>
      );
    }
    if (snapshot.matches('staging')) {
      return (
        <Stack>
          <Group gap="sm" role="status">
            <Loader size="sm" color="teal" />
            <Text>Staging {site.name}…</Text>
          </Group>
          {snapshot.matches({ staging: 'running' }) && (
            <List aria-label="Staging steps" spacing="xs" icon={<Loader size={14} color="teal" />}>
              {stagingSteps.map((step) => (
                <List.Item key={step}>{step}</List.Item>
              ))}
            </List>
          )}
        </Stack>
      );
    }
    if (snapshot.matches('staged')) {
      return (
        <Stack>
          <Alert color="green" title="Site staged">
            {site.name} is now Staged.
          </Alert>
          <Group justify="flex-end">{closeButton('Close')}</Group>
        </Stack>
      );
    }
    if (snapshot.matches('failed')) {
      return (
        <Stack>
          <Alert color="red" title={context.failedDuring === 'validation' ? 'Unable to validate site' : 'Unable to stage site'}>
            {context.failureDetail ?? 'Something went wrong. Try again.'}
          </Alert>
          <Group justify="flex-end">
            {closeButton('Close')}
            <Button onClick={() => send({ type: 'RETRY' })}>Retry</Button>
          </Group>
        </Stack>
      );
    }
    return null;
  })();

  return (
    <Modal
      opened={!closed}
      onClose={close}
      title={snapshot.matches('warnings') ? 'Hang on!' : 'Stage Site'}
      withCloseButton={mayClose}
      closeOnEscape={mayClose}
      closeOnClickOutside={mayClose}
    >
      {body}
    </Modal>
  );
}
