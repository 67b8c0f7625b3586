import { Button, Group, Stack, Text } from '@mantine/core';
import type { SavedView } from '../../../domain/api/savedViews.schema';
import { Modal } from '../shared/overlays/Modal';

type Props = { view: SavedView | null; opened: boolean; deleting: boolean; onConfirm: () => void; onCancel: () => void };

/** The confirmation before a saved view is deleted: a shared one disappears for its whole role. */
export function DeleteViewModal({ view, opened, deleting, onConfirm, onCancel }: Props) {
  return (
    <Modal opened={opened} onClose={onCancel} title="Delete view" size="sm">
      <Stack>
        <Text size="sm">
          Delete the view {view ? `'${view.name}'` : ''}?{view?.sharedRole ? ' Everyone it is shared with loses it too.' : ''}
        </Text>
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
