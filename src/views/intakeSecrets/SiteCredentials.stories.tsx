import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { offline } from '../../testing/stubAnswer';
import { storyWiring } from '../../testing/storyWiring';
import { intakeSecretsActorsFixture } from './intakeSecretsFixtures';
import { SiteCredentials } from './SiteCredentials';
import { machineDoc } from '../../stories/machineDocs';
import { intakeSecretsMachine } from '../../../machines/intakeSecrets/intakeSecrets.machine';
import { intakeSecretsNotes } from '../../stories/notes/sitePageNotes';

type Answers = Parameters<typeof intakeSecretsActorsFixture>[0];

/** The section with its own calls, answering, hanging or failing as asked (an admin is looking). */
const wired = (answers: Answers = {}) => storyWiring({ actors: () => ({ intakeSecrets: intakeSecretsActorsFixture(answers) }) });

const meta = {
  title: 'intakeSecrets',
  component: SiteCredentials,
  args: { fhid: 1042 },
  parameters: { machineDocs: [machineDoc(intakeSecretsMachine, intakeSecretsNotes)], ...wired() },
} satisfies Meta<typeof SiteCredentials>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** loading */
export const Loading: Story = {
  parameters: wired({ loadSecrets: 'pending' }),
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByLabelText('Loading credentials')).toHaveAttribute('aria-busy', 'true');
  },
};

/** loadFailed, with Retry. */
export const LoadFailed: Story = {
  parameters: wired({ loadSecrets: offline }),
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByText('Unable to load credentials')).toBeInTheDocument();
    await expect(page(canvasElement).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  },
};

/** empty: the intake captured no secret. */
export const Empty: Story = {
  parameters: wired({ secrets: [] }),
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByText('No credentials were captured at intake.')).toBeInTheDocument();
  },
};

/** ready: every value masked, each with Reveal. */
export const Masked: Story = {
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await expect(await body.findByLabelText('DNS password, hidden')).toHaveTextContent('••••••••d!');
    await expect(body.getByLabelText('Passare API key, hidden')).toHaveTextContent('••••••••23');
    await expect(body.getByRole('button', { name: 'Reveal DNS password' })).toBeInTheDocument();
    await expect(body.getByRole('button', { name: 'Reveal all' })).toBeInTheDocument();
    await expect(body.queryByText('dns-Pa55word!')).toBeNull();
  },
};

/** revealing: the value is on its way; no other reveal starts meanwhile. */
export const Revealing: Story = {
  parameters: wired({ revealSecret: 'pending' }),
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await userEvent.click(await body.findByRole('button', { name: 'Reveal DNS password' }));
    await expect(body.getByRole('button', { name: 'Reveal DNS password' })).toHaveAttribute('data-loading');
    await expect(body.getByRole('button', { name: 'Reveal Passare API key' })).toBeDisabled();
  },
};

/** ready with one value revealed; Hide masks it again. */
export const Revealed: Story = {
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await userEvent.click(await body.findByRole('button', { name: 'Reveal DNS password' }));
    await expect(await body.findByLabelText('DNS password')).toHaveTextContent('dns-Pa55word!');
    await expect(body.getByLabelText('Passare API key, hidden')).toHaveTextContent('••••••••23');
    await userEvent.click(body.getByRole('button', { name: 'Hide DNS password' }));
    await expect(await body.findByLabelText('DNS password, hidden')).toHaveTextContent('••••••••d!');
  },
};

/** Reveal all: every hidden value, one call each. */
export const RevealedAll: Story = {
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await userEvent.click(await body.findByRole('button', { name: 'Reveal all' }));
    await expect(await body.findByLabelText('Passare API key')).toHaveTextContent('pk-live-0123');
    await expect(body.getByLabelText('DNS password')).toHaveTextContent('dns-Pa55word!');
    await expect(body.queryByRole('button', { name: 'Reveal all' })).toBeNull();
  },
};

/** A refused reveal: a toast names the secret; it stays masked. */
export const RevealFailed: Story = {
  parameters: wired({ revealSecret: offline }),
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await userEvent.click(await body.findByRole('button', { name: 'Reveal Passare API key' }));
    await expect(await body.findByText('Unable to reveal the Passare API key')).toBeInTheDocument();
    await expect(body.getByLabelText('Passare API key, hidden')).toHaveTextContent('••••••••23');
  },
};
