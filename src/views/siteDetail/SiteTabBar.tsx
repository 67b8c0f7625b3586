import { Tabs } from '@mantine/core';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { useViewer } from '../../wiring/viewer';
import { siteTabs, tabOfPath, visibleSiteTabs } from './siteTabs';

/** The tab bar under the header; choosing a tab navigates to its sub-route. */
export function SiteTabBar({ siteId }: { siteId: number }) {
  const { role } = useViewer();
  const pathname = useLocation({ select: (location) => location.pathname });
  const navigate = useNavigate();

  const open = (value: string | null) => {
    const tab = siteTabs.find((entry) => entry.value === value);
    if (tab) void navigate({ to: tab.to, params: { id: String(siteId) } });
  };

  return (
    <Tabs value={tabOfPath(pathname)} onChange={open}>
      <Tabs.List>
        {visibleSiteTabs(role).map((tab) => (
          <Tabs.Tab key={tab.value} value={tab.value}>
            {tab.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
