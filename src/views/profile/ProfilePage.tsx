import { Stack, Tabs, Title } from '@mantine/core';
import { useLocation, useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { usePageTitle } from '../../wiring/usePageTitle';
import { profileTabOfPath, profileTabs } from './profileTabs';

/** /profile: the person's own account; the tab bar navigates between the child routes, which render below it. */
export function ProfilePage({ children }: { children: ReactNode }) {
  usePageTitle('Profile');
  const pathname = useLocation({ select: (location) => location.pathname });
  const navigate = useNavigate();
  const open = (value: string | null) => {
    const tab = profileTabs.find((entry) => entry.value === value);
    if (tab) void navigate({ to: tab.to });
  };
  return (
    <Stack gap="md" maw={720}>
      <Title order={1}>Profile</Title>
      <Tabs value={profileTabOfPath(pathname)} onChange={open}>
        <Tabs.List>
          {profileTabs.map((tab) => (
            <Tabs.Tab key={tab.value} value={tab.value}>
              {tab.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {children}
    </Stack>
  );
}
