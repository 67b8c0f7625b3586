import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { listScreens } from '../../../domain/siteList/listScreens';
import { storyWiring } from '../../testing/storyWiring';
import { offline } from '../../testing/stubAnswer';
import { SavedViewTabs } from './SavedViewTabs';
import { fixtureViews, savedViewsActorsFixture } from './savedViewsFixtures';
import { machineDoc } from '../../stories/machineDocs';
import { savedViewsMachine } from '../../../machines/savedViews/savedViews.machine';
import { savedViewsNotes } from '../../stories/notes/listNotes';

type Answers = Parameters<typeof savedViewsActorsFixture>[0];

/** The tabs with the fixture views (one of the viewer's, one a colleague shared), each call answering as asked. */
const wired = (answers: Answers = {}) =>
  storyWiring({ actors: () => ({ savedViews: savedViewsActorsFixture({ views: fixtureViews(), ...answers }) }) });

/** One story per state of savedViewsMachine. The list shows the viewer's view 7 with a filter dropped since it was saved. */
const meta = {
  title: 'savedViews',
  component: SavedViewTabs,
  args: { screen: listScreens.allSites, search: { view: 7, label: 'Live' }, onSearchChange: fn() },
  parameters: { machineDocs: [machineDoc(savedViewsMachine, savedViewsNotes)], ...wired() },
} satisfies Meta<typeof SavedViewTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

const openMenu = async (canvasElement: HTMLElement, item: string) => {
  await userEvent.click(await page(canvasElement).findByRole('button', { name: 'View options' }));
  await userEvent.click(await page(canvasElement).findByRole('menuitem', { name: item }));
};

export const Loading: Story = {
  parameters: wired({ loadViews: 'pending' }),
  play: async ({ canvasElement }) => {
    await expect(page(canvasElement).queryByRole('tablist', { name: 'Saved views' })).toBeNull();
    await expect(page(canvasElement).queryByRole('button', { name: 'Save view' })).toBeNull();
  },
};

export const LoadFailed: Story = {
  parameters: wired({ loadViews: offline }),
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByText('Saved views could not be loaded.')).toBeInTheDocument();
    await expect(page(canvasElement).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};

export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const tabs = await page(canvasElement).findByRole('tablist', { name: 'Saved views' });
    await expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['All', 'Live corporate', 'QA backlog']);
    await expect(within(tabs).getByRole('tab', { selected: true })).toHaveTextContent('Live corporate');
    await expect(page(canvasElement).getByText('Filters changed')).toBeInTheDocument();
  },
};

export const Editing: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await page(canvasElement).findByRole('button', { name: 'Save view' }));
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Save view' });
    await expect(within(dialog).getByRole('combobox', { name: 'Share with' })).toHaveValue('Only me');
    await expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

export const Saving: Story = {
  parameters: wired({ createView: 'pending' }),
  play: async ({ canvasElement }) => {
    await userEvent.click(await page(canvasElement).findByRole('button', { name: 'Save view' }));
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Save view' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Live only');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(within(dialog).getByRole('button', { name: 'Save' })).toHaveAttribute('data-loading');
  },
};

export const Renaming: Story = {
  parameters: wired({ changeView: 'pending' }),
  play: async ({ canvasElement }) => {
    await openMenu(canvasElement, 'Rename or share');
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Rename view' });
    await expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('Live corporate');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(within(dialog).getByRole('button', { name: 'Save' })).toHaveAttribute('data-loading');
  },
};

export const Updating: Story = {
  parameters: wired({ changeView: 'pending' }),
  play: async ({ canvasElement }) => {
    await openMenu(canvasElement, 'Update with current filters');
    await expect(await page(canvasElement).findByRole('button', { name: 'View options' })).toBeDisabled();
    await expect(page(canvasElement).getByRole('button', { name: 'Save view' })).toBeDisabled();
  },
};

export const ConfirmingDelete: Story = {
  play: async ({ canvasElement }) => {
    await openMenu(canvasElement, 'Delete view');
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Delete view' });
    await expect(within(dialog).getByText("Delete the view 'Live corporate'?")).toBeInTheDocument();
  },
};

export const Deleting: Story = {
  parameters: wired({ deleteView: 'pending' }),
  play: async ({ canvasElement }) => {
    await openMenu(canvasElement, 'Delete view');
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Delete view' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(within(dialog).getByRole('button', { name: 'Delete' })).toHaveAttribute('data-loading');
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};
