import { Card, Text, Title } from '@mantine/core';
import { IconNews } from '@tabler/icons-react';
import { StartScrapeForm, type StartScrapeFormProps } from './StartScrapeForm';

/** The 'Obituary Scrape' tile (part 2 §2.1): the start form for admin, what it does for everyone else. */
export function ObituaryScrapeTile({ mayStart, ...form }: StartScrapeFormProps & { mayStart: boolean }) {
  return (
    <Card withBorder padding="lg" component="section" aria-label="Obituary Scrape">
      <IconNews size={28} />
      <Title order={4} mt="sm">
        Obituary Scrape
      </Title>
      <Text size="sm" c="dimmed" mt={4} mb="sm">
        Copy the funeral home&apos;s obituaries from its previous provider into the new site.
      </Text>
      {mayStart && <StartScrapeForm {...form} />}
    </Card>
  );
}
