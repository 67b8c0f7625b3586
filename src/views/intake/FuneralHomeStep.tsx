import { ActionIcon, Badge, Button, Group, NumberInput, Paper, SimpleGrid, Stack, Switch, Table, Text, Title } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import type { NamedOption } from '../../../domain/api/lookups.schema';
import { noneChoice } from '../../../domain/intake/intakeForm';
import { choicesOf } from '../../../domain/lookups/lookupLists';
import { useLookups } from '../../lookups/useLookups';
import type { IntakeStepProps } from './IntakeContext';
import { missingError } from './missingError';
import { TextField } from './TextField';
import { Select } from '../shared/overlays/Select';

/** A new site chooses among the entries not retired. */
const options = (items: readonly NamedOption[], withNone: boolean) => [
  ...(withNone ? [{ value: noneChoice, label: 'None' }] : []),
  ...choicesOf(items).map((item) => ({ value: String(item.id), label: item.name })),
];

/** Step 1, Funeral Home Details (part 2 §2.6): details, contact, locations, hosted obituaries and urgent build, and the search by id. */
export function FuneralHomeStep(props: IntakeStepProps) {
  const { snapshot, send } = props;
  const lookups = useLookups();
  const { form } = snapshot.context;
  const [searchId, setSearchId] = useState<number | string>('');
  const select = (
    path: 'fh.details.provider' | 'fh.details.corporation' | 'fh.details.referralPartner' | 'fh.details.fundingPartner',
    label: string,
    data: { value: string; label: string }[],
  ) => (
    <Select
      label={label}
      withAsterisk
      error={missingError(snapshot.context.missing, label)}
      data={data}
      value={form.fh.details[path.split('.')[2] as 'provider'] || null}
      searchable
      onChange={(value) => send({ type: 'SET', path, value: value ?? '' })}
    />
  );
  return (
    <Stack gap="md">
      <Paper withBorder p="sm">
        <Group align="flex-end">
          <NumberInput
            label="Search by ID"
            description="Prefill from an existing funeral home"
            value={searchId}
            onChange={setSearchId}
            min={1}
            hideControls
            w={220}
          />
          <Button
            variant="light"
            loading={snapshot.matches({ dialog: 'searching' })}
            onClick={() => typeof searchId === 'number' && send({ type: 'SEARCH', fhid: searchId })}
          >
            Search
          </Button>
        </Group>
      </Paper>
      <Title order={3}>Details</Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextField {...props} path="fh.details.name" label="Funeral Home Name" required />
        <TextField {...props} path="fh.details.url" label="Website" required />
        {select('fh.details.provider', 'Provider', options(lookups.providers, false))}
        {select('fh.details.corporation', 'Corporation', options(lookups.corporations, false))}
        {select('fh.details.referralPartner', 'Referral Partner', options(lookups.referralPartners, true))}
        {select('fh.details.fundingPartner', 'Funding Partner', options(lookups.fundingPartners, true))}
        <TextField {...props} path="fh.details.floralPhone" label="Purchase Notification Emails" required />
        <TextField {...props} path="fh.details.replyToName" label="Reply-To Name" required />
        <TextField {...props} path="fh.details.replyToAddress" label="Reply-To Address" required />
      </SimpleGrid>
      <Title order={3}>Contact</Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextField {...props} path="fh.contact.name" label="Contact Name" required />
        <TextField {...props} path="fh.contact.phone" label="Contact Phone" required />
        <TextField {...props} path="fh.contact.email" label="Contact Email" required />
      </SimpleGrid>
      <Group justify="space-between">
        <Title order={3}>Locations</Title>
        <Button variant="light" onClick={() => send({ type: 'OPEN_LOCATION', index: null })}>
          Add location
        </Button>
      </Group>
      {form.fh.locations.length === 0 ? (
        <Text c="dimmed">No locations yet: add at least one.</Text>
      ) : (
        <Table aria-label="Locations">
          <Table.Tbody>
            {form.fh.locations.map((location, index) => (
              <Table.Tr key={location.id} data-testid={`location-${index}`}>
                <Table.Td>
                  {location.name} {location.is_cemetery && <Badge size="xs">Cemetery</Badge>}
                </Table.Td>
                <Table.Td>{`${location.address}, ${location.city}, ${location.state} ${location.zip}`}</Table.Td>
                <Table.Td>
                  <Group gap={4} justify="flex-end">
                    <ActionIcon
                      variant="subtle"
                      aria-label={`Edit ${location.name}`}
                      onClick={() => send({ type: 'OPEN_LOCATION', index })}
                    >
                      <IconPencil size={16} />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Remove ${location.name}`}
                      onClick={() => send({ type: 'REMOVE_LOCATION', index })}
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
      <Switch
        label="Hosted obituaries only"
        checked={form.fh.hostedObits}
        onChange={(e) => send({ type: 'TOGGLE', toggle: 'hostedObits', on: e.currentTarget.checked })}
      />
      <Switch
        label="Urgent build"
        checked={form.fh.urgentBuild}
        onChange={(e) => send({ type: 'TOGGLE', toggle: 'urgentBuild', on: e.currentTarget.checked })}
      />
      {form.fh.urgentBuild && <TextField {...props} path="fh.urgentBuildDesc" label="Urgent Build Description" kind="area" required />}
    </Stack>
  );
}
