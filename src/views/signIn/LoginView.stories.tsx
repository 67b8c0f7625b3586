import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyWiring } from '../../testing/storyWiring';
import { refused, type StubAnswer } from '../../testing/stubAnswer';
import type { SignInOptions } from '../../../domain/api/oidc.schema';
import { signedInAda, signInActorsFixture } from './signInFixtures';
import { LoginView } from './LoginView';
import { machineDoc } from '../../stories/machineDocs';
import { signInMachine } from '../../../machines/signIn/signIn.machine';
import { signInNotes } from '../../stories/notes/signInNotes';

const wired = (
  answers: { login?: StubAnswer; preauth?: StubAnswer; resume?: StubAnswer; loginTotp?: StubAnswer } = {},
  setup: { options?: SignInOptions; secondFactor?: boolean } = {},
) => storyWiring({ path: '/login', actors: () => ({ signIn: signInActorsFixture(answers, setup) }) });

const withProvider = { options: { passwordSignIn: true, oidc: { label: 'Acme Google' } } };

/** Ada has a second factor (issue 29): the password asks for a code. */
const withCode = (answers: { loginTotp?: StubAnswer } = {}) => wired(answers, { secondFactor: true });

/** One story per state of signInMachine. */
const meta = {
  title: 'signIn',
  component: LoginView,
  args: { preauthCode: null, oidc: null, returnTo: '/', onSignedIn: fn() },
  parameters: { machineDocs: [machineDoc(signInMachine, signInNotes)], ...wired() },
} satisfies Meta<typeof LoginView>;

export default meta;
type Story = StoryObj<typeof meta>;

const signIn = async (canvasElement: HTMLElement) => {
  const page = within(canvasElement);
  await userEvent.type(page.getByLabelText(/Email address/), 'ada@example.com');
  await userEvent.type(page.getByLabelText(/Password/), 'password');
  await userEvent.click(page.getByRole('button', { name: 'Sign in' }));
  return page;
};

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeInTheDocument();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    await expect(page.queryByRole('alert')).toBeNull();
  },
};

export const Loading: Story = {
  args: { onSignedIn: fn() },
  parameters: wired({ login: 'pending' }),
  play: async ({ canvasElement, args }) => {
    const page = await signIn(canvasElement);
    await expect(await page.findByRole('button', { name: 'Loading...' })).toBeDisabled();
    await expect(args.onSignedIn).not.toHaveBeenCalled();
  },
};

export const Failure: Story = {
  parameters: wired({ login: refused(401, 'Invalid email or password') }),
  play: async ({ canvasElement }) => {
    const page = await signIn(canvasElement);
    await expect(await page.findByRole('alert')).toHaveTextContent('Invalid email or password');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  },
};

/** The server's rate limit says how long to wait, in its own words. */
export const RateLimited: Story = {
  parameters: wired({ login: refused(429, 'Too many sign-in attempts. Try again in 5 minutes.') }),
  play: async ({ canvasElement }) => {
    const page = await signIn(canvasElement);
    await expect(await page.findByRole('alert')).toHaveTextContent('Too many sign-in attempts. Try again in 5 minutes.');
  },
};

export const Authenticating: Story = {
  args: { preauthCode: 'one-time-code' },
  parameters: wired({ preauth: 'pending' }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('Authenticating')).toBeInTheDocument();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeDisabled();
  },
};

export const SignInLinkExpired: Story = {
  args: { preauthCode: 'one-time-code' },
  parameters: wired({ preauth: refused(401, 'This sign-in link is invalid or has expired') }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('This sign-in link is invalid or has expired');
  },
};

export const Success: Story = {
  args: { onSignedIn: fn() },
  play: async ({ canvasElement, args }) => {
    const page = await signIn(canvasElement);
    await waitFor(() => expect(args.onSignedIn).toHaveBeenCalledWith(signedInAda));
    await expect(page.getByRole('button', { name: 'Loading...' })).toBeDisabled();
  },
};

/** OIDC_* set: the identity provider's button under the form. */
export const WithIdentityProvider: Story = {
  parameters: wired({}, withProvider),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const button = await page.findByRole('link', { name: 'Sign in with Acme Google' });
    await expect(button).toHaveAttribute('href', '/auth/oidc/start?returnTo=%2F');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  },
};

