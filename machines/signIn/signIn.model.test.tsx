import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { getSimplePaths, type StatePath } from 'xstate/graph';
import { ApiError, apiFailureOf } from '../../domain/api/apiError';
import type { OidcOutcome } from '../../domain/api/oidc.schema';
import { createControlledActors } from '../../src/testing/controlledActors';
import { renderView } from '../../src/testing/ViewWiring';
import { LoginView } from '../../src/views/signIn/LoginView';
import type { CodeRequired, SignInActors, SignInOutput } from './signIn.actors';
import { signInMachine, type SignInEvent } from './signIn.machine';

type Snapshot = SnapshotFrom<typeof signInMachine>;
type ActorId = 'login' | 'preauth' | 'resume' | 'loginTotp';
type ModelEvent =
  | SignInEvent
  | { type: `xstate.done.actor.${ActorId}`; output: SignInOutput | CodeRequired }
  | { type: `xstate.error.actor.${ActorId}`; error: unknown };

const output: SignInOutput = {
  user: { id: 3, name: 'Ada Admin', role: 'admin', image: null, email: 'ada@example.com', trello_id: null },
  redirect: '/scrapes',
};
const rateLimitedMessage = 'Too many sign-in attempts. Try again in 5 minutes.';
const offline = new ApiError(0, { error: 'The server could not be reached' });
const expiredTicket = 'This sign-in has expired. Sign in again.';

/** Every event the model may take: the user's submit, and each way each actor can settle. */
const events: ModelEvent[] = [
  { type: 'SUBMIT', username: 'ada@example.com', password: 'correct horse' },
  { type: 'xstate.done.actor.login', output },
  { type: 'xstate.error.actor.login', error: new ApiError(401, { error: 'Invalid email or password' }) },
  { type: 'xstate.error.actor.login', error: new ApiError(429, { error: rateLimitedMessage }) },
  // Part 1 §5: a 200 that is not SUCCESS is a failed sign-in too, whatever it says.
  { type: 'xstate.error.actor.login', error: new ApiError(200, { error: 'whatever' }) },
  { type: 'xstate.error.actor.login', error: offline },
  { type: 'xstate.done.actor.preauth', output },
  { type: 'xstate.error.actor.preauth', error: new ApiError(401, { error: 'This sign-in link is invalid or has expired' }) },
  { type: 'xstate.error.actor.preauth', error: offline },
  { type: 'xstate.done.actor.resume', output },
  { type: 'xstate.error.actor.resume', error: offline },
];

/** The second factor (issue 29): the password asks for a code, which signs in or is refused. */
const codeStepEvents: ModelEvent[] = [
  { type: 'xstate.done.actor.login', output: { ticket: 'sign-in-ticket' } },
  { type: 'TOGGLE_RECOVERY_CODE' },
  { type: 'SUBMIT_CODE', code: '123456' },
  { type: 'xstate.done.actor.loginTotp', output },
  { type: 'xstate.error.actor.loginTotp', error: new ApiError(401, { error: 'Invalid code' }) },
  { type: 'xstate.error.actor.loginTotp', error: new ApiError(429, { error: rateLimitedMessage }) },
  { type: 'xstate.error.actor.loginTotp', error: new ApiError(401, { error: expiredTicket }) },
];

/** What the page says after each failure: the server's words only for a rate limit, else the path's own text. */
const shownFor = (event: ModelEvent): string | null => {
  if (event.type === 'xstate.error.actor.preauth') return 'This sign-in link is invalid or has expired';
  if (event.type === 'xstate.error.actor.resume') return 'Sign-in with the identity provider did not complete. Please try again.';
  if (event.type === 'xstate.error.actor.loginTotp') {
    const failure = apiFailureOf(event.error);
    if (failure?.status === 429) return rateLimitedMessage;
    return failure?.error === expiredTicket ? expiredTicket : 'Invalid code';
  }
  if (event.type !== 'xstate.error.actor.login') return null;
  return apiFailureOf(event.error)?.status === 429 ? rateLimitedMessage : 'Invalid email or password';
};

