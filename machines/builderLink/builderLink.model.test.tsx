import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AnyEventObject, SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { ApiError } from '../../domain/api/apiError';
import { createControlledActors, isActorEvent } from '../../src/testing/controlledActors';
import { coveredLeafStateIds, coveringTransitions, leafStateIds } from '../../src/testing/modelPaths';
import { renderView } from '../../src/testing/ViewWiring';
import { BuilderLinkView } from '../../src/views/builderLink/BuilderLinkView';
import type { BuilderLinkActors } from './builderLink.actors';
import { builderLinkMachine } from './builderLink.machine';

type Snapshot = SnapshotFrom<typeof builderLinkMachine>;

const refusal = new ApiError(409, { error: 'Duda site already linked', errorMessage: 'abc12345 is already linked to Elm Chapel (ID: 7)' });
const offline = new ApiError(0, { error: 'The server could not be reached' });

const eventsOf = (): AnyEventObject[] => [
  { type: 'LINK', dudaSite: 'abc12345', fhId: 42 },
  { type: 'UNLINK', fhId: 43 },
  { type: 'ENTER_DIFFERENT_ID' },
  { type: 'DISMISS_ALERT' },
  { type: 'xstate.done.actor.linkSite', output: null },
  { type: 'xstate.error.actor.linkSite', error: refusal },
  { type: 'xstate.error.actor.linkSite', error: offline },
  { type: 'xstate.done.actor.unlinkSite', output: null },
  { type: 'xstate.error.actor.unlinkSite', error: refusal },
  { type: 'xstate.error.actor.unlinkSite', error: offline },
];

const renderPage = () => {
  const stubs = createControlledActors(['linkSite', 'unlinkSite'] as const);
  const actors: BuilderLinkActors = { linkSite: stubs.actor('linkSite'), unlinkSite: stubs.actor('unlinkSite') };
  const onDone = vi.fn();
  renderView(<BuilderLinkView onDone={onDone} />, { actors: { builderLink: actors } });
  return { stubs, onDone };
};

const linkForm = () => screen.getByRole('form', { name: 'Link an existing Duda site' });
const unlinkForm = () => screen.getByRole('form', { name: 'Unlink an existing Duda site' });

