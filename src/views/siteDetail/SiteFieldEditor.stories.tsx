import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { siteDetailLookups } from './fixtures/siteDetails';
import { SiteFieldEditor } from './SiteFieldEditor';
import { never, siteDetailDecorator } from './storyDecorators';
import { stubSiteDetailServices } from './testing/siteDetailProviders';

const options = siteDetailLookups.providers.map((p) => ({ key: p.name, label: p.name, value: p.name }));
const saved = { id: 1001, provider: 'FrontRunner', provider_id: 2, corporation_id: 1, referral_partner_id: null, funding_partner: null, funding_partner_id: null };

const meta = {
  title: 'Site detail/SiteFieldEditor',
  component: SiteFieldEditor,
  args: { siteId: 1001, field: 'provider', value: 'WebPro', options, canEdit: true, onSaved: fn() },
} satisfies Meta<typeof SiteFieldEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

const pickFrontRunner = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Edit Provider' }));
  await userEvent.click(canvas.getByRole('combobox', { name: 'Provider' }));
  await userEvent.click(await within(canvasElement.ownerDocument.body).findByRole('option', { name: 'FrontRunner' }));
};

/** viewing: the value and an Edit button. */
export const Viewing: Story = {
  decorators: [siteDetailDecorator(stubSiteDetailServices({}))],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Edit Provider' })).toBeEnabled();
  },
};

/** viewing, for a role without editSiteFields. */
export const ReadOnly: Story = {
  args: { canEdit: false },
  decorators: [siteDetailDecorator(stubSiteDetailServices({}))],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Edit Provider' })).toBeDisabled();
  },
};

/** editing: the Select with Save and Cancel. */
export const Editing: Story = {
  decorators: [siteDetailDecorator(stubSiteDetailServices({}))],
  play: async ({ canvasElement }) => {
    await pickFrontRunner(canvasElement);
    await expect(within(canvasElement).getByRole('combobox', { name: 'Provider' })).toHaveValue('FrontRunner');
  },
};

/** saving: the call has not answered. */
export const Saving: Story = {
  decorators: [siteDetailDecorator(stubSiteDetailServices({ saveSiteField: () => never() }))],
  play: async ({ canvasElement }) => {
    await pickFrontRunner(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save' }));
    await expect(within(canvasElement).getByRole('combobox', { name: 'Provider' })).toBeDisabled();
  },
};

/** saved: 'Provider updated' and the new value. */
export const Saved: Story = {
  decorators: [siteDetailDecorator(stubSiteDetailServices({ saveSiteField: async () => saved }))],
  play: async ({ canvasElement }) => {
    await pickFrontRunner(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save' }));
    await expect(await within(canvasElement.ownerDocument.body).findByText('Provider updated')).toBeInTheDocument();
  },
};

/** failed: 'Error updating site provider'; the editor stays open with the pick. */
export const Failed: Story = {
  decorators: [siteDetailDecorator(stubSiteDetailServices({ saveSiteField: () => Promise.reject(new Error('500')) }))],
  play: async ({ canvasElement }) => {
    await pickFrontRunner(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save' }));
    await expect(await within(canvasElement.ownerDocument.body).findByText('Error updating site provider')).toBeInTheDocument();
  },
};
