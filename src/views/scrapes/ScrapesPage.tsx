import { Stack, Tabs, Title } from '@mantine/core';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import * as v from 'valibot';
import { can } from '../../../domain/permissions';
import type { Role } from '../../../domain/roles';
import { scrapesSearchSchema, type ScrapesTab as ScrapesTabValue } from '../../../domain/scrapeTasks/taskSearch';
import { useViewer } from '../../wiring/viewer';
import { usePageTitle } from '../../wiring/usePageTitle';
import { ScrapeRequestsTab } from '../scrapeRequests/ScrapeRequestsTab';
import { ScrapeTasksTab } from '../scrapeTasks/ScrapeTasksTab';

interface ScrapesTab {
  value: ScrapesTabValue;
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

/**
 * /scrapes (part 2 §2.10, page title Scrapes). The tab shown is in the URL (?tab=requests), so a
 * link or a reload opens it; a tab the viewer may not see opens the first one they may.
 */
export function ScrapesPage() {
  usePageTitle('Scrapes');
  const { role } = useViewer();
  const tabs = scrapesTabs.filter((tab) => tab.shownTo(role));
  const search = v.parse(scrapesSearchSchema, useRouterState({ select: (state) => state.location.search }));
  const navigate = useNavigate();
  const active = tabs.find((tab) => tab.value === search.tab) ?? tabs[0];
  const show = (value: string | null) => {
    const tab = tabs.find((entry) => entry.value === value);
    if (tab) void navigate({ to: '.', search: { ...search, tab: tab.value } as never });
  };

  return (
    <Stack>
      <Title order={1}>Scrapes</Title>
      <Tabs value={active?.value ?? null} onChange={show} keepMounted={false}>
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
