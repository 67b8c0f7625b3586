import { Anchor, Button, Card, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import type { TemplateSummary as Template } from '../../../domain/api/integrations.schema';

type Props = {
  templates: Template[];
  /** The template chosen so far (highlighted), if any. */
  chosenId?: string;
  busyId?: string | null;
  disabled?: boolean;
  onChoose: (template: Template) => void;
};

/** The builder's templates as cards: thumbnail, name, preview link and a choose button (part 2 §2.6 'Template step'). */
export function TemplateGallery({ templates, chosenId, busyId = null, disabled = false, onChoose }: Props) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} aria-label="Templates">
      {templates.map((template) => (
        <Card
          key={template.template_id}
          withBorder
          padding="sm"
          data-testid={`template-${template.template_id}`}
          style={chosenId === template.template_id ? { outline: '2px solid var(--mantine-color-blue-6)' } : undefined}
        >
          <Card.Section>
            <Image src={template.thumbnail_url} alt={`${template.template_name} thumbnail`} h={140} fit="cover" />
          </Card.Section>
          <Stack gap={4} mt="sm">
            <Text fw={600}>{template.template_name}</Text>
            <Anchor href={template.preview_url} target="_blank" rel="noreferrer" size="sm">
              Preview {template.template_name}
            </Anchor>
            <Button size="xs" mt="xs" loading={busyId === template.template_id} disabled={disabled} onClick={() => onChoose(template)}>
              Use {template.template_name}
            </Button>
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
