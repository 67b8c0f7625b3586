import { Button, Group, Stack, Text } from '@mantine/core';
import { Modal } from '../shared/overlays/Modal';

type Props = {
  opened: boolean;
  deleting: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** The confirmation before a revision is deleted: deleting cannot be undone. */
export function DeleteRevisionModal({ opened, deleting, onConfirm, onCancel }: Props) {
  return (
    <Modal opened={opened} onClose={onCancel} title="Delete revision">
      <Stack>
        <Text>Delete this revision? This cannot be undone.</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={deleting}>
            Cancel
          </Button>
          <Button color="red" onClick={onConfirm} loading={deleting}>
            Delete
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
