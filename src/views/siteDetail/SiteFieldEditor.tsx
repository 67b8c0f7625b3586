import { Button, Group, Stack, Text } from '@mantine/core';
import { useCallbackRef } from '@mantine/hooks';
import { useEffect } from 'react';
import type { EditableSiteField } from '../../../domain/api/siteDetailEdit.schema';
import { can } from '../../../domain/permissions';
import type { SiteFieldValue } from '../../../machines/siteDetail/siteDetail.actors';
import { siteFieldEditMachine } from '../../../machines/siteDetail/siteFieldEdit.machine';
import { useViewer } from '../../wiring/viewer';
import { useWorkflowMachine } from '../../wiring/useWorkflowMachine';
import { Select } from '../shared/overlays/Select';

/** One pick of a field: the Select's string key, its label and the value the server takes. */
export type FieldOption = { key: string; label: string; value: SiteFieldValue };

type Props = {
  siteId: number;
  field: EditableSiteField;
  value: SiteFieldValue;
  options: FieldOption[];
  /** Called after the server accepted a change, so the page can read the site again. */
  onSaved: () => void;
};

const fieldLabels: Record<EditableSiteField, string> = {
  provider: 'Provider',
  corporation: 'Corporation',
  referralPartner: 'Referral Partner',
  fundingPartner: 'Funding Partner',
};

const keyOf = (options: FieldOption[], value: SiteFieldValue): string | null =>
  options.find((option) => option.value === value)?.key ?? null;

/** A Details field edited in place (part 2 §2.1), driven by siteFieldEditMachine; roles without editSiteFields only read it. */
export function SiteFieldEditor({ siteId, field, value, options, onSaved }: Props) {
  const { role } = useViewer();
  const [snapshot, send] = useWorkflowMachine('siteDetail', siteFieldEditMachine, { input: { siteId, field, value } });
  const saved = snapshot.matches('saved');
  const reportSaved = useCallbackRef(onSaved);
  useEffect(() => {
    if (saved) reportSaved();
  }, [saved, reportSaved]);

  const { context } = snapshot;
  const label = fieldLabels[field];
  const saving = snapshot.matches('saving');
  const editorOpen = snapshot.matches('editing') || saving || snapshot.matches('failed');

  if (!editorOpen) {
    const shown =
      options.find((option) => option.value === context.value)?.label ?? (context.value === null ? 'None' : String(context.value));
    return (
      <Group justify="space-between" wrap="nowrap">
        <Stack gap={0}>
          <Text size="xs" c="dimmed">
            {label}
          </Text>
          <Text>{shown}</Text>
        </Stack>
        <Button
          size="compact-sm"
          variant="light"
          disabled={!can(role, 'editSiteFields')}
          onClick={() => send({ type: 'EDIT' })}
          aria-label={`Edit ${label}`}
        >
          Edit
        </Button>
      </Group>
    );
  }

  return (
    <Group align="flex-end" wrap="nowrap">
      <Select
        label={label}
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
