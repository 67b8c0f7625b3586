import { Button, Group, Stack, Textarea } from '@mantine/core';
import type { SnapshotFrom } from 'xstate';
import type { markCoachedMachine } from '../../../machines/markCoached/markCoached.machine';
import { Modal } from '../shared/overlays/Modal';

type Props = {
  opened: boolean;
  siteName: string;
  snapshot: SnapshotFrom<typeof markCoachedMachine>;
  send: (event: { type: 'CLOSE' } | { type: 'SUBMIT' } | { type: 'CHANGE_NOTE'; note: string }) => void;
};

/**
 * Mark Coached's modal: its own chunk, loaded when a row's button is first pointed at or pressed
 * (issue 17). MarkCoachedModal holds the machine.
 */
export function MarkCoachedDialog({ opened, siteName, snapshot, send }: Props) {
  const saving = snapshot.matches('saving');
  return (
    <Modal opened={opened} onClose={() => send({ type: 'CLOSE' })} title={`Mark ${siteName} as coached`}>
      <Stack>
        <Textarea
          label="Additional note"
          rows={3}
          value={snapshot.context.note}
          readOnly={saving}
          onChange={(event) => send({ type: 'CHANGE_NOTE', note: event.currentTarget.value })}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={() => send({ type: 'CLOSE' })} disabled={saving}>
            Cancel
          </Button>
          <Button onClick={() => send({ type: 'SUBMIT' })} loading={saving}>
            Mark Coached
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
