import { Button, Group, Stack, Textarea } from '@mantine/core';
import { Modal } from '../shared/overlays/Modal';

type Props = {
  opened: boolean;
  text: string;
  saving: boolean;
  onChange: (text: string) => void;
  onSave: () => void;
  onClose: () => void;
};

/** Edit a note's text (part 1 §2 'edit note'); the author or admin opens it. */
export function EditNoteModal({ opened, text, saving, onChange, onSave, onClose }: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title="Edit note" size="lg">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSave();
        }}
      >
        <Stack>
          <Textarea label="Note" value={text} onChange={(event) => onChange(event.currentTarget.value)} rows={5} data-autofocus />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={saving} disabled={text.trim() === ''}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
