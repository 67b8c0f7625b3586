import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useActor } from '@xstate/react';
import { fromPromise } from 'xstate';
import { expect, fn, userEvent, within } from 'storybook/test';
import { invalidCredentialsMessage, invalidSignInLinkMessage } from '../../../domain/api/signIn.schema';
import { refused, type LoginInput, type PreauthInput, type SignInOutput } from '../../../machines/signIn/signIn.actors';
import { signInMachine, type SignInContext } from '../../../machines/signIn/signIn.machine';
import { LoginView } from './LoginView';

const signedIn: SignInOutput = {
  user: { id: 3, name: 'Ada Admin', role: 'admin', image: null, email: 'ada@example.com', trello_id: null },
  redirect: null,
};

type StateValue = 'idle' | 'loading' | 'failure' | 'authenticating' | 'success';

type Props = {
  state: StateValue;
  context?: Partial<SignInContext>;
  /** Called by the success action instead of storing the user and navigating. */
  onSignedIn: (output: SignInOutput) => void;
};

/**
 * The real machine, started in `state` with machine.resolveState (no invoke runs for the starting
 * state). Later submits use stub actors: password 'password' signs in, anything else fails;
 * a sign-in link never settles.
 */
function LoginViewInState({ state, context, onSignedIn }: Props) {
  const [machine] = useState(() =>
    signInMachine.provide({
      actors: {
        login: fromPromise<SignInOutput, LoginInput>(({ input }) =>
          new Promise((resolve, reject) =>
            setTimeout(() => (input.password === 'password' ? resolve(signedIn) : reject(refused(invalidCredentialsMessage))), 600),
          ),
        ),
        preauth: fromPromise<SignInOutput, PreauthInput>(() => new Promise(() => {})),
      },
      actions: { completeSignIn: (_, output) => onSignedIn(output) },
    }),
  );
  const [snapshot, send] = useActor(machine, {
    input: {},
    snapshot: machine.resolveState({ value: state, context: { preauthCode: null, errorMessage: null, ...context } }),
  });
  return <LoginView snapshot={snapshot} send={send} />;
}

const meta = {
  title: 'Sign in/LoginView',
  component: LoginViewInState,
  args: { state: 'idle', onSignedIn: fn() },
} satisfies Meta<typeof LoginViewInState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await userEvent.type(page.getByLabelText(/Email address/), 'ada@example.com');
    await userEvent.type(page.getByLabelText(/Password/), 'password');
    await userEvent.click(page.getByRole('button', { name: 'Sign in' }));
    await expect(await page.findByRole('button', { name: 'Loading...' })).toBeDisabled();
    await expect(args.onSignedIn).not.toHaveBeenCalled();
  },
};

export const Loading: Story = { args: { state: 'loading' } };

export const Failure: Story = {
  args: { state: 'failure', context: { errorMessage: invalidCredentialsMessage } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Invalid email or password');
  },
};

export const RateLimited: Story = {
  args: { state: 'failure', context: { errorMessage: 'Too many sign-in attempts. Try again in 5 minutes.' } },
};

export const Authenticating: Story = {
  args: { state: 'authenticating', context: { preauthCode: 'one-time-code' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Authenticating')).toBeInTheDocument();
  },
};

export const SignInLinkExpired: Story = {
  args: { state: 'failure', context: { preauthCode: 'one-time-code', errorMessage: invalidSignInLinkMessage } },
};

export const Success: Story = { args: { state: 'success' } };
