import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { listScreens } from '../../../domain/siteList/listScreens';
import { siteListRequest } from '../../../domain/siteList/listSearch';
import { adminViewer } from '../../testing/ViewWiring';
import { storyWiring } from '../../testing/storyWiring';
import { BulkActionsScope } from './BulkActionsScope';
import { BulkBar } from './BulkBar';
import { bulkActionsActorsFixture } from './bulkActionsFixtures';
import { PageCheckbox, RowCheckbox } from './SelectionCheckboxes';
import { machineDoc } from '../../stories/machineDocs';
import { bulkActionsMachine } from '../../../machines/bulkActions/bulkActions.machine';
import { bulkActionsNotes } from '../../stories/notes/listNotes';

type Answers = Parameters<typeof bulkActionsActorsFixture>[0];

/** Three rows; Morrison Mortuary is Lost already, so Mark Lost applies to the other two. */
const pageSites = [
  { id: 1001, name: 'Site 1001', launcher_label: 'In Design' },
  { id: 1002, name: 'Morrison Mortuary', launcher_label: 'Lost' },
  { id: 1003, name: 'Site 1003', launcher_label: 'Staged' },
] as const;

/** The bar over three rows with their checkboxes, as the lists have them; 45 sites match. */
function BulkList({ totalSites }: { totalSites: number }) {
  return (
    <BulkActionsScope
      request={siteListRequest(listScreens.allSites, adminViewer, {})}
      pageSites={pageSites}
      totalSites={totalSites}
      onApplied={() => {}}
    >
      <BulkBar />
      <PageCheckbox />
      {pageSites.map(({ id, name }) => (
        <RowCheckbox key={id} id={id} name={name} />
      ))}
    </BulkActionsScope>
  );
}

const wired = (answers: Answers = {}) =>
  storyWiring({
    actors: () => ({
      bulkActions: bulkActionsActorsFixture({ matchingIds: Array.from({ length: 45 }, (_, index) => index + 1), ...answers }),
    }),
  });

/** One story per state of bulkActionsMachine. */
const meta = {
  title: 'bulkActions',
  component: BulkList,
  args: { totalSites: 45 },
  parameters: { machineDocs: [machineDoc(bulkActionsMachine, bulkActionsNotes)], ...wired() },
} satisfies Meta<typeof BulkList>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const bar = async (canvasElement: HTMLElement) => within(await page(canvasElement).findByRole('region', { name: 'Bulk actions' }));

/** A click, then a shift-click two rows down: one session, so the held Shift reaches the click. */
const selectRange = async (canvasElement: HTMLElement) => {
  const user = userEvent.setup();
  await user.click(page(canvasElement).getByRole('checkbox', { name: 'Select Site 1001' }));
  await user.keyboard('{Shift>}');
  await user.click(page(canvasElement).getByRole('checkbox', { name: 'Select Site 1003' }));
  await user.keyboard('{/Shift}');
};

const chooseMarkLost = async (canvasElement: HTMLElement) => {
  await userEvent.click((await bar(canvasElement)).getByRole('combobox', { name: 'Action' }));
  await userEvent.click(await page(canvasElement).findByRole('option', { name: 'Mark Lost' }));
};

const applyMarkLost = async (canvasElement: HTMLElement) => {
  await selectRange(canvasElement);
  await chooseMarkLost(canvasElement);
  await userEvent.click((await bar(canvasElement)).getByRole('button', { name: 'Apply' }));
  return within(await page(canvasElement).findByRole('dialog', { name: 'Mark Lost on 3 sites' }));
};

export const NothingSelected: Story = {
  play: async ({ canvasElement }) => {
    await expect(page(canvasElement).getByRole('checkbox', { name: 'Select this page' })).not.toBeChecked();
    await expect(page(canvasElement).queryByRole('region', { name: 'Bulk actions' })).toBeNull();
  },
};

export const RangeSelected: Story = {
  play: async ({ canvasElement }) => {
    await selectRange(canvasElement);
    const region = await bar(canvasElement);
    await expect(region.getByText('3 sites selected')).toBeInTheDocument();
    await expect(region.getByRole('button', { name: 'Select all 45 matching' })).toBeInTheDocument();
    await expect(region.getByRole('button', { name: 'Apply' })).toBeDisabled();
  },
};

export const SelectingMatching: Story = {
  parameters: wired({ loadMatchingIds: 'pending' }),
  play: async ({ canvasElement }) => {
    await userEvent.click(page(canvasElement).getByRole('checkbox', { name: 'Select this page' }));
    await userEvent.click((await bar(canvasElement)).getByRole('button', { name: 'Select all 45 matching' }));
    await expect((await bar(canvasElement)).getByRole('button', { name: 'Select all 45 matching' })).toHaveAttribute('data-loading');
  },
};

export const AllMatchingSelected: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(page(canvasElement).getByRole('checkbox', { name: 'Select this page' }));
    await userEvent.click((await bar(canvasElement)).getByRole('button', { name: 'Select all 45 matching' }));
    await expect(await (await bar(canvasElement)).findByText('All 45 sites matching selected')).toBeInTheDocument();
  },
};

export const PastTheLimit: Story = {
  args: { totalSites: 2340 },
  parameters: wired({ matchingIds: Array.from({ length: 501 }, (_, index) => index + 1) }),
  play: async ({ canvasElement }) => {
    await userEvent.click(page(canvasElement).getByRole('checkbox', { name: 'Select this page' }));
    await userEvent.click((await bar(canvasElement)).getByRole('button', { name: 'Select all 2,340 matching' }));
    await expect(
      await page(canvasElement).findByText('At most 500 sites can be changed at once: narrow the filters or select fewer.'),
    ).toBeInTheDocument();
    await chooseMarkLost(canvasElement);
    await expect((await bar(canvasElement)).getByRole('button', { name: 'Apply' })).toBeDisabled();
  },
};

export const Confirming: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await applyMarkLost(canvasElement);
    await expect(dialog.getByRole('button', { name: 'Apply to 3 sites' })).not.toHaveAttribute('data-loading');
  },
};

export const Applying: Story = {
  parameters: wired({ applyBulkAction: 'pending' }),
  play: async ({ canvasElement }) => {
    const dialog = await applyMarkLost(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Apply to 3 sites' }));
    await expect(dialog.getByRole('button', { name: 'Apply to 3 sites' })).toHaveAttribute('data-loading');
  },
};

export const Reported: Story = {
  parameters: wired({ refuse: { 1002: 'Cannot mark as lost a site in Lost: Lost to Lost is not allowed' } }),
  play: async ({ canvasElement }) => {
    const dialog = await applyMarkLost(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Apply to 3 sites' }));
    const report = within(await page(canvasElement).findByRole('dialog', { name: 'Bulk change done' }));
    await expect(report.getByText('Done on 2 sites; 1 site refused.')).toBeInTheDocument();
    await expect(report.getByRole('list', { name: 'Refused sites' })).toHaveTextContent('Morrison Mortuary: already Lost');
  },
};
