import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyWiring } from '../../testing/storyWiring';
import { NotFoundView } from './NotFoundView';

const meta = {
  title: 'notFound',
  component: NotFoundView,
  parameters: { ...storyWiring({ path: '/no/such/page' }) },
} satisfies Meta<typeof NotFoundView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText('An error has occurred.')).toBeInTheDocument();
    await expect(page.getByRole('link', { name: 'Click here to go home.' })).toHaveAttribute('href', '/');
  },
};
