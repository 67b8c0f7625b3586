import { notifications } from '@mantine/notifications';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { ApiError } from '../../domain/api/apiError';
import type { AssignmentResponse } from '../../domain/api/assignment.schema';
import type { Viewer } from '../../domain/viewer';
import { createControlledActors } from '../../src/testing/controlledActors';
import { renderView } from '../../src/testing/ViewWiring';
import { AssignSelect } from '../../src/views/assignment/AssignSelect';
import { siteRow } from '../../src/views/siteList/fixtures/siteRows';
import type { AssignmentActors } from './assignment.actors';
import { assignmentMachine, type AssignmentEvent } from './assignment.machine';

const admin: Viewer = { id: 1, role: 'admin', name: 'Ada Admin' };
const row = siteRow({ id: 1001, name: 'Oakwood Funeral Home', designer_id: 11, designer_name: 'Dana Designer' });
const selectLabel = 'Designer of Oakwood Funeral Home';
const names: Record<string, string> = { none: 'Not assigned', 11: 'Dana Designer', 12: 'Sam Studio' };

type ModelEvent =
  | AssignmentEvent
  | { type: 'xstate.done.actor.assignPerson'; output: AssignmentResponse }
  | { type: 'xstate.error.actor.assignPerson'; error: unknown };

const events: ModelEvent[] = [
  { type: 'ASSIGN', person: { id: 12, name: 'Sam Studio' } },
  { type: 'ASSIGN', person: null },
  { type: 'xstate.done.actor.assignPerson', output: true },
  { type: 'xstate.done.actor.assignPerson', output: 'Corporate site' },
  { type: 'xstate.error.actor.assignPerson', error: new ApiError(500, { error: 'Internal error' }) },
];

const paths = getShortestPaths(assignmentMachine, {
  input: { siteId: row.id, role: 'designer', viewerRole: admin.role, surface: 'list', assignedId: 11 },
  events: events as AssignmentEvent[],
  // The select only fires for a different person than the one it shows.
  filterEvents: (snapshot, event) => event.type !== 'ASSIGN' || (event.person?.id ?? null) !== snapshot.context.assignedId,
});

const describeEvent = (event: ModelEvent): string => {
  switch (event.type) {
    case 'ASSIGN':
      return `ASSIGN ${event.person?.name ?? 'nobody'}`;
    case 'xstate.done.actor.assignPerson':
      return `answer ${JSON.stringify(event.output)}`;
    case 'xstate.error.actor.assignPerson':
      return 'request fails';
  }
};

afterEach(() => notifications.clean());

/** AssignSelect as `viewer` sees it, with an assignPerson the test answers. */
const renderSelect = (element: ReactElement, viewer: Viewer = admin) => {
  const stubs = createControlledActors(['assignPerson'] as const);
  const actors: AssignmentActors = { assignPerson: stubs.actor('assignPerson') };
  renderView(element, { actors: { assignment: actors }, viewer });
  return stubs;
};

