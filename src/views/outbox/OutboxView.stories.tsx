import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AppProviders } from '../../app/AppProviders';
import { outboxMessages } from './outboxFixtures';
import { OutboxView } from './OutboxView';

const meta = {
  title: 'Outbox/OutboxView',
  component: OutboxView,
  decorators: [(Story) => <AppProviders><Story /></AppProviders>],
} satisfies Meta<typeof OutboxView>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { state: { status: 'loading' } } };

export const Failed: Story = { args: { state: { status: 'failed', message: 'Your role may not readOutbox' } } };

export const Empty: Story = { args: { state: { status: 'loaded', messages: [] } } };

export const WithMessages: Story = {
  args: { state: { status: 'loaded', messages: outboxMessages } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'DNS instructions for smithfuneral.com' }));
    await expect(await within(document.body).findByText(/Please point smithfuneral.com/)).toBeInTheDocument();
  },
};
