import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import type { SnapshotFrom } from 'xstate';
import type { Role } from '../../../domain/roles';
import { scrapeRequestTypeLabels, scrapeRequestTypesFor } from '../../../domain/scrapeRequests/scrapeRequestTypes';
import type { requestScrapeMachine } from '../../../machines/scrapeRequests/requestScrape.machine';
import type { KeptDraftState } from '../../wiring/useKeptDraft';
import { KeptDraft } from '../shared/KeptDraft';
import { Modal } from '../shared/overlays/Modal';
import { Select } from '../shared/overlays/Select';

type Snapshot = SnapshotFrom<typeof requestScrapeMachine>;
type ScrapeType = Snapshot['context']['draft']['type'];

type Props = {
  opened: boolean;
  siteName: string;
  role: Role;
  snapshot: Snapshot;
  /** The draft kept in the browser: the modal says when it brought it back. */
  keptDraft: KeptDraftState;
  send: (
    event:
      | { type: 'CLOSE' }
      | { type: 'SUBMIT' }
      | { type: 'SET_TYPE'; scrapeType: NonNullable<ScrapeType> }
      | { type: 'SET_URL'; url: string }
      | { type: 'SET_NOTE'; note: string },
  ) => void;
};

/**
 * Request Scrape's modal: its own chunk, loaded when the trigger is first pointed at or pressed
 * (issue 17). RequestScrapeModal holds the machine.
 */
export function RequestScrapeDialog({ opened, siteName, role, snapshot, keptDraft, send }: Props) {
  const { draft, problem } = snapshot.context;
  const submitting = snapshot.matches('submitting');
  const types = scrapeRequestTypesFor(role).map((type) => ({ value: type, label: scrapeRequestTypeLabels[type] }));
  return (
    <Modal opened={opened} onClose={() => send({ type: 'CLOSE' })} title={`Request Scrape for ${siteName}`}>
      <Stack>
        <KeptDraft draft={keptDraft} />
        <Select
          label="Scrape Type"
          placeholder="Choose a type"
          data={types}
          value={draft.type}
          error={problem}
          readOnly={submitting}
          allowDeselect={false}
          onChange={(value) => {
            const chosen = types.find((option) => option.value === value);
            if (chosen) send({ type: 'SET_TYPE', scrapeType: chosen.value });
          }}
          comboboxProps={{ withinPortal: false }}
        />
        <TextInput
          label="URL"
          value={draft.url}
          readOnly={submitting}
          onChange={(event) => send({ type: 'SET_URL', url: event.currentTarget.value })}
        />
        <Textarea
          label="Note"
          rows={3}
          value={draft.note}
          readOnly={submitting}
          onChange={(event) => send({ type: 'SET_NOTE', note: event.currentTarget.value })}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={() => send({ type: 'CLOSE' })} disabled={submitting}>
            Cancel
          </Button>
          <Button onClick={() => send({ type: 'SUBMIT' })} loading={submitting}>
            Submit
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
