import { notifications } from '@mantine/notifications';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { getShortestPaths, type StatePath } from 'xstate/graph';
import { ApiError } from '../../domain/api/apiError';
import type { SecondFactorStatus } from '../../domain/api/secondFactor.schema';
import { createControlledActors } from '../../src/testing/controlledActors';
import { coveredLeafStateIds, coveringTransitions, leafStateIds } from '../../src/testing/modelPaths';
import { renderView } from '../../src/testing/ViewWiring';
import { SecondFactorView } from '../../src/views/secondFactor/SecondFactorView';
import type { SecondFactorActors } from './secondFactor.actors';
import { secondFactorMachine, type SecondFactorEvent } from './secondFactor.machine';

type Snapshot = SnapshotFrom<typeof secondFactorMachine>;
type ActorId = keyof SecondFactorActors;
type ModelEvent =
  SecondFactorEvent | { type: `xstate.done.actor.${ActorId}`; output: unknown } | { type: `xstate.error.actor.${ActorId}`; error: unknown };

const off: SecondFactorStatus = { enabled: false, enabledAt: null, required: false, recoveryCodesLeft: 0 };
const on: SecondFactorStatus = { enabled: true, enabledAt: '2026-11-20T09:00:00.000Z', required: false, recoveryCodesLeft: 7 };
const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const recoveryCodes = Array.from({ length: 10 }, (_, index) => `abcde-fgh${String(index).padStart(2, '0')}`);

/** Every event the model may take: the person's clicks, and each way each call can settle. */
const events: ModelEvent[] = [
  { type: 'xstate.done.actor.status', output: off },
  { type: 'xstate.done.actor.status', output: on },
  { type: 'xstate.error.actor.status', error: new ApiError(0, { error: 'The server could not be reached' }) },
  { type: 'RETRY' },
  { type: 'START' },
  { type: 'xstate.done.actor.enrol', output: { secret, otpauthUrl: `otpauth://totp/Website%20Admin:ada?secret=${secret}` } },
  { type: 'xstate.error.actor.enrol', error: new ApiError(409, { error: 'The second factor is already on' }) },
  { type: 'CONFIRM', code: '123456' },
  { type: 'xstate.done.actor.confirm', output: { recoveryCodes } },
  { type: 'xstate.error.actor.confirm', error: new ApiError(400, { error: 'Invalid code' }) },
  { type: 'CODES_SAVED' },
  { type: 'TURN_OFF', password: 'correct horse battery staple', code: '654321' },
  { type: 'xstate.done.actor.turnOff', output: off },
  { type: 'xstate.error.actor.turnOff', error: new ApiError(400, { error: 'Wrong password' }) },
];

const setUp = () => {
  const stubs = createControlledActors(['status', 'enrol', 'confirm', 'turnOff'] as const);
  const actors: SecondFactorActors = {
    status: stubs.actor('status'),
    enrol: stubs.actor('enrol'),
    confirm: stubs.actor('confirm'),
    turnOff: stubs.actor('turnOff'),
  };
  renderView(<SecondFactorView />, { actors: { secondFactor: actors }, path: '/profile/second-factor' });
  return { stubs };
};

type Harness = ReturnType<typeof setUp>;

/** Replays one model event the way it happens for real: through the page, or by the server answering. */
async function replay(event: ModelEvent, { stubs }: Harness) {
  switch (event.type) {
    case 'RETRY':
      return userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    case 'START':
      return userEvent.click(await screen.findByRole('button', { name: 'Turn on second factor' }));
    case 'CONFIRM':
      await userEvent.clear(screen.getByRole('textbox', { name: 'Code' }));
      await userEvent.type(screen.getByRole('textbox', { name: 'Code' }), event.code);
      return userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    case 'CODES_SAVED':
      return userEvent.click(screen.getByRole('button', { name: 'I have saved them' }));
    case 'TURN_OFF':
      await userEvent.clear(screen.getByLabelText(/^Current password/, { selector: 'input' }));
      await userEvent.type(screen.getByLabelText(/^Current password/, { selector: 'input' }), event.password);
      await userEvent.clear(screen.getByRole('textbox', { name: 'Code or recovery code' }));
      await userEvent.type(screen.getByRole('textbox', { name: 'Code or recovery code' }), event.code);
      return userEvent.click(screen.getByRole('button', { name: 'Turn off second factor' }));
    default: {
      const id = (['status', 'enrol', 'confirm', 'turnOff'] as const).find((actor) => event.type.endsWith(`.${actor}`));
      if (!id) throw new Error(`no actor for ${event.type}`);
      await waitFor(() => expect(stubs.waiting(id)).toBe(true));
      stubs.settle(event);
    }
  }
}

