import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { SiteStatusChange } from '../../../domain/api/siteStatus.schema';
import { StatusActionRefused } from '../../../machines/siteStatus/siteStatus.actors';
import { AppProviders } from '../../app/AppProviders';
import { SiteStatusActions } from './SiteStatusActions';

const submitted: SiteStatusChange = { id: 2041, from: 'In Design', launcher_label: 'Pre-Staging QA' };

const meta = {
  title: 'Site Status/SiteStatusActions',
  component: SiteStatusActions,
  decorators: [
    (Story) => (
      <AppProviders>
        <Story />
      </AppProviders>
    ),
  ],
  args: {
    site: { id: 2041, name: 'Cedar Lane Memorial', launcher_label: 'In Design' },
    role: 'designer',
    onChanged: fn(),
    onDeleted: fn(),
    runAction: fn(() => Promise.resolve(submitted)),
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
    await expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Submit for Review', 'Wait for Content']);
  },
};

/** The admin's 'Change status…': the picker of selectable statuses. */
export const Picking: Story = {
  args: { role: 'admin' },
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
  args: { runAction: fn(() => new Promise<SiteStatusChange>(() => undefined)) },
  play: async ({ canvasElement }) => {
    await submitForReview(canvasElement);
    const confirm = page(canvasElement).getByRole('dialog', { name: 'Submit for Review' });
    await waitFor(() => expect(within(confirm).getByRole('button', { name: 'Cancel' })).toBeDisabled());
  },
};

/** The server agreed: the toast, and the page is asked to re-read the site. */
export const Done: Story = {
  play: async ({ canvasElement, args }) => {
    await submitForReview(canvasElement);
    await expect(await page(canvasElement).findByText('Site submitted for review!')).toBeInTheDocument();
    await waitFor(() => expect(args.onChanged).toHaveBeenCalled());
  },
};

/** The server refused: part 1 §8's text with the server's reason. */
export const Failed: Story = {
  args: {
    runAction: fn(() => Promise.reject(new StatusActionRefused('Cannot submit for review a site in Staged: Staged to Pre-Staging QA is not allowed'))),
  },
  play: async ({ canvasElement }) => {
    await submitForReview(canvasElement);
    await expect(await page(canvasElement).findByText('Unable to submit site for review')).toBeInTheDocument();
    await expect(page(canvasElement).getByText(/Staged to Pre-Staging QA is not allowed/)).toBeInTheDocument();
  },
};
