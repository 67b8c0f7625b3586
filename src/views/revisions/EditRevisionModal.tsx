import type { FormEvent } from 'react';
import { Button, Group, Stack } from '@mantine/core';
import type { RevisionStatus } from '../../../domain/revisions/revisionRules';
import type { RevisionDraft } from '../../../machines/revisions/revisions.machine';
import { RevisionFields } from './RevisionFields';
import { Modal } from '../shared/overlays/Modal';

type Props = {
  opened: boolean;
  draft: RevisionDraft;
  statusOptions: readonly RevisionStatus[];
  saving: boolean;
  onChange: (draft: Partial<RevisionDraft>) => void;
  onSave: () => void;
  onClose: () => void;
};

/** Editing a revision; size 'xl' is Mantine's match for the original sm:max-w-4xl (56rem). */
export function EditRevisionModal({ opened, draft, statusOptions, saving, onChange, onSave, onClose }: Props) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSave();
  };
  return (
    <Modal opened={opened} onClose={onClose} title="Edit revision" size="xl">
      <form onSubmit={submit}>
        <Stack>
          <RevisionFields draft={draft} statusOptions={statusOptions} onChange={onChange} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={saving}>
              Cancel
            </Button>
            <Button type="submit" loading={saving}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
