import { Box, Card, SimpleGrid, Text, Title } from '@mantine/core';
import { IconArchive, IconFileImport, IconNews, IconNewsOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { SiteBackupPanel } from '../siteBackup/SiteBackupPanel';
import { SubscriberImportPanel } from '../subscriberImport/SubscriberImportPanel';

type Tile = { title: string; description: string; icon: ReactNode; tool?: (siteId: number) => ReactNode };

/**
 * The four tiles of /sites/id/{id}/actions (part 2 §2.1). Subscriber Import and Run Site Backup
 * carry their tools (issue 15); the scrape tiles get theirs with the scrapes work.
 */
const tiles: Tile[] = [
  {
    title: 'Obituary Scrape',
    description: "Copy the funeral home's obituaries from its previous provider into the new site.",
    icon: <IconNews size={28} />,
  },
  {
    title: 'Fake Obituaries',
    description: 'Find and remove the placeholder obituaries the template ships with before staging.',
    icon: <IconNewsOff size={28} />,
  },
  {
    title: 'Subscriber Import',
    description: "Import the funeral home's obituary e-mail subscribers from a file.",
    icon: <IconFileImport size={28} />,
    tool: (siteId) => <SubscriberImportPanel siteId={siteId} />,
  },
  {
    title: 'Run Site Backup',
    description: "Save a backup of the site's builder project that can be restored later.",
    icon: <IconArchive size={28} />,
    tool: (siteId) => <SiteBackupPanel siteId={siteId} />,
  },
];

export function SiteActionsTiles({ siteId }: { siteId: number }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      {tiles.map((tile) => (
        <Card key={tile.title} withBorder padding="lg" component="section" aria-label={tile.title}>
          {tile.icon}
          <Title order={4} mt="sm">
            {tile.title}
          </Title>
          <Text size="sm" c="dimmed" mt={4}>
            {tile.description}
          </Text>
          {tile.tool && <Box mt="sm">{tile.tool(siteId)}</Box>}
        </Card>
      ))}
    </SimpleGrid>
  );
}
