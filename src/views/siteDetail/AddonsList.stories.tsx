import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { previousCustomerQuestion } from '../../../machines/siteDetail/addonToggle.actors';
import { AddonsList } from './AddonsList';
import { siteDetail } from './fixtures/siteDetails';
import { never, siteDetailDecorator } from './storyDecorators';
import { stubSiteDetailServices } from './testing/siteDetailProviders';

const meta = {
  title: 'Site detail/AddonsList',
  component: AddonsList,
  args: { siteId: 1001, addons: siteDetail().addons, role: 'admin', onSaved: fn() },
} satisfies Meta<typeof AddonsList>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** idle: every addon with its Setup and Committed ticks. */
export const Idle: Story = {
  decorators: [siteDetailDecorator(stubSiteDetailServices({}))],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox', { name: 'Setup: Flowers' })).toBeChecked();
  },
};

/** idle, as an account manager: Committed is not theirs to tick. */
export const AccountManager: Story = {
  args: { role: 'am' },
  decorators: [siteDetailDecorator(stubSiteDetailServices({}))],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox', { name: 'Committed: Video' })).toBeDisabled();
  },
};

/** askingPreviousCustomer: checking the video addon asks first. */
export const AskingPreviousCustomer: Story = {
  decorators: [siteDetailDecorator(stubSiteDetailServices({}))],
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('checkbox', { name: 'Committed: Video' }));
    await expect(await body(canvasElement).findByText(previousCustomerQuestion)).toBeInTheDocument();
  },
};

/** saving: the call has not answered; other clicks are ignored. */
export const Saving: Story = {
  decorators: [siteDetailDecorator(stubSiteDetailServices({ saveAddon: () => never() }))],
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('checkbox', { name: 'Setup: Flowers' }));
    await expect(within(canvasElement).getByRole('table', { name: 'Addons' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** idle after a save: 'Setup unchecked'. */
export const Saved: Story = {
  decorators: [siteDetailDecorator(stubSiteDetailServices({ saveAddon: async (input) => ({ id: 2, name: 'Flowers', setup: input.checked, committed: false }) }))],
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('checkbox', { name: 'Setup: Flowers' }));
    await expect(await body(canvasElement).findByText('Setup unchecked')).toBeInTheDocument();
  },
};

/** failed: 'Unable to update setup'; the tick goes back. */
export const Failed: Story = {
  decorators: [siteDetailDecorator(stubSiteDetailServices({ saveAddon: () => Promise.reject(new Error('500')) }))],
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('checkbox', { name: 'Setup: Flowers' }));
    await expect(await body(canvasElement).findByText('Unable to update setup')).toBeInTheDocument();
    await expect(within(canvasElement).getByRole('checkbox', { name: 'Setup: Flowers' })).toBeChecked();
  },
};
