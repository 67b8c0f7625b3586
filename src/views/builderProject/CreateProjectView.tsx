import { Alert, Anchor, Button, List, Loader, Paper, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { builderProjectTexts } from '../../../domain/builderProject/builderProjectSteps';
import { builderProjectMachine } from '../../../machines/builderProject/builderProject.machine';
import { useViewer } from '../../wiring/viewer';
import { useWorkflowMachine } from '../../wiring/useWorkflowMachine';
import { TemplateGallery } from './TemplateGallery';

export type CreateProjectViewProps = {
  /** From the navigation state (the site page's Create Duda Project button); null when opened directly. */
  fhid: number | null;
  /** Opens the new site with ?created=1 once the project exists. */
  onCreated: (fhid: number) => void;
};

/** Create Site (part 2 §2.5): pick a template to create the site's builder project, with the job's steps as they happen. */
export function CreateProjectView({ fhid, onCreated }: CreateProjectViewProps) {
  const viewer = useViewer();
  const [snapshot, send] = useWorkflowMachine('builderProject', builderProjectMachine, { input: { fhid, viewer } });
  const { context } = snapshot;
  const created = snapshot.matches('created');

  useEffect(() => {
    if (created && context.fhid !== null) onCreated(context.fhid);
  }, [created, context.fhid, onCreated]);

  return (
    <Stack gap="lg">
      <Title order={1}>Create Site</Title>
      {snapshot.matches('noFhid') && (
        <Paper withBorder p="lg">
          <Text>
            Open a site to create its Duda project:{' '}
            <Anchor component={Link} to="/sites/me" underline="always">
              go to My Sites
            </Anchor>
          </Text>
        </Paper>
      )}
      {snapshot.matches('notAllowed') && <Alert color="yellow">{builderProjectTexts.designersOnly}</Alert>}
      {snapshot.matches('loading') && <Skeleton height={200} role="status" aria-label="Loading templates" aria-busy="true" />}
      {snapshot.matches('loadFailed') && (
        <Alert color="red" title={builderProjectTexts.detailsFailed(context.fhid ?? 0)}>
          <Button mt="sm" variant="light" color="red" onClick={() => send({ type: 'RETRY' })}>
            Retry
          </Button>
        </Alert>
      )}
      {context.firm && (
        <Text size="lg">
          {context.firm.name} (ID: {context.firm.id})
        </Text>
      )}
      {snapshot.matches('hasProject') && <Alert color="blue">This site already has a Duda project ({context.firm?.duda_id}).</Alert>}
      {(snapshot.matches('choosing') || snapshot.matches('starting')) && (
        <TemplateGallery
          templates={context.templates}
          busyId={snapshot.matches('starting') ? context.template : null}
          disabled={snapshot.matches('starting')}
          onChoose={(template) => send({ type: 'CHOOSE_TEMPLATE', templateId: template.template_id })}
        />
      )}
      {(snapshot.matches('running') || created) && (
        <Paper withBorder p="lg" aria-label="Creating the project">
          <Stack gap="sm">
            <Text fw={600}>Creating the Duda project…</Text>
            <List
              spacing="xs"
              aria-label="Project steps"
              icon={
                <ThemeIcon size={18} radius="xl" color="teal">
                  <IconCheck size={12} />
                </ThemeIcon>
              }
            >
              {context.steps.map((step) => (
                <List.Item key={step}>{step}</List.Item>
              ))}
            </List>
            {!created && <Loader size="sm" role="status" aria-label="Working" />}
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