/** What each state looks like on the page. */
async function assertScreen(state: Snapshot) {
  expect(screen.getByRole('heading', { name: 'Second factor' })).toBeInTheDocument();
  const { errorMessage } = state.context;
  if (state.matches('loading')) expect(await screen.findByLabelText('Loading')).toBeInTheDocument();
  if (state.matches('loadFailed')) expect(await screen.findByText('Unable to load your second factor')).toBeInTheDocument();
  if (state.matches('off')) {
    expect(await screen.findByRole('button', { name: 'Turn on second factor' })).not.toHaveAttribute('data-loading');
    if (errorMessage) expect(screen.getByRole('alert')).toHaveTextContent('The second factor is already on');
  }
  if (state.matches('starting'))
    await waitFor(() => expect(screen.getByRole('button', { name: 'Turn on second factor' })).toHaveAttribute('data-loading', 'true'));
  if (state.matches('enrolling')) {
    expect(await screen.findByRole('img', { name: 'QR code for your authenticator app' })).toBeInTheDocument();
    expect(screen.getByTestId('totp-secret')).toHaveTextContent(secret);
    expect(screen.getByRole('textbox', { name: 'Code' })).toBeEnabled();
    if (errorMessage) expect(screen.getByRole('alert')).toHaveTextContent('Invalid code');
    else expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  }
  if (state.matches('confirming')) await waitFor(() => expect(screen.getByRole('textbox', { name: 'Code' })).toBeDisabled());
  if (state.matches('codes')) {
    expect(await screen.findByText('Save your recovery codes')).toBeInTheDocument();
    for (const code of recoveryCodes) expect(screen.getByText(code)).toBeInTheDocument();
  }
  if (state.matches('on')) {
    expect(await screen.findByText(/7 of 10 recovery codes left\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Turn off second factor' })).not.toHaveAttribute('data-loading');
    if (errorMessage) expect(screen.getByRole('alert')).toHaveTextContent('Wrong password');
  }
  if (state.matches('turningOff'))
    await waitFor(() => expect(screen.getByRole('button', { name: 'Turn off second factor' })).toHaveAttribute('data-loading', 'true'));
}

const describePath = (path: StatePath<Snapshot, ModelEvent>) =>
  path.steps
    .slice(1)
    .map(({ event, state }) => `${event.type} -> ${JSON.stringify(state.value)}`)
    .join(', ') || 'start';

// A toast an earlier test left on screen is an alert too; each test starts with none.
beforeEach(() => act(() => notifications.clean()));

describe('the second factor tab', () => {
  const paths = coveringTransitions(
    getShortestPaths(secondFactorMachine, { events: events as never }) as StatePath<Snapshot, ModelEvent>[],
  );

  it('covers every state', () => {
    expect(coveredLeafStateIds(paths)).toEqual(leafStateIds(secondFactorMachine));
  });

  it.each(paths.map((path) => [describePath(path), path] as const))('%s', async (_, path) => {
    const harness = setUp();
    const [start, ...steps] = path.steps;
    if (start) await assertScreen(start.state);
    for (const step of steps) {
      await replay(step.event, harness);
      await assertScreen(step.state);
    }
    for (const call of harness.stubs.calls.confirm) expect(call).toEqual({ code: '123456' });
    for (const call of harness.stubs.calls.turnOff) expect(call).toEqual({ password: 'correct horse battery staple', code: '654321' });
  });
});
