import { Center, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The card the signed-out pages share with sign-in: the product's name as the page's h1, then the step's title. */
export function PublicCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Center mih="100vh" p="md" bg="light-dark(var(--mantine-color-gray-0), var(--mantine-color-dark-8))">
      <Paper withBorder shadow="sm" radius="md" p="xl" w="100%" maw={420}>
        <Stack>
          <Title order={1} size="h3" ta="center" c="light-dark(var(--mantine-color-indigo-8), var(--mantine-color-indigo-3))">
            Website Admin
          </Title>
          <Title order={2} ta="center">
            {title}
          </Title>
          {children}
        </Stack>
      </Paper>
    </Center>
  );
}
