import { Textarea } from '@mantine/core';
import { revisionSeverities, type RevisionStatus } from '../../../domain/revisions/revisionRules';
import type { RevisionDraft } from '../../../machines/revisions/revisions.machine';
import { MentionTextarea } from '../shared/MentionTextarea';
import { Select } from '../shared/overlays/Select';

type Props = {
  draft: RevisionDraft;
  statusOptions: readonly RevisionStatus[];
  onChange: (draft: Partial<RevisionDraft>) => void;
  /** A new revision's box offers people after `@` (issue 34); an edit tells nobody, so offers none. */
  mentions?: boolean;
};

/** The issue text, severity and status of a revision: one set of fields for the add form and the edit modal. */
export function RevisionFields({ draft, statusOptions, onChange, mentions = false }: Props) {
  return (
    <>
      {mentions ? (
        <MentionTextarea
          label="Issue"
          description="Type @ to mention someone"
          placeholder="Describe what needs to change"
          rows={4}
          value={draft.issue}
          onChange={(issue) => onChange({ issue })}
          onMention={(person) => onChange({ mentions: [...draft.mentions, person] })}
        />
      ) : (
        <Textarea
          label="Issue"
          placeholder="Describe what needs to change"
          rows={4}
          value={draft.issue}
          onChange={(event) => onChange({ issue: event.currentTarget.value })}
        />
      )}
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
