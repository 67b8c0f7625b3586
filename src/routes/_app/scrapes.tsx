import { Stack, Tabs, Text, Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { can } from '../../../domain/permissions';
import { usePageTitle } from '../../wiring/usePageTitle';
import { ScrapeTasksTab } from '../../views/scrapeTasks/ScrapeTasksTab';
import { useViewer } from '../../wiring/viewer';

export const Route = createFileRoute('/_app/scrapes')({
  component: ScrapesRoute,
});

/** /scrapes (part 2 §2.10): Scrape Tasks first and initial for privileged users, Scrape Requests for everyone. */
function ScrapesRoute() {
  usePageTitle('Scrapes');
  const privileged = can(useViewer().role, 'seeScrapeTasks');
  return (
    <Stack gap="md">
      <Title order={2}>Scrapes</Title>
      <Tabs defaultValue={privileged ? 'tasks' : 'requests'} keepMounted={false}>
        <Tabs.List>
          {privileged && <Tabs.Tab value="tasks">Scrape Tasks</Tabs.Tab>}
          <Tabs.Tab value="requests">Scrape Requests</Tabs.Tab>
        </Tabs.List>
        {privileged && (
          <Tabs.Panel value="tasks" pt="md">
            <ScrapeTasksTab />
          </Tabs.Panel>
        )}
        <Tabs.Panel value="requests" pt="md">
          <Text c="dimmed">Scrape requests arrive with the requests part of this issue.</Text>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
