import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyWiring } from '../../testing/storyWiring';
import { offline } from '../../testing/stubAnswer';
import { ScrapeTasksTab } from './ScrapeTasksTab';
import { scrapeRecordsActorsFixture, scrapeTasksActorsFixture } from './scrapeTasksFixtures';
import { machineDoc } from '../../stories/machineDocs';
import { scrapeTasksMachine } from '../../../machines/scrapeTasks/scrapeTasks.machine';
import { scrapeTasksNotes } from '../../stories/notes/sitePageNotes';

type Behaviour = Parameters<typeof scrapeTasksActorsFixture>[0];

const wired = (behaviour: Behaviour = {}, path?: string) =>
  storyWiring({ path, actors: () => ({ scrapeTasks: scrapeTasksActorsFixture(behaviour), scrapeRecords: scrapeRecordsActorsFixture() }) });

const meta = {
  title: 'scrapeTasks',
  component: ScrapeTasksTab,
  parameters: { machineDocs: [machineDoc(scrapeTasksMachine, scrapeTasksNotes)], ...wired() },
} satisfies Meta<typeof ScrapeTasksTab>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** list.loading: three skeleton rows. */
export const Loading: Story = {
  parameters: wired({ loadTasks: 'pending' }),
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findAllByTestId('skeleton-row')).toHaveLength(3);
  },
};

/** list.error. */
export const LoadFailed: Story = {
  parameters: wired({ loadTasks: offline }),
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByText('Unable to load scrape tasks')).toBeInTheDocument();
  },
};

/** list.ready.listening: every column's display rule. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const row = within(await page(canvasElement).findByTestId('task-done-1'));
    for (const text of ['scrape', 'SUCCESS', 'old-home.example', 'cfs', 'None']) await expect(row.getByText(text)).toBeInTheDocument();
    await expect(within(page(canvasElement).getByTestId('task-queued-2')).getByText('scheduled')).toBeInTheDocument();
  },
};

/** list.ready.rereading: a colleague changed a site on the page; the rows stay while it is read again. */
export const Rereading: Story = {
  parameters: wired({ liveChange: true, reloadTasks: 'pending' }),
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await expect(await body.findByTestId('task-done-1')).toBeInTheDocument();
    await waitFor(() => expect(body.getByRole('table', { name: 'Scrape tasks' })).toHaveAttribute('aria-busy', 'true'));
  },
};

/** list.ready from a filtered address: the search and filters come from the URL (a link, a reload). */
export const Filtered: Story = {
  parameters: wired({}, '/scrapes?search=old-home&status=FAILURE'),
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByTestId('task-done-1');
    await expect(page(canvasElement).getByRole('textbox', { name: 'Search tasks' })).toHaveValue('old-home');
    await expect(page(canvasElement).getByRole('combobox', { name: 'Status' })).toHaveValue('FAILURE');
  },
};

/** list.ready with no task: the empty list says where scrapes come from (issue 33). */
export const Empty: Story = {
  parameters: wired({ empty: true }),
  play: async ({ canvasElement }) => {
    await expect(
      await page(canvasElement).findByText("No scrape tasks yet. Scrapes are started from a site's Scrape tab."),
    ).toBeInTheDocument();
  },
};

/** list.ready with no task for the search and filters: the way out is clearing them. */
export const EmptyFiltered: Story = {
  parameters: wired({ empty: true }, '/scrapes?search=nothing-like-this'),
  play: async ({ canvasElement }) => {
    await expect(
      await page(canvasElement).findByText('No scrape tasks match the search and filters. Clear filters to see every task.'),
    ).toBeInTheDocument();
  },
};

/** dialog.result: the Result modal. */
export const ViewingResult: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(await page(canvasElement).findByTestId('task-done-1')).getByRole('button', { name: 'View Result' }));
    await expect(
      within(await page(canvasElement).findByRole('dialog', { name: 'Result' })).getByText(/"recordsSaved": 3/),
    ).toBeInTheDocument();
  },
};

/** dialog.stream: the Obituary Stream log with its first line and each record as a link. */
export const WatchingStream: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(await page(canvasElement).findByTestId('task-running-3')).getByRole('button', { name: 'Watch Stream' }));
    const log = within(await page(canvasElement).findByRole('log', { name: 'Obituary Stream' }));
    await expect(log.getByText('Obituary Stream...')).toBeInTheDocument();
    await expect(await log.findByRole('link', { name: 'Harold Becker' })).toHaveAttribute('target', '_blank');
  },
};

/** revoke.revoking. */
export const Revoking: Story = {
  parameters: wired({ killTask: 'pending' }),
  play: async ({ canvasElement }) => {
    const revoke = within(await page(canvasElement).findByTestId('task-queued-2')).getByRole('button', { name: 'Revoke Task' });
    await userEvent.click(revoke);
    await expect(revoke).toHaveAttribute('data-loading');
  },
};

export const Revoked: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(await page(canvasElement).findByTestId('task-queued-2')).getByRole('button', { name: 'Revoke Task' }));
    await expect(await page(canvasElement).findByText('Task successfully revoked')).toBeInTheDocument();
  },
};

export const RevokeFailed: Story = {
  parameters: wired({ killTask: offline }),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(await page(canvasElement).findByTestId('task-queued-2')).getByRole('button', { name: 'Revoke Task' }));
    await expect(await page(canvasElement).findByText('Unable to revoke task')).toBeInTheDocument();
  },
};
