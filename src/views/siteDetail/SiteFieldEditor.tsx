import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useActor } from '@xstate/react';
import { useMemo } from 'react';
import type { EditableSiteField } from '../../../domain/api/siteDetailEdit.schema';
import { saveSiteFieldLogic, type SiteFieldValue } from '../../../machines/siteDetail/siteDetail.actors';
import { siteFieldEditMachine } from '../../../machines/siteDetail/siteFieldEdit.machine';
import { siteFieldMessages } from '../../../machines/siteDetail/siteFieldMessages';
import { useSiteDetailServices } from './siteDetailServices';

/** One pick of a field: the Select's string key, its label and the value the server takes. */
export type FieldOption = { key: string; label: string; value: SiteFieldValue };

type Props = {
  siteId: number;
  field: EditableSiteField;
  value: SiteFieldValue;
  options: FieldOption[];
  canEdit: boolean;
  /** Called after the server accepted a change, so the page can read the site again. */
  onSaved: () => void;
};

const keyOf = (options: FieldOption[], value: SiteFieldValue): string | null =>
  options.find((option) => option.value === value)?.key ?? null;

/** A Details field edited in place (part 2 §2.1), driven by siteFieldEditMachine. */
export function SiteFieldEditor({ siteId, field, value, options, canEdit, onSaved }: Props) {
  const { saveSiteField } = useSiteDetailServices();
  const messages = siteFieldMessages[field];
  const machine = useMemo(
    () =>
      siteFieldEditMachine.provide({
        actors: { saveSiteField: saveSiteFieldLogic(saveSiteField) },
        actions: {
          notifySaved: () => notifications.show({ color: 'green', message: messages.saved }),
          notifyFailed: () => notifications.show({ color: 'red', message: messages.failed }),
          reportSaved: () => onSaved(),
        },
      }),
    [saveSiteField, messages, onSaved],
  );
  const [snapshot, send] = useActor(machine, { input: { siteId, field, value } });
  const { context } = snapshot;
  const saving = snapshot.matches('saving');
  const editorOpen = snapshot.matches('editing') || saving || snapshot.matches('failed');

  if (!editorOpen) {
    const shown = options.find((option) => option.value === context.value)?.label ?? (context.value === null ? 'None' : String(context.value));
    return (
      <Group justify="space-between" wrap="nowrap">
        <Stack gap={0}>
          <Text size="xs" c="dimmed">
            {messages.label}
          </Text>
          <Text>{shown}</Text>
        </Stack>
        <Button size="compact-sm" variant="light" disabled={!canEdit} onClick={() => send({ type: 'EDIT' })} aria-label={`Edit ${messages.label}`}>
          Edit
        </Button>
      </Group>
    );
  }

  return (
    <Group align="flex-end" wrap="nowrap">
      <Select
        label={messages.label}
        data={options.map((option) => ({ value: option.key, label: option.label }))}
        value={keyOf(options, context.draft)}
        onChange={(key) => send({ type: 'CHANGE', value: options.find((option) => option.key === key)?.value ?? null })}
        allowDeselect={false}
        searchable
        disabled={saving}
        flex={1}
      />
      <Button onClick={() => send({ type: 'SAVE' })} loading={saving}>
        Save
      </Button>
      <Button variant="default" onClick={() => send({ type: 'CANCEL' })} disabled={saving}>
        Cancel
      </Button>
    </Group>
  );
}
