import type { ReactNode } from 'react';
import { ActionIcon, AppShell, Burger, Group, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { PaletteCommandProvider } from '../../wiring/paletteCommands';
import { useViewer } from '../../wiring/viewer';
import { CommandPalette } from '../commandPalette/CommandPalette';
import { ConnectionBanner } from '../connection/ConnectionBanner';
import { GlobalShortcuts } from '../keyboard/GlobalShortcuts';
import { InboxBell } from '../inbox/InboxBell';
import { sidebarEntriesFor } from '../navigation/sidebarEntries';
import { SidebarNav } from './SidebarNav';
import { mainContentId, SkipLink } from './SkipLink';
import { UserMenu } from './UserMenu';
import { Drawer } from '../shared/overlays/Modal';
import { Tooltip } from '../shared/overlays/Tooltip';

/** Sidebar widths of part 1 §9: w-14 collapsed, w-60 open. */
const sidebarWidth = { collapsed: 56, open: 240 } as const;

type Props = {
  /** The signed-in user's avatar; their initials when null. */
  image: string | null;
  onSignOut: () => void;
  /** The desktop sidebar starts collapsed (part 1 §2); stories show it open too. */
  initiallyOpen?: boolean;
  children: ReactNode;
};

/**
 * The signed-in frame: top bar, sidebar (a collapsible rail on desktop, a slide-in drawer below
 * the sm breakpoint) and the page, with 'Reconnecting…' above it while the server cannot be reached;
 * the command palette and the keyboard shortcuts work on all of it.
 */
export function Shell({ image, onSignOut, initiallyOpen = false, children }: Props) {
  const viewer = useViewer();
  const [desktopOpen, desktop] = useDisclosure(initiallyOpen);
  const [drawerOpen, drawer] = useDisclosure(false);
  const entries = sidebarEntriesFor(viewer.role);
  const toggleLabel = desktopOpen ? 'Collapse sidebar' : 'Expand sidebar';

  const frame = (
    <AppShell
      header={{ height: 56 }}
      navbar={{
        width: desktopOpen ? sidebarWidth.open : sidebarWidth.collapsed,
        breakpoint: 'sm',
        collapsed: { mobile: true },
      }}
      padding="md"
    >
      <SkipLink />
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={drawerOpen} onClick={drawer.toggle} hiddenFrom="sm" size="sm" aria-label="Open navigation" />
            <Tooltip label={toggleLabel} position="right">
              <ActionIcon variant="subtle" color="gray" onClick={desktop.toggle} visibleFrom="sm" aria-label={toggleLabel}>
                {desktopOpen ? <IconLayoutSidebarLeftCollapse size={20} /> : <IconLayoutSidebarLeftExpand size={20} />}
              </ActionIcon>
            </Tooltip>
            <Title order={4}>Website Admin</Title>
          </Group>
          <Group gap="sm" wrap="nowrap">
            <CommandPalette entries={entries} />
            <InboxBell />
            <UserMenu name={viewer.name} image={image} onSignOut={onSignOut} />
          </Group>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar p={desktopOpen ? 'sm' : 4}>
        <SidebarNav entries={entries} collapsed={!desktopOpen} />
      </AppShell.Navbar>

      <Drawer opened={drawerOpen} onClose={drawer.close} size={sidebarWidth.open} title="Website Admin" hiddenFrom="sm">
        <SidebarNav entries={entries} collapsed={false} onNavigate={drawer.close} />
      </Drawer>

      {/* tabIndex -1: the skip link can focus the region, Tab still skips it. */}
      <AppShell.Main id={mainContentId} tabIndex={-1} style={{ outline: 'none' }}>
        <ConnectionBanner />
        {children}
      </AppShell.Main>
      <GlobalShortcuts entries={entries} />
    </AppShell>
  );
  // Pages lend the palette (in the header) their site and actions.
  return <PaletteCommandProvider>{frame}</PaletteCommandProvider>;
}