/** PASSWORD_SIGN_IN=0: the provider's button alone. */
export const IdentityProviderOnly: Story = {
  parameters: wired({}, { options: { passwordSignIn: false, oidc: { label: 'company account' } } }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('link', { name: 'Sign in with company account' })).toBeInTheDocument();
    await expect(page.queryByLabelText(/Email address/)).toBeNull();
    await expect(page.queryByRole('button', { name: 'Sign in' })).toBeNull();
  },
};

/** Back from the provider, signed in: the page asks who that is. */
export const Resuming: Story = {
  args: { oidc: 'signedIn' },
  parameters: wired({ resume: 'pending' }, withProvider),
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('Authenticating')).toBeInTheDocument();
    await expect(args.onSignedIn).not.toHaveBeenCalled();
  },
};

export const ResumedSignedIn: Story = {
  args: { oidc: 'signedIn', onSignedIn: fn() },
  parameters: wired({}, withProvider),
  play: async ({ args }) => {
    await waitFor(() => expect(args.onSignedIn).toHaveBeenCalledWith(signedInAda));
  },
};

/** The provider's e-mail belongs to nobody here. */
export const RefusedByIdentityProvider: Story = {
  args: { oidc: 'unknown' },
  parameters: wired({}, withProvider),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('alert')).toHaveTextContent(
      'No active account here uses your e-mail address. Ask an admin to invite you.',
    );
    await expect(await page.findByRole('link', { name: 'Sign in with Acme Google' })).toBeInTheDocument();
  },
};

export const Code: Story = {
  parameters: withCode(),
  play: async ({ canvasElement, args }) => {
    const page = await signIn(canvasElement);
    await expect(await page.findByRole('textbox', { name: 'Code' })).toBeEnabled();
    await expect(page.getByText('Enter the 6-digit code your authenticator app shows.')).toBeInTheDocument();
    await expect(page.queryByLabelText(/Password/)).toBeNull();
    await expect(args.onSignedIn).not.toHaveBeenCalled();
  },
};

export const RecoveryCode: Story = {
  parameters: withCode(),
  play: async ({ canvasElement }) => {
    const page = await signIn(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Use a recovery code' }));
    await expect(page.getByRole('textbox', { name: 'Recovery code' })).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Use the code from your app' })).toBeInTheDocument();
  },
};

const enterCode = async (page: Awaited<ReturnType<typeof signIn>>) => {
  await userEvent.type(await page.findByRole('textbox', { name: 'Code' }), '123456');
  await userEvent.click(page.getByRole('button', { name: 'Verify' }));
};

export const VerifyingCode: Story = {
  parameters: withCode({ loginTotp: 'pending' }),
  play: async ({ canvasElement }) => {
    const page = await signIn(canvasElement);
    await enterCode(page);
    await expect(await page.findByRole('button', { name: 'Verifying...' })).toBeDisabled();
  },
};

export const CodeFailure: Story = {
  parameters: withCode({ loginTotp: refused(401, 'Invalid code') }),
  play: async ({ canvasElement }) => {
    const page = await signIn(canvasElement);
    await enterCode(page);
    await expect(await page.findByRole('alert')).toHaveTextContent('Invalid code');
    await expect(page.getByRole('button', { name: 'Verify' })).toBeEnabled();
  },
};

/** The ticket ran out: the password form again, saying why. */
export const CodeStepExpired: Story = {
  parameters: withCode({ loginTotp: refused(401, 'This sign-in has expired. Sign in again.') }),
  play: async ({ canvasElement }) => {
    const page = await signIn(canvasElement);
    await enterCode(page);
    await expect(await page.findByRole('alert')).toHaveTextContent('This sign-in has expired. Sign in again.');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  },
};

export const SuccessWithCode: Story = {
  args: { onSignedIn: fn() },
  parameters: withCode(),
  play: async ({ canvasElement, args }) => {
    const page = await signIn(canvasElement);
    await enterCode(page);
    await waitFor(() => expect(args.onSignedIn).toHaveBeenCalledWith(signedInAda));
  },
};
