import { ActionIcon, Avatar, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import dayjs from 'dayjs';
import type { Note } from '../../../domain/api/siteNotes.schema';
import { noteTypeColors } from './noteTypeColors';
import { Tooltip } from '../shared/overlays/Tooltip';

type Props = {
  note: Note;
  /** The viewer wrote it or is admin: edit and delete show. */
  mayChange: boolean;
  onEdit: () => void;
  onDelete: () => void;
};

/** One note: author avatar and name, type badge, date, and the text with its line breaks. */
export function NoteItem({ note, mayChange, onEdit, onDelete }: Props) {
  const author = note.user_name ?? 'Unknown';
  const created = dayjs(note.date_created);
  return (
    <Paper withBorder p="sm" radius="md" data-testid={`note-${note.id}`}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <Avatar src={note.user_image} alt={author} name={author} color="initials" size="md" />
          <Stack gap={2}>
            <Group gap="xs">
              <Text fw={600} size="sm">
                {author}
              </Text>
              <Badge size="sm" variant="light" color={noteTypeColors[note.type]}>
                {note.type}
              </Badge>
              <Tooltip label={created.format('MMM D, YYYY h:mm A')}>
                <Text size="xs" c="dimmed">
                  {created.format('MMM D, YYYY')}
                </Text>
              </Tooltip>
            </Group>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {note.note}
            </Text>
          </Stack>
        </Group>
        {mayChange && (
          <Group gap={4} wrap="nowrap">
            <ActionIcon variant="subtle" aria-label="Edit note" onClick={onEdit}>
              <IconPencil size={16} />
            </ActionIcon>
            <ActionIcon variant="subtle" color="red" aria-label="Delete note" onClick={onDelete}>
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        )}
      </Group>
    </Paper>
  );
}
