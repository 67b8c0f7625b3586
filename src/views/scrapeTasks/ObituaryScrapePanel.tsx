import { Button, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { can } from '../../../domain/permissions';
import { useViewer } from '../../wiring/viewer';

/**
 * The 'Obituary Scrape' tile's tool (part 2 §2.1): the way to the Scrape tab, where the one start
 * form sits beside the site's tasks that list what it started (decision 0536), rather than a second
 * copy of the form here.
 */
export function ObituaryScrapePanel({ siteId }: { siteId: number }) {
  const { role } = useViewer();
  const mayStart = can(role, 'startScrape');
  return (
    <Stack gap="xs" align="flex-start">
      {!mayStart && <Text size="sm">An admin starts the scrape; request one from the Scrape tab.</Text>}
      <Button
        variant="light"
        size="xs"
        renderRoot={(props) => <Link {...props} to="/sites/id/$id/scrape" params={{ id: String(siteId) }} />}
      >
        {mayStart ? 'Start a scrape on the Scrape tab' : 'Open the Scrape tab'}
      </Button>
    </Stack>
  );
}
