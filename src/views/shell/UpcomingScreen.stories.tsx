import type { Meta, StoryObj } from '@storybook/react-vite';
import { UpcomingScreen } from './UpcomingScreen';

const meta = {
  title: 'Shell/UpcomingScreen',
  component: UpcomingScreen,
  parameters: { layout: 'padded' },
  args: { title: 'Ready for QA', description: 'Sites in Pre-Staging QA or Final QA, with a column to assign QA.' },
} satisfies Meta<typeof UpcomingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ReadyForQa: Story = {};

export const HeadingDiffersFromTitle: Story = {
  args: { title: 'Unassigned Sites', heading: 'Ready for Floral', description: 'Sites without a floral specialist.' },
};
