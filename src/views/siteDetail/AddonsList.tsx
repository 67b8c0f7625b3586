import { Button, Checkbox, Group, Loader, Table, Text } from '@mantine/core';
import { useCallbackRef } from '@mantine/hooks';
import { useEffect } from 'react';
import type { AddonFlag } from '../../../domain/api/siteDetailEdit.schema';
import { can } from '../../../domain/permissions';
import { addonToggleMachine } from '../../../machines/siteDetail/addonToggle.machine';
import type { SiteAddon } from '../../../machines/siteDetail/siteDetail.actors';
import { useLookups } from '../../lookups/useLookups';
import { useViewer } from '../../wiring/viewer';
import { useWorkflowMachine } from '../../wiring/useWorkflowMachine';
import { Modal } from '../shared/overlays/Modal';

type Props = {
  siteId: number;
  addons: SiteAddon[];
  /** Called after each tick the server accepted, so the page can read the site again. */
  onSaved: () => void;
};

const flagCapability = { setup: 'editAddonSetup', committed: 'editAddonCommitted' } as const;
const flagTitle: Record<AddonFlag, string> = { setup: 'Setup', committed: 'Committed' };

/** The Details tab's addons with Setup and Committed checkboxes (part 2 §2.1, §5), driven by addonToggleMachine. */
export function AddonsList({ siteId, addons, onSaved }: Props) {
  const { role } = useViewer();
  const lookups = useLookups();
  const [snapshot, send] = useWorkflowMachine('siteDetail', addonToggleMachine, { input: { siteId, addons } });
  const saved = snapshot.matches('saved');
  const reportSaved = useCallbackRef(onSaved);
  useEffect(() => {
    if (saved) reportSaved();
  }, [saved, reportSaved]);
  const { context } = snapshot;
  const saving = snapshot.matches('saving');
  // Part 2 §5's question, as the Settings screen keeps it on the addon (addons.question).
  const question = lookups.addons.find((addon) => addon.id === context.request?.addonId)?.question;

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
                  {saving && context.request?.addonId === addon.id && <Loader size="xs" role="status" aria-label="Saving" />}
                </Group>
              </Table.Td>
              <Table.Td>{checkbox(addon, 'setup')}</Table.Td>
              <Table.Td>{checkbox(addon, 'committed')}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Modal opened={snapshot.matches('askingPreviousCustomer')} onClose={() => send({ type: 'CANCEL' })} title="Previous customer">
        <Text mb="md">{question}</Text>
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
