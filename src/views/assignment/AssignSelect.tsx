import { Button, Group, Loader, Select, Text } from '@mantine/core';
import { useActor } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import type { SiteRow } from '../../../domain/api/siteList.schema';
import { can } from '../../../domain/permissions';
import type { AssigneeRole } from '../../../domain/roles';
import { assigneeOf, assignees, isAssignableOnSite } from '../../../domain/siteList/assignees';
import { assignPersonLogic } from '../../../machines/assignment/assignment.actors';
import { assignmentMachine, type AssignedPerson } from '../../../machines/assignment/assignment.machine';
import { useLookups } from '../../lookups/useLookups';
import type { ListViewer } from '../siteList/listViewer';
import { useSiteListServices } from '../siteList/siteListServices';

type Props = {
  row: SiteRow;
  role: AssigneeRole;
  viewer: ListViewer;
  /** Called after the server accepted a change, so the list can read the site again. */
  onAssigned?: () => void;
};

/**
 * The Assign column: the role's people with 'Not assigned' first (part 1 §3, §6). Only roles the
 * permission matrix allows may change it; account managers exist on corporate sites only.
 */
export function AssignSelect(props: Props) {
  if (!isAssignableOnSite(props.role, props.row.corporation_id)) {
    return (
      <Text size="sm" c="dimmed">
        Corporate site
      </Text>
    );
  }
  return <AssignmentControl {...props} />;
}

function AssignmentControl({ row, role, viewer, onAssigned }: Props) {
  const definition = assignees[role];
  const { assignPerson } = useSiteListServices();
  const people = useLookups()[definition.lookup];
  const machine = useMemo(
    () => assignmentMachine.provide({ actors: { assignPerson: assignPersonLogic(assignPerson) } }),
    [assignPerson],
  );
  const current = assigneeOf(row, role);
  const [snapshot, send] = useActor(machine, { input: { siteId: row.id, role, assignedId: current?.id ?? null } });

  const done = snapshot.matches('done');
  useEffect(() => {
    if (done) onAssigned?.();
  }, [done, onAssigned]);

  const pending = snapshot.matches('pending');
  const shownId = pending ? (snapshot.context.requested?.id ?? null) : snapshot.context.assignedId;
  const options = people.map((person) => ({ value: String(person.id), label: person.name }));
  // Someone no longer in the list (deactivated) still shows by name.
  if (current && !people.some((person) => person.id === current.id)) {
    options.push({ value: String(current.id), label: current.name });
  }

  const pick = (value: string | null) => {
    const option = options.find((entry) => entry.value === value);
    const person: AssignedPerson | null =
      !option || option.value === 'none' ? null : { id: Number(option.value), name: option.label };
    send({ type: 'ASSIGN', person });
  };

  const selfAssign =
    role === 'florist' && viewer.role === 'florist' && shownId !== viewer.userId && can(viewer.role, definition.capability);

  return (
    <Group gap="xs" wrap="nowrap">
      <Select
        aria-label={`${definition.label} of ${row.name}`}
        data={options}
        value={String(shownId ?? 'none')}
        onChange={pick}
        allowDeselect={false}
        disabled={pending || !can(viewer.role, definition.capability)}
        rightSection={pending ? <Loader size="xs" aria-label="Saving" /> : undefined}
        size="xs"
        w={180}
      />
      {selfAssign && (
        <Button
          size="compact-xs"
          variant="light"
          disabled={pending}
          onClick={() => send({ type: 'ASSIGN', person: { id: viewer.userId, name: viewer.name } })}
        >
          Assign to me
        </Button>
      )}
    </Group>
  );
}
