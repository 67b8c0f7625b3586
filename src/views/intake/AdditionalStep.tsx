import { ActionIcon, Button, Group, SegmentedControl, SimpleGrid, Stack, Switch, Table, Text, Title } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import {
  integrationFlags,
  integrationLabels,
  noneChoice,
  obituaryNotificationChoices,
  type IntakeForm,
  type IntakeToggle,
} from '../../../domain/intake/intakeForm';
import { activeSyncAllowed, autoPublishAllowed } from '../../../domain/intake/intakeToggles';
import { isNotAssigned, type PersonChoice } from '../../../domain/lookups/lookupLists';
import { useLookups } from '../../lookups/useLookups';
import type { IntakeStepProps } from './IntakeContext';
import { missingError } from './missingError';
import { TextField } from './TextField';
import { Select } from '../shared/overlays/Select';

type TeamRole = 'designer' | 'ae' | 'sdr' | 'am' | 'florist';
const teamSelects: ReadonlyArray<{
  role: TeamRole;
  label: string;
  list: 'designers' | 'aes' | 'sdrs' | 'ams' | 'florists';
  required: boolean;
}> = [
  { role: 'designer', label: 'Designer', list: 'designers', required: false },
  { role: 'ae', label: 'Account Executive', list: 'aes', required: true },
  { role: 'sdr', label: 'SDR', list: 'sdrs', required: true },
  { role: 'am', label: 'Account Manager', list: 'ams', required: true },
  { role: 'florist', label: 'Floral Specialist', list: 'florists', required: false },
];

const personOptions = (people: PersonChoice[]) => [
  { value: noneChoice, label: 'None' },
  ...people.filter((person) => !isNotAssigned(person)).map((person) => ({ value: String(person.id), label: person.name })),
];

/** Step 4, Additional Info (part 2 §2.6): the team, DNS, integrations with part 2 §4's rules, obituary notifications, flower shops and notes. */
export function AdditionalStep(props: IntakeStepProps) {
  const { snapshot, send } = props;
  const lookups = useLookups();
  const form: IntakeForm = snapshot.context.form;
  const { integrations, dnsInfo } = form;
  const toggle = (toggleName: IntakeToggle, label: string, checked: boolean, disabled = false) => (
    <Switch
      key={toggleName}
      label={label}
      checked={checked}
      disabled={disabled}
      onChange={(e) => send({ type: 'TOGGLE', toggle: toggleName, on: e.currentTarget.checked })}
    />
  );
  return (
    <Stack gap="md">
      <Title order={3}>Team</Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {teamSelects.map(({ role, label, list, required }) => {
          const data = personOptions(lookups[list]);
          return (
            <Select
              key={role}
              label={label}
              withAsterisk={required}
              error={missingError(snapshot.context.missing, label)}
              data={data}
              value={form.team[role] || null}
              searchable
              onChange={(value) => {
                send({ type: 'SET', path: `team.${role}`, value: value ?? '' });
                if (role !== 'designer')
                  send({ type: 'SET', path: `team.${role}Name`, value: data.find((option) => option.value === value)?.label ?? '' });
              }}
            />
          );
        })}
      </SimpleGrid>
      <Title order={3}>DNS</Title>
      {toggle('ownsDomain', 'The funeral home owns its domain', dnsInfo.ownsDomain)}
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {dnsInfo.ownsDomain && (
          <>
            <TextField {...props} path="dnsInfo.dnsProvider" label="DNS Provider" />
            <TextField {...props} path="dnsInfo.dnsUsername" label="DNS Username" />
            <TextField {...props} path="dnsInfo.dnsPassword" label="DNS Password" kind="password" />
          </>
        )}
        <TextField {...props} path="dnsInfo.dnsOwner" label="DNS Owner" />
        <TextField {...props} path="dnsInfo.dnsNotes" label="DNS Notes" />
      </SimpleGrid>
      <Title order={3}>Integrations</Title>
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        {integrationFlags.map((flag) => toggle(flag, integrationLabels[flag], integrations[flag]))}
      </SimpleGrid>
      {integrations.passare && (
        <SimpleGrid cols={{ base: 1, sm: 3 }} style={{ alignItems: 'end' }}>
          {toggle('activeSync', 'Active Sync', integrations.activeSync, !activeSyncAllowed(form))}
          {toggle('autoPublish', 'Auto Publish', integrations.autoPublish, !autoPublishAllowed(form))}
          <TextField {...props} path="integrations.passareApiKey" label="Passare API Key" kind="password" />
        </SimpleGrid>
      )}
      {integrations.asd && (
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextField {...props} path="integrations.asdMailbox" label="ASD Mailbox" />
          <TextField {...props} path="integrations.asdPassword" label="ASD Password" kind="password" />
        </SimpleGrid>
      )}
      {integrations.ga && <TextField {...props} path="integrations.gaContainerId" label="GA Container ID" />}
      {integrations.gtm && <TextField {...props} path="integrations.gtmContainerId" label="GTM Container ID" />}
      {integrations.aftercare && <TextField {...props} path="integrations.aftercareAccountId" label="Aftercare Account ID" />}
      <Title order={3}>Subscribers</Title>
      <SegmentedControl
        aria-label="Obituary notifications"
        data={[...obituaryNotificationChoices]}
        value={form.subscriberInfo.obituaryNotifications}
        onChange={(value) => send({ type: 'SET', path: 'subscriberInfo.obituaryNotifications', value })}
      />
      <Group justify="space-between">
        <Title order={3}>Flower shops</Title>
        <Button variant="light" onClick={() => send({ type: 'OPEN_SHOP', index: null })}>
          Add flower shop
        </Button>
      </Group>
      {form.floral.shops.length === 0 ? (
        <Text c="dimmed">No flower shops</Text>
      ) : (
        <Table aria-label="Flower shops">
          <Table.Tbody>
            {form.floral.shops.map((shop, index) => (
              <Table.Tr key={`${shop.name}-${index}`} data-testid={`shop-${index}`}>
                <Table.Td>{shop.preference}</Table.Td>
                <Table.Td>{shop.name}</Table.Td>
                <Table.Td>
                  <Group gap={4} justify="flex-end">
                    <ActionIcon variant="subtle" aria-label={`Edit ${shop.name}`} onClick={() => send({ type: 'OPEN_SHOP', index })}>
                      <IconPencil size={16} />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Remove ${shop.name}`}
                      onClick={() => send({ type: 'REMOVE_SHOP', index })}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <TextField {...props} path="notes.additional" label="Additional Notes" kind="area" />
    </Stack>
  );
}
