import { Textarea } from '@mantine/core';
import { revisionSeverities, type RevisionStatus } from '../../../domain/revisions/revisionRules';
import type { RevisionDraft } from '../../../machines/revisions/revisions.machine';
import { Select } from '../shared/overlays/Select';

type Props = {
  draft: RevisionDraft;
  statusOptions: readonly RevisionStatus[];
  onChange: (draft: Partial<RevisionDraft>) => void;
};

/** The issue text, severity and status of a revision: one set of fields for the add form and the edit modal. */
export function RevisionFields({ draft, statusOptions, onChange }: Props) {
  return (
    <>
      <Textarea
        label="Issue"
        placeholder="Describe what needs to change"
        rows={4}
        value={draft.issue}
        onChange={(event) => onChange({ issue: event.currentTarget.value })}
      />
      <Select
        label="Severity"
        data={[...revisionSeverities]}
        value={draft.severity}
        allowDeselect={false}
        onChange={(value) => {
          const severity = revisionSeverities.find((s) => s === value);
          if (severity) onChange({ severity });
        }}
      />
      <Select
        label="Status"
        data={[...statusOptions]}
        value={draft.status}
        allowDeselect={false}
        // A role with one option (Client Request) has nothing to choose.
        disabled={statusOptions.length < 2}
        onChange={(value) => {
          const status = statusOptions.find((s) => s === value);
          if (status) onChange({ status });
        }}
      />
    </>
  );
}
