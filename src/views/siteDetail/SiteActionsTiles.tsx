import { Box, Card, SimpleGrid, Text, Title } from '@mantine/core';
import { IconArchive, IconFileImport, IconNews, IconNewsOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { SiteDetail } from '../../../domain/api/siteDetail.schema';
import { FakeObituariesPanel } from '../scrapeRecords/FakeObituariesPanel';
import { ObituaryScrapePanel } from '../scrapeTasks/ObituaryScrapePanel';
import { SiteBackupPanel } from '../siteBackup/SiteBackupPanel';
import { SubscriberImportPanel } from '../subscriberImport/SubscriberImportPanel';

type Tile = { title: string; description: string; icon: ReactNode; tool: (site: SiteDetail) => ReactNode };

/**
 * The four tiles of /sites/id/{id}/actions (part 2 §2.1), each with its workflow's tool; a tool
 * shows its controls only to the roles its workflow allows and says what it does to everyone.
 */
const tiles: Tile[] = [
  {
    title: 'Obituary Scrape',
    description: "Copy the funeral home's obituaries from its previous provider into the new site.",
    icon: <IconNews size={28} />,
    tool: (site) => <ObituaryScrapePanel siteId={site.id} />,
  },
  {
    title: 'Fake Obituaries',
    description:
      'Placeholder obituaries, marked fake, so a design shows realistic records before the real ones are scraped; staging warns while any are left.',
    icon: <IconNewsOff size={28} />,
    tool: (site) => <FakeObituariesPanel siteId={site.id} />,
  },
  {
    title: 'Subscriber Import',
    description: "Import the funeral home's obituary e-mail subscribers from a file.",
    icon: <IconFileImport size={28} />,
    tool: (site) => <SubscriberImportPanel siteId={site.id} />,
  },
  {
    title: 'Run Site Backup',
    description: "Save a backup of the site's builder project that can be restored later.",
    icon: <IconArchive size={28} />,
    tool: (site) => <SiteBackupPanel siteId={site.id} />,
  },
];

export function SiteActionsTiles({ site }: { site: SiteDetail }) {
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
          <Box mt="sm">{tile.tool(site)}</Box>
        </Card>
      ))}
    </SimpleGrid>
  );
}
