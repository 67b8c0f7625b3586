import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { storyWiring } from '../../testing/storyWiring';
import { refused, type StubAnswer } from '../../testing/stubAnswer';
import { outboxActorsFixture } from './outboxFixtures';
import { OutboxView } from './OutboxView';
import { machineDoc } from '../../stories/machineDocs';
import { outboxMachine } from '../../../machines/outbox/outbox.machine';
import { outboxNotes } from '../../stories/notes/otherScreenNotes';

const wired = (how: StubAnswer = 'answer', messages?: Parameters<typeof outboxActorsFixture>[1]) =>
  storyWiring({ path: '/outbox', actors: () => ({ outbox: outboxActorsFixture(how, messages) }) });

/** One story per state of outboxMachine. */
const meta = {
  title: 'outbox',
  component: OutboxView,
  parameters: { machineDocs: [machineDoc(outboxMachine, outboxNotes)], ...wired() },
} satisfies Meta<typeof OutboxView>;
export default meta;

type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Loading: Story = {
  parameters: wired('pending'),
  play: async ({ canvasElement }) => {
    await expect(page(canvasElement).getByLabelText('Loading messages')).toBeInTheDocument();
  },
};

/** The server refused and said why. */
export const Failed: Story = {
  parameters: wired(refused(403, 'Your role may not readOutbox')),
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByText('Unable to load the outbox')).toBeInTheDocument();
    await expect(page(canvasElement).getByText('Your role may not readOutbox')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: wired('answer', []),
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByText('No messages yet.')).toBeInTheDocument();
  },
};

export const WithMessages: Story = {
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await userEvent.click(await body.findByRole('button', { name: 'DNS instructions for smithfuneral.com' }));
    await expect(await body.findByText(/Please point smithfuneral.com/)).toBeInTheDocument();
  },
};
