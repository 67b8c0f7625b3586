import { Button, Checkbox, Group, Loader, Modal, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useActor } from '@xstate/react';
import { useMemo } from 'react';
import type { AddonFlag } from '../../../domain/api/siteDetailEdit.schema';
import { can } from '../../../domain/permissions';
import type { Role } from '../../../domain/roles';
import {
  addonToastText,
  previousCustomerQuestion,
  saveAddonLogic,
  type SiteAddon,
} from '../../../machines/siteDetail/addonToggle.actors';
import { addonToggleMachine } from '../../../machines/siteDetail/addonToggle.machine';
import { useSiteDetailServices } from './siteDetailServices';

type Props = {
  siteId: number;
  addons: SiteAddon[];
  role: Role;
  onSaved: () => void;
};

const flagCapability = { setup: 'editAddonSetup', committed: 'editAddonCommitted' } as const;
const flagTitle: Record<AddonFlag, string> = { setup: 'Setup', committed: 'Committed' };

/** The Details tab's addons with Setup and Committed checkboxes (part 2 §2.1, §5), driven by addonToggleMachine. */
export function AddonsList({ siteId, addons, role, onSaved }: Props) {
  const { saveAddon } = useSiteDetailServices();
  const machine = useMemo(
    () =>
      addonToggleMachine.provide({
        actors: { saveAddon: saveAddonLogic(saveAddon) },
        actions: {
          notifySaved: (_, request) => notifications.show({ color: 'green', message: addonToastText.saved(request.flag, request.checked) }),
          notifyFailed: (_, request) => notifications.show({ color: 'red', message: addonToastText.failed(request.flag) }),
          reportSaved: () => onSaved(),
        },
      }),
    [saveAddon, onSaved],
  );
  const [snapshot, send] = useActor(machine, { input: { siteId, addons } });
  const { context } = snapshot;
  const saving = snapshot.matches('saving');

  if (context.addons.length === 0) return <Text c="dimmed">No addons</Text>;

  // While a tick is asked about or saved, its checkbox shows the requested value.
  const shownTick = (addon: SiteAddon, flag: AddonFlag): boolean =>
    context.request && context.request.addonId === addon.id && context.request.flag === flag ? context.request.checked : addon[flag];

  const checkbox = (addon: SiteAddon, flag: AddonFlag) => (
    <Checkbox
      aria-label={`${flagTitle[flag]}: ${addon.name}`}
      checked={shownTick(addon, flag)}
      disabled={!can(role, flagCapability[flag])}
      onChange={(event) => send({ type: 'TOGGLE', addonId: addon.id, flag, checked: event.currentTarget.checked })}
    />
  );

  return (
    <>
      <Table aria-label="Addons" aria-busy={saving}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Addon</Table.Th>
            <Table.Th>Setup</Table.Th>
            <Table.Th>Committed</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {context.addons.map((addon) => (
            <Table.Tr key={addon.id}>
              <Table.Td>
                <Group gap="xs">
                  {addon.name}
                  {saving && context.request?.addonId === addon.id && <Loader size="xs" aria-label="Saving" />}
                </Group>
              </Table.Td>
              <Table.Td>{checkbox(addon, 'setup')}</Table.Td>
              <Table.Td>{checkbox(addon, 'committed')}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Modal opened={snapshot.matches('askingPreviousCustomer')} onClose={() => send({ type: 'CANCEL' })} title="Previous customer">
        <Text mb="md">{previousCustomerQuestion}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => send({ type: 'ANSWER', previousCustomer: false })}>
            No
          </Button>
          <Button onClick={() => send({ type: 'ANSWER', previousCustomer: true })}>Yes</Button>
        </Group>
      </Modal>
    </>
  );
}
