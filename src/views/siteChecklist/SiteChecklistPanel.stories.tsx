import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import type { ChecklistItemState, SiteChecklist } from '../../../domain/api/siteChecklist.schema';
import type { CheckItemInput, LoadChecklistInput, SiteChecklistActors } from '../../../machines/siteChecklist/siteChecklist.actors';
import { AppProviders } from '../../app/AppProviders';
import { checklistFixture } from './checklistFixtures';
import { SiteChecklistPanel } from './SiteChecklistPanel';

type Behaviour = 'answer' | 'pending' | 'fail';
const never = <T,>() => new Promise<T>(() => {});

const actorsFor = ({ load = 'answer', tick = 'answer' }: { load?: Behaviour; tick?: Behaviour } = {}): SiteChecklistActors => ({
  loadChecklist: fromPromise<SiteChecklist, LoadChecklistInput>(async ({ input }) => {
    if (load === 'pending') return never();
    if (load === 'fail') throw new Error('offline');
    return checklistFixture(input.typeId);
  }),
  checkItem: fromPromise<ChecklistItemState, CheckItemInput>(async ({ input }) => {
    if (tick === 'pending') return never();
    if (tick === 'fail') throw new Error('offline');
    return { id: input.siteChecklistId, description: 'Builder project created from the chosen template', checked: input.checked, name: 'You', when: new Date().toISOString() };
  }),
});

const meta = {
  title: 'Checklist/SiteChecklistPanel',
  component: SiteChecklistPanel,
  decorators: [
    (Story) => (
      <AppProviders>
        <Story />
      </AppProviders>
    ),
  ],
  args: { fhid: 1042, role: 'designer', actors: actorsFor() },
} satisfies Meta<typeof SiteChecklistPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const firstItem = 'Builder project created from the chosen template';

export const Loading: Story = { args: { actors: actorsFor({ load: 'pending' }) } };

export const LoadFailed: Story = {
  args: { actors: actorsFor({ load: 'fail' }) },
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByText('Unable to load the checklist')).toBeInTheDocument();
  },
};

/** The designer's own type: boxes enabled, who ticked and when beside ticked items. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByRole('checkbox', { name: firstItem })).toBeEnabled();
    await expect(page(canvasElement).getByText('Dana Designer · Mar 10, 2025')).toBeInTheDocument();
  },
};

/** Another role's type: read only. */
export const ReadOnlyType: Story = {
  args: { role: 'ae', actors: actorsFor() },
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await userEvent.click(await body.findByRole('combobox', { name: 'Checklist' }));
    await userEvent.click(await body.findByRole('option', { name: 'Design' }));
    await expect(await body.findByRole('checkbox', { name: firstItem })).toBeDisabled();
  },
};

export const Ticking: Story = {
  args: { actors: actorsFor({ tick: 'pending' }) },
  play: async ({ canvasElement }) => {
    await userEvent.click(await page(canvasElement).findByRole('checkbox', { name: firstItem }));
    await expect(page(canvasElement).getByLabelText('Saving tick')).toBeInTheDocument();
  },
};

/** The save failed: the box is back to unticked (the failure is only logged). */
export const TickFailed: Story = {
  args: { actors: actorsFor({ tick: 'fail' }) },
  play: async ({ canvasElement }) => {
    const box = await page(canvasElement).findByRole('checkbox', { name: firstItem });
    await userEvent.click(box);
    await expect(box).not.toBeChecked();
  },
};
