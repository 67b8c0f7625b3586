import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AssignSelect } from './AssignSelect';
import { siteRow } from '../siteList/fixtures/siteRows';
import type { ListViewer } from '../siteList/listViewer';
import type { SiteListServices } from '../siteList/siteListServices';
import { SiteListDataProviders, stubServices } from '../siteList/testing/siteListProviders';

const admin: ListViewer = { role: 'admin', userId: 1, name: 'Ada Admin' };
const row = siteRow({ id: 1001, name: 'Oakwood Funeral Home', designer_id: 11, designer_name: 'Dana Designer' });

const withAnswer = (assignPerson: SiteListServices['assignPerson']) => stubServices({ assignPerson });

/** Picks Sam Studio, which sends ASSIGN: every story past idle starts this way. */
const pickSam = async (canvasElement: HTMLElement) => {
  const body = within(canvasElement.ownerDocument.body);
  await userEvent.click(within(canvasElement).getByRole('combobox', { name: 'Designer of Oakwood Funeral Home' }));
  await userEvent.click(await body.findByRole('option', { name: 'Sam Studio' }));
  return body;
};

/** One story per state of assignmentMachine. */
const meta = {
  title: 'Site lists/AssignSelect',
  component: AssignSelect,
  parameters: { layout: 'padded' },
  args: { row, role: 'designer', viewer: admin },
  decorators: [
    (Story, { parameters }) => (
      <SiteListDataProviders services={(parameters.services as SiteListServices | undefined) ?? withAnswer(async () => true)}>
        <Story />
      </SiteListDataProviders>
    ),
  ],
} satisfies Meta<typeof AssignSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};

export const Pending: Story = {
  parameters: { services: withAnswer(() => new Promise(() => {})) },
  play: async ({ canvasElement }) => {
    await pickSam(canvasElement);
    await expect(within(canvasElement).getByRole('combobox', { name: 'Designer of Oakwood Funeral Home' })).toBeDisabled();
  },
};

export const Done: Story = {
  parameters: { services: withAnswer(async () => true) },
  play: async ({ canvasElement }) => {
    const body = await pickSam(canvasElement);
    await expect(await body.findByText('Sam Studio assigned to site!')).toBeInTheDocument();
  },
};

export const Warned: Story = {
  parameters: { services: withAnswer(async () => 'Corporate site') },
  play: async ({ canvasElement }) => {
    const body = await pickSam(canvasElement);
    await expect(await body.findByText('Corporate site')).toBeInTheDocument();
  },
};

export const Failed: Story = {
  parameters: { services: withAnswer(() => Promise.reject(new Error('500'))) },
  play: async ({ canvasElement }) => {
    const body = await pickSam(canvasElement);
    await expect(await body.findByText('Error updating site designer')).toBeInTheDocument();
  },
};

export const CorporateSite: Story = { args: { row: siteRow({ corporation_id: 4 }), role: 'am' } };

export const FloristSelfAssign: Story = {
  args: { row: siteRow({ id: 1003 }), role: 'florist', viewer: { role: 'florist', userId: 51, name: 'Flora Bloom' } },
};
