import { Button } from '@mantine/core';
import { useCallbackRef } from '@mantine/hooks';
import { useEffect } from 'react';
import type { EventFrom, SnapshotFrom } from 'xstate';
import type { CoachingRecorded } from '../../../domain/api/markCoached.schema';
import type { SiteRow } from '../../../domain/api/siteList.schema';
import { markCoachedMachine } from '../../../machines/markCoached/markCoached.machine';
import { useWorkflowMachineOnFirstUse } from '../../wiring/useWorkflowMachine';
import { lazyWithPreload } from '../shared/lazyWithPreload';
import { MountOnOpen } from '../shared/MountOnOpen';

const MarkCoachedDialog = lazyWithPreload(() => import('./MarkCoachedDialog').then((module) => module.MarkCoachedDialog));
const preloadDialog = () => void MarkCoachedDialog.preload();

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
  // Started by the first click: the list has one per row (decision 0620).
  const [snapshot, send] = useWorkflowMachineOnFirstUse('markCoached', markCoachedMachine, { input: { siteId: row.id } });

  return (
    <>
      <Button
        size="compact-xs"
        variant="light"
        onClick={() => send({ type: 'OPEN' })}
        onPointerEnter={preloadDialog}
        onFocus={preloadDialog}
      >
        Mark Coached
      </Button>
      {snapshot && <MarkCoachedRunning snapshot={snapshot} send={send} siteName={row.name} onCoached={onCoached} />}
    </>
  );
}

type RunningProps = {
  snapshot: SnapshotFrom<typeof markCoachedMachine>;
  send: (event: EventFrom<typeof markCoachedMachine>) => void;
  siteName: string;
  onCoached: Props['onCoached'];
};

/** The machine once started: the session reported to the list, and the dialog. */
function MarkCoachedRunning({ snapshot, send, siteName, onCoached }: RunningProps) {
  // Each success stores a new answer object, so the row is patched exactly once per session,
  // however often the list re-renders with a new onCoached.
  const reportCoached = useCallbackRef(onCoached);
  const { recorded } = snapshot.context;
  useEffect(() => {
    if (recorded) reportCoached(recorded);
  }, [recorded, reportCoached]);

  const opened = snapshot.matches('editing') || snapshot.matches('saving') || snapshot.matches('failed');
  return (
    <MountOnOpen opened={opened}>
      {(shown) => <MarkCoachedDialog opened={shown} siteName={siteName} snapshot={snapshot} send={send} />}
    </MountOnOpen>
  );
}
