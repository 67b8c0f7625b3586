import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyWiring } from '../../testing/storyWiring';
import { checklistActorsFixture, checklistDesigner, checklistExecutive } from './checklistFixtures';
import { SiteChecklistPanel } from './SiteChecklistPanel';
import { offline } from '../../testing/stubAnswer';
import { machineDoc } from '../../stories/machineDocs';
import { siteChecklistMachine } from '../../../machines/siteChecklist/siteChecklist.machine';
import { siteChecklistNotes } from '../../stories/notes/sitePageNotes';

type Behaviour = Parameters<typeof checklistActorsFixture>[0];

/** The panel with its own checklist calls, answering, hanging or failing as asked. */
const wired = (behaviour: Behaviour = {}, viewer = checklistDesigner) =>
  storyWiring({ viewer, actors: () => ({ siteChecklist: checklistActorsFixture(behaviour) }) });

const meta = {
  title: 'siteChecklist',
  component: SiteChecklistPanel,
  args: { fhid: 1042 },
  parameters: { machineDocs: [machineDoc(siteChecklistMachine, siteChecklistNotes)], ...wired() },
} satisfies Meta<typeof SiteChecklistPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const firstItem = 'Builder project created from the chosen template';

export const Loading: Story = {
  parameters: wired({ loadChecklist: 'pending' }),
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByLabelText('Loading checklist')).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadFailed: Story = {
  parameters: wired({ loadChecklist: offline }),
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByText('Unable to load the checklist')).toBeInTheDocument();
    await expect(page(canvasElement).getByRole('button', { name: 'Retry' })).toBeEnabled();
  },
};

/** ready.live.listening, the designer's own type: boxes enabled, who ticked and when beside ticked items. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByRole('checkbox', { name: firstItem })).toBeEnabled();
    await expect(page(canvasElement).getByText('Dana Designer · Mar 10, 2025')).toBeInTheDocument();
  },
};

/** Another role's type: read only. */
export const ReadOnlyType: Story = {
  parameters: wired({}, checklistExecutive),
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await userEvent.click(await body.findByRole('combobox', { name: 'Checklist' }));
    await userEvent.click(await body.findByRole('option', { name: 'Design' }));
    await expect(await body.findByRole('checkbox', { name: firstItem })).toBeDisabled();
    await expect(body.getByText('Your role may read this checklist but not tick it.')).toBeInTheDocument();
  },
};

/** ready.live.rereading: a colleague ticked something; the list stays while it is read again. */
export const Rereading: Story = {
  parameters: wired({ liveChange: true, reloadChecklist: 'pending' }),
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await expect(await body.findByRole('checkbox', { name: firstItem })).toBeEnabled();
    await waitFor(() => expect(body.getByLabelText('Site checklist')).toHaveAttribute('aria-busy', 'true'));
  },
};

export const Ticking: Story = {
  parameters: wired({ checkItem: 'pending' }),
  play: async ({ canvasElement }) => {
    await userEvent.click(await page(canvasElement).findByRole('checkbox', { name: firstItem }));
    await expect(page(canvasElement).getByLabelText('Saving tick')).toBeInTheDocument();
    await expect(page(canvasElement).getByRole('checkbox', { name: firstItem })).toBeChecked();
    // The box keeps its focus while the tick saves (issue 33), marked busy rather than disabled.
    await expect(page(canvasElement).getByRole('checkbox', { name: firstItem })).toHaveFocus();
    await expect(page(canvasElement).getByRole('checkbox', { name: firstItem })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** The save failed: the box is back to unticked (the failure is only logged, by the real actor). */
export const TickFailed: Story = {
  parameters: wired({ checkItem: offline }),
  play: async ({ canvasElement }) => {
    const box = await page(canvasElement).findByRole('checkbox', { name: firstItem });
    await userEvent.click(box);
    await waitFor(() => expect(page(canvasElement).queryByLabelText('Saving tick')).not.toBeInTheDocument());
    await expect(box).not.toBeChecked();
    await expect(box).toBeEnabled();
  },
};
