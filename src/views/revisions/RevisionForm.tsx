import type { FormEvent } from 'react';
import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import type { RevisionStatus } from '../../../domain/revisions/revisionRules';
import type { RevisionDraft } from '../../../machines/revisions/revisions.machine';
import { RevisionFields } from './RevisionFields';

type Props = {
  draft: RevisionDraft;
  statusOptions: readonly RevisionStatus[];
  submitting: boolean;
  onChange: (draft: Partial<RevisionDraft>) => void;
  onSubmit: () => void;
};

/** The add form; the machine ignores a submit with empty text or while one runs (part 2 §5). */
export function RevisionForm({ draft, statusOptions, submitting, onChange, onSubmit }: Props) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Paper withBorder p="md" radius="md" component="form" onSubmit={submit} aria-label="Log a revision">
      <Stack>
        <Title order={4}>Log a revision</Title>
        <RevisionFields draft={draft} statusOptions={statusOptions} onChange={onChange} mentions />
        <Group justify="flex-end">
          <Button type="submit" loading={submitting}>
            Log revision
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
