import { notifications } from '@mantine/notifications';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { getShortestPaths } from 'xstate/graph';
import type { AssignmentResponse } from '../../domain/api/assignment.schema';
import { AssignSelect } from '../../src/views/assignment/AssignSelect';
import { siteRow } from '../../src/views/siteList/fixtures/siteRows';
import type { ListViewer } from '../../src/views/siteList/listViewer';
import {
  deferredCalls,
  SiteListProviders,
  stubServices,
} from '../../src/views/siteList/testing/siteListProviders';
import type { AssignPersonInput } from './assignment.actors';
import { assignmentMachine, type AssignmentEvent } from './assignment.machine';

const admin: ListViewer = { role: 'admin', userId: 1, name: 'Ada Admin' };
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
  { type: 'xstate.error.actor.assignPerson', error: new Error('500') },
];

const paths = getShortestPaths(assignmentMachine, {
  input: { siteId: row.id, role: 'designer', assignedId: 11 },
  events: events as AssignmentEvent[],
  // The select only fires for a different person than the one it shows.
  filterEvents: (snapshot, event) =>
    event.type !== 'ASSIGN' || (event.person?.id ?? null) !== snapshot.context.assignedId,
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

describe('assignment machine, replayed through AssignSelect', () => {
  it('reaches every state', () => {
    const reached = new Set(paths.map((path) => String(path.state.value)));
    expect([...reached].sort()).toEqual(['done', 'failed', 'idle', 'pending', 'warned']);
  });

  for (const path of paths) {
    const description = ['start', ...path.steps.slice(1).map(({ event }) => describeEvent(event as ModelEvent))].join(' > ');
    it(`${description} -> ${String(path.state.value)}`, async () => {
      const user = userEvent.setup();
      const assign = deferredCalls<AssignmentResponse, AssignPersonInput>();
      render(
        <SiteListProviders services={stubServices({ assignPerson: (input) => assign.start(input) })}>
          <AssignSelect row={row} role="designer" viewer={admin} />
        </SiteListProviders>,
      );
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
            await act(async () => assign.last().resolve(modelEvent.output));
            break;
          case 'xstate.error.actor.assignPerson':
            await act(async () => assign.last().reject(modelEvent.error));
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
            await waitFor(() => expect(select()).toBeDisabled());
            expect(select()).toHaveValue(requested?.name ?? 'Not assigned');
            expect(assign.last().input).toEqual({ siteId: row.id, role: 'designer', personId: requested?.id ?? null });
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
  const renderSelect = (element: React.ReactNode, assignPerson = deferredCalls<AssignmentResponse, AssignPersonInput>()) =>
    render(
      <SiteListProviders services={stubServices({ assignPerson: (input) => assignPerson.start(input) })}>{element}</SiteListProviders>,
    );

  it('shows Corporate site instead of an account manager select on non-corporate sites', () => {
    renderSelect(<AssignSelect row={siteRow({ corporation_id: 4 })} role="am" viewer={admin} />);
    expect(screen.getByText('Corporate site')).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('is read-only for a role that may not change it', () => {
    renderSelect(<AssignSelect row={row} role="designer" viewer={{ role: 'sdr', userId: 61, name: 'Sid Sales' }} />);
    expect(screen.getByRole('combobox', { name: selectLabel })).toBeDisabled();
  });

  it('gives a florist an Assign to me button that assigns them', async () => {
    const user = userEvent.setup();
    const assign = deferredCalls<AssignmentResponse, AssignPersonInput>();
    const florist: ListViewer = { role: 'florist', userId: 51, name: 'Flora Bloom' };
    renderSelect(<AssignSelect row={siteRow({ id: 1003 })} role="florist" viewer={florist} />, assign);
    await user.click(screen.getByRole('button', { name: 'Assign to me' }));
    expect(assign.last().input).toEqual({ siteId: 1003, role: 'florist', personId: 51 });
    await act(async () => assign.last().resolve(true));
    expect(await screen.findByText('Flora Bloom assigned to site!')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Assign to me' })).not.toBeInTheDocument();
  });
});
