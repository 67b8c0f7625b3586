import type { SettingsList } from '../../../domain/settings/settingsLists';
import { settingsMachine } from '../../../machines/settings/settings.machine';
import { useWorkflowMachine } from '../../wiring/useWorkflowMachine';
import { Select } from '../shared/overlays/Select';

/** The list a new entry goes into: a checklist item's category, a category's type. */
export const settingsParents: Partial<Record<SettingsList, { list: SettingsList; label: string }>> = {
  checklistCategories: { list: 'checklistTypes', label: 'Type' },
  checklist: { list: 'checklistCategories', label: 'Category' },
};

/**
 * The choice of a new entry's type or category: the parent list's entries, retired ones left out
 * (docs/decisions/0510). It reads the parent list once mounted; the section mounts it again after
 * any change on the screen, so a type added a moment ago is offered.
 */
export function SettingsParentChoice({
  list,
  value,
  onChange,
}: {
  list: SettingsList;
  value: string | null;
  onChange: (id: string | null) => void;
}) {
  const parent = settingsParents[list];
  const [snapshot] = useWorkflowMachine('settings', settingsMachine, { input: { list: parent?.list ?? list } });
  const data = snapshot.context.entries
    .filter((entry) => !('retired' in entry && entry.retired))
    .map((entry) => ({
      value: String(entry.id),
      label: 'type' in entry && 'typeId' in entry ? `${entry.name} (${entry.type})` : entry.name,
    }));
  return <Select label={parent?.label} data={data} value={value} onChange={onChange} size="xs" searchable />;
}
