import { NavLink, Stack } from '@mantine/core';
import { Link, useRouterState } from '@tanstack/react-router';
import type { SidebarEntry } from '../navigation/sidebarEntries';
import { Tooltip } from '../shared/overlays/Tooltip';

type Props = {
  entries: readonly SidebarEntry[];
  /** Icons only, each with its label as a tooltip (the 56px desktop rail). */
  collapsed: boolean;
  /** Lets the mobile drawer close itself once the user has picked a page. */
  onNavigate?: () => void;
};

export function SidebarNav({ entries, collapsed, onNavigate }: Props) {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  return (
    <Stack component="nav" aria-label="Main" gap={4}>
      {entries.map(({ label, to, icon: Icon }) => {
        const link = (
          <NavLink
            key={to}
            label={collapsed ? undefined : label}
            aria-label={collapsed ? label : undefined}
            leftSection={<Icon size={20} stroke={1.6} />}
            active={pathname === to}
            variant="light"
            onClick={onNavigate}
            // The router marks a link active for any path below it (All Sites under /sites/qa) and
            // sets aria-current to match: only the exact screen is the current entry.
            renderRoot={(props) => <Link to={to} activeOptions={{ exact: true }} {...props} />}
            styles={collapsed ? { root: { justifyContent: 'center' }, section: { marginInlineEnd: 0 } } : undefined}
          />
        );
        return collapsed ? (
          <Tooltip key={to} label={label} position="right" withArrow>
            {link}
          </Tooltip>
        ) : (
          link
        );
      })}
    </Stack>
  );
}
