import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyWiring } from '../../testing/storyWiring';
import { offline } from '../../testing/stubAnswer';
import { scrapeTasksActorsFixture } from './scrapeTasksFixtures';
import { StartScrapeForm } from './StartScrapeForm';
import { machineDoc } from '../../stories/machineDocs';
import { startScrapeMachine } from '../../../machines/scrapeTasks/startScrape.machine';
import { startScrapeNotes } from '../../stories/notes/sitePageNotes';

const wired = (behaviour: Parameters<typeof scrapeTasksActorsFixture>[0] = {}) =>
  storyWiring({ actors: () => ({ scrapeTasks: scrapeTasksActorsFixture(behaviour) }) });

const meta = {
  title: 'startScrape',
  component: StartScrapeForm,
  args: { siteId: 12, organizationId: 'org-12' },
  parameters: { machineDocs: [machineDoc(startScrapeMachine, startScrapeNotes)], ...wired() },
} satisfies Meta<typeof StartScrapeForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const form = (canvasElement: HTMLElement) => within(within(canvasElement.ownerDocument.body).getByRole('form', { name: 'Start a scrape' }));

const fill = async (canvasElement: HTMLElement) => {
  await userEvent.type(form(canvasElement).getByRole('textbox', { name: 'URL' }), 'https://www.old-home.example/');
  await userEvent.click(form(canvasElement).getByRole('combobox', { name: 'Provider' }));
  await userEvent.click(await within(canvasElement.ownerDocument.body).findByRole('option', { name: 'CFS' }));
};

/** editing: the site's ids filled in, obituaries by default. */
export const Editing: Story = {
  play: async ({ canvasElement }) => {
    await expect(form(canvasElement).getByRole('textbox', { name: 'Organization ID' })).toHaveValue('org-12');
    await expect(form(canvasElement).getByRole('combobox', { name: 'Job Type' })).toHaveValue('obituaries');
  },
};

/** editing with a problem: 'Missing ...'. */
export const Missing: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(form(canvasElement).getByRole('button', { name: 'Start Scrape' }));
    await expect(form(canvasElement).getByRole('alert')).toHaveTextContent('Missing URL and Provider');
    // Each missing field is marked, not only named (issue 33).
    await expect(form(canvasElement).getByRole('textbox', { name: 'URL' })).toHaveAttribute('aria-invalid', 'true');
    await expect(form(canvasElement).getByRole('combobox', { name: 'Provider' })).toHaveAttribute('aria-invalid', 'true');
    await expect(form(canvasElement).getByRole('textbox', { name: 'Organization ID' })).not.toHaveAttribute('aria-invalid', 'true');
  },
};

/** submitting. */
export const Submitting: Story = {
  parameters: wired({ startScrape: 'pending' }),
  play: async ({ canvasElement }) => {
    await fill(canvasElement);
    await userEvent.click(form(canvasElement).getByRole('button', { name: 'Start Scrape' }));
    await expect(form(canvasElement).getByRole('button', { name: 'Start Scrape' })).toHaveAttribute('data-loading');
  },
};

/** Started: the toast, the task's id, and the page told once (so its task list can show it). */
export const Started: Story = {
  args: { onStarted: fn() },
  play: async ({ canvasElement, args }) => {
    await fill(canvasElement);
    await userEvent.click(form(canvasElement).getByRole('button', { name: 'Start Scrape' }));
    await expect(await within(canvasElement.ownerDocument.body).findByText('Job started!')).toBeInTheDocument();
    await expect(form(canvasElement).getByText('Started task task-new')).toBeInTheDocument();
    await waitFor(() => expect(args.onStarted).toHaveBeenCalledWith('task-new'));
    await expect(args.onStarted).toHaveBeenCalledTimes(1);
  },
};

export const StartFailed: Story = {
  parameters: wired({ startScrape: offline }),
  play: async ({ canvasElement }) => {
    await fill(canvasElement);
    await userEvent.click(form(canvasElement).getByRole('button', { name: 'Start Scrape' }));
    await expect(await within(canvasElement.ownerDocument.body).findByText('Unable to start job')).toBeInTheDocument();
  },
};
