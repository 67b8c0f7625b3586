import { Card, SimpleGrid, Text, Title } from '@mantine/core';
import { IconArchive, IconFileImport, IconNews, IconNewsOff } from '@tabler/icons-react';
import { Fragment, type ReactNode } from 'react';

type Tile = { title: string; description: string; icon: ReactNode };

/**
 * The four tiles of /sites/id/{id}/actions (part 2 §2.1). Their tools arrive with the scrape and
 * subscriber issues; no API route runs a site backup yet, so each tile only says what it will do.
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
  },
  {
    title: 'Run Site Backup',
    description: "Save a backup of the site's builder project that can be restored later.",
    icon: <IconArchive size={28} />,
  },
];

/** `live` replaces a tile by its title with the working one its workflow provides (the scrape tiles). */
export function SiteActionsTiles({ live = {} }: { live?: Partial<Record<string, ReactNode>> }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      {tiles.map((tile) =>
        live[tile.title] ? (
          <Fragment key={tile.title}>{live[tile.title]}</Fragment>
        ) : (
        <Card key={tile.title} withBorder padding="lg" component="section" aria-label={tile.title}>
          {tile.icon}
          <Title order={4} mt="sm">
            {tile.title}
          </Title>
          <Text size="sm" c="dimmed" mt={4}>
            {tile.description}
          </Text>
        </Card>
        ),
      )}
    </SimpleGrid>
  );
}
