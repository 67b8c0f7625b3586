import { notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AnyEventObject, SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { ApiError } from '../../domain/api/apiError';
import type { Profile } from '../../domain/api/me.schema';
import { createControlledActors, isActorEvent } from '../../src/testing/controlledActors';
import { coveredLeafStateIds, coveringTransitions, leafStateIds } from '../../src/testing/modelPaths';
import { replayModelPath } from '../../src/testing/replayModelPath';
import { renderView } from '../../src/testing/ViewWiring';
import { danaAvatarUrl, danaProfile } from '../../src/views/profile/profileFixtures';
import { ProfileDetailsView } from '../../src/views/profile/ProfileDetailsView';
import type { ProfileActors } from './profile.actors';
import { profileDetailsMachine } from './profileDetails.machine';

type Snapshot = SnapshotFrom<typeof profileDetailsMachine>;

const saved: Profile = { ...danaProfile, name: 'Dana W', trelloMemberId: '5f0c1a2b3c4d5e6f7a8b9c0d' };
const withAvatar: Profile = { ...danaProfile, image: danaAvatarUrl };
const avatar = new File(['png'], 'me.png', { type: 'image/png' });
const offline = new ApiError(0, { error: 'The server could not be reached' });

// One save or one upload per path: a second one reaches no new screen.
// Only the events the state takes: an ignored answer would count as a state of its own.
const eventsOf = (snapshot: Snapshot): AnyEventObject[] => modelEvents(snapshot).filter((event) => snapshot.can(event as never));

const modelEvents = (snapshot: Snapshot): AnyEventObject[] => [
  { type: 'xstate.done.actor.loadProfile', output: danaProfile },
  { type: 'xstate.error.actor.loadProfile', error: offline },
  { type: 'RETRY' },
  ...(snapshot.context.profile === danaProfile
    ? [
        { type: 'SAVE', name: 'Dana W', trelloMemberId: '5f0c1a2b3c4d5e6f7a8b9c0d' },
        { type: 'UPLOAD', file: avatar },
      ]
    : []),
  { type: 'xstate.done.actor.saveProfile', output: saved },
  { type: 'xstate.error.actor.saveProfile', error: new ApiError(400, { error: 'name must not be empty' }) },
  { type: 'xstate.done.actor.uploadAvatar', output: withAvatar },
  { type: 'xstate.error.actor.uploadAvatar', error: new ApiError(413, { error: 'Images may be at most 10 MB' }) },
];

const toastOf = (event: AnyEventObject): string | null =>
  ({
    'xstate.done.actor.saveProfile': 'Profile saved',
    'xstate.error.actor.saveProfile': 'Unable to save the profile: name must not be empty',
    'xstate.done.actor.uploadAvatar': 'Avatar changed',
    'xstate.error.actor.uploadAvatar': 'Unable to change the avatar: Images may be at most 10 MB',
  })[event.type] ?? null;

const setUp = () => {
  const stubs = createControlledActors(['loadProfile', 'saveProfile', 'uploadAvatar'] as const);
  const actors = {
    loadProfile: stubs.actor('loadProfile'),
    saveProfile: stubs.actor('saveProfile'),
    uploadAvatar: stubs.actor('uploadAvatar'),
  } as Partial<ProfileActors> as ProfileActors;
  renderView(<ProfileDetailsView />, { actors: { profile: actors }, path: '/profile' });
  return stubs;
};

const doEvent = async (user: UserEvent, stubs: ReturnType<typeof setUp>, event: AnyEventObject) => {
  if (isActorEvent(event)) {
    const id = event.type.split('.')[3] as 'loadProfile';
    await waitFor(() => expect(stubs.waiting(id)).toBe(true));
    return stubs.settle(event);
  }
  if (event.type === 'RETRY') return user.click(screen.getByRole('button', { name: 'Try again' }));
  if (event.type === 'UPLOAD') {
    const input = document.querySelector<HTMLInputElement>('input[type=file]');
    if (!input) throw new Error('No file input for the avatar');
    return user.upload(input, avatar);
  }
  const name = screen.getByRole('textbox', { name: 'Name' });
  await user.clear(name);
  await user.type(name, 'Dana W');
  await user.type(screen.getByRole('textbox', { name: 'Trello member id' }), '5f0c1a2b3c4d5e6f7a8b9c0d');
  return user.click(screen.getByRole('button', { name: 'Save' }));
};

/** The form keeps what was typed until the server's answer replaces it, so a save's values stay after a refusal. */
const assertScreen = async (snapshot: Snapshot, typed: boolean) => {
  if (snapshot.matches('loading')) {
    expect(await screen.findByLabelText('Loading the profile')).toBeInTheDocument();
    return;
  }
  if (snapshot.matches('loadFailed')) {
    expect(await screen.findByText('Unable to load the profile')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
    return;
  }
  const profile = typed ? saved : (snapshot.context.profile as Profile);
  expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveValue(profile.name);
  expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveValue('dana@example.com');
  expect(screen.getByRole('textbox', { name: 'Trello member id' })).toHaveValue(profile.trelloMemberId ?? '');
  const save = screen.getByRole('button', { name: 'Save' });
  const change = screen.getByRole('button', { name: 'Change avatar' });
  if (snapshot.matches('ready')) {
    await waitFor(() => expect(save).toBeEnabled());
    expect(change).toBeEnabled();
  } else {
    await waitFor(() => expect(save).toBeDisabled());
    expect(snapshot.matches('saving') ? save : change).toHaveAttribute('data-loading', 'true');
  }
};

beforeEach(() => notifications.clean());

describe('profile details, replayed through ProfileDetailsView', () => {
  const paths = coveringTransitions(
    getShortestPaths(profileDetailsMachine, {
      events: eventsOf as never,
      // A refusal or a retry leaves the context as it was; counting the state it leads to apart
      // gives each (and its toast) a path of its own.
      serializeState: (snapshot, event) =>
        JSON.stringify([
          snapshot.value,
          snapshot.context.profile,
          event && /^(xstate\.error\.|RETRY)/.test(event.type) ? event.type : null,
        ]),
    }),
  );

  it('replays a path through every state node of the machine', () => {
    expect(coveredLeafStateIds(paths)).toEqual(leafStateIds(profileDetailsMachine));
  });

  for (const path of paths) {
    it(path.steps.map((step) => step.event.type.replace('xstate.', '')).join(' -> '), async () => {
      const user = userEvent.setup({ delay: null });
      const stubs = setUp();
      let typed = false;
      await replayModelPath(path.steps, {
        doEvent: async (event) => {
          await doEvent(user, stubs, event);
          if (event.type === 'SAVE') typed = true;
        },
        toastOf,
        assertScreen: (state) => assertScreen(state, typed),
      });
      for (const input of stubs.calls.saveProfile) expect(input).toEqual({ name: 'Dana W', trelloMemberId: '5f0c1a2b3c4d5e6f7a8b9c0d' });
      for (const input of stubs.calls.uploadAvatar) expect(input).toEqual({ file: avatar });
    });
  }
});
