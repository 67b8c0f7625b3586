import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Viewer } from '../../../domain/viewer';
import { storyWiring } from '../../testing/storyWiring';
import { siteStatusActorsFixture, statusSite } from './siteStatusFixtures';
import { SiteStatusActions } from './SiteStatusActions';
import { machineDoc } from '../../stories/machineDocs';
import { siteStatusMachine } from '../../../machines/siteStatus/siteStatus.machine';
import { siteLifecycleMachine } from '../../../machines/siteLifecycle/siteLifecycle.machine';
import { siteLifecycleNotes, siteStatusNotes } from '../../stories/notes/sitePageNotes';

const designer: Viewer = { id: 5, role: 'designer', name: 'Dana Designer' };
const admin: Viewer = { id: 1, role: 'admin', name: 'Ada Admin' };

/** The menu with its own status call, answering, hanging or refusing as asked. */
const wired = (behaviour?: Parameters<typeof siteStatusActorsFixture>[0], viewer = designer) =>
  storyWiring({ viewer, actors: () => ({ siteStatus: siteStatusActorsFixture(behaviour) }) });

const meta = {
  title: 'siteStatus',
  component: SiteStatusActions,
  args: {
    site: statusSite,
    onChanged: fn(),
    onDeleted: fn(),
  },
  parameters: {
    machineDocs: [machineDoc(siteStatusMachine, siteStatusNotes), machineDoc(siteLifecycleMachine, siteLifecycleNotes)],
    ...wired(),
  },
} satisfies Meta<typeof SiteStatusActions>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

const chooseFromMenu = async (canvasElement: HTMLElement, item: string) => {
  const body = page(canvasElement);
  await userEvent.click(body.getByRole('button', { name: 'Status' }));
  await userEvent.click(within(await body.findByRole('menu')).getByRole('menuitem', { name: item }));
};

const submitForReview = async (canvasElement: HTMLElement) => {
  await chooseFromMenu(canvasElement, 'Submit for Review');
  const confirm = await page(canvasElement).findByRole('dialog', { name: 'Submit for Review' });
  await userEvent.click(within(confirm).getByRole('button', { name: 'Submit for Review' }));
};

/** The header's Status button, the menu closed. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    await expect(page(canvasElement).getByRole('button', { name: 'Status' })).toBeEnabled();
  },
};

/** The menu open: a designer on an In Design site. */
export const MenuOpen: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(page(canvasElement).getByRole('button', { name: 'Status' }));
    const menu = await page(canvasElement).findByRole('menu');
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Submit for Review', 'Wait for Content']);
  },
};

/** The admin's 'Change status…': the picker of selectable statuses. */
export const Picking: Story = {
  parameters: wired('answer', admin),
  play: async ({ canvasElement }) => {
    await chooseFromMenu(canvasElement, 'Change status…');
    const picker = await page(canvasElement).findByRole('dialog', { name: 'Change status' });
    await expect(within(picker).getByLabelText('New status', { selector: 'input' })).toBeInTheDocument();
  },
};

/** The confirm before Submit for Review. */
export const Confirming: Story = {
  play: async ({ canvasElement }) => {
    await chooseFromMenu(canvasElement, 'Submit for Review');
    const confirm = await page(canvasElement).findByRole('dialog', { name: 'Submit for Review' });
    await expect(confirm).toHaveTextContent('Submit Cedar Lane Memorial for review? Its status becomes Pre-Staging QA.');
  },
};

/** The call is running: the confirm stays, its buttons held. */
export const Submitting: Story = {
  parameters: wired('pending'),
  play: async ({ canvasElement }) => {
    await submitForReview(canvasElement);
    const confirm = page(canvasElement).getByRole('dialog', { name: 'Submit for Review' });
    await waitFor(() => expect(within(confirm).getByRole('button', { name: 'Cancel' })).toBeDisabled());
  },
};

/** Deleting a test site: part 1 §8's pending text while the call runs. */
export const Deleting: Story = {
  args: { site: { ...statusSite, launcher_label: 'Test' } },
  parameters: wired('pending', admin),
  play: async ({ canvasElement }) => {
    await chooseFromMenu(canvasElement, 'Delete Site');
    const confirm = await page(canvasElement).findByRole('dialog', { name: 'Delete test site' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await expect(await page(canvasElement).findByText('Deleting site...')).toBeInTheDocument();
  },
};

/** The server agreed: the toast, and the page is asked to re-read the site. */
export const Done: Story = {
  // Own spies: the meta's are shared by every story.
  args: { onChanged: fn(), onDeleted: fn() },
  play: async ({ canvasElement, args }) => {
    await submitForReview(canvasElement);
    await expect(await page(canvasElement).findByText('Site submitted for review!')).toBeInTheDocument();
    await waitFor(() => expect(args.onChanged).toHaveBeenCalledTimes(1));
    await expect(args.onDeleted).not.toHaveBeenCalled();
  },
};

/** The server refused: part 1 §8's text with the server's reason. */
export const Failed: Story = {
  parameters: wired({ refuse: 'Cannot submit for review a site in Staged: Staged to Pre-Staging QA is not allowed' }),
  play: async ({ canvasElement }) => {
    await submitForReview(canvasElement);
    await expect(await page(canvasElement).findByText('Unable to submit site for review')).toBeInTheDocument();
    await expect(page(canvasElement).getByText(/Staged to Pre-Staging QA is not allowed/)).toBeInTheDocument();
  },
};
