import { Button, Group, Loader, Text } from '@mantine/core';
import { useEffect, useRef, type RefObject } from 'react';
import type { SiteRow } from '../../../domain/api/siteList.schema';
import type { AssigneeRole } from '../../../domain/roles';
import { assigneeOf, assignees, isAssignableOnSite, mayChangeAssignee, offersSelfAssign } from '../../../domain/siteList/assignees';
import type { AssignmentSurface } from '../../../machines/assignment/assignment.actors';
import { assignmentMachine, type AssignedPerson } from '../../../machines/assignment/assignment.machine';
import { useLookups } from '../../lookups/useLookups';
import { useViewer } from '../../wiring/viewer';
import { useWorkflowMachine } from '../../wiring/useWorkflowMachine';
import { Select } from '../shared/overlays/Select';

type Props = {
  row: SiteRow;
  role: AssigneeRole;
  /** Called after the server accepted a change, so the list can read the site again. */
  onAssigned?: () => void;
  /** A list's Assign column unless said otherwise. */
  surface?: AssignmentSurface;
};

type ControlProps = Props & {
  /** Whether the focus was in the control when a re-read rebuilt it: the new one takes it back. */
  focusWasInside: RefObject<boolean>;
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
  return <RebuiltOnReread {...props} />;
}

/**
 * A colleague's change that reached the row (a live re-read) starts the control afresh from it:
 * the machine keeps the person it was given, so it would go on showing the old one. One's own
 * change is re-read too, and a rebuilt select would drop the focus to the page body (issue 33):
 * the wrapper remembers whether the focus was inside, since removing a focused element fires no blur.
 */
function RebuiltOnReread(props: Props) {
  const focusWasInside = useRef(false);
  return (
    <div
      style={{ display: 'contents' }}
      onFocus={() => {
        focusWasInside.current = true;
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) focusWasInside.current = false;
      }}
    >
      <AssignmentControl key={assigneeOf(props.row, props.role)?.id ?? 'none'} {...props} focusWasInside={focusWasInside} />
    </div>
  );
}

function AssignmentControl({ row, role, onAssigned, surface = 'list', focusWasInside }: ControlProps) {
  const viewer = useViewer();
  const definition = assignees[role];
  const people = useLookups()[definition.lookup];
  const current = assigneeOf(row, role);
  const [snapshot, send] = useWorkflowMachine('assignment', assignmentMachine, {
    input: { siteId: row.id, role, viewerRole: viewer.role, surface, assignedId: current?.id ?? null },
  });

  const done = snapshot.matches('done');
  useEffect(() => {
    if (done) onAssigned?.();
  }, [done, onAssigned]);

  const pending = snapshot.matches('pending');
  const select = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focusWasInside.current) select.current?.focus();
  }, [focusWasInside]);
  const shownId = pending ? (snapshot.context.requested?.id ?? null) : snapshot.context.assignedId;
  const options = people.map((person) => ({ value: String(person.id), label: person.name }));
  // Someone no longer in the list (deactivated) still shows by name.
  if (current && !people.some((person) => person.id === current.id)) {
    options.push({ value: String(current.id), label: current.name });
  }

  const pick = (value: string | null) => {
    const option = options.find((entry) => entry.value === value);
    const person: AssignedPerson | null = !option || option.value === 'none' ? null : { id: Number(option.value), name: option.label };
    send({ type: 'ASSIGN', person });
  };

  return (
    // Wraps: on a phone's card 'Assign to me' goes under the select instead of past the edge (issue 33).
    <Group gap="xs" wrap="wrap">
      <Select
        aria-label={`${definition.label} of ${row.name}`}
        data={options}
        value={String(shownId ?? 'none')}
        onChange={pick}
        allowDeselect={false}
        ref={select}
        // Read-only, not disabled, while the change saves: a disabled select drops focus to the page body (issue 33).
        readOnly={pending}
        disabled={!mayChangeAssignee(viewer.role, role)}
        rightSection={pending ? <Loader size="xs" role="status" aria-label="Saving" /> : undefined}
        size="xs"
        w={180}
      />
      {offersSelfAssign(viewer, role, shownId) && (
        <Button
          size="compact-xs"
          variant="light"
          disabled={pending}
          onClick={() => {
            // The button goes once the viewer is assigned: focus stays on the select that shows it.
            select.current?.focus();
            send({ type: 'ASSIGN', person: { id: viewer.id, name: viewer.name } });
          }}
        >
          Assign to me
        </Button>
      )}
    </Group>
  );
}
