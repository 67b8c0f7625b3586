import { Avatar, Badge, Button, Card, Checkbox, Group, Loader, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import type { Revision } from '../../../domain/api/revisions.schema';
import {
  mayDeleteRevision,
  mayEditRevision,
  revisionLabel,
  showsFixedCheckbox,
  showsVerifiedCheckbox,
} from '../../../domain/revisions/revisionRules';
import { revisionMachine } from '../../../machines/revisions/revision.machine';
import { useViewer } from '../../wiring/viewer';
import { useWorkflowMachine } from '../../wiring/useWorkflowMachine';
import { labelColors, severityColors } from './revisionBadges';

type Props = {
  /** The revision as the list holds it (text, severity and status follow edits; a re-read brings a new one). */
  revision: Revision;
  fhid: number;
  onEdit: () => void;
  onDelete: () => void;
};

/** One revision: its text (two lines), badges, the Fixed and Verified checkboxes, Edit and Delete. */
export function RevisionItem({ revision, fhid, onEdit, onDelete }: Props) {
  const viewer = useViewer();
  const [snapshot, send] = useWorkflowMachine('revisions', revisionMachine, { input: { revision, fhid, viewerRole: viewer.role } });
  // The machine starts from the first version; each newer one the list reads (a colleague's fix) follows.
  useEffect(() => send({ type: 'REVISION_CHANGED', revision }), [revision, send]);
  // The fixed and verified flags are the item machine's: it holds what the server last answered.
  const flags = { fixed: snapshot.context.revision.fixed, verified: snapshot.context.revision.verified };
  const saving = snapshot.matches('savingFixed') || snapshot.matches('savingVerified');
  const label = revisionLabel(flags);

  return (
    <Card withBorder padding="md" radius="md" data-testid={`revision-${revision.id}`}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Group gap="xs">
            <Badge color={severityColors[revision.severity]} variant="light">
              {revision.severity}
            </Badge>
            <Badge color="gray" variant="outline">
              {revision.status}
            </Badge>
            <Badge color={labelColors[label]} variant="filled">
              {label}
            </Badge>
            {saving && <Loader size="xs" role="status" aria-label="Saving revision" />}
          </Group>
          <Group gap="xs" wrap="nowrap">
            {mayEditRevision(viewer, revision.user_id) && (
              <Button size="compact-sm" variant="subtle" onClick={onEdit}>
                Edit
              </Button>
            )}
            {mayDeleteRevision(viewer, revision.user_id) && (
              <Button size="compact-sm" variant="subtle" color="red" onClick={onDelete}>
                Delete
              </Button>
            )}
          </Group>
        </Group>
        <Text lineClamp={2} style={{ whiteSpace: 'pre-wrap' }}>
          {revision.issue}
        </Text>
        <Group justify="space-between">
          <Group gap="xs">
            <Avatar src={revision.user_image} name={revision.user_name ?? undefined} size="sm" radius="xl" />
            <Text size="sm" c="dimmed">
              {revision.user_name ?? 'Former user'}
            </Text>
          </Group>
          <Group gap="md">
            {showsFixedCheckbox(viewer.role) && (
              <Checkbox
                label="Fixed"
                checked={flags.fixed}
                disabled={saving}
                onChange={() => send({ type: flags.fixed ? 'UNMARK_FIXED' : 'MARK_FIXED' })}
              />
            )}
            {showsVerifiedCheckbox(viewer.role, flags) && (
              <Checkbox
                label="Verified"
                checked={flags.verified}
                disabled={saving}
                onChange={() => send({ type: flags.verified ? 'UNVERIFY' : 'VERIFY' })}
              />
            )}
          </Group>
        </Group>
      </Stack>
    </Card>
  );
}