function setUp(preauthCode: string | null, oidc: OidcOutcome | null = null) {
  const stubs = createControlledActors(['login', 'preauth', 'loadOptions', 'resume', 'loginTotp'] as const);
  const actors: SignInActors = {
    login: stubs.actor('login'),
    preauth: stubs.actor('preauth'),
    loadOptions: stubs.actor('loadOptions'),
    resume: stubs.actor('resume'),
    loginTotp: stubs.actor('loginTotp'),
  };
  const onSignedIn = vi.fn<(signedIn: SignInOutput) => void>();
  renderView(<LoginView preauthCode={preauthCode} oidc={oidc} returnTo="/sites/12" onSignedIn={onSignedIn} />, {
    actors: { signIn: actors },
    path: '/login',
  });
  return { stubs, onSignedIn };
}

type Harness = ReturnType<typeof setUp>;

/** Replays one model event the way it happens for real: through the form, or by the server answering. */
async function replay(event: ModelEvent, { stubs }: Harness) {
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
  if (event.type === 'TOGGLE_RECOVERY_CODE') {
    await userEvent.click(screen.getByRole('button', { name: /^Use (a recovery code|the code from your app)$/ }));
    return;
  }
  if (event.type === 'SUBMIT_CODE') {
    const code = screen.getByRole('textbox', { name: /^(Code|Recovery code)$/ });
    await userEvent.clear(code);
    await userEvent.type(code, event.code);
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    return;
  }
  const id = (['loginTotp', 'login', 'preauth', 'resume'] as const).find((actor) => event.type.endsWith(`.${actor}`)) ?? 'login';
  await waitFor(() => expect(stubs.waiting(id)).toBe(true));
  stubs.settle(event);
}

