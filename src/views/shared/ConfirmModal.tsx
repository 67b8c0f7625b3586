import { Button, Group, Stack, Text } from '@mantine/core';
import { Modal } from './overlays/Modal';

export type ConfirmModalProps = {
  opened: boolean;
  title: string;
  message: string;
  actionText: string;
  cancelText?: string;
  /** The confirm button's colour: red for what cannot be undone. */
  color?: string;
  /** The action is running: the confirm button spins and nothing closes the modal until it answers. */
  loading?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** The generic 'are you sure?' of the app: a title, a message, and the two buttons. */
export function ConfirmModal({ opened, title, message, actionText, cancelText = 'Cancel', color, loading = false, onConfirm, onCancel }: ConfirmModalProps) {
  return (
    <Modal opened={opened} onClose={onCancel} title={title} closeOnClickOutside={!loading} closeOnEscape={!loading} withCloseButton={!loading}>
      <Stack>
        <Text size="sm">{message}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={loading}>
            {cancelText}
          </Button>
          <Button color={color} onClick={onConfirm} loading={loading}>
            {actionText}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
