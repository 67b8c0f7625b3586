import { Alert, Button, Group, Loader, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { checklistTypeNames, checklistTypes } from '../../../domain/siteChecklist/checklistCatalogue';
import { mayTickChecklistType } from '../../../domain/siteChecklist/checklistTicking';
import { siteChecklistMachine } from '../../../machines/siteChecklist/siteChecklist.machine';
import { useViewer } from '../../wiring/viewer';
import { useWorkflowMachine } from '../../wiring/useWorkflowMachine';
import { ChecklistItemRow } from './ChecklistItemRow';
import { Select } from '../shared/overlays/Select';

type SiteChecklistPanelProps = { fhid: number };

const checklistLoadFailedMessage = 'Unable to load the checklist';

/** The six types of decisions.md §5 until the checklist has loaded; then the catalogue's, as Settings keeps it. */
const builtInTypes = checklistTypes.map((id) => ({ id, name: checklistTypeNames[id] }));

/**
 * A site's checklist (part 1 §2, decisions.md §5): a type Select (the role's default first), the
 * type's categories with their items, who ticked each and when. Boxes are disabled for types the
 * role may not tick (domain/checklistTicking.ts) and while a tick is being saved.
 */
export function SiteChecklistPanel({ fhid }: SiteChecklistPanelProps) {
  const { role } = useViewer();
  const [snapshot, send] = useWorkflowMachine('siteChecklist', siteChecklistMachine, { input: { fhid, role } });
  const { context } = snapshot;
  const ticking = snapshot.matches({ ready: 'ticking' });
  const mayTick = mayTickChecklistType(role, context.type);
  const typeOptions = (context.checklist?.types ?? builtInTypes).map((type) => ({ value: type.id, label: type.name }));

  return (
    <Stack gap="md" role="group" aria-label="Site checklist" aria-busy={snapshot.matches({ ready: { live: 'rereading' } })}>
      <Group justify="space-between" align="flex-end">
        <Select
          label="Checklist"
          data={typeOptions}
          value={context.type}
          onChange={(value) => value && send({ type: 'SET_TYPE', checklistType: value })}
          allowDeselect={false}
          disabled={ticking}
          comboboxProps={{ withinPortal: false }}
        />
        {ticking && <Loader size="sm" role="status" aria-label="Saving tick" />}
      </Group>
      {!mayTick && snapshot.matches('ready') && (
        <Text size="sm" c="dimmed">
          Your role may read this checklist but not tick it.
        </Text>
      )}
      {snapshot.matches('loading') && (
        <Stack role="status" aria-label="Loading checklist" aria-busy="true">
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} height={28} radius="sm" />
          ))}
        </Stack>
      )}
      {snapshot.matches('error') && (
        <Alert color="red" title={checklistLoadFailedMessage}>
          <Button mt="sm" variant="light" color="red" onClick={() => send({ type: 'RETRY' })}>
            Retry
          </Button>
        </Alert>
      )}
      {snapshot.matches('ready') &&
        context.checklist?.categories.map((category) => (
          <Paper key={category.id} withBorder p="sm" radius="md" component="section" aria-label={category.name}>
            <Title order={5} mb="xs">
              {category.name}
            </Title>
            <Stack gap={6}>
              {category.items.map((item) => (
                <ChecklistItemRow
                  key={item.id}
                  item={item}
                  disabled={!mayTick}
                  busy={ticking}
                  onTick={(checked) => send({ type: 'TICK', itemId: item.id, checked })}
                />
              ))}
            </Stack>
          </Paper>
        ))}
    </Stack>
  );
}
