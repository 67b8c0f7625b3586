import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import type { SiteRow } from '../../../domain/api/siteList.schema';
import { useSiteListServices } from './siteListServices';

type Props = {
  row: SiteRow;
  opened: boolean;
  onClose: () => void;
  onCoached: (changes: Pick<SiteRow, 'last_coaching_session' | 'pretty_last_coaching_session'>) => void;
};

/** Mark Coached (part 2 §2.8): records today's session with an optional additional note. */
export function MarkCoachedModal({ row, opened, onClose, onCoached }: Props) {
  const { markCoached } = useSiteListServices();
  const [note, setNote] = useState('');
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    setSaving(true);
    try {
      onCoached(await markCoached(row.id, note));
      notifications.show({ color: 'green', message: 'Coaching session complete' });
      setNote('');
      onClose();
    } catch {
      notifications.show({ color: 'red', message: 'Unable to mark coaching session as complete' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={`Mark ${row.name} as coached`}>
      <Stack>
        <Textarea
          label="Additional note"
          autosize
          minRows={3}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button onClick={() => void submit()} loading={saving}>
            Mark Coached
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