/** What each state looks like on the page; `shown` is the failure text the last event calls for. */
async function assertScreen(state: Snapshot, shown: string | null, { onSignedIn }: Harness) {
  expect(screen.getByRole('heading', { name: 'Sign in to your account' })).toBeInTheDocument();
  if (state.matches('idle')) {
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  }
  if (state.matches('loading')) {
    expect(await screen.findByRole('button', { name: 'Loading...' })).toBeDisabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  }
  if (state.matches('authenticating') || state.matches('resuming')) {
    expect(await screen.findByText('Authenticating')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeDisabled();
  }
  if (state.matches('failure')) {
    if (shown === null) throw new Error('a failure follows a failed call');
    expect(state.context.errorMessage).toBe(shown);
    expect(await screen.findByRole('alert')).toHaveTextContent(shown);
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    await waitFor(() => expect(screen.queryByText('Authenticating')).not.toBeInTheDocument());
  }
  if (state.matches('code')) {
    const label = state.context.recoveryCode ? 'Recovery code' : 'Code';
    expect(await screen.findByRole('textbox', { name: label })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Verify' })).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/Password/)).not.toBeInTheDocument();
  }
  if (state.matches('verifyingCode')) {
    expect(await screen.findByRole('button', { name: 'Verifying...' })).toBeDisabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  }
  if (state.matches('codeFailure')) {
    if (shown === null) throw new Error('a failure follows a failed call');
    expect(await screen.findByRole('alert')).toHaveTextContent(shown);
    expect(screen.getByRole('textbox', { name: state.context.recoveryCode ? 'Recovery code' : 'Code' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Verify' })).toBeEnabled();
  }
  if (state.matches('success')) {
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(onSignedIn).toHaveBeenCalledWith(output);
    const afterCode = state.context.ticket !== null;
    expect(screen.getByRole('button', { name: afterCode ? 'Verifying...' : 'Loading...' })).toBeDisabled();
  } else {
    expect(onSignedIn).not.toHaveBeenCalled();
  }
}

const describeError = (error: unknown) => {
  const failure = apiFailureOf(error);
  return failure ? `${failure.status} ${failure.error}` : String(error);
};

const describePath = (path: StatePath<Snapshot, ModelEvent>) =>
  path.steps
    .slice(1)
    .map(({ event, state }) => `${event.type}${'error' in event ? ` (${describeError(event.error)})` : ''} -> ${String(state.value)}`)
    .join(', ') || 'start';

// Simple paths reach every state by every route that does not revisit one (each failure message
// is its own state, as the context differs); the sign-in link model also retries after a failure.
// The second factor's step follows a password whichever way the page opened, so only the e-mail and
// password model walks it: the other models would repeat the same paths after their own start.
const models = [
  {
    name: 'e-mail and password',
    preauthCode: null,
    oidc: null,
    reaches: ['code', 'codeFailure', 'failure', 'idle', 'loading', 'success', 'verifyingCode'],
    shownAtStart: null,
    modelEvents: [...events, ...codeStepEvents],
  },
  {
    name: 'sign-in link (?u=)',
    preauthCode: 'one-time-code',
    oidc: null,
    reaches: ['authenticating', 'failure', 'loading', 'success'],
    shownAtStart: null,
    modelEvents: events,
  },
  {
    name: 'the identity provider (back signed in, ?oidc=signedIn)',
    preauthCode: null,
    oidc: 'signedIn',
    reaches: ['failure', 'loading', 'resuming', 'success'],
    shownAtStart: null,
    modelEvents: events,
  },
  {
    name: 'the identity provider (refused, ?oidc=unknown)',
    preauthCode: null,
    oidc: 'unknown',
    reaches: ['failure', 'loading', 'success'],
    shownAtStart: 'No active account here uses your e-mail address. Ask an admin to invite you.',
    modelEvents: events,
  },
] as const;

describe.each(models)('sign in by $name', ({ preauthCode, oidc, reaches, shownAtStart, modelEvents }) => {
  const modelPaths = getSimplePaths(signInMachine, { input: { preauthCode, oidc }, events: modelEvents as never }) as StatePath<
    Snapshot,
    ModelEvent
  >[];

  it('covers every state the path can reach', () => {
    const reached = new Set(modelPaths.flatMap((path) => path.steps.map((step) => String(step.state.value))));
    expect([...reached].sort()).toEqual(reaches);
  });

  it.each(modelPaths.map((path) => [describePath(path), path] as const))('%s', async (_, path) => {
    const harness = setUp(preauthCode, oidc);
    // The first step is the start ('xstate.init'), which the page reaches by rendering.
    const [start, ...steps] = path.steps;
    if (start) await assertScreen(start.state, shownAtStart, harness);
    for (const step of steps) {
      await replay(step.event, harness);
      await assertScreen(step.state, shownFor(step.event), harness);
    }
    if (preauthCode) expect(harness.stubs.calls.preauth[0]).toEqual({ u: 'one-time-code' });
    for (const login of harness.stubs.calls.login) expect(login).toEqual({ username: 'ada@example.com', password: 'correct horse' });
    for (const code of harness.stubs.calls.loginTotp) expect(code).toEqual({ ticket: 'sign-in-ticket', code: '123456' });
  });
});

describe('what the sign-in page offers (GET /api/signIn/options)', () => {
  it("shows 'Sign in with {label}' beside the form, starting at the provider with the way back", async () => {
    const { stubs } = setUp(null);
    await waitFor(() => expect(stubs.waiting('loadOptions')).toBe(true));
    expect(screen.queryByRole('link', { name: /Sign in with/ })).not.toBeInTheDocument();
    stubs.settle({ type: 'xstate.done.actor.loadOptions', output: { passwordSignIn: true, oidc: { label: 'Acme Google' } } });
    const button = await screen.findByRole('link', { name: 'Sign in with Acme Google' });
    expect(button).toHaveAttribute('href', '/auth/oidc/start?returnTo=%2Fsites%2F12');
    expect(screen.getByLabelText(/Email address/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('hides the e-mail and password form when password sign-in is off', async () => {
    const { stubs } = setUp(null);
    await waitFor(() => expect(stubs.waiting('loadOptions')).toBe(true));
    stubs.settle({ type: 'xstate.done.actor.loadOptions', output: { passwordSignIn: false, oidc: { label: 'company account' } } });
    await screen.findByRole('link', { name: 'Sign in with company account' });
    expect(screen.queryByLabelText(/Email address/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/Password/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('keeps the password form and no provider button when the options cannot be read', async () => {
    const { stubs } = setUp(null);
    await waitFor(() => expect(stubs.waiting('loadOptions')).toBe(true));
    stubs.settle({ type: 'xstate.error.actor.loadOptions', error: offline });
    await waitFor(() => expect(stubs.waiting('loadOptions')).toBe(false));
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    expect(screen.queryByRole('link', { name: /Sign in with/ })).not.toBeInTheDocument();
  });
});
