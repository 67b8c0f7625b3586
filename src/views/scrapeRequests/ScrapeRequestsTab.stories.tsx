import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Viewer } from '../../../domain/viewer';
import { storyWiring } from '../../testing/storyWiring';
import { offline } from '../../testing/stubAnswer';
import { ScrapeRequestsTab } from './ScrapeRequestsTab';
import { longNote, scrapeRequestsActorsFixture } from './scrapeRequestsFixtures';
import { machineDoc } from '../../stories/machineDocs';
import { scrapeRequestsMachine } from '../../../machines/scrapeRequests/scrapeRequests.machine';
import { scrapeRequestsNotes } from '../../stories/notes/sitePageNotes';

const launch: Viewer = { id: 8, role: 'launch', name: 'Lee Launch' };

const wired = (answers: Parameters<typeof scrapeRequestsActorsFixture>[0] = {}, viewer = launch) =>
  storyWiring({ viewer, actors: () => ({ scrapeRequests: scrapeRequestsActorsFixture(answers) }) });

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

const confirmTitle = 'Mark Obituaries scrape complete for Maple Grove Chapel';

/** Opens Mark Complete on the Maple Grove request and types an additional note. */
const confirm = async (canvasElement: HTMLElement) => {
  await userEvent.click(await page(canvasElement).findByRole('button', { name: 'Mark Complete: Maple Grove Chapel' }));
  const dialog = within(await page(canvasElement).findByRole('dialog', { name: confirmTitle }));
  await userEvent.type(dialog.getByRole('textbox', { name: 'Additional note' }), 'Imported 212 obituaries');
  return dialog;
};

/** One story per state of scrapeRequestsMachine, seen by a launch specialist (who may mark complete). */
const meta = {
  title: 'scrapeRequests',
  component: ScrapeRequestsTab,
  parameters: { machineDocs: [machineDoc(scrapeRequestsMachine, scrapeRequestsNotes)], layout: 'padded', ...wired() },
} satisfies Meta<typeof ScrapeRequestsTab>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: wired({ loadRequests: 'pending' }),
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findAllByRole('row', { name: 'Loading request' })).toHaveLength(3);
  },
};

export const Failed: Story = {
  parameters: wired({ loadRequests: offline }),
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByText('Unable to load scrape requests')).toBeInTheDocument();
    await expect(page(canvasElement).getByRole('button', { name: 'Retry' })).toBeEnabled();
  },
};

/** live.listening: the open requests: the columns of part 2 §2.10, a long note cut with 'Read More', a missing date as '-'. */
export const Listening: Story = {
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    const row = await body.findByRole('row', { name: 'Maple Grove Chapel: Obituaries' });
    await expect(body.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'ID',
      'Name',
      'Type',
      'Needed By',
      'Note',
      'Mark Complete',
      'Actions',
    ]);
    await expect(within(row).getByRole('button', { name: 'Read More' })).toBeInTheDocument();
    await expect(within(row).getByRole('button', { name: 'Mark Complete: Maple Grove Chapel' })).toBeEnabled();
    await expect(within(body.getByRole('row', { name: 'Cedar Hill Memorial: Blogs' })).getAllByRole('cell')[3]).toHaveTextContent('-');
  },
};

/** live.rereading: a colleague changed a site on the page: the rows stay while the page is read again. */
export const Rereading: Story = {
  parameters: wired({ liveChange: true, reloadRequests: 'pending' }),
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await expect(await body.findByRole('row', { name: 'Maple Grove Chapel: Obituaries' })).toBeInTheDocument();
    await waitFor(() => expect(body.getByRole('table')).toHaveAttribute('aria-busy', 'true'));
  },
};

/** A designer may not mark complete: the column reads '-'. */
export const ListeningForADesigner: Story = {
  parameters: wired({}, { id: 5, role: 'designer', name: 'Dana Designer' }),
  play: async ({ canvasElement }) => {
    const row = await page(canvasElement).findByRole('row', { name: 'Maple Grove Chapel: Obituaries' });
    await expect(within(row).getAllByRole('cell')[5]).toHaveTextContent(/^-$/);
  },
};

export const Reading: Story = {
  play: async ({ canvasElement }) => {
    const row = await page(canvasElement).findByRole('row', { name: 'Maple Grove Chapel: Obituaries' });
    await userEvent.click(within(row).getByRole('button', { name: 'Read More' }));
    const dialog = within(await page(canvasElement).findByRole('dialog', { name: 'Note: Maple Grove Chapel' }));
    await expect(dialog.getByText(longNote)).toBeInTheDocument();
  },
};

export const Confirming: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await confirm(canvasElement);
    await expect(dialog.getByText('Requested by Ada Admin')).toBeInTheDocument();
    await expect(dialog.getByRole('button', { name: 'Mark Complete' })).toBeEnabled();
  },
};

export const Completing: Story = {
  parameters: wired({ markComplete: 'pending' }),
  play: async ({ canvasElement }) => {
    const dialog = await confirm(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Mark Complete' }));
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Mark Complete' })).toHaveAttribute('data-loading'));
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

export const Completed: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await confirm(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Mark Complete' }));
    await expect(await page(canvasElement).findByText('Obituaries scrape marked as complete')).toBeInTheDocument();
  },
};

export const CompleteFailed: Story = {
  parameters: wired({ markComplete: offline }),
  play: async ({ canvasElement }) => {
    const dialog = await confirm(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Mark Complete' }));
    await expect(await page(canvasElement).findByText('Unable to mark Obituaries scrape complete')).toBeInTheDocument();
    await expect(dialog.getByRole('textbox', { name: 'Additional note' })).toHaveValue('Imported 212 obituaries');
  },
};
