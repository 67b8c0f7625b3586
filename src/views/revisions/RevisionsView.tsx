import { Alert, Button, Skeleton, Stack, Text } from '@mantine/core';
import { editRevisionStatusOptions, revisionStatusOptions } from '../../../domain/revisions/revisionRules';
import { revisionsMachine } from '../../../machines/revisions/revisions.machine';
import { textDraft, useKeptDraft } from '../../wiring/useKeptDraft';
import { useViewer } from '../../wiring/viewer';
import { useWorkflowMachine } from '../../wiring/useWorkflowMachine';
import { ConfirmModal } from '../shared/ConfirmModal';
import { EditRevisionModal } from './EditRevisionModal';
import { RevisionForm } from './RevisionForm';
import { KeptDraft } from '../shared/KeptDraft';
import { RevisionItem } from './RevisionItem';

type RevisionsViewProps = {
  fhid: number;
  /** The site's current status (launcher_label): it sets the default status of a new revision. */
  siteLabel: string;
};

const loadFailedMessage = 'Error loading site revisions';

/** The Revisions tab (part 2 §2.2): the site's revisions, the add form, and the edit and delete dialogs. */
export function RevisionsView({ fhid, siteLabel }: RevisionsViewProps) {
  const viewer = useViewer();
  const [snapshot, send] = useWorkflowMachine('revisions', revisionsMachine, { input: { fhid, viewer, siteLabel } });
  const { context } = snapshot;
  const issueDraft = useKeptDraft(
    snapshot.matches('loaded') ? `revision:${fhid}` : null,
    context.draft.issue,
    (issue) => send({ type: 'CHANGE_DRAFT', draft: { issue } }),
    textDraft,
  );

  if (snapshot.matches('loading')) {
    return (
      <Stack role="status" aria-label="Loading revisions" aria-busy="true">
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

  return (
    <Stack>
      {snapshot.matches({ loaded: { list: 'empty' } }) ? (
        <Text c="dimmed">No revisions logged</Text>
      ) : (
        <Stack gap="sm" role="group" aria-label="Revisions" aria-busy={snapshot.matches({ loaded: { sync: 'rereading' } })}>
          {context.revisions.map((revision) => (
            <RevisionItem
              key={revision.id}
              revision={revision}
              fhid={fhid}
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
      <KeptDraft draft={issueDraft} />
      <EditRevisionModal
        opened={snapshot.matches({ loaded: { dialog: 'editing' } }) || snapshot.matches({ loaded: { dialog: 'savingEdit' } })}
        draft={context.editDraft}
        statusOptions={editRevisionStatusOptions(viewer.role, context.editDraft.status)}
        saving={snapshot.matches({ loaded: { dialog: 'savingEdit' } })}
        onChange={(draft) => send({ type: 'CHANGE_EDIT_DRAFT', draft })}
        onSave={() => send({ type: 'SAVE_EDIT' })}
        onClose={() => send({ type: 'CLOSE_EDIT' })}
      />
      <ConfirmModal
        opened={snapshot.matches({ loaded: { dialog: 'confirmingDelete' } }) || snapshot.matches({ loaded: { dialog: 'deleting' } })}
        title="Delete revision"
        message="Delete this revision? This cannot be undone."
        actionText="Delete"
        tone="danger"
        pending={snapshot.matches({ loaded: { dialog: 'deleting' } })}
        onConfirm={() => send({ type: 'CONFIRM_DELETE' })}
        onCancel={() => send({ type: 'CANCEL_DELETE' })}
      />
    </Stack>
  );
}
