import { useMemo } from 'react';
import { Alert, Button, Skeleton, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useActor } from '@xstate/react';
import { mayChooseRevisionStatus, revisionStatusOptions, type RevisionViewer } from '../../../domain/revisions/revisionRules';
import type { RevisionsActors } from '../../../machines/revisions/revisions.actors';
import { revisionMachine } from '../../../machines/revisions/revision.machine';
import { revisionsMachine } from '../../../machines/revisions/revisions.machine';
import { DeleteRevisionModal } from './DeleteRevisionModal';
import { EditRevisionModal } from './EditRevisionModal';
import { RevisionForm } from './RevisionForm';
import { RevisionItem } from './RevisionItem';

export type RevisionsViewProps = {
  fhid: number;
  /** The site's current status (launcher_label): it sets the default status of a new revision. */
  siteLabel: string;
  viewer: RevisionViewer;
  /** The route passes src/api/revisions.api.ts's actors; tests and stories pass stubs. */
  actors: RevisionsActors;
};

/** Part 2 §9: toasts here close after 3000 ms. */
const showFailure = (message: string) => notifications.show({ color: 'red', message, autoClose: 3000 });

export const loadFailedMessage = 'Error loading site revisions';

/** The Revisions tab (part 2 §2.2): the site's revisions, the add form, and the edit and delete dialogs. */
export function RevisionsView({ fhid, siteLabel, viewer, actors }: RevisionsViewProps) {
  const listLogic = useMemo(
    () =>
      revisionsMachine.provide({
        actors: {
          loadRevisions: actors.loadRevisions,
          createRevision: actors.createRevision,
          updateRevision: actors.updateRevision,
          deleteRevision: actors.deleteRevision,
        },
        actions: { notifyFailure: (_, message) => showFailure(message) },
      }),
    [actors],
  );
  const itemLogic = useMemo(
    () =>
      revisionMachine.provide({
        actors: { markFixed: actors.markFixed, markVerified: actors.markVerified },
        actions: { notifyFailure: (_, message) => showFailure(message) },
      }),
    [actors],
  );
  const [snapshot, send] = useActor(listLogic, { input: { fhid, viewer, siteLabel } });
  const { context } = snapshot;

  if (snapshot.matches('loading')) {
    return (
      <Stack aria-label="Loading revisions" aria-busy="true">
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} height={96} radius="md" />
        ))}
      </Stack>
    );
  }

  if (snapshot.matches('loadFailed')) {
    return (
      <Alert color="red" title={loadFailedMessage}>
        <Button mt="sm" variant="light" color="red" onClick={() => send({ type: 'RETRY' })}>
          Retry
        </Button>
      </Alert>
    );
  }

  const editStatusOptions = mayChooseRevisionStatus(viewer.role) ? revisionStatusOptions(viewer.role) : [context.editDraft.status];

  return (
    <Stack>
      {snapshot.matches({ loaded: { list: 'empty' } }) ? (
        <Text c="dimmed">No revisions logged</Text>
      ) : (
        <Stack gap="sm">
          {context.revisions.map((revision) => (
            <RevisionItem
              key={revision.id}
              revision={revision}
              fhid={fhid}
              viewer={viewer}
              machine={itemLogic}
              onEdit={() => send({ type: 'OPEN_EDIT', revisionId: revision.id })}
              onDelete={() => send({ type: 'ASK_DELETE', revisionId: revision.id })}
            />
          ))}
        </Stack>
      )}
      <RevisionForm
        draft={context.draft}
        statusOptions={revisionStatusOptions(viewer.role)}
        submitting={snapshot.matches({ loaded: { form: 'submitting' } })}
        onChange={(draft) => send({ type: 'CHANGE_DRAFT', draft })}
        onSubmit={() => send({ type: 'SUBMIT' })}
      />
      <EditRevisionModal
        opened={snapshot.matches({ loaded: { dialog: 'editing' } }) || snapshot.matches({ loaded: { dialog: 'savingEdit' } })}
        draft={context.editDraft}
        statusOptions={editStatusOptions}
        saving={snapshot.matches({ loaded: { dialog: 'savingEdit' } })}
        onChange={(draft) => send({ type: 'CHANGE_EDIT_DRAFT', draft })}
        onSave={() => send({ type: 'SAVE_EDIT' })}
        onClose={() => send({ type: 'CLOSE_EDIT' })}
      />
      <DeleteRevisionModal
        opened={snapshot.matches({ loaded: { dialog: 'confirmingDelete' } }) || snapshot.matches({ loaded: { dialog: 'deleting' } })}
        deleting={snapshot.matches({ loaded: { dialog: 'deleting' } })}
        onConfirm={() => send({ type: 'CONFIRM_DELETE' })}
        onCancel={() => send({ type: 'CANCEL_DELETE' })}
      />
    </Stack>
  );
}
