import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useCallbackRef } from '@mantine/hooks';
import { useEffect } from 'react';
import type { CoachingRecorded } from '../../../domain/api/markCoached.schema';
import type { SiteRow } from '../../../domain/api/siteList.schema';
import { markCoachedMachine } from '../../../machines/markCoached/markCoached.machine';
import { useWorkflowMachine } from '../../wiring/useWorkflowMachine';
import { MountOnOpen } from '../shared/MountOnOpen';

type Props = {
  row: SiteRow;
  /** Called once the server recorded the session, so the list patches the row in place. */
  onCoached: (changes: CoachingRecorded) => void;
};

/**
 * Mark Coached (part 2 §2.8): the row's button and the modal it opens, with an optional
 * additional note. A thin view of markCoachedMachine.
 */
export function MarkCoachedModal({ row, onCoached }: Props) {
  const [snapshot, send] = useWorkflowMachine('markCoached', markCoachedMachine, { input: { siteId: row.id } });

  // Each success stores a new answer object, so the row is patched exactly once per session,
  // however often the list re-renders with a new onCoached.
  const reportCoached = useCallbackRef(onCoached);
  const { recorded } = snapshot.context;
  useEffect(() => {
    if (recorded) reportCoached(recorded);
  }, [recorded, reportCoached]);

  const saving = snapshot.matches('saving');
  const opened = snapshot.matches('editing') || saving || snapshot.matches('failed');

  return (
    <>
      <Button size="compact-xs" variant="light" onClick={() => send({ type: 'OPEN' })}>
        Mark Coached
      </Button>
      <MountOnOpen opened={opened}>
        {(shown) => (
          <Modal opened={shown} onClose={() => send({ type: 'CLOSE' })} title={`Mark ${row.name} as coached`}>
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
        )}
      </MountOnOpen>
    </>
  );
}
