import { Button, Card, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import dayjs from 'dayjs';
import { useEffect } from 'react';
import type { SettingsChangeEntry } from '../../../domain/api/settings.schema';
import { settingsChangeLines } from '../../../domain/settings/settingsChangeLines';
import { settingsEntryNouns, type SettingsList, settingsLists } from '../../../domain/settings/settingsLists';
import { settingsHistoryMachine } from '../../../machines/settings/settingsHistory.machine';
import { useWorkflowMachine } from '../../wiring/useWorkflowMachine';
import { Select } from '../shared/overlays/Select';
import { settingsSections } from './settingsSections';

const actionWords: Record<SettingsChangeEntry['action'], string> = { add: 'Added', change: 'Changed', delete: 'Deleted' };

const allLists = 'all';
const listChoices = [
  { value: allLists, label: 'All lists' },
  ...settingsLists.map((list) => ({ value: list, label: settingsSections[list].title })),
];

/** One side of a change: each field it touched, 'Field: value'; a dash where the entry did not exist. */
function ChangeSide({ change, side }: { change: SettingsChangeEntry; side: 'before' | 'after' }) {
  const lines = settingsChangeLines(change).filter((line) => line[side] !== null);
  if (lines.length === 0) return <Text size="sm">-</Text>;
  return (
    <Stack gap={0}>
      {lines.map((line) => (
        <Text key={line.field} size="sm">{`${line.field}: ${line[side] ?? ''}`}</Text>
      ))}
    </Stack>
  );
}

const whenOf = (change: SettingsChangeEntry) => dayjs(change.at).format('MMM D, YYYY h:mm A');
const whatOf = (change: SettingsChangeEntry) =>
  `${actionWords[change.action]} ${settingsEntryNouns[change.list].toLowerCase()} '${change.entryName}'`;
const whoOf = (change: SettingsChangeEntry) => change.user ?? 'A deleted user';

/**
 * The History section of the Settings screen (docs/decisions/0512): the settings log newest first,
 * who, when, what, and the fields before and after; one list's or all, older pages on demand. It
 * reads again whenever `revision` moves (a change saved on the screen). On a phone each change is
 * a block of lines rather than a row of five columns.
 */
export function SettingsHistory({ revision }: { revision: number }) {
  const [snapshot, send] = useWorkflowMachine('settings', settingsHistoryMachine);
  const phone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  const { changes, more, list } = snapshot.context;
  useEffect(() => {
    if (revision > 0) send({ type: 'RELOAD' });
  }, [revision, send]);

  return (
    <Card withBorder component="section" aria-label="History">
      <Group justify="space-between" align="flex-end" mb="sm">
        <Title order={2} size="h4">
          History
        </Title>
        <Select
          label="List"
          size="xs"
          data={listChoices}
          value={list ?? allLists}
          allowDeselect={false}
          onChange={(value) => send({ type: 'FILTER', list: !value || value === allLists ? null : (value as SettingsList) })}
        />
      </Group>
      {snapshot.matches('loading') && <Loader size="sm" role="status" aria-label="Loading the history" />}
      {snapshot.matches('failed') && (
        <Group>
          <Text c="var(--mantine-color-error)">Unable to load the history</Text>
          <Button size="xs" variant="default" onClick={() => send({ type: 'RETRY' })}>
            Try again
          </Button>
        </Group>
      )}
      {!snapshot.matches('loading') && !snapshot.matches('failed') && changes.length === 0 && <Text c="dimmed">No changes yet</Text>}
      {changes.length > 0 && !snapshot.matches('loading') && phone && (
        <Stack gap="sm" role="list" aria-label="Changes">
          {changes.map((change) => (
            <Stack key={change.id} gap={2} role="listitem" style={{ borderTop: '1px solid var(--mantine-color-gray-3)', paddingTop: 8 }}>
              <Text size="sm" fw={600}>
                {whatOf(change)}
              </Text>
              <Text size="xs" c="dimmed">{`${whenOf(change)} · ${whoOf(change)}`}</Text>
              <Text size="xs" fw={600}>
                Before
              </Text>
              <ChangeSide change={change} side="before" />
              <Text size="xs" fw={600}>
                After
              </Text>
              <ChangeSide change={change} side="after" />
            </Stack>
          ))}
        </Stack>
      )}
      {changes.length > 0 && !snapshot.matches('loading') && !phone && (
        <Table.ScrollContainer minWidth={720} scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': 'Changes' } }}>
          <Table striped verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>When</Table.Th>
                <Table.Th>Who</Table.Th>
                <Table.Th>What</Table.Th>
                <Table.Th>Before</Table.Th>
                <Table.Th>After</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {changes.map((change) => (
                <Table.Tr key={change.id}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{whenOf(change)}</Table.Td>
                  <Table.Td>{whoOf(change)}</Table.Td>
                  <Table.Td>{whatOf(change)}</Table.Td>
                  <Table.Td>
                    <ChangeSide change={change} side="before" />
                  </Table.Td>
                  <Table.Td>
                    <ChangeSide change={change} side="after" />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {more && !snapshot.matches('loading') && (
        <Group mt="sm">
          <Button size="xs" variant="default" loading={snapshot.matches('loadingOlder')} onClick={() => send({ type: 'MORE' })}>
            Show older
          </Button>
        </Group>
      )}
    </Card>
  );
}
