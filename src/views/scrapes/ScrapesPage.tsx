import { Stack, Tabs, Title } from '@mantine/core';
import { type ComponentType, useState } from 'react';
import { can } from '../../../domain/permissions';
import type { Role } from '../../../domain/roles';
import { useViewer } from '../../wiring/viewer';
import { usePageTitle } from '../../wiring/usePageTitle';
import { ScrapeRequestsTab } from '../scrapeRequests/ScrapeRequestsTab';
import { ScrapeTasksTab } from '../scrapeTasks/ScrapeTasksTab';

interface ScrapesTab {
  value: string;
  label: string;
  shownTo: (role: Role) => boolean;
  Panel: ComponentType;
}

/**
 * The tabs of /scrapes in the order they are listed (part 2 §2.10). The first tab the viewer may
 * see is the one the page opens on, so a tab listed first for some roles (Scrape Tasks, for
 * privileged users) is one entry at the top of this list.
 */
const scrapesTabs: readonly ScrapesTab[] = [
  { value: 'tasks', label: 'Scrape Tasks', shownTo: (role) => can(role, 'seeScrapeTasks'), Panel: ScrapeTasksTab },
  { value: 'requests', label: 'Scrape Requests', shownTo: () => true, Panel: ScrapeRequestsTab },
];

/** /scrapes (part 2 §2.10, page title Scrapes). */
export function ScrapesPage() {
  usePageTitle('Scrapes');
  const { role } = useViewer();
  const tabs = scrapesTabs.filter((tab) => tab.shownTo(role));
  const [active, setActive] = useState<string | null>(tabs[0]?.value ?? null);

  return (
    <Stack>
      <Title order={1}>Scrapes</Title>
      <Tabs value={active} onChange={setActive} keepMounted={false}>
        <Tabs.List>
          {tabs.map((tab) => (
            <Tabs.Tab key={tab.value} value={tab.value}>
              {tab.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {tabs.map(({ value, Panel }) => (
          <Tabs.Panel key={value} value={value} pt="md">
            <Panel />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
