import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { useActor } from '@xstate/react';
import { fromPromise, type SnapshotFrom } from 'xstate';
import { getSimplePaths, type StatePath } from 'xstate/graph';
import { invalidCredentialsMessage, invalidSignInLinkMessage } from '../../domain/api/signIn.schema';
import { LoginView } from '../../src/views/signIn/LoginView';
import { refused, type LoginInput, type PreauthInput, type SignInOutput } from './signIn.actors';
import { signInMachine, type SignInEvent } from './signIn.machine';

type Snapshot = SnapshotFrom<typeof signInMachine>;
type ModelEvent =
  | SignInEvent
  | { type: 'xstate.done.actor.login' | 'xstate.done.actor.preauth'; output: SignInOutput }
  | { type: 'xstate.error.actor.login' | 'xstate.error.actor.preauth'; error: unknown };

const output: SignInOutput = {
  user: { id: 3, name: 'Ada Admin', role: 'admin', image: null, email: 'ada@example.com', trello_id: null },
  redirect: '/scrapes',
};
const rateLimitedMessage = 'Too many sign-in attempts. Try again in 5 minutes.';

/** Every event the model may take: the user's submit, and each way each actor can settle. */
const events: ModelEvent[] = [
  { type: 'SUBMIT', username: 'ada@example.com', password: 'correct horse' },
  { type: 'xstate.done.actor.login', output },
  { type: 'xstate.error.actor.login', error: refused(invalidCredentialsMessage) },
  { type: 'xstate.error.actor.login', error: refused(rateLimitedMessage) },
  { type: 'xstate.error.actor.login', error: new TypeError('Failed to fetch') },
  { type: 'xstate.done.actor.preauth', output },
  { type: 'xstate.error.actor.preauth', error: refused(invalidSignInLinkMessage) },
];

/** A promise the test settles when the path says the actor is done. */
type Deferred = { resolve: (value: SignInOutput) => void; reject: (error: unknown) => void };

function setUp(input: { preauthCode?: string }) {
  const pending: Record<'login' | 'preauth', Deferred[]> = { login: [], preauth: [] };
  const received: { login: LoginInput[]; preauth: PreauthInput[] } = { login: [], preauth: [] };
  const settleable = <I,>(name: 'login' | 'preauth', inputs: I[]) =>
    fromPromise<SignInOutput, I>(
      ({ input: actorInput }) =>
        new Promise((resolve, reject) => {
          inputs.push(actorInput);
          pending[name].push({ resolve, reject });
        }),
    );
  const completeSignIn = vi.fn<(output: SignInOutput) => void>();
  const machine = signInMachine.provide({
    actors: { login: settleable('login', received.login), preauth: settleable('preauth', received.preauth) },
    actions: { completeSignIn: (_, params) => completeSignIn(params) },
  });

  function Page() {
    const [snapshot, send] = useActor(machine, { input });
    return <LoginView snapshot={snapshot} send={send} />;
  }
  render(
    <MantineProvider>
      <Page />
    </MantineProvider>,
  );
  return { pending, received, completeSignIn };
}

type Harness = ReturnType<typeof setUp>;

/** Replays one model event the way it happens for real: through the form, or by the server answering. */
async function replay(event: ModelEvent, harness: Harness) {
  if (event.type === 'SUBMIT') {
    const email = screen.getByLabelText(/Email address/);
    const password = screen.getByLabelText(/Password/);
    await userEvent.clear(email);
    await userEvent.type(email, event.username);
    await userEvent.clear(password);
    await userEvent.type(password, event.password);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    return;
  }
  const [, kind, , actor] = event.type.split('.') as [string, 'done' | 'error', string, 'login' | 'preauth'];
  const deferred = harness.pending[actor].at(-1);
  if (!deferred) throw new Error(`The model settles ${actor}, but the page never started it`);
  if (kind === 'done') deferred.resolve((event as { output: SignInOutput }).output);
  else deferred.reject((event as { error: unknown }).error);
}

/** What each state looks like on the page. */
async function assertScreen(state: Snapshot, harness: Harness) {
  expect(screen.getByRole('heading', { name: 'Sign in to your account' })).toBeInTheDocument();
  if (state.matches('idle')) {
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  }
  if (state.matches('loading')) {
    expect(await screen.findByRole('button', { name: 'Loading...' })).toBeDisabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  }
  if (state.matches('authenticating')) {
    expect(await screen.findByText('Authenticating')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeDisabled();
  }
  if (state.matches('failure')) {
    expect(await screen.findByRole('alert')).toHaveTextContent(state.context.errorMessage ?? '');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    await waitFor(() => expect(screen.queryByText('Authenticating')).not.toBeInTheDocument());
  }
  if (state.matches('success')) {
    await waitFor(() => expect(harness.completeSignIn).toHaveBeenCalledTimes(1));
    expect(harness.completeSignIn).toHaveBeenCalledWith(output);
    expect(screen.getByRole('button', { name: 'Loading...' })).toBeDisabled();
  } else {
    expect(harness.completeSignIn).not.toHaveBeenCalled();
  }
}

const describePath = (path: StatePath<Snapshot, ModelEvent>) =>
  path.steps
    .slice(1)
    .map(({ event, state }) => {
      const detail = 'error' in event ? ` (${event.error instanceof Error ? event.error.message : (event.error as { message: string }).message})` : '';
      return `${event.type}${detail} -> ${String(state.value)}`;
    })
    .join(', ') || 'start';

// Simple paths reach every state by every route that does not revisit one (each failure message
// is its own state, as the context differs); the sign-in link model also retries after a failure.
const models = [
  { name: 'e-mail and password', input: {} },
  { name: 'sign-in link (?u=)', input: { preauthCode: 'one-time-code' } },
] as const;

afterEach(() => vi.restoreAllMocks());

describe.each(models)('sign in by $name', ({ input }) => {
  const modelPaths = getSimplePaths(signInMachine, { input, events: events as never }) as StatePath<Snapshot, ModelEvent>[];

  it('covers every state the path can reach', () => {
    const reached = new Set(modelPaths.flatMap((path) => path.steps.map((step) => String(step.state.value))));
    const expected = 'preauthCode' in input ? ['authenticating', 'failure', 'loading', 'success'] : ['failure', 'idle', 'loading', 'success'];
    expect([...reached].sort()).toEqual(expected);
  });

  it.each(modelPaths.map((path) => [describePath(path), path] as const))('%s', async (_, path) => {
    const harness = setUp(input);
    // The first step is the start ('xstate.init'), which the page reaches by rendering.
    const [start, ...steps] = path.steps;
    if (start) await assertScreen(start.state, harness);
    for (const step of steps) {
      await replay(step.event, harness);
      await assertScreen(step.state, harness);
    }
    if ('preauthCode' in input) expect(harness.received.preauth[0]).toEqual({ code: 'one-time-code' });
    for (const login of harness.received.login) expect(login).toEqual({ username: 'ada@example.com', password: 'correct horse' });
  });
});
