import { Button, Group, Stack, Text } from '@mantine/core';
import { Modal } from '../shared/overlays/Modal';

type Props = { opened: boolean; deleting: boolean; onConfirm: () => void; onCancel: () => void };

/** The confirmation before a note is deleted. */
export function DeleteNoteModal({ opened, deleting, onConfirm, onCancel }: Props) {
  return (
    <Modal opened={opened} onClose={onCancel} title="Delete note" size="sm">
      <Stack>
        <Text size="sm">Delete this note? This cannot be undone.</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button color="red" loading={deleting} onClick={onConfirm}>
            Delete
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
