import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AnyEventObject, SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { ApiError } from '../../domain/api/apiError';
import type { Person } from '../../domain/api/people.schema';
import { createControlledActors, isActorEvent } from '../../src/testing/controlledActors';
import { coveredLeafStateIds, coveringTransitions, leafStateIds } from '../../src/testing/modelPaths';
import { renderView } from '../../src/testing/ViewWiring';
import { PeopleView } from '../../src/views/people/PeopleView';
import type { PeopleActors } from './people.actors';
import { peopleMachine } from './people.machine';

type Snapshot = SnapshotFrom<typeof peopleMachine>;

const ada: Person = {
  id: 1,
  name: 'Ada Admin',
  email: 'ada@example.com',
  role: 'admin',
  state: 'active',
  lastSignInAt: '2026-11-20T09:00:00.000Z',
  secondFactor: true,
  trelloId: null,
};
const ivy: Person = {
  ...ada,
  id: 2,
  name: 'Ivy Invited',
  email: 'ivy@example.com',
  role: 'designer',
  state: 'invited',
  lastSignInAt: null,
  secondFactor: false,
};
const nora: Person = { ...ivy, id: 3, name: 'Nora New', email: 'nora@example.com', role: 'care' };
const failure = new ApiError(0, { error: 'The server could not be reached' });
const emailInUse = new ApiError(409, { error: 'Someone already has the e-mail nora@example.com' });

const eventsOf = (snapshot: Snapshot): AnyEventObject[] => [
  { type: 'RETRY' },
  { type: 'xstate.done.actor.loadPeople', output: [ada, ivy] },
  { type: 'xstate.error.actor.loadPeople', error: failure },
  ...(snapshot.context.people.some((person) => person.id === nora.id) ? [] : [{ type: 'OPEN_ADD' }]),
  { type: 'SUBMIT_ADD', person: { name: nora.name, email: nora.email, role: nora.role, trelloId: null } },
  { type: 'CANCEL' },
  { type: 'ASK', action: 'deactivate', personId: ivy.id },
  { type: 'CONFIRM' },
  { type: 'xstate.done.actor.addPerson', output: nora },
  { type: 'xstate.error.actor.addPerson', error: emailInUse },
  { type: 'xstate.done.actor.actOnPerson', output: { ...ivy, state: 'deactivated' } },
  { type: 'xstate.error.actor.actOnPerson', error: failure },
];

const serialize = (snapshot: Snapshot) =>
  JSON.stringify({ value: snapshot.value, people: snapshot.context.people.map((person) => `${person.id}:${person.state}`) });

const renderPeople = () => {
  const stubs = createControlledActors(['loadPeople', 'addPerson', 'actOnPerson'] as const);
  const actors: PeopleActors = {
    loadPeople: stubs.actor('loadPeople'),
    addPerson: stubs.actor('addPerson'),
    actOnPerson: stubs.actor('actOnPerson'),
  };
  renderView(<PeopleView />, { actors: { people: actors }, path: '/people' });
  return stubs;
};

const toastCount = (message: string) => screen.queryAllByText(message).length;
beforeEach(() => notifications.clean());

const assertScreen = async (snapshot: Snapshot) => {
  const { context } = snapshot;
  if (snapshot.matches('loading')) {
    expect(screen.getByLabelText('Loading people')).toBeInTheDocument();
    return;
  }
  if (snapshot.matches('error')) {
    expect(await screen.findByText('Unable to load people')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    return;
  }
  const table = await screen.findByRole('table');
  await waitFor(() =>
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[0]?.textContent),
    ).toEqual(context.people.map((person) => person.name)),
  );
  const ivyRow = within(table).getByText('Ivy Invited').closest('tr') as HTMLElement;
  expect(
    within(ivyRow).getByText(context.people.find((person) => person.id === ivy.id)?.state === 'deactivated' ? 'Deactivated' : 'Invited'),
  ).toBeInTheDocument();

  if (snapshot.matches({ ready: 'adding' }) || snapshot.matches({ ready: 'savingNew' })) {
    const dialog = await screen.findByRole('dialog', { name: 'Add person' });
    const send = within(dialog).getByRole('button', { name: 'Send invitation' });
    if (snapshot.matches({ ready: 'savingNew' })) expect(send).toHaveAttribute('data-loading');
    else expect(send).not.toHaveAttribute('data-loading');
  } else await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add person' })).toBeNull());

  if (snapshot.matches({ ready: 'confirming' }) || snapshot.matches({ ready: 'acting' })) {
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Ivy Invited?' });
    expect(within(dialog).getByText(/Ivy Invited is signed out everywhere at once and can no longer sign in\./)).toBeInTheDocument();
    const confirm = within(dialog).getByRole('button', { name: 'Deactivate' });
    if (snapshot.matches({ ready: 'acting' })) expect(confirm).toHaveAttribute('data-loading');
    else expect(confirm).not.toHaveAttribute('data-loading');
  } else await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Deactivate Ivy Invited?' })).toBeNull());
};

