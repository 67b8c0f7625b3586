import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import * as v from 'valibot';
import { idText } from '../../../domain/api/id.schema';
import { builderLinkTexts } from '../../../machines/builderLink/builderLink.actors';
import { builderLinkMachine } from '../../../machines/builderLink/builderLink.machine';
import { useWorkflowMachine } from '../../wiring/useWorkflowMachine';
import { Modal } from '../shared/overlays/Modal';

const fhIdText = idText('fhId');
const required = (label: string) => (value: string) => (value.trim() === '' ? `${label} is required` : null);
const siteId = (value: string) => (v.is(fhIdText, value.trim()) ? null : 'Enter a funeral home ID (digits)');

export type BuilderLinkViewProps = {
  /** Opens the site page after a link or unlink (the route gives the router's navigation). */
  onDone: (fhId: number) => void;
};

/**
 * The link page (part 2 §2.4): link a builder site to a funeral home, or unlink one. The fields are
 * @mantine/form forms (their own validation); the machine takes each submit and shows the server's
 * refusal in a modal, or an alert when no answer came. Its route refuses the roles without
 * `manageBuilderProject` (RequireCapability).
 */
export function BuilderLinkView({ onDone }: BuilderLinkViewProps) {
  const [snapshot, send] = useWorkflowMachine('builderLink', builderLinkMachine);
  const linkForm = useForm({
    mode: 'controlled',
    initialValues: { dudaSite: '', fhId: '' },
    validate: { dudaSite: required('Duda site'), fhId: siteId },
  });
  const unlinkForm = useForm({ mode: 'controlled', initialValues: { fhId: '' }, validate: { fhId: siteId } });
  const busy = snapshot.matches('linking') || snapshot.matches('unlinking');
  const finished = snapshot.matches('linked') || snapshot.matches('unlinked');
  const fhId = snapshot.context.request?.fhId;

  useEffect(() => {
    if (finished && fhId !== undefined) onDone(fhId);
  }, [finished, fhId, onDone]);

  return (
    <Stack gap="lg">
      <Title order={1}>Link a Duda Site</Title>
      {snapshot.matches({ ready: 'networkFailed' }) && (
        <Alert color="red" title="Network error" withCloseButton onClose={() => send({ type: 'DISMISS_ALERT' })}>
          {builderLinkTexts.networkFailed}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Paper
          withBorder
          p="md"
          component="form"
          aria-label={builderLinkTexts.linkTitle}
          onSubmit={linkForm.onSubmit((values) =>
            send({ type: 'LINK', dudaSite: values.dudaSite.trim(), fhId: v.parse(fhIdText, values.fhId.trim()) }),
          )}
        >
          <Stack>
            <Title order={2} size="h4">
              {builderLinkTexts.linkTitle}
            </Title>
            <TextInput label="Duda site" description="The builder site name, e.g. a1b2c3d4" {...linkForm.getInputProps('dudaSite')} />
            <TextInput label="Funeral home ID" {...linkForm.getInputProps('fhId')} />
            <Group justify="flex-end">
              <Button type="submit" loading={snapshot.matches('linking')} disabled={busy}>
                Link
              </Button>
            </Group>
          </Stack>
        </Paper>
        <Paper
          withBorder
          p="md"
          component="form"
          aria-label={builderLinkTexts.unlinkTitle}
          onSubmit={unlinkForm.onSubmit((values) => send({ type: 'UNLINK', fhId: v.parse(fhIdText, values.fhId.trim()) }))}
        >
          <Stack>
            <Title order={2} size="h4">
              {builderLinkTexts.unlinkTitle}
            </Title>
            <TextInput label="Funeral home ID" {...unlinkForm.getInputProps('fhId')} />
            <Group justify="flex-end">
              <Button type="submit" color="red" variant="light" loading={snapshot.matches('unlinking')} disabled={busy}>
                Unlink
              </Button>
            </Group>
          </Stack>
        </Paper>
      </SimpleGrid>
      {finished && fhId !== undefined && (
        <Text>
          Done:{' '}
          <Link to="/sites/id/$id" params={{ id: String(fhId) }}>
            open the site
          </Link>
        </Text>
      )}
      <Modal
        opened={snapshot.matches('refused')}
        onClose={() => send({ type: 'ENTER_DIFFERENT_ID' })}
        title={snapshot.context.refusal?.title ?? ''}
        centered
      >
        <Stack>
          <Text>{snapshot.context.refusal?.message}</Text>
          <Group justify="flex-end">
            <Button onClick={() => send({ type: 'ENTER_DIFFERENT_ID' })}>{builderLinkTexts.tryAgain}</Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
