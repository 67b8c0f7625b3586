import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { Viewer } from '../../../domain/viewer';
import { adminViewer } from '../../testing/ViewWiring';
import { storyWiring } from '../../testing/storyWiring';
import { offline } from '../../testing/stubAnswer';
import { siteRow } from '../siteList/fixtures/siteRows';
import { assignmentActorsFixture } from './assignmentFixtures';
import { AssignSelect } from './AssignSelect';
import { machineDoc } from '../../stories/machineDocs';
import { assignmentMachine } from '../../../machines/assignment/assignment.machine';
import { assignmentNotes } from '../../stories/notes/listNotes';

const row = siteRow({ id: 1001, name: 'Oakwood Funeral Home', designer_id: 11, designer_name: 'Dana Designer' });
const florist: Viewer = { id: 51, role: 'florist', name: 'Flora Bloom' };

const wired = (answers: Parameters<typeof assignmentActorsFixture>[0] = {}, viewer: Viewer = adminViewer) =>
  storyWiring({ viewer, actors: () => ({ assignment: assignmentActorsFixture(answers) }) });

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const designerSelect = (canvasElement: HTMLElement) =>
  page(canvasElement).getByRole('combobox', { name: 'Designer of Oakwood Funeral Home' });

/** Picks Sam Studio, which sends ASSIGN: every story past idle starts this way. */
const pickSam = async (canvasElement: HTMLElement) => {
  await userEvent.click(designerSelect(canvasElement));
  await userEvent.click(await page(canvasElement).findByRole('option', { name: 'Sam Studio' }));
};

/** One story per state of assignmentMachine, and the select's variants by site and role. */
const meta = {
  title: 'assignment',
  component: AssignSelect,
  parameters: { machineDocs: [machineDoc(assignmentMachine, assignmentNotes)], layout: 'padded', ...wired() },
  args: { row, role: 'designer' },
} satisfies Meta<typeof AssignSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    await expect(designerSelect(canvasElement)).toHaveValue('Dana Designer');
    await expect(designerSelect(canvasElement)).toBeEnabled();
  },
};

export const Pending: Story = {
  parameters: wired({ how: 'pending' }),
  play: async ({ canvasElement }) => {
    await pickSam(canvasElement);
    await expect(designerSelect(canvasElement)).toHaveAttribute('readonly');
    await expect(designerSelect(canvasElement)).toHaveValue('Sam Studio');
  },
};

export const Done: Story = {
  play: async ({ canvasElement }) => {
    await pickSam(canvasElement);
    await expect(await page(canvasElement).findByText('Sam Studio assigned to site!')).toBeInTheDocument();
    await expect(designerSelect(canvasElement)).toHaveValue('Sam Studio');
  },
};

export const Warned: Story = {
  parameters: wired({ answer: 'Corporate site' }),
  play: async ({ canvasElement }) => {
    await pickSam(canvasElement);
    await expect(await page(canvasElement).findByText('Corporate site')).toBeInTheDocument();
    await expect(designerSelect(canvasElement)).toHaveValue('Dana Designer');
  },
};

export const Failed: Story = {
  parameters: wired({ how: offline }),
  play: async ({ canvasElement }) => {
    await pickSam(canvasElement);
    await expect(await page(canvasElement).findByText('Error updating site designer')).toBeInTheDocument();
    await expect(designerSelect(canvasElement)).toHaveValue('Dana Designer');
  },
};

/** Account managers exist on corporate sites only. */
export const CorporateSite: Story = {
  args: { row: siteRow({ corporation_id: 4 }), role: 'am' },
  play: async ({ canvasElement }) => {
    await expect(page(canvasElement).getByText('Corporate site')).toBeInTheDocument();
    await expect(page(canvasElement).queryByRole('combobox')).toBeNull();
  },
};

export const FloristSelfAssign: Story = {
  args: { row: siteRow({ id: 1003, name: 'Maple Grove Memorial' }), role: 'florist' },
  parameters: wired({}, florist),
  play: async ({ canvasElement }) => {
    await userEvent.click(page(canvasElement).getByRole('button', { name: 'Assign to me' }));
    await expect(await page(canvasElement).findByText('Flora Bloom assigned to site!')).toBeInTheDocument();
    await expect(page(canvasElement).getByRole('combobox', { name: 'Floral Specialist of Maple Grove Memorial' })).toHaveValue(
      'Flora Bloom',
    );
  },
};