describe('assignment machine, replayed through AssignSelect', () => {
  it('reaches every state', () => {
    const reached = new Set(paths.map((path) => String(path.state.value)));
    expect([...reached].sort()).toEqual(['done', 'failed', 'idle', 'pending', 'warned']);
  });

  for (const path of paths) {
    const description = ['start', ...path.steps.slice(1).map(({ event }) => describeEvent(event as ModelEvent))].join(' > ');
    it(`${description} -> ${String(path.state.value)}`, async () => {
      const user = userEvent.setup();
      const assign = renderSelect(<AssignSelect row={row} role="designer" />);
      const select = () => screen.getByRole('combobox', { name: selectLabel });

      for (const { event, state } of path.steps) {
        act(() => notifications.clean());
        const modelEvent = event as ModelEvent;
        switch (modelEvent.type) {
          case 'ASSIGN': {
            await user.click(select());
            await user.click(await screen.findByRole('option', { name: modelEvent.person?.name ?? 'Not assigned' }));
            break;
          }
          case 'xstate.done.actor.assignPerson':
          case 'xstate.error.actor.assignPerson':
            await waitFor(() => expect(assign.waiting('assignPerson')).toBe(true));
            await act(async () => assign.settle(modelEvent));
            break;
        }

        const shown = names[String(state.context.assignedId ?? 'none')];
        const requested = state.context.requested;
        switch (state.value) {
          case 'idle':
            expect(select()).toBeEnabled();
            expect(select()).toHaveValue(shown);
            break;
          case 'pending':
            // Read-only, not disabled, so the select keeps its focus while the change saves (issue 33).
            await waitFor(() => expect(select()).toHaveAttribute('readonly'));
            expect(select()).toBeEnabled();
            expect(select()).toHaveValue(requested?.name ?? 'Not assigned');
            expect(assign.calls.assignPerson.at(-1)).toEqual({ siteId: row.id, role: 'designer', personId: requested?.id ?? null });
            break;
          case 'done':
            expect(await screen.findByText(requested ? `${requested.name} assigned to site!` : 'Unassigned')).toBeInTheDocument();
            expect(select()).toBeEnabled();
            expect(select()).toHaveValue(shown);
            break;
          case 'warned':
            expect(await screen.findByText('Corporate site')).toBeInTheDocument();
            expect(select()).toHaveValue(shown);
            break;
          case 'failed':
            expect(await screen.findByText('Error updating site designer')).toBeInTheDocument();
            expect(select()).toBeEnabled();
            expect(select()).toHaveValue(shown);
            break;
          default:
            throw new Error(`unexpected state ${String(state.value)}`);
        }
      }
    });
  }
});

describe('AssignSelect rules', () => {
  it('shows Corporate site instead of an account manager select on non-corporate sites', () => {
    renderSelect(<AssignSelect row={siteRow({ corporation_id: 4 })} role="am" />);
    expect(screen.getByText('Corporate site')).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('is read-only for a role that may not change it', () => {
    renderSelect(<AssignSelect row={row} role="designer" />, { id: 61, role: 'sdr', name: 'Sid Sales' });
    expect(screen.getByRole('combobox', { name: selectLabel })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Assign to me' })).not.toBeInTheDocument();
  });

  it('gives a florist an Assign to me button that assigns them', async () => {
    const user = userEvent.setup();
    const florist: Viewer = { id: 51, role: 'florist', name: 'Flora Bloom' };
    const assign = renderSelect(<AssignSelect row={siteRow({ id: 1003 })} role="florist" />, florist);
    await user.click(screen.getByRole('button', { name: 'Assign to me' }));
    expect(assign.calls.assignPerson).toEqual([{ siteId: 1003, role: 'florist', personId: 51 }]);
    await act(async () => assign.settle({ type: 'xstate.done.actor.assignPerson', output: true }));
    expect(await screen.findByText('Flora Bloom assigned to site!')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Assign to me' })).not.toBeInTheDocument();
  });

  it.each([
    ['care', 'QA', 'list', 'Error updating site QA'],
    ['care', 'QA', 'sitePage', 'Error updating QA'],
    ['am', 'Account Manager', 'list', 'Error updating site am'],
    ['am', 'Account Manager', 'sitePage', 'Error updating site AM'],
  ] as const)('a failed %s change in the %s reads %s', async (role, label, surface, toast) => {
    const user = userEvent.setup();
    const corporate = siteRow({ id: 1004, name: 'Birch Chapel', corporation_id: 1 });
    const assign = renderSelect(<AssignSelect row={corporate} role={role} surface={surface} />);
    await user.click(screen.getByRole('combobox', { name: `${label} of Birch Chapel` }));
    await user.click((await screen.findAllByRole('option')).find((option) => option.textContent !== 'Not assigned') ?? document.body);
    await waitFor(() => expect(assign.waiting('assignPerson')).toBe(true));
    await act(async () =>
      assign.settle({ type: 'xstate.error.actor.assignPerson', error: new ApiError(500, { error: 'Internal error' }) }),
    );
    expect(await screen.findByText(toast)).toBeInTheDocument();
  });

  it('ignores a pick from a role that may not change the assignee', () => {
    const actor = createActor(assignmentMachine, {
      input: { siteId: 1001, role: 'designer', viewerRole: 'sdr', surface: 'list', assignedId: 11 },
    }).start();
    actor.send({ type: 'ASSIGN', person: { id: 12, name: 'Sam Studio' } });
    expect(actor.getSnapshot().value).toBe('idle');
    actor.stop();
  });
});
