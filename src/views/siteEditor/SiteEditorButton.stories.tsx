import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { storyWiring } from '../../testing/storyWiring';
import { offline, type StubAnswer } from '../../testing/stubAnswer';
import { siteEditorActorsFixture } from './siteEditorFixtures';
import { SiteEditorButton } from './SiteEditorButton';
import { machineDoc } from '../../stories/machineDocs';
import { siteEditorMachine } from '../../../machines/siteEditor/siteEditor.machine';
import { siteEditorNotes } from '../../stories/notes/sitePageNotes';

const wired = (how: StubAnswer = 'answer') => storyWiring({ actors: () => ({ siteEditor: siteEditorActorsFixture(how) }) });

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** One story per state of siteEditorMachine, and each outcome's toast. */
const meta = {
  title: 'siteEditor',
  component: SiteEditorButton,
  parameters: { machineDocs: [machineDoc(siteEditorMachine, siteEditorNotes)], layout: 'padded', ...wired() },
  args: { site: { id: 1001, duda_id: 'a1b2c3' } },
} satisfies Meta<typeof SiteEditorButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    await expect(page(canvasElement).getByRole('button', { name: 'Edit Site' })).not.toHaveAttribute('data-loading');
  },
};

/** The list's small Editor button. */
export const Compact: Story = {
  args: { compact: true },
  play: async ({ canvasElement }) => {
    await expect(page(canvasElement).getByRole('button', { name: 'Editor' })).toBeEnabled();
  },
};

export const Opening: Story = {
  parameters: wired('pending'),
  play: async ({ canvasElement }) => {
    await userEvent.click(page(canvasElement).getByRole('button', { name: 'Edit Site' }));
    await expect(await page(canvasElement).findByText('Loading site editor')).toBeInTheDocument();
    await expect(page(canvasElement).getByRole('button', { name: 'Edit Site' })).toHaveAttribute('data-loading');
  },
};

export const Opened: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(page(canvasElement).getByRole('button', { name: 'Edit Site' }));
    await expect(await page(canvasElement).findByText('Opening site editor!')).toBeInTheDocument();
    await expect(page(canvasElement).queryByText('Loading site editor')).toBeNull();
  },
};

export const Failed: Story = {
  parameters: wired(offline),
  play: async ({ canvasElement }) => {
    await userEvent.click(page(canvasElement).getByRole('button', { name: 'Edit Site' }));
    await expect(await page(canvasElement).findByText('Unable to load site editor')).toBeInTheDocument();
    await expect(page(canvasElement).getByRole('button', { name: 'Edit Site' })).not.toHaveAttribute('data-loading');
  },
};

/** No builder project yet: nothing to open. */
export const WithoutProject: Story = {
  args: { site: { id: 1003, duda_id: null } },
  play: async ({ canvasElement }) => {
    await expect(page(canvasElement).queryByRole('button', { name: 'Edit Site' })).toBeNull();
  },
};
