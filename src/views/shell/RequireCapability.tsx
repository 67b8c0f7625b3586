import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { can, type Capability } from '../../../domain/permissions';
import { isPrivileged, roleNames } from '../../../domain/roles';
import { useViewer } from '../../wiring/viewer';
import { usePageTitle } from '../../wiring/usePageTitle';

type Props = {
  /** The screen's name, as its heading and the sidebar say it. */
  title: string;
  capability: Capability;
  children: ReactNode;
};

/**
 * A screen only some roles may use (docs/decisions/0341-refused-page.md): anyone else reads, in
 * plain words, that their role cannot use it and where their own work is, instead of a form the
 * server would refuse or the server's 'Your role may not <capability>'.
 */
export function RequireCapability({ title, capability, children }: Props) {
  const { role } = useViewer();
  if (can(role, capability)) return children;
  return <RefusedView title={title} />;
}

function RefusedView({ title }: { title: string }) {
  usePageTitle(title);
  const { role } = useViewer();
  const home = isPrivileged(role) ? { to: '/sites', label: 'All Sites' } : { to: '/sites/me', label: 'My Sites' };
  return (
    <Stack gap="md">
      <Title order={1}>{title}</Title>
      <Paper withBorder p="lg" radius="md" role="alert">
        <Stack gap="xs">
          <Text fw={600}>{`${title} is not available to your role (${roleNames[role]}).`}</Text>
          <Text>If your work needs it, ask an administrator.</Text>
          <Anchor renderRoot={(props) => <Link to={home.to} {...props} />}>{`Go to ${home.label}`}</Anchor>
        </Stack>
      </Paper>
    </Stack>
  );
}
