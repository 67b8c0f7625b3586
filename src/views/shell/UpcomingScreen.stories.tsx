import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { UpcomingScreen } from './UpcomingScreen';

const meta = {
  title: 'shell/UpcomingScreen',
  component: UpcomingScreen,
  parameters: { layout: 'padded' },
  args: { title: 'Ready for QA', description: 'Sites in Pre-Staging QA or Final QA, with a column to assign QA.' },
} satisfies Meta<typeof UpcomingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ReadyForQa: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('heading', { name: 'Ready for QA' })).toBeInTheDocument();
    await expect(page.getByText('Sites in Pre-Staging QA or Final QA, with a column to assign QA.')).toBeInTheDocument();
    await waitFor(() => expect(canvasElement.ownerDocument.title).toBe('Ready for QA | Website Admin'));
  },
};

/** Ready for Floral's page is titled 'Unassigned Sites'. */
export const HeadingDiffersFromTitle: Story = {
  args: { title: 'Unassigned Sites', heading: 'Ready for Floral', description: 'Sites without a floral specialist.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Ready for Floral' })).toBeInTheDocument();
    await waitFor(() => expect(canvasElement.ownerDocument.title).toBe('Unassigned Sites | Website Admin'));
  },
};
