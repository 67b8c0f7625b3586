import { Button, Group, Stack, TextInput } from '@mantine/core';
import type { Role } from '../../../domain/roles';
import { shareChoices } from '../../../domain/savedViews/viewSearch';
import type { ViewEditor } from '../../../machines/savedViews/savedViews.machine';
import { Modal } from '../shared/overlays/Modal';
import { Select } from '../shared/overlays/Select';

type Props = {
  opened: boolean;
  editor: ViewEditor;
  saving: boolean;
  onChange: (change: { name?: string; sharedRole?: Role | null }) => void;
  onSubmit: () => void;
  onCancel: () => void;
};

const onlyMe = 'me';
const shareOptions = [{ value: onlyMe, label: 'Only me' }, ...shareChoices];

/** Save view, or rename and re-share one: a name and who else sees it. */
export function ViewEditorModal({ opened, editor, saving, onChange, onSubmit, onCancel }: Props) {
  const isNew = editor.viewId === null;
  return (
    <Modal opened={opened} onClose={onCancel} title={isNew ? 'Save view' : 'Rename view'} size="sm">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <Stack>
          <TextInput
            label="Name"
            value={editor.name}
            maxLength={60}
            data-autofocus
            onChange={(event) => onChange({ name: event.currentTarget.value })}
          />
          <Select
            label="Share with"
            data={shareOptions}
            value={editor.sharedRole ?? onlyMe}
            allowDeselect={false}
            onChange={(value) => onChange({ sharedRole: shareChoices.find((choice) => choice.value === value)?.value ?? null })}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
            <Button type="submit" loading={saving} disabled={editor.name.trim() === ''}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
