import { Button, Group, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import type { SitePage } from '../../../domain/api/pageSeo.schema';
import type { SeoField } from '../../../domain/pageSeo/seoLimits';
import type { PageSeo } from '../../../machines/pageSeo/pageDrafts';
import { SearchResultPreview } from './SearchResultPreview';
import { SeoCounter } from './SeoCounter';

type Props = {
  page: SitePage;
  seo: PageSeo;
  unsaved: boolean;
  readOnly: boolean;
  /** The AI helper's button; absent for fixed-title pages and read-only viewers. */
  aiOffered: boolean;
  aiBusy: boolean;
  onEdit: (field: SeoField, value: string) => void;
  onAskAi: () => void;
};

/** One page: its SEO title and description edited in place, their counters and the search-result preview. */
export function PageSeoCard({ page, seo, unsaved, readOnly, aiOffered, aiBusy, onEdit, onAskAi }: Props) {
  return (
    <Paper component="section" aria-label={`${page.title} page`} data-testid={`page-${page.uuid}`} withBorder p="md" radius="md">
      <Stack gap="sm">
        <Group justify="space-between">
          <div>
            <Title order={3} size="h4">
              {page.title}
            </Title>
            <Text size="sm" c="dimmed">
              /{page.path}
            </Text>
          </div>
          {unsaved && (
            <Text
              size="xs"
              // The theme's warning text (theme.ts): Mantine's orange.8 is about 3.6:1 on white.
              c="var(--app-color-warning-text)"
              fw={600}
            >
              Unsaved changes
            </Text>
          )}
        </Group>
        <TextInput
          label="SEO title"
          value={seo.title}
          readOnly={readOnly}
          onChange={(event) => onEdit('title', event.currentTarget.value)}
          rightSectionWidth={70}
          rightSection={<SeoCounter field="title" text={seo.title} />}
        />
        <Textarea
          label="SEO description"
          value={seo.description}
          readOnly={readOnly}
          // Four lines and a grip: a description past the limit reads whole on a phone too (autosize has no layout in jsdom).
          rows={4}
          resize="vertical"
          onChange={(event) => onEdit('description', event.currentTarget.value)}
          description={<SeoCounter field="description" text={seo.description} />}
        />
        {aiOffered && (
          <Group>
            <Button variant="light" size="xs" leftSection={<IconSparkles size={14} />} disabled={aiBusy} onClick={onAskAi}>
              Write description with AI
            </Button>
          </Group>
        )}
        <SearchResultPreview title={seo.title} description={seo.description} path={page.path} />
      </Stack>
    </Paper>
  );
}
