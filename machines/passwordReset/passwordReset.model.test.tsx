import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import { getSimplePaths, type StatePath } from 'xstate/graph';
import { ApiError } from '../../domain/api/apiError';
import { createControlledActors, isActorEvent } from '../../src/testing/controlledActors';
import { renderView } from '../../src/testing/ViewWiring';
import { ForgotPasswordView } from '../../src/views/passwordReset/ForgotPasswordView';
import { ResetPasswordView } from '../../src/views/passwordReset/ResetPasswordView';
import { forgotPasswordMachine } from './forgotPassword.machine';
import type { PasswordResetActors } from './passwordReset.actors';
import { resetPasswordMachine } from './resetPassword.machine';

const sameAnswer = 'If that address belongs to an account, a link to set a new password is on its way.';

function setUp(view: 'forgot' | 'reset') {
  const stubs = createControlledActors(['requestLink', 'resetPassword'] as const);
  const actors: PasswordResetActors = { requestLink: stubs.actor('requestLink'), resetPassword: stubs.actor('resetPassword') };
  renderView(view === 'forgot' ? <ForgotPasswordView /> : <ResetPasswordView token="the-token" />, {
    actors: { passwordReset: actors },
    path: view === 'forgot' ? '/forgot-password' : '/reset-password/the-token',
  });
  return stubs;
}

type Stubs = ReturnType<typeof setUp>;
type Snapshot = AnyMachineSnapshot;
type ModelEvent = AnyEventObject;

const describePath = (path: StatePath<Snapshot, ModelEvent>) =>
  path.steps
    .slice(1)
    .map(
      ({ event, state }) =>
        `${event.type}${'error' in event ? ` (${String((event.error as Error).message)})` : ''} -> ${String(state.value)}`,
    )
    .join(', ') || 'start';

const pathsOf = (machine: AnyStateMachine, events: ModelEvent[], input?: unknown) =>
  getSimplePaths(machine, { events: events as never, ...(input ? { input } : {}) }) as unknown as StatePath<Snapshot, ModelEvent>[];

describe('forgot password', () => {
  const events: ModelEvent[] = [
    { type: 'SUBMIT', email: 'dana@example.com' },
    { type: 'xstate.done.actor.requestLink', output: { message: sameAnswer } },
    { type: 'xstate.error.actor.requestLink', error: new ApiError(429, { error: 'Too many requests. Try again in 12 minutes.' }) },
    { type: 'xstate.error.actor.requestLink', error: new ApiError(0, { error: 'The server could not be reached' }) },
  ];
  const paths = pathsOf(forgotPasswordMachine, events);
  const shown: Record<string, string> = {
    429: 'Too many requests. Try again in 12 minutes.',
    0: 'Unable to send the link. Try again.',
  };

  it('covers every state', () => {
    expect([...new Set(paths.flatMap((path) => path.steps.map((step) => String(step.state.value))))].sort()).toEqual([
      'editing',
      'sending',
      'sent',
    ]);
  });

  it.each(paths.map((path) => [describePath(path), path] as const))('%s', async (_, path) => {
    const stubs = setUp('forgot');
    let lastError: string | null = null;
    for (const [index, { event, state }] of path.steps.entries()) {
      if (index > 0) await replayForgot(event, stubs);
      if (event.type === 'xstate.error.actor.requestLink') lastError = shown[String((event.error as ApiError).status)] ?? null;
      if (state.matches('editing')) {
        expect(await screen.findByRole('heading', { name: 'Forgot your password?' })).toBeInTheDocument();
        if (lastError) expect(await screen.findByRole('alert')).toHaveTextContent(lastError);
        else expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      }
      if (state.matches('sending'))
        await waitFor(() => expect(screen.getByRole('button', { name: 'Send the link' })).toHaveAttribute('data-loading', 'true'));
      if (state.matches('sent')) {
        expect(await screen.findByRole('heading', { name: 'Check your e-mail' })).toBeInTheDocument();
        expect(screen.getByRole('status')).toHaveTextContent(sameAnswer);
      }
    }
    for (const input of stubs.calls.requestLink) expect(input).toEqual({ email: 'dana@example.com' });
  });

  async function replayForgot(event: ModelEvent, stubs: Stubs) {
    if (isActorEvent(event)) {
      await waitFor(() => expect(stubs.waiting('requestLink')).toBe(true));
      stubs.settle(event);
      return;
    }
    const email = screen.getByLabelText(/Email address/);
    await userEvent.clear(email);
    await userEvent.type(email, 'dana@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send the link' }));
  }
});

describe('reset password', () => {
  const events: ModelEvent[] = [
    { type: 'SUBMIT', password: 'short' },
    { type: 'SUBMIT', password: 'a brand new passphrase' },
    { type: 'xstate.done.actor.resetPassword', output: { email: 'dana@example.com' } },
    { type: 'xstate.error.actor.resetPassword', error: new ApiError(410, { error: 'This reset link is invalid or has expired' }) },
    {
      type: 'xstate.error.actor.resetPassword',
      error: new ApiError(400, { error: 'Invalid password', field: 'password', reason: 'This password is too common; choose another' }),
    },
  ];
  const paths = pathsOf(resetPasswordMachine, events, { token: 'the-token' });

  it('covers every state', () => {
    expect([...new Set(paths.flatMap((path) => path.steps.map((step) => String(step.state.value))))].sort()).toEqual([
      'done',
      'editing',
      'linkGone',
      'saving',
    ]);
  });

  it.each(paths.map((path) => [describePath(path), path] as const))('%s', async (_, path) => {
    const stubs = setUp('reset');
    let problem: string | null = null;
    for (const [index, { event, state }] of path.steps.entries()) {
      if (index > 0) await replayReset(event, stubs);
      if (event.type === 'SUBMIT') problem = event.password === 'short' ? 'At least 12 characters' : null;
      if (event.type === 'xstate.error.actor.resetPassword' && (event.error as ApiError).status === 400)
        problem = 'This password is too common; choose another';
      if (state.matches('editing')) {
        expect(await screen.findByRole('heading', { name: 'Set a new password' })).toBeInTheDocument();
        if (problem) expect(await screen.findByText(problem)).toBeInTheDocument();
      }
      if (state.matches('saving'))
        await waitFor(() => expect(screen.getByRole('button', { name: 'Set password' })).toHaveAttribute('data-loading', 'true'));
      if (state.matches('done'))
        expect(await screen.findByRole('status')).toHaveTextContent('Your new password is set, and every session of yours is signed out.');
      if (state.matches('linkGone')) {
        expect(await screen.findByRole('heading', { name: 'This link no longer works' })).toBeInTheDocument();
        expect(screen.getByRole('link', { name: 'Send a new link' })).toHaveAttribute('href', '/forgot-password');
      }
    }
    for (const input of stubs.calls.resetPassword) expect(input).toEqual({ token: 'the-token', password: 'a brand new passphrase' });
  });

  async function replayReset(event: ModelEvent, stubs: Stubs) {
    if (isActorEvent(event)) {
      await waitFor(() => expect(stubs.waiting('resetPassword')).toBe(true));
      stubs.settle(event);
      return;
    }
    const field = screen.getByLabelText(/New password/);
    await userEvent.clear(field);
    await userEvent.type(field, (event as unknown as { password: string }).password);
    await userEvent.click(screen.getByRole('button', { name: 'Set password' }));
  }
});
