import { ActionIcon, Indicator } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { unreadBadgeMachine } from '../../../machines/inbox/unreadBadge.machine';
import { useWorkflowMachine } from '../../wiring/useWorkflowMachine';
import { Tooltip } from '../shared/overlays/Tooltip';

/** The top bar's bell (issue 34): the unread count, live, and a link to the Inbox. */
export function InboxBell() {
  const [snapshot] = useWorkflowMachine('inbox', unreadBadgeMachine);
  const { unreadCount } = snapshot.context;
  const label = unreadCount === 0 ? 'Inbox' : `Inbox, ${unreadCount} unread`;
  return (
    <Tooltip label={label}>
      <Indicator label={unreadCount > 99 ? '99+' : unreadCount} size={18} disabled={unreadCount === 0} offset={4} color="red">
        <ActionIcon component={Link} to="/inbox" variant="subtle" color="gray" size="lg" aria-label={label}>
          <IconBell size={20} />
        </ActionIcon>
      </Indicator>
    </Tooltip>
  );
}
