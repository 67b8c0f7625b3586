import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { storyWiring } from '../../testing/storyWiring';
import { refused, type StubAnswer } from '../../testing/stubAnswer';
import { fixtureRecoveryCodes, fixtureSecret, secondFactorActorsFixture } from './secondFactorFixtures';
import { SecondFactorView } from './SecondFactorView';
import { machineDoc } from '../../stories/machineDocs';
import { secondFactorMachine } from '../../../machines/secondFactor/secondFactor.machine';
import { secondFactorNotes } from '../../stories/notes/otherScreenNotes';

type Answers = Parameters<typeof secondFactorActorsFixture>[0];

const wired = (answers: Answers = {}, person: { enabled?: boolean; required?: boolean } = {}) =>
  storyWiring({ path: '/profile/second-factor', actors: () => ({ secondFactor: secondFactorActorsFixture(answers, person) }) });

/** One story per state of secondFactorMachine. */
const meta = {
  title: 'secondFactor',
  component: SecondFactorView,
  parameters: { machineDocs: [machineDoc(secondFactorMachine, secondFactorNotes)], ...wired() },
} satisfies Meta<typeof SecondFactorView>;

export default meta;
type Story = StoryObj<typeof meta>;

const start = async (canvasElement: HTMLElement) => {
  const page = within(canvasElement);
  await userEvent.click(await page.findByRole('button', { name: 'Turn on second factor' }));
  return page;
};

const confirmCode = async (page: Awaited<ReturnType<typeof start>>) => {
  await userEvent.type(await page.findByRole('textbox', { name: 'Code' }), '123456');
  await userEvent.click(page.getByRole('button', { name: 'Confirm' }));
};

export const Loading: Story = {
  parameters: wired({ status: 'pending' }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByLabelText('Loading')).toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  parameters: wired({ status: { fail: new Error('offline') } satisfies StubAnswer }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('Unable to load your second factor')).toBeInTheDocument();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

export const Off: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('button', { name: 'Turn on second factor' })).toBeEnabled();
    await expect(page.queryByText('Set up your second factor')).toBeNull();
  },
};

/** REQUIRE_2FA names the person's role: the app sent them here. */
export const Required: Story = {
  parameters: wired({}, { required: true }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('Set up your second factor')).toBeInTheDocument();
    await expect(page.getByText('Your role must use a second factor. Set it up here to continue using the app.')).toBeInTheDocument();
  },
};

export const Starting: Story = {
  parameters: wired({ enrol: 'pending' }),
  play: async ({ canvasElement }) => {
    const page = await start(canvasElement);
    await expect(page.getByRole('button', { name: 'Turn on second factor' })).toHaveAttribute('data-loading', 'true');
  },
};

export const Enrolling: Story = {
  play: async ({ canvasElement }) => {
    const page = await start(canvasElement);
    await expect(await page.findByRole('img', { name: 'QR code for your authenticator app' })).toBeInTheDocument();
    await expect(page.getByTestId('totp-secret')).toHaveTextContent(fixtureSecret);
    await expect(page.getByRole('button', { name: 'Confirm' })).toBeEnabled();
  },
};

export const Confirming: Story = {
  parameters: wired({ confirm: 'pending' }),
  play: async ({ canvasElement }) => {
    const page = await start(canvasElement);
    await confirmCode(page);
    await expect(page.getByRole('textbox', { name: 'Code' })).toBeDisabled();
  },
};

export const WrongCode: Story = {
  parameters: wired({ confirm: refused(400, 'Invalid code') }),
  play: async ({ canvasElement }) => {
    const page = await start(canvasElement);
    await confirmCode(page);
    await expect(await page.findByRole('alert')).toHaveTextContent('Invalid code');
    await expect(page.getByRole('textbox', { name: 'Code' })).toBeEnabled();
  },
};

export const Codes: Story = {
  play: async ({ canvasElement }) => {
    const page = await start(canvasElement);
    await confirmCode(page);
    await expect(await page.findByText('Save your recovery codes')).toBeInTheDocument();
    for (const code of fixtureRecoveryCodes) await expect(page.getByText(code)).toBeInTheDocument();
    await expect(page.getByRole('button', { name: 'Download' })).toBeEnabled();
    await userEvent.click(page.getByRole('button', { name: 'I have saved them' }));
    await expect(await page.findByText('10 of 10 recovery codes left.', { exact: false })).toBeInTheDocument();
  },
};

export const On: Story = {
  parameters: wired({}, { enabled: true }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText(/On since Nov 20, 2026\. 10 of 10 recovery codes left\./)).toBeInTheDocument();
    await expect(page.getByRole('button', { name: 'Turn off second factor' })).toBeEnabled();
  },
};

/** A required role keeps its second factor: no form to turn it off. */
export const OnAndRequired: Story = {
  parameters: wired({}, { enabled: true, required: true }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('Your role must keep a second factor.')).toBeInTheDocument();
    await expect(page.queryByRole('button', { name: 'Turn off second factor' })).toBeNull();
  },
};

const turnOff = async (canvasElement: HTMLElement) => {
  const page = within(canvasElement);
  await userEvent.type(await page.findByLabelText(/^Current password/, { selector: 'input' }), 'correct horse battery staple');
  await userEvent.type(page.getByRole('textbox', { name: 'Code or recovery code' }), '123456');
  await userEvent.click(page.getByRole('button', { name: 'Turn off second factor' }));
  return page;
};

export const TurningOff: Story = {
  parameters: wired({ turnOff: 'pending' }, { enabled: true }),
  play: async ({ canvasElement }) => {
    const page = await turnOff(canvasElement);
    await expect(page.getByRole('button', { name: 'Turn off second factor' })).toHaveAttribute('data-loading', 'true');
  },
};

export const TurnOffRefused: Story = {
  parameters: wired({ turnOff: refused(400, 'Wrong password') }, { enabled: true }),
  play: async ({ canvasElement }) => {
    const page = await turnOff(canvasElement);
    await expect(await page.findByRole('alert')).toHaveTextContent('Wrong password');
  },
};

export const TurnedOff: Story = {
  parameters: wired({}, { enabled: true }),
  play: async ({ canvasElement }) => {
    const page = await turnOff(canvasElement);
    await expect(await page.findByRole('button', { name: 'Turn on second factor' })).toBeEnabled();
  },
};
