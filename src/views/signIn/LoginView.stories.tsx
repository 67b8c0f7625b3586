import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyWiring } from '../../testing/storyWiring';
import { refused, type StubAnswer } from '../../testing/stubAnswer';
import { signedInAda, signInActorsFixture } from './signInFixtures';
import { LoginView } from './LoginView';

const wired = (answers: { login?: StubAnswer; preauth?: StubAnswer } = {}) =>
  storyWiring({ path: '/login', actors: () => ({ signIn: signInActorsFixture(answers) }) });

/** One story per state of signInMachine. */
const meta = {
  title: 'signIn/LoginView',
  component: LoginView,
  args: { preauthCode: null, onSignedIn: fn() },
  parameters: wired(),
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
