import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { MemoryRouter as StoryRouter } from '../../testing/MemoryRouter';
import { AppProviders } from '../../app/AppProviders';
import { LaunchCalendarView } from './LaunchCalendarView';
import { launchServicesFixture } from './launchFixtures';

const meta = {
  title: 'Launch/LaunchCalendarView',
  component: LaunchCalendarView,
  decorators: [
    (Story) => (
      <StoryRouter path="/launch-schedule">
        <AppProviders>
          <Story />
        </AppProviders>
      </StoryRouter>
    ),
  ],
  args: { initialMonth: '2025-03-01', services: launchServicesFixture() },
} satisfies Meta<typeof LaunchCalendarView>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const LoadingCounts: Story = { args: { services: launchServicesFixture({ capacity: 'pending' }) } };

export const CountsFailed: Story = {
  args: { services: launchServicesFixture({ capacity: 'fail' }) },
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByText('Unable to load launch counts')).toBeInTheDocument();
  },
};

/** Each day with launches shows 'n/7'; the 19th is full. */
export const Month: Story = {
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByText('7/7')).toBeInTheDocument();
    await expect(page(canvasElement).getByText('5/7')).toBeInTheDocument();
  },
};

/** A day clicked: its sites in the drawer, each linking to the site. */
export const DayOpen: Story = {
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await userEvent.click(await body.findByRole('button', { name: '18 March 2025, 5/7 launches' }));
    const drawer = within(await body.findByRole('dialog', { name: 'Launches on Mar 18, 2025' }));
    await expect(await drawer.findByRole('link', { name: 'Oak Hill Funeral Home' })).toHaveAttribute('href', '/sites/id/201');
  },
};

export const DayLoading: Story = {
  args: { services: launchServicesFixture({ daySites: 'pending' }) },
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await userEvent.click(await body.findByRole('button', { name: '18 March 2025, 5/7 launches' }));
    await expect(await body.findByLabelText('Loading launches')).toBeInTheDocument();
  },
};

export const DayFailed: Story = {
  args: { services: launchServicesFixture({ daySites: 'fail' }) },
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await userEvent.click(await body.findByRole('button', { name: '18 March 2025, 5/7 launches' }));
    await expect(await body.findByText('Unable to load the launches of this day')).toBeInTheDocument();
  },
};
