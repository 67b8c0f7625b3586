import { Paper, Text, Title } from '@mantine/core';

/** A tab whose tools arrive in a later issue: its title and what it will hold. */
export function SiteTabPlaceholder({ title, description }: { title: string; description: string }) {
  return (
    <Paper withBorder p="lg" radius="md">
      <Title order={3} mb="xs">
        {title}
      </Title>
      <Text c="dimmed">{description}</Text>
    </Paper>
  );
}