const toastFor = (event: AnyEventObject): string | null => {
  switch (event.type) {
    case 'xstate.done.actor.addPerson':
      return 'Invitation sent to Nora New';
    case 'xstate.error.actor.addPerson':
      return 'Unable to add the person: Someone already has the e-mail nora@example.com';
    case 'xstate.done.actor.actOnPerson':
      return 'Deactivated; their sessions have ended';
    case 'xstate.error.actor.actOnPerson':
      return 'Unable to change the person';
    default:
      return null;
  }
};

const doEvent = async (user: UserEvent, stubs: ReturnType<typeof renderPeople>, event: AnyEventObject, before: Snapshot) => {
  switch (event.type) {
    case 'xstate.init':
      return;
    case 'RETRY':
      return user.click(screen.getByRole('button', { name: 'Try again' }));
    case 'OPEN_ADD':
      return user.click(screen.getByRole('button', { name: 'Add person' }));
    case 'SUBMIT_ADD': {
      const dialog = screen.getByRole('dialog', { name: 'Add person' });
      fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: nora.name } });
      fireEvent.change(within(dialog).getByRole('textbox', { name: 'E-mail' }), { target: { value: nora.email } });
      await user.click(within(dialog).getByRole('combobox', { name: 'Role' }));
      await user.click(await screen.findByRole('option', { name: 'QA' }));
      return user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    }
    case 'CANCEL':
      return user.click(
        within(
          screen.getByRole('dialog', { name: before.matches({ ready: 'adding' }) ? 'Add person' : 'Deactivate Ivy Invited?' }),
        ).getByRole('button', { name: 'Cancel' }),
      );
    case 'ASK':
      await user.click(screen.getByRole('button', { name: 'Actions for Ivy Invited' }));
      return user.click(await screen.findByRole('menuitem', { name: 'Deactivate' }));
    case 'CONFIRM':
      return user.click(
        within(screen.getByRole('dialog', { name: 'Deactivate Ivy Invited?' })).getByRole('button', { name: 'Deactivate' }),
      );
    default: {
      if (!isActorEvent(event)) throw new Error(`No UI for ${event.type}`);
      const id = event.type.split('.')[3] as 'loadPeople';
      await waitFor(() => expect(stubs.waiting(id)).toBe(true));
      if (event.type === 'xstate.done.actor.addPerson') {
        expect(stubs.calls.addPerson.at(-1)).toEqual({ name: 'Nora New', email: 'nora@example.com', role: 'care', trelloId: null });
      }
      return stubs.settle(event);
    }
  }
};

describe('the People screen, replayed through PeopleView', () => {
  const paths = coveringTransitions(getShortestPaths(peopleMachine, { events: eventsOf as never, serializeState: serialize }));

  it('replays a path through every state node of the machine', () => {
    expect(coveredLeafStateIds(paths)).toEqual(leafStateIds(peopleMachine));
  });

  for (const path of paths) {
    const description = path.steps.map((step) => step.event.type.replace('xstate.', '')).join(' -> ');
    it(description, async () => {
      const user = userEvent.setup({ delay: null });
      const stubs = renderPeople();
      let before: Snapshot | undefined;
      for (const step of path.steps) {
        const event = step.event as AnyEventObject;
        const toast = before ? toastFor(event) : null;
        const count = toast ? toastCount(toast) : 0;
        if (before) await doEvent(user, stubs, event, before);
        if (toast) await waitFor(() => expect(toastCount(toast)).toBe(count + 1));
        await assertScreen(step.state);
        before = step.state;
      }
    });
  }

  it('narrows the table by search (name or e-mail) and by role', async () => {
    const user = userEvent.setup({ delay: null });
    const stubs = renderPeople();
    await waitFor(() => expect(stubs.waiting('loadPeople')).toBe(true));
    stubs.settle({ type: 'xstate.done.actor.loadPeople', output: [ada, ivy] });
    const table = await screen.findByRole('table');
    fireEvent.change(screen.getByRole('textbox', { name: 'Search' }), { target: { value: 'IVY@' } });
    await waitFor(() => expect(within(table).queryByText('Ada Admin')).toBeNull());
    expect(within(table).getByText('Ivy Invited')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: 'Search' }), { target: { value: '' } });
    await user.click(screen.getByRole('combobox', { name: 'Role' }));
    await user.click(await screen.findByRole('option', { name: 'Administrator' }));
    await waitFor(() => expect(within(screen.getByRole('table')).queryByText('Ivy Invited')).toBeNull());
    expect(screen.getByText('Ada Admin')).toBeInTheDocument();
  });
});
