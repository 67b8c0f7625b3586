import { Button, Group, Stack, Text } from '@mantine/core';
import { Modal } from './overlays/Modal';

/** The confirm button's colour: red for what cannot be undone, green for a step forward. */
const toneColors = { danger: 'red', positive: 'green' } as const;

export type ConfirmModalProps = {
  opened: boolean;
  title: string;
  message: string;
  actionText: string;
  cancelText?: string;
  tone?: keyof typeof toneColors;
  /** The machine is doing the action: the confirm button spins and nothing closes the modal until it answers. */
  pending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * The one 'are you sure?' of the app (part 1 §7's generic confirm: title, message, action text,
 * cancel text), before every destructive or consequential action. A failure is the machine's
 * toast, after which the modal closes (docs/decisions/0405-one-confirm-modal.md).
 */
export function ConfirmModal({
  opened,
  title,
  message,
  actionText,
  cancelText = 'Cancel',
  tone,
  pending = false,
  onConfirm,
  onCancel,
}: ConfirmModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={title}
      size="sm"
      closeOnClickOutside={!pending}
      closeOnEscape={!pending}
      withCloseButton={!pending}
    >
      <Stack>
        <Text size="sm">{message}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={pending}>
            {cancelText}
          </Button>
          <Button color={tone && toneColors[tone]} onClick={onConfirm} loading={pending}>
            {actionText}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
