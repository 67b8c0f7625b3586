import { Button, Group, Radio, Stack } from '@mantine/core';
import { useRef } from 'react';
import { isNoteType, noteTypes } from '../../../domain/siteNotes/noteTypes';
import type { NoteDraft } from '../../../machines/siteNotes/siteNotes.machine';
import { MentionTextarea } from '../shared/MentionTextarea';

type Props = {
  draft: NoteDraft;
  adding: boolean;
  onChange: (draft: Partial<NoteDraft>) => void;
  onSubmit: () => void;
};

/** The add form: the text and the type radio (Instant, Launch, Design, Floral, Account). */
export function NoteForm({ draft, adding, onChange, onSubmit }: Props) {
  const box = useRef<HTMLTextAreaElement>(null);
  return (
    <form
      aria-label="Add a note"
      onSubmit={(event) => {
        event.preventDefault();
        // The button turns busy (disabled) while the note is added, which would drop focus to the
        // page body (issue 33): the box takes it, ready for the next note.
        box.current?.focus();
        onSubmit();
      }}
    >
      <Stack gap="xs">
        <MentionTextarea
          ref={box}
          label="New note"
          description="Type @ to mention someone"
          value={draft.note}
          onChange={(note) => onChange({ note })}
          onMention={(person) => onChange({ mentions: [...draft.mentions, person] })}
          rows={3}
        />
        <Group justify="space-between" align="flex-end">
          <Radio.Group label="Type" value={draft.type} onChange={(value) => isNoteType(value) && onChange({ type: value })}>
            <Group gap="md" mt={4}>
              {noteTypes.map((type) => (
                <Radio key={type} value={type} label={type} />
              ))}
            </Group>
          </Radio.Group>
          <Button type="submit" loading={adding}>
            Add note
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