const assertScreen = async (snapshot: Snapshot, onDone: ReturnType<typeof vi.fn>) => {
  expect(screen.getByRole('heading', { level: 1, name: 'Link a Duda Site' })).toBeInTheDocument();
  expect(within(linkForm()).getByText('Link an existing Duda site')).toBeInTheDocument();
  expect(within(unlinkForm()).getByText('Unlink an existing Duda site')).toBeInTheDocument();
  const link = within(linkForm()).getByRole('button', { name: 'Link' });
  const unlink = within(unlinkForm()).getByRole('button', { name: 'Unlink' });
  await waitFor(() => {
    if (snapshot.matches('linking')) expect(link).toHaveAttribute('data-loading');
    else expect(link).not.toHaveAttribute('data-loading');
    if (snapshot.matches('unlinking')) expect(unlink).toHaveAttribute('data-loading');
    else expect(unlink).not.toHaveAttribute('data-loading');
  });
  if (snapshot.matches('refused')) {
    const dialog = await screen.findByRole('dialog', { name: 'Duda site already linked' });
    expect(within(dialog).getByText('abc12345 is already linked to Elm Chapel (ID: 7)')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Enter a different ID' })).toBeInTheDocument();
  } else await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  if (snapshot.matches({ ready: 'networkFailed' }))
    expect(await screen.findByText('The server could not be reached. Check your connection and try again.')).toBeInTheDocument();
  else expect(screen.queryByText('The server could not be reached. Check your connection and try again.')).toBeNull();
  if (snapshot.matches('linked')) await waitFor(() => expect(onDone).toHaveBeenCalledWith(42));
  if (snapshot.matches('unlinked')) await waitFor(() => expect(onDone).toHaveBeenCalledWith(43));
};

const type = (box: HTMLElement, text: string) => fireEvent.change(box, { target: { value: text } });

const doEvent = async (user: UserEvent, stubs: ReturnType<typeof renderPage>['stubs'], event: AnyEventObject) => {
  switch (event.type) {
    case 'xstate.init':
      return;
    case 'LINK':
      type(within(linkForm()).getByRole('textbox', { name: 'Duda site' }), String(event.dudaSite));
      type(within(linkForm()).getByRole('textbox', { name: 'Funeral home ID' }), String(event.fhId));
      return user.click(within(linkForm()).getByRole('button', { name: 'Link' }));
    case 'UNLINK':
      type(within(unlinkForm()).getByRole('textbox', { name: 'Funeral home ID' }), String(event.fhId));
      return user.click(within(unlinkForm()).getByRole('button', { name: 'Unlink' }));
    case 'ENTER_DIFFERENT_ID':
      return user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Enter a different ID' }));
    case 'DISMISS_ALERT':
      return user.click(within(screen.getByRole('alert')).getByRole('button'));
    default: {
      if (!isActorEvent(event)) throw new Error(`No UI for ${event.type}`);
      const id = event.type.split('.')[3] as 'linkSite';
      await waitFor(() => expect(stubs.waiting(id)).toBe(true));
      return stubs.settle(event);
    }
  }
};

describe('builder link, replayed through BuilderLinkView', () => {
  const paths = coveringTransitions(getShortestPaths(builderLinkMachine, { events: eventsOf as never }));

  it('replays a path through every state node of the machine', () => {
    expect(coveredLeafStateIds(paths)).toEqual(leafStateIds(builderLinkMachine));
  });

  for (const path of paths) {
    it(path.steps.map((step) => step.event.type.replace('xstate.', '')).join(' -> '), async () => {
      const user = userEvent.setup({ delay: null });
      const { stubs, onDone } = renderPage();
      for (const step of path.steps) {
        await doEvent(user, stubs, step.event);
        await assertScreen(step.state, onDone);
      }
    });
  }

  it('sends what was typed, and refuses an empty form without calling the server', async () => {
    const user = userEvent.setup({ delay: null });
    const { stubs } = renderPage();
    await user.click(within(linkForm()).getByRole('button', { name: 'Link' }));
    expect(await within(linkForm()).findByText('Duda site is required')).toBeInTheDocument();
    expect(stubs.calls.linkSite).toHaveLength(0);
    type(within(linkForm()).getByRole('textbox', { name: 'Duda site' }), ' site99 ');
    type(within(linkForm()).getByRole('textbox', { name: 'Funeral home ID' }), '17');
    await user.click(within(linkForm()).getByRole('button', { name: 'Link' }));
    expect(stubs.calls.linkSite).toEqual([{ dudaSite: 'site99', fhId: 17 }]);
  });

  // Issue 27: a funeral home ID is a site id, 1 to 2,147,483,647.
  it.each([1_000_000_000, 2_147_483_647])('unlinks the funeral home ID %i', async (fhId) => {
    const user = userEvent.setup({ delay: null });
    const { stubs } = renderPage();
    type(within(unlinkForm()).getByRole('textbox', { name: 'Funeral home ID' }), String(fhId));
    await user.click(within(unlinkForm()).getByRole('button', { name: 'Unlink' }));
    await waitFor(() => expect(stubs.calls.unlinkSite).toEqual([{ fhId }]));
  });

  it.each(['0', '2147483648'])('refuses the funeral home ID %s without calling the server', async (fhId) => {
    const user = userEvent.setup({ delay: null });
    const { stubs } = renderPage();
    type(within(unlinkForm()).getByRole('textbox', { name: 'Funeral home ID' }), fhId);
    await user.click(within(unlinkForm()).getByRole('button', { name: 'Unlink' }));
    expect(await within(unlinkForm()).findByText('Enter a funeral home ID (digits)')).toBeInTheDocument();
    expect(stubs.calls.unlinkSite).toHaveLength(0);
  });
});
