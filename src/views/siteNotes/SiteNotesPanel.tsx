import { Alert, Button, SegmentedControl, Skeleton, Stack, Text } from '@mantine/core';
import { mayChangeNote } from '../../../domain/siteNotes/noteRules';
import { allNoteTypes, isNoteType, type NoteType, noteTypes } from '../../../domain/siteNotes/noteTypes';
import { siteNotesMachine } from '../../../machines/siteNotes/siteNotes.machine';
import { textDraft, useKeptDraft } from '../../wiring/useKeptDraft';
import { useViewer } from '../../wiring/viewer';
import { useWorkflowMachine } from '../../wiring/useWorkflowMachine';
import { ConfirmModal } from '../shared/ConfirmModal';
import { KeptDraft } from '../shared/KeptDraft';
import { EditNoteModal } from './EditNoteModal';
import { NoteForm } from './NoteForm';
import { NoteItem } from './NoteItem';

/** `filter`: the type the list opens filtered to, instead of the viewer's default (a mention's link, decision 0554). */
export type SiteNotesPanelProps = { fhid: number; filter?: NoteType };

const notesLoadFailedMessage = 'Unable to load notes';
const noNotesMessage = 'No notes yet';

const filterOptions = [{ value: allNoteTypes, label: 'All' }, ...noteTypes.map((type) => ({ value: type, label: type }))];

/**
 * A site's notes (part 1 §2, §5, §8): newest first with author, type and date; a type filter
 * (the role's default first); the add form; edit and delete for the author or admin.
 */
export function SiteNotesPanel({ fhid, filter }: SiteNotesPanelProps) {
  const viewer = useViewer();
  const [snapshot, send] = useWorkflowMachine('siteNotes', siteNotesMachine, { input: { fhid, viewer, filter } });
  const { context } = snapshot;
  const ready = snapshot.matches('ready');
  const noteDraft = useKeptDraft(
    ready ? `note:${fhid}` : null,
    context.draft.note,
    (note) => send({ type: 'CHANGE_DRAFT', draft: { note } }),
    textDraft,
  );
  const busy = ready && !(snapshot.matches({ ready: { form: 'idle' } }) && snapshot.matches({ ready: { dialog: 'closed' } }));

  return (
    <Stack gap="md">
      <SegmentedControl
        aria-label="Note type filter"
        data-testid="note-filter"
        data={filterOptions}
        value={context.filter}
        disabled={busy}
        onChange={(value) => (value === allNoteTypes || isNoteType(value)) && send({ type: 'SET_FILTER', filter: value })}
      />
      {snapshot.matches('loading') && (
        <Stack role="status" aria-label="Loading notes" aria-busy="true">
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} height={72} radius="md" />
          ))}
        </Stack>
      )}
      {snapshot.matches('error') && (
        <Alert color="red" title={notesLoadFailedMessage}>
          <Button mt="sm" variant="light" color="red" onClick={() => send({ type: 'RETRY' })}>
            Retry
          </Button>
        </Alert>
      )}
      {ready && (
        <>
          <NoteForm
            draft={context.draft}
            adding={snapshot.matches({ ready: { form: 'adding' } })}
            onChange={(draft) => send({ type: 'CHANGE_DRAFT', draft })}
            onSubmit={() => send({ type: 'SUBMIT' })}
          />
          <KeptDraft draft={noteDraft} />
          {snapshot.matches({ ready: { list: 'empty' } }) ? (
            <Text c="dimmed">{noNotesMessage}</Text>
          ) : (
            <Stack gap="sm" role="group" aria-label="Notes" aria-busy={snapshot.matches({ ready: { sync: 'rereading' } })}>
              {context.notes.map((note) => (
                <NoteItem
                  key={note.id}
                  note={note}
                  mayChange={mayChangeNote(viewer, note.user_id)}
                  onEdit={() => send({ type: 'OPEN_EDIT', noteId: note.id })}
                  onDelete={() => send({ type: 'ASK_DELETE', noteId: note.id })}
                />
              ))}
            </Stack>
          )}
          <EditNoteModal
            opened={snapshot.matches({ ready: { dialog: 'editing' } }) || snapshot.matches({ ready: { dialog: 'saving' } })}
            text={context.editText}
            saving={snapshot.matches({ ready: { dialog: 'saving' } })}
            onChange={(note) => send({ type: 'CHANGE_EDIT', note })}
            onSave={() => send({ type: 'SAVE_EDIT' })}
            onClose={() => send({ type: 'CLOSE_EDIT' })}
          />
          <ConfirmModal
            opened={snapshot.matches({ ready: { dialog: 'confirmingDelete' } }) || snapshot.matches({ ready: { dialog: 'deleting' } })}
            title="Delete note"
            message="Delete this note? This cannot be undone."
            actionText="Delete"
            tone="danger"
            pending={snapshot.matches({ ready: { dialog: 'deleting' } })}
            onConfirm={() => send({ type: 'CONFIRM_DELETE' })}
            onCancel={() => send({ type: 'CANCEL_DELETE' })}
          />
        </>
      )}
    </Stack>
  );
}
