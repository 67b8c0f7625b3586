import { ActionIcon, Badge, Button, Card, Group, Loader, Table, Text, TextInput, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { type ReactNode, useEffect, useState } from 'react';
import { protectedEntryRefusal, type SettingsEntryId, type SettingsList, usageRefusesDelete } from '../../../domain/settings/settingsLists';
import type { SettingsChange, SettingsRow } from '../../../machines/settings/settings.actors';
import { settingsMachine } from '../../../machines/settings/settings.machine';
import { useWorkflowMachine } from '../../wiring/useWorkflowMachine';
import { ConfirmModal } from '../shared/ConfirmModal';
import { CorporationContacts } from './CorporationContacts';
import { hasDetails, SettingsEntryEditor } from './SettingsEntryEditor';
import { SettingsParentChoice, settingsParents } from './SettingsParentChoice';
import { settingsSections } from './settingsSections';

/** What the add form sends: a name, and for a holiday its date, for a checklist item its category, for a category its type. */
const addBody = (list: SettingsList, name: string, extra: string): SettingsChange | null => {
  if (list === 'holidays') return { kind: 'add', body: { name, date: extra } };
  if (list === 'checklist') return extra ? { kind: 'add', body: { name, categoryId: Number(extra) } } : null;
  if (list === 'checklistCategories') return extra ? { kind: 'add', body: { name, typeId: extra } } : null;
  return { kind: 'add', body: { name } };
};

/** The entry whose neighbours it may swap places with: a checklist item's category, a category's type, or the whole list. */
const scopeOf = (row: SettingsRow | undefined) =>
  row && 'categoryId' in row ? row.categoryId : row && 'typeId' in row ? row.typeId : null;

type SectionProps = {
  list: SettingsList;
  editable: boolean;
  /** Told after each change saved here: the screen reads again what it may have moved. */
  onSaved?: (list: SettingsList) => void;
  /** Changes whenever a change was saved anywhere on the screen: the type or category choices read again. */
  revision?: number;
};

/**
 * One list of the Settings screen (issue 30): its entries with how many sites use each, and for
 * admins add, rename, move up or down, retire or restore, and delete (confirmed). Executives read.
 * On a phone an entry's details and actions sit under its name, so the table fits the screen.
 */
export function SettingsListSection({ list, editable, onSaved, revision = 0 }: SectionProps) {
  const [snapshot, send, actorRef] = useWorkflowMachine('settings', settingsMachine, { input: { list } });
  const phone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  useEffect(() => {
    const saved = actorRef.on('saved', () => onSaved?.(list));
    return () => saved.unsubscribe();
  }, [actorRef, onSaved, list]);
  const { title, detail } = settingsSections[list];
  const rows = snapshot.context.entries;
  const busy = snapshot.matches('saving');
  const [name, setName] = useState('');
  const [extra, setExtra] = useState('');
  const [renaming, setRenaming] = useState<{ id: SettingsEntryId; name: string } | null>(null);
  const [deleting, setDeleting] = useState<SettingsRow | null>(null);
  const [editing, setEditing] = useState<SettingsRow | null>(null);
  const change = (next: SettingsChange) => send({ type: 'CHANGE', change: next });
  const parent = settingsParents[list];
  const extraLabel = list === 'holidays' ? 'Date (YYYY-MM-DD)' : null;

  return (
    <Card withBorder component="section" aria-label={title}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {snapshot.matches('loading') && rows.length === 0 && <Loader size="sm" role="status" aria-label={`Loading ${title}`} />}
      {snapshot.matches('failed') && (
        <Group>
          <Text c="var(--mantine-color-error)">Unable to load the list</Text>
          <Button size="xs" variant="default" onClick={() => send({ type: 'RELOAD' })}>
            Try again
          </Button>
        </Group>
      )}
      {rows.length > 0 && (
        <Table.ScrollContainer
          minWidth={phone ? 0 : 560}
          scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': `${title} entries` } }}
        >
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                {detail && !phone && <Table.Th>{detail.label}</Table.Th>}
                <Table.Th>Sites</Table.Th>
                {editable && !phone && <Table.Th>Actions</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row, index) => {
                const retired = 'retired' in row && row.retired;
                const ordered = 'position' in row;
                // The server refuses these changes to the entries rules name by id; the screen does not offer them.
                const renameRefused = protectedEntryRefusal(list, row.id, 'rename');
                const removeRefused = protectedEntryRefusal(list, row.id, 'retire') ?? protectedEntryRefusal(list, row.id, 'delete');
                const sameScope = (other: SettingsRow | undefined) => other !== undefined && scopeOf(other) === scopeOf(row);
                const actions: ReactNode = editable && (
                  <Group gap={4} wrap={phone ? 'wrap' : 'nowrap'}>
                    {ordered && (
                      <>
                        <ActionIcon
                          variant="subtle"
                          aria-label={`Move ${row.name} up`}
                          disabled={busy || !sameScope(rows[index - 1])}
                          onClick={() => change({ kind: 'update', id: row.id, body: { position: Math.max(0, row.position - 1) } })}
                        >
                          <IconArrowUp size={16} />
                        </ActionIcon>
                        <ActionIcon
                          variant="subtle"
                          aria-label={`Move ${row.name} down`}
                          disabled={busy || !sameScope(rows[index + 1])}
                          onClick={() => change({ kind: 'update', id: row.id, body: { position: row.position + 1 } })}
                        >
                          <IconArrowDown size={16} />
                        </ActionIcon>
                      </>
                    )}
                    {!renameRefused && (
                      <Button
                        size="compact-xs"
                        variant="default"
                        disabled={busy}
                        onClick={() => setRenaming({ id: row.id, name: row.name })}
                      >
                        Rename
                      </Button>
                    )}
                    {hasDetails(row) && (
                      <Button size="compact-xs" variant="default" disabled={busy} onClick={() => setEditing(row)}>
                        Edit
                      </Button>
                    )}
                    {ordered && !removeRefused && (
                      <Button
                        size="compact-xs"
                        variant="default"
                        disabled={busy}
                        onClick={() => change({ kind: 'update', id: row.id, body: { retired: !retired } })}
                      >
                        {retired ? 'Restore' : 'Retire'}
                      </Button>
                    )}
                    {/* An entry sites use is retired instead: the Sites column says why there is no Delete. */}
                    {!removeRefused && !usageRefusesDelete(list, row.sites) && (
                      <Button size="compact-xs" variant="light" color="red" disabled={busy} onClick={() => setDeleting(row)}>
                        Delete
                      </Button>
                    )}
                  </Group>
                );
                return (
                  <Table.Tr key={row.id}>
                    {/* Contacts' e-mail addresses have no break points: on a phone they wrap anywhere rather than widen the table past the card. */}
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>
                      {renaming?.id === row.id ? (
                        <Group gap="xs" wrap="nowrap">
                          <TextInput
                            aria-label={`New name for ${row.name}`}
                            value={renaming.name}
                            onChange={(event) => setRenaming({ id: row.id, name: event.currentTarget.value })}
                            size="xs"
                          />
                          <Button
                            size="xs"
                            onClick={() => {
                              change({ kind: 'update', id: row.id, body: { name: renaming.name } });
                              setRenaming(null);
                            }}
                          >
                            Save
                          </Button>
                        </Group>
                      ) : (
                        <Group gap="xs">
                          <Text size="sm">{row.name}</Text>
                          {retired && (
                            <Badge size="xs" color="gray">
                              Retired
                            </Badge>
                          )}
                        </Group>
                      )}
                      {phone && detail && detail.value(row) && (
                        <Text size="xs" c="dimmed">
                          {`${detail.label}: ${detail.value(row)}`}
                        </Text>
                      )}
                      {list === 'corporations' && 'contacts' in row && <CorporationContacts contacts={row.contacts} />}
                      {editable && removeRefused && (
                        <Text size="xs" c="dimmed">
                          {removeRefused}
                        </Text>
                      )}
                      {phone && actions && <div style={{ marginTop: 4 }}>{actions}</div>}
                    </Table.Td>
                    {detail && !phone && <Table.Td>{detail.value(row)}</Table.Td>}
                    <Table.Td>{row.sites}</Table.Td>
                    {editable && !phone && <Table.Td>{actions}</Table.Td>}
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {editable && (
        <Group
          component="form"
          mt="sm"
          align="flex-end"
          onSubmit={(event) => {
            event.preventDefault();
            const next = addBody(list, name, extra);
            if (!next) return;
            change(next);
            setName('');
            setExtra('');
          }}
        >
          <TextInput
            label={`New ${title.toLowerCase()} entry`}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            size="xs"
          />
          {extraLabel && <TextInput label={extraLabel} value={extra} onChange={(event) => setExtra(event.currentTarget.value)} size="xs" />}
          {parent && <SettingsParentChoice key={revision} list={list} value={extra || null} onChange={(id) => setExtra(id ?? '')} />}
          <Button type="submit" size="xs" loading={busy}>
            Add
          </Button>
        </Group>
      )}
      {editing && (
        <SettingsEntryEditor
          key={editing.id}
          row={editing}
          onClose={() => setEditing(null)}
          onSave={(body) => {
            change({ kind: 'update', id: editing.id, body });
            setEditing(null);
          }}
        />
      )}
      <ConfirmModal
        opened={deleting !== null}
        title={`Delete ${deleting?.name ?? ''}?`}
        message="Only an entry no site uses can be deleted; retire one in use instead."
        actionText="Delete"
        tone="danger"
        pending={busy}
        onConfirm={() => {
          if (deleting) change({ kind: 'remove', id: deleting.id });
          setDeleting(null);
        }}
        onCancel={() => setDeleting(null)}
      />
    </Card>
  );
}
