import { Alert, Button, Group, List, Paper, Stack, Text } from '@mantine/core';
import { bulkLimit } from '../../../domain/bulkActions/bulkActionChoices';
import { notAssigned as notAssignedChoice } from '../../../domain/lookups/lookupLists';
import { pageState } from '../../../domain/bulkActions/rowSelection';
import { assignees } from '../../../domain/siteList/assignees';
import { useLookups } from '../../lookups/useLookups';
import { useViewer } from '../../wiring/viewer';
import { useBulkSelection } from './BulkActionsScope';
import { actionChoices, actionLabel, draftOf, refusalText, selectedStatuses, sitesText, valueOf } from './bulkActionText';
import { Modal } from '../shared/overlays/Modal';
import { Select } from '../shared/overlays/Select';

/** The pick lists' own 'Not assigned' entry (domain/lookups/lookupLists.ts): unassigns. */
const notAssigned = notAssignedChoice.id;

/**
 * The bulk bar above a list while rows are selected (issue 19): how many, 'select all N
 * matching', the change to make (the assignments, and the lifecycle events the role may send
 * that apply to a selected site's status), then a confirmation and each site's outcome in words.
 */
export function BulkBar() {
  const selection = useBulkSelection();
  const viewer = useViewer();
  const lookups = useLookups();
  if (!selection) return null;
  const { snapshot, send, pageIds, knownSites, totalSites } = selection;
  const { context } = snapshot;
  const count = context.selection.selected.length;
  if (count === 0 && snapshot.matches('idle')) return null;

  const { action, matchingTotal } = context;
  // 'Select all N matching' brings at most one id past the limit (GET /api/sites/ids), enough to say so.
  const overLimit = count > bulkLimit;
  const people = action?.kind === 'assign' ? lookups[assignees[action.role].lookup] : [];
  const wholePage = pageIds.length > 0 && pageState(context.selection.selected, pageIds) === 'all';
  const done = context.outcomes.filter((outcome) => outcome.outcome === 'done').length;
  const refused = context.outcomes.flatMap((outcome) => (outcome.outcome === 'refused' ? [outcome] : []));
  const selecting = snapshot.matches('selectingMatching');

  return (
    <Paper withBorder p="sm" role="region" aria-label="Bulk actions">
      <Stack gap="xs">
        <Group gap="sm">
          <Text fw={600} size="sm">
            {matchingTotal !== null && !selecting ? `All ${sitesText(matchingTotal)} matching selected` : `${sitesText(count)} selected`}
          </Text>
          {wholePage && (matchingTotal === null || selecting) && totalSites > count && (
            <Button size="xs" variant="subtle" loading={selecting} onClick={() => send({ type: 'SELECT_MATCHING', total: totalSites })}>
              Select all {totalSites.toLocaleString('en-US')} matching
            </Button>
          )}
          <Select
            aria-label="Action"
            placeholder="Choose an action"
            size="xs"
            w={220}
            data={actionChoices(viewer.role, selectedStatuses(context.selection.selected, knownSites))}
            value={valueOf(action)}
            onChange={(value) => send({ type: 'CHOOSE_ACTION', action: draftOf(value, viewer.role) })}
          />
          {action?.kind === 'assign' && (
            <Select
              aria-label={assignees[action.role].label}
              placeholder={`Choose the ${assignees[action.role].label.toLowerCase()}`}
              size="xs"
              w={220}
              searchable
              data={people.map((person) => ({ value: String(person.id), label: person.name }))}
              value={action.userId === undefined ? null : action.userId === null ? notAssigned : String(action.userId)}
              onChange={(value) =>
                send({
                  type: 'CHOOSE_ACTION',
                  action: { ...action, userId: value === null ? undefined : value === notAssigned ? null : Number(value) },
                })
              }
            />
          )}
          <Button size="xs" disabled={!snapshot.can({ type: 'APPLY' })} onClick={() => send({ type: 'APPLY' })}>
            Apply
          </Button>
          <Button size="xs" variant="default" disabled={!snapshot.matches('idle')} onClick={() => send({ type: 'CLEAR' })}>
            Clear selection
          </Button>
        </Group>
        {overLimit && (
          <Text size="sm" c="var(--mantine-color-error)">
            At most {bulkLimit} sites can be changed at once: narrow the filters or select fewer.
          </Text>
        )}
      </Stack>
      <Modal
        opened={snapshot.matches('confirming') || snapshot.matches('applying')}
        onClose={() => send({ type: 'CANCEL' })}
        title={action ? `${actionLabel(action)} on ${sitesText(count)}` : ''}
        size="md"
      >
        <Stack>
          <Text size="sm">
            Each site is changed on its own, as if done one by one. A site the rules refuse is left as it was and reported.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" disabled={snapshot.matches('applying')} onClick={() => send({ type: 'CANCEL' })}>
              Cancel
            </Button>
            <Button loading={snapshot.matches('applying')} onClick={() => send({ type: 'CONFIRM' })}>
              Apply to {sitesText(count)}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <Modal opened={snapshot.matches('reported')} onClose={() => send({ type: 'DISMISS' })} title="Bulk change done" size="md">
        <Stack>
          <Text size="sm">
            Done on {sitesText(done)}
            {refused.length > 0 ? `; ${sitesText(refused.length)} refused.` : '.'}
          </Text>
          {refused.length > 0 && (
            <Alert color="orange" title="Refused (left as they were, still selected)">
              <List size="sm" aria-label="Refused sites">
                {refused.map((outcome) => (
                  <List.Item key={outcome.siteId}>{refusalText(outcome, action, knownSites.get(outcome.siteId))}</List.Item>
                ))}
              </List>
            </Alert>
          )}
          <Group justify="flex-end">
            <Button onClick={() => send({ type: 'DISMISS' })}>Close</Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
