import { Button, Group, Stack } from '@mantine/core';
import { useCallbackRef } from '@mantine/hooks';
import { IconChevronDown } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { isSiteStatus, type SiteStatus } from '../../../domain/siteStatus';
import { siteStatusMachine } from '../../../machines/siteStatus/siteStatus.machine';
import { offeredStatusActions } from '../../../machines/siteStatus/statusActions';
import { usePaletteActions } from '../../wiring/paletteCommands';
import { useViewer } from '../../wiring/viewer';
import { useWorkflowMachine } from '../../wiring/useWorkflowMachine';
import { ConfirmModal } from '../shared/ConfirmModal';
import { changeStatusLabel, confirmText, menuLabel } from './statusActionText';
import { Menu } from '../shared/overlays/Menu';
import { Modal } from '../shared/overlays/Modal';
import { Select } from '../shared/overlays/Select';

type SiteStatusActionsProps = {
  site: { id: number; name: string; launcher_label: SiteStatus };
  /** Called after a status change, so the page re-reads the site (badge, Recent Updates). */
  onChanged: () => void;
  /** Called after the site was deleted: the page has nothing left to show. */
  onDeleted: () => void;
};

/**
 * The header's Status menu (issue 5): exactly the status actions the viewer's role may take on
 * this site's status, each behind a confirm. A thin view of siteStatusMachine; nothing shows when
 * the role may take none.
 */
export function SiteStatusActions({ site, onChanged, onDeleted }: SiteStatusActionsProps) {
  const { role } = useViewer();
  const [snapshot, send] = useWorkflowMachine('siteStatus', siteStatusMachine, { input: { siteId: site.id } });

  const reportChanged = useCallbackRef(onChanged);
  const reportDeleted = useCallbackRef(onDeleted);
  const { completed, action } = snapshot.context;
  useEffect(() => {
    if (!completed) return;
    if (completed.action.kind === 'delete') reportDeleted();
    else reportChanged();
  }, [completed, reportChanged, reportDeleted]);

  const { actions, overrideTargets } = offeredStatusActions(site.launcher_label, role);
  // The command palette offers the same items, each opening the same confirm.
  usePaletteActions([
    ...actions.map((offered) => ({
      id: `status:${menuLabel(offered)}`,
      label: menuLabel(offered),
      run: () => send({ type: 'CHOOSE', action: offered }),
    })),
    ...(overrideTargets.length > 0 ? [{ id: 'status:override', label: changeStatusLabel, run: () => send({ type: 'PICK_STATUS' }) }] : []),
  ]);
  const submitting = snapshot.matches('submitting');
  const confirming = snapshot.matches('confirming') || submitting;
  const overlayOpen = confirming || snapshot.matches('picking');
  const statusButton = useRef<HTMLButtonElement>(null);
  const overlayWasOpen = useRef(false);
  // The dialog was opened from a menu item that closed with the menu, so the dialog has nowhere to
  // give the focus back: the Status button takes it, not the page body (issue 33).
  useEffect(() => {
    if (overlayWasOpen.current && !overlayOpen) {
      requestAnimationFrame(() => {
        if (document.activeElement === null || document.activeElement === document.body) statusButton.current?.focus();
      });
    }
    overlayWasOpen.current = overlayOpen;
  }, [overlayOpen]);

  if (actions.length === 0 && overrideTargets.length === 0) return null;

  return (
    <>
      <Menu position="bottom-end" withinPortal={false}>
        <Menu.Target>
          <Button ref={statusButton} variant="default" rightSection={<IconChevronDown size={16} />} disabled={submitting}>
            Status
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {actions.map((offered) => (
            <Menu.Item
              key={offered.kind === 'transition' ? offered.event : offered.kind}
              // red.9: Mantine's red.6 is 3.28:1 on white (issue 33's axe finding on 'Mark Lost').
              color={offered.kind === 'delete' || offered.kind === 'markLost' ? 'red.9' : undefined}
              onClick={() => send({ type: 'CHOOSE', action: offered })}
            >
              {menuLabel(offered)}
            </Menu.Item>
          ))}
          {overrideTargets.length > 0 && <Menu.Item onClick={() => send({ type: 'PICK_STATUS' })}>{changeStatusLabel}</Menu.Item>}
        </Menu.Dropdown>
      </Menu>
      <Modal opened={snapshot.matches('picking')} onClose={() => send({ type: 'CANCEL' })} title="Change status">
        <Stack>
          <Select
            label="New status"
            placeholder={site.launcher_label}
            data={overrideTargets}
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
          pending={submitting}
          onConfirm={() => send({ type: 'CONFIRM' })}
          onCancel={() => send({ type: 'CANCEL' })}
        />
      )}
    </>
  );
}
