import { Button, Group, Menu, Modal, Select, Stack } from '@mantine/core';
import { useCallbackRef } from '@mantine/hooks';
import { IconChevronDown } from '@tabler/icons-react';
import { useActor } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import type { Role } from '../../../domain/roles';
import { isSiteStatus, selectableStatuses, type SiteStatus } from '../../../domain/siteStatus';
import { type RunStatusAction, runStatusActionLogic } from '../../../machines/siteStatus/siteStatus.actors';
import { siteStatusMachine } from '../../../machines/siteStatus/siteStatus.machine';
import { offeredStatusActions } from '../../../machines/siteStatus/statusActions';
import { runStatusAction } from '../../api/siteStatus.api';
import { ConfirmModal } from '../shared/ConfirmModal';
import { changeStatusLabel, confirmText, menuLabel } from './statusActionText';

export type SiteStatusActionsProps = {
  site: { id: number; name: string; launcher_label: SiteStatus };
  role: Role;
  /** Called after a status change, so the page re-reads the site (badge, Recent Updates). */
  onChanged: () => void;
  /** Called after the site was deleted: the page has nothing left to show. */
  onDeleted: () => void;
  /** The API by default; tests and stories pass stubs. */
  runAction?: RunStatusAction;
};

/**
 * The header's Status menu (issue 5): exactly the status actions this role may take on this
 * site's status, each behind a confirm. A thin view of siteStatusMachine; nothing shows when
 * the role may take none.
 */
export function SiteStatusActions({ site, role, onChanged, onDeleted, runAction = runStatusAction }: SiteStatusActionsProps) {
  const machine = useMemo(() => siteStatusMachine.provide({ actors: { runAction: runStatusActionLogic(runAction) } }), [runAction]);
  const [snapshot, send] = useActor(machine, { input: { siteId: site.id } });

  const reportChanged = useCallbackRef(onChanged);
  const reportDeleted = useCallbackRef(onDeleted);
  const { completed, action } = snapshot.context;
  useEffect(() => {
    if (!completed) return;
    if (completed.action.kind === 'delete') reportDeleted();
    else reportChanged();
  }, [completed, reportChanged, reportDeleted]);

  const { actions, override } = offeredStatusActions(site.launcher_label, role);
  if (actions.length === 0 && !override) return null;

  const submitting = snapshot.matches('submitting');
  const confirming = snapshot.matches('confirming') || submitting;
  // The current status is not offered: the server refuses 'already in' it.
  const targets = selectableStatuses.filter((status) => status !== site.launcher_label);

  return (
    <>
      <Menu position="bottom-end" withinPortal={false}>
        <Menu.Target>
          <Button variant="default" rightSection={<IconChevronDown size={16} />} disabled={submitting}>
            Status
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {actions.map((offered) => (
            <Menu.Item
              key={offered.kind === 'transition' ? offered.event : offered.kind}
              color={offered.kind === 'delete' || offered.kind === 'markLost' ? 'red' : undefined}
              onClick={() => send({ type: 'CHOOSE', action: offered })}
            >
              {menuLabel(offered)}
            </Menu.Item>
          ))}
          {override && <Menu.Item onClick={() => send({ type: 'PICK_STATUS' })}>{changeStatusLabel}</Menu.Item>}
        </Menu.Dropdown>
      </Menu>
      <Modal opened={snapshot.matches('picking')} onClose={() => send({ type: 'CANCEL' })} title="Change status">
        <Stack>
          <Select
            label="New status"
            placeholder={site.launcher_label}
            data={targets}
            value={null}
            comboboxProps={{ withinPortal: false }}
            onChange={(value) => {
              if (isSiteStatus(value)) send({ type: 'CHOOSE', action: { kind: 'override', status: value } });
            }}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => send({ type: 'CANCEL' })}>
              Cancel
            </Button>
          </Group>
        </Stack>
      </Modal>
      {action && (
        <ConfirmModal
          opened={confirming}
          {...confirmText(action, site)}
          loading={submitting}
          onConfirm={() => send({ type: 'CONFIRM' })}
          onCancel={() => send({ type: 'CANCEL' })}
        />
      )}
    </>
  );
}
