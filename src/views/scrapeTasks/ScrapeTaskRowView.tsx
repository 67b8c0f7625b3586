import { ActionIcon, Anchor, Button, Table } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ScrapeTaskRow } from '../../../domain/api/scrapeTasks.schema';
import { providerColumnLabel } from '../../../domain/scrapeTasks/scrapeProviders';
import {
  scheduledDateText,
  scheduledTimeText,
  taskDomain,
  taskMenuAction,
  taskPageText,
  taskPrimaryAction,
  taskTypeText,
} from '../../../domain/scrapeTasks/scrapeTaskDisplay';
import { backendUrl } from '../../../domain/siteList/siteLinks';
import { Menu } from '../shared/overlays/Menu';

type RowProps = {
  task: ScrapeTaskRow;
  mayRevoke: boolean;
  revoking: boolean;
  onViewResult: () => void;
  onRevoke: () => void;
  onWatchStream: () => void;
};

const actionLabels = { viewResult: 'View Result', revoke: 'Revoke Task', watchStream: 'Watch Stream' } as const;

/** One task of the Scrape Tasks table, every cell as part 2 §2.10 rules it. */
export function ScrapeTaskRowView({ task, mayRevoke, revoking, onViewResult, onRevoke, onWatchStream }: RowProps) {
  const { kwargs } = task;
  const domain = taskDomain(kwargs.url);
  const primary = taskPrimaryAction(task);
  const menu = taskMenuAction(task);
  const handlers = { viewResult: onViewResult, revoke: onRevoke, watchStream: onWatchStream };
  // Revoking is admin's (decisions.md §2): an executive sees the tab without the control.
  const shown = primary === 'revoke' && !mayRevoke ? null : primary;
  return (
    <Table.Tr data-testid={`task-${task._id}`}>
      <Table.Td>
        {kwargs.legacy_fhid !== null ? (
          <Anchor renderRoot={(props) => <Link {...props} to="/sites/id/$id/scrape" params={{ id: String(kwargs.legacy_fhid) }} />}>
            {kwargs.legacy_fhid}
          </Anchor>
        ) : (
          '-'
        )}
      </Table.Td>
      <Table.Td>
        {kwargs.organization_id && kwargs.legacy_fhid !== null ? (
          <Anchor href={backendUrl(kwargs.legacy_fhid)} target="_blank" rel="noreferrer">
            {kwargs.organization_id}
          </Anchor>
        ) : (
          (kwargs.organization_id ?? '-')
        )}
      </Table.Td>
      <Table.Td ff="monospace" fz="xs" style={{ wordBreak: 'break-all' }}>
        {task._id}
      </Table.Td>
      <Table.Td>{taskTypeText(task)}</Table.Td>
      <Table.Td>{task.status ?? '-'}</Table.Td>
      <Table.Td style={{ overflowWrap: 'anywhere' }}>
        {domain ? (
          <Anchor href={`https://${domain}`} target="_blank" rel="noreferrer">
            {domain}
          </Anchor>
        ) : (
          '-'
        )}
      </Table.Td>
      <Table.Td>{kwargs.provider ? providerColumnLabel(kwargs.provider) : '-'}</Table.Td>
      <Table.Td>{scheduledDateText(kwargs.scheduled_time)}</Table.Td>
      <Table.Td>{scheduledTimeText(kwargs.scheduled_time)}</Table.Td>
      <Table.Td>{taskPageText(task, kwargs.start_page)}</Table.Td>
      <Table.Td>{taskPageText(task, kwargs.end_page)}</Table.Td>
      <Table.Td>
        {shown && (
          <Button
            size="xs"
            variant="light"
            color={shown === 'revoke' ? 'red' : 'blue'}
            loading={shown === 'revoke' && revoking}
            onClick={handlers[shown]}
          >
            {actionLabels[shown]}
          </Button>
        )}
        {(menu === 'viewResult' || mayRevoke) && (
          <Menu position="bottom-end">
            <Menu.Target>
              <ActionIcon variant="subtle" aria-label={`Task ${task._id} menu`} ml="xs">
                <IconDots size={16} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item onClick={handlers[menu]}>{actionLabels[menu]}</Menu.Item>
            </Menu.Dropdown>
          </Menu>
        )}
      </Table.Td>
    </Table.Tr>
  );
}
