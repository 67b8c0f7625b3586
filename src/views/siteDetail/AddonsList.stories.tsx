import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Viewer } from '../../../domain/viewer';
import { offline, type StubAnswer } from '../../testing/stubAnswer';
import { storyWiring } from '../../testing/storyWiring';
import { adminViewer } from '../../testing/ViewWiring';
import { AddonsList } from './AddonsList';
import { siteDetailActorsFixture } from './fixtures/siteDetailActors';
import { siteDetail, siteDetailLookups } from './fixtures/siteDetails';
import { machineDoc } from '../../stories/machineDocs';
import { addonToggleMachine } from '../../../machines/siteDetail/addonToggle.machine';
import { addonToggleNotes } from '../../stories/notes/sitePageNotes';

/** The list with its own addon calls, answering, hanging or failing as asked. */
const wired = (saveAddon: StubAnswer = 'answer', viewer: Viewer = adminViewer) =>
  storyWiring({ viewer, lookups: siteDetailLookups, actors: () => ({ siteDetail: siteDetailActorsFixture({ saveAddon }) }) });

const meta = {
  title: 'addonToggle',
  component: AddonsList,
  args: { siteId: 1001, addons: siteDetail().addons, onSaved: fn() },
  parameters: { machineDocs: [machineDoc(addonToggleMachine, addonToggleNotes)], ...wired() },
} satisfies Meta<typeof AddonsList>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const previousCustomerQuestion = "Was this funeral home a customer of the provider's video product prior to being onboarded to websites?";

/** idle: every addon with its Setup and Committed ticks. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox', { name: 'Setup: Flowers' })).toBeChecked();
    await expect(within(canvasElement).getByRole('checkbox', { name: 'Committed: Flowers' })).not.toBeChecked();
  },
};

/** idle, as an account manager: Setup is theirs to tick, Committed is not. */
export const AccountManager: Story = {
  parameters: wired('answer', { id: 7, role: 'am', name: 'Avery Manager' }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox', { name: 'Setup: Video' })).toBeEnabled();
    await expect(within(canvasElement).getByRole('checkbox', { name: 'Committed: Video' })).toBeDisabled();
  },
};

/** askingPreviousCustomer: checking the video addon asks first. */
export const AskingPreviousCustomer: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('checkbox', { name: 'Committed: Video' }));
    await expect(await page(canvasElement).findByText(previousCustomerQuestion)).toBeInTheDocument();
  },
};

/** saving: the call has not answered; other clicks are ignored. */
export const Saving: Story = {
  parameters: wired('pending'),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('checkbox', { name: 'Setup: Flowers' }));
    await expect(within(canvasElement).getByRole('table', { name: 'Addons' })).toHaveAttribute('aria-busy', 'true');
    await expect(within(canvasElement).getByLabelText('Saving')).toBeInTheDocument();
  },
};

/** saved: 'Setup unchecked', and the page is told to read the site again. */
export const Saved: Story = {
  args: { onSaved: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('checkbox', { name: 'Setup: Flowers' }));
    await expect(await page(canvasElement).findByText('Setup unchecked')).toBeInTheDocument();
    await expect(within(canvasElement).getByRole('checkbox', { name: 'Setup: Flowers' })).not.toBeChecked();
    await expect(args.onSaved).toHaveBeenCalledTimes(1);
  },
};

/** failed: 'Unable to update setup'; the tick goes back. */
export const Failed: Story = {
  args: { onSaved: fn() },
  parameters: wired(offline),
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('checkbox', { name: 'Setup: Flowers' }));
    await expect(await page(canvasElement).findByText('Unable to update setup')).toBeInTheDocument();
    await expect(within(canvasElement).getByRole('checkbox', { name: 'Setup: Flowers' })).toBeChecked();
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};
