import { Alert, Button, Skeleton, Stack, Text } from '@mantine/core';
import { TemplateGallery } from '../builderProject/TemplateGallery';
import type { IntakeStepProps } from './IntakeContext';

/** Step 2, the template gallery (part 2 §2.6): choosing one completes the step and moves to Design. */
export function TemplateStep({ snapshot, send }: IntakeStepProps) {
  const { context } = snapshot;
  if (snapshot.matches({ templates: 'loading' }))
    return <Skeleton height={200} role="status" aria-label="Loading templates" aria-busy="true" />;
  if (snapshot.matches({ templates: 'failed' }))
    return (
      <Alert color="red" title="Unable to load templates">
        <Button mt="sm" variant="light" color="red" onClick={() => send({ type: 'RETRY_TEMPLATES' })}>
          Retry
        </Button>
      </Alert>
    );
  return (
    <Stack>
      {context.form.template.name && <Text>Chosen: {context.form.template.name}</Text>}
      <TemplateGallery
        templates={context.templates}
        chosenId={context.form.template.id}
        onChoose={(template) => send({ type: 'SELECT_TEMPLATE', templateId: template.template_id })}
      />
    </Stack>
  );
}
