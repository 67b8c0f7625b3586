import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { offline, type StubAnswer } from '../../testing/stubAnswer';
import { storyWiring } from '../../testing/storyWiring';
import { adminViewer } from '../../testing/ViewWiring';
import { siteDetailActorsFixture } from './fixtures/siteDetailActors';
import { siteDetailLookups } from './fixtures/siteDetails';
import { SiteFieldEditor } from './SiteFieldEditor';
import { machineDoc } from '../../stories/machineDocs';
import { siteFieldEditMachine } from '../../../machines/siteDetail/siteFieldEdit.machine';
import { siteFieldEditNotes } from '../../stories/notes/sitePageNotes';

const options = siteDetailLookups.providers.map((p) => ({ key: p.name, label: p.name, value: p.name }));

/** The field with its own save call, answering, hanging or failing as asked. */
const wired = (saveSiteField: StubAnswer = 'answer', viewer = adminViewer) =>
  storyWiring({ viewer, lookups: siteDetailLookups, actors: () => ({ siteDetail: siteDetailActorsFixture({ saveSiteField }) }) });

const meta = {
  title: 'siteFieldEdit',
  component: SiteFieldEditor,
  args: { siteId: 1001, field: 'provider', value: 'WebPro', options, onSaved: fn() },
  parameters: { machineDocs: [machineDoc(siteFieldEditMachine, siteFieldEditNotes)], ...wired() },
} satisfies Meta<typeof SiteFieldEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

const pickFrontRunner = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Edit Provider' }));
  await userEvent.click(canvas.getByRole('combobox', { name: 'Provider' }));
  await userEvent.click(await page(canvasElement).findByRole('option', { name: 'FrontRunner' }));
};

/** viewing: the value and an Edit button. */
export const Viewing: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('WebPro')).toBeInTheDocument();
    await expect(within(canvasElement).getByRole('button', { name: 'Edit Provider' })).toBeEnabled();
  },
};

/** viewing, for a role without editSiteFields (care). */
export const ReadOnly: Story = {
  parameters: wired('answer', { id: 4, role: 'care', name: 'Casey Care' }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Edit Provider' })).toBeDisabled();
  },
};

/** editing: the Select with Save and Cancel. */
export const Editing: Story = {
  play: async ({ canvasElement }) => {
    await pickFrontRunner(canvasElement);
    await expect(within(canvasElement).getByRole('combobox', { name: 'Provider' })).toHaveValue('FrontRunner');
    await expect(within(canvasElement).getByRole('button', { name: 'Cancel' })).toBeEnabled();
  },
};

/** saving: the call has not answered. */
export const Saving: Story = {
  parameters: wired('pending'),
  play: async ({ canvasElement }) => {
    await pickFrontRunner(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save' }));
    await expect(within(canvasElement).getByRole('combobox', { name: 'Provider' })).toBeDisabled();
  },
};

/** saved: 'Provider updated', the new value, and the page is told to read the site again. */
export const Saved: Story = {
  args: { onSaved: fn() },
  play: async ({ canvasElement, args }) => {
    await pickFrontRunner(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save' }));
    await expect(await page(canvasElement).findByText('Provider updated')).toBeInTheDocument();
    await expect(within(canvasElement).getByText('FrontRunner')).toBeInTheDocument();
    await expect(args.onSaved).toHaveBeenCalledTimes(1);
  },
};

/** failed: 'Error updating site provider'; the editor stays open with the pick. */
export const Failed: Story = {
  args: { onSaved: fn() },
  parameters: wired(offline),
  play: async ({ canvasElement, args }) => {
    await pickFrontRunner(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save' }));
    await expect(await page(canvasElement).findByText('Error updating site provider')).toBeInTheDocument();
    await expect(within(canvasElement).getByRole('combobox', { name: 'Provider' })).toHaveValue('FrontRunner');
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};
