import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyEventObject, SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { ApiError } from '../../domain/api/apiError';
import type { Preferences } from '../../domain/api/me.schema';
import { createControlledActors, isActorEvent } from '../../src/testing/controlledActors';
import { coveredLeafStateIds, coveringTransitions, leafStateIds } from '../../src/testing/modelPaths';
import { replayModelPath } from '../../src/testing/replayModelPath';
import { renderView } from '../../src/testing/ViewWiring';
import { UserMenu } from '../../src/views/shell/UserMenu';
import { PreferencesProvider } from '../../src/wiring/preferences';
import { preferencesMachine } from './preferences.machine';
import type { ProfileActors } from './profile.actors';

type Snapshot = SnapshotFrom<typeof preferencesMachine>;

/** What this device knew, what the server has, and the one choice a path makes. */
const known: Preferences = { density: 'comfortable', colorScheme: 'system' };
const onServer: Preferences = { density: 'compact', colorScheme: 'system' };
const choice = { colorScheme: 'dark' } as const;
const offline = new ApiError(0, { error: 'The server could not be reached' });

const modelEvents = (snapshot: Snapshot): AnyEventObject[] => [
  { type: 'xstate.done.actor.loadPreferences', output: onServer },
  { type: 'xstate.error.actor.loadPreferences', error: offline },
  // One choice a path: a second reaches no new screen.
  ...(snapshot.context.preferences.colorScheme === 'dark' ? [] : [{ type: 'CHOOSE', change: choice }]),
  { type: 'xstate.done.actor.savePreferences', output: { ...snapshot.context.saved, ...choice } },
  { type: 'xstate.error.actor.savePreferences', error: new ApiError(400, { error: 'colorScheme must be one of light, dark, system' }) },
];
const eventsOf = (snapshot: Snapshot): AnyEventObject[] => modelEvents(snapshot).filter((event) => snapshot.can(event as never));

const toastOf = (event: AnyEventObject): string | null =>
  event.type === 'xstate.error.actor.savePreferences'
    ? 'Unable to save the display settings: colorScheme must be one of light, dark, system'
    : null;

const setUp = () => {
  const stubs = createControlledActors(['loadPreferences', 'savePreferences'] as const);
  const actors = {
    loadPreferences: stubs.actor('loadPreferences'),
    savePreferences: stubs.actor('savePreferences'),
  } as Partial<ProfileActors> as ProfileActors;
  const kept = vi.fn();
  renderView(
    <PreferencesProvider known={known} onChange={kept}>
      <UserMenu name="Dana Whitfield" image={null} onSignOut={() => {}} />
    </PreferencesProvider>,
    { actors: { profile: actors }, path: '/sites' },
  );
  return { stubs, kept };
};

const doEvent = async (user: UserEvent, stubs: ReturnType<typeof setUp>['stubs'], event: AnyEventObject) => {
  if (isActorEvent(event)) {
    const id = event.type.split('.')[3] as 'loadPreferences';
    await waitFor(() => expect(stubs.waiting(id)).toBe(true));
    return stubs.settle(event);
  }
  await user.click(screen.getByRole('button', { name: 'User menu' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Dark' }));
};

/** The menu ticks what the screens show; the device keeps it for next time. */
const assertScreen = async (user: UserEvent, snapshot: Snapshot, kept: ReturnType<typeof vi.fn>) => {
  const { colorScheme, density } = snapshot.context.preferences;
  await user.click(screen.getByRole('button', { name: 'User menu' }));
  const menu = within(await screen.findByRole('menu'));
  const current = menu.getAllByRole('menuitem').filter((item) => item.getAttribute('aria-current') === 'true');
  expect(current.map((item) => item.textContent)).toEqual([
    { light: 'Light', dark: 'Dark', system: 'System' }[colorScheme],
    { comfortable: 'Comfortable', compact: 'Compact' }[density],
  ]);
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  expect(kept).toHaveBeenLastCalledWith(snapshot.context.preferences);
};

beforeEach(() => notifications.clean());

describe('preferences, replayed through the user menu', () => {
  const paths = coveringTransitions(
    getShortestPaths(preferencesMachine, {
      input: { known },
      events: eventsOf as never,
      serializeState: (snapshot, event) =>
        JSON.stringify([snapshot.value, snapshot.context, event && /^xstate\.error\./.test(event.type) ? event.type : null]),
    }),
  );

  it('replays a path through every state node of the machine', () => {
    expect(coveredLeafStateIds(paths)).toEqual(leafStateIds(preferencesMachine));
  });

  for (const path of paths) {
    it(path.steps.map((step) => step.event.type.replace('xstate.', '')).join(' -> '), async () => {
      const user = userEvent.setup({ delay: null });
      const { stubs, kept } = setUp();
      await replayModelPath(path.steps, {
        doEvent: (event) => doEvent(user, stubs, event),
        toastOf,
        assertScreen: (state) => assertScreen(user, state, kept),
      });
      // The choice is saved with the rest as the screens show them: the server's once read, else the device's.
      const loaded = path.steps.some((step) => (step.event as AnyEventObject).type === 'xstate.done.actor.loadPreferences');
      for (const input of stubs.calls.savePreferences)
        expect(input).toEqual({ density: loaded ? 'compact' : 'comfortable', colorScheme: 'dark' });
    });
  }
});
