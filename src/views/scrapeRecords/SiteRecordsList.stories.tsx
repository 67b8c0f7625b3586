import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyWiring } from '../../testing/storyWiring';
import { offline } from '../../testing/stubAnswer';
import { scrapeRecordsActorsFixture } from '../scrapeTasks/scrapeTasksFixtures';
import { SiteRecordsList } from './SiteRecordsList';
import { machineDoc } from '../../stories/machineDocs';
import { scrapeRecordsMachine } from '../../../machines/scrapeRecords/scrapeRecords.machine';
import { scrapeRecordsNotes } from '../../stories/notes/sitePageNotes';

const wired = (behaviour: Parameters<typeof scrapeRecordsActorsFixture>[0] = {}, records = 2) =>
  storyWiring({ actors: () => ({ scrapeRecords: scrapeRecordsActorsFixture(behaviour, records) }) });

const meta = {
  title: 'scrapeRecords',
  component: SiteRecordsList,
  args: { siteId: 12 },
  parameters: { machineDocs: [machineDoc(scrapeRecordsMachine, scrapeRecordsNotes)], ...wired() },
} satisfies Meta<typeof SiteRecordsList>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Loading: Story = {
  parameters: wired({ loadRecords: 'pending' }),
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByLabelText('Loading records')).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadFailed: Story = {
  parameters: wired({ loadRecords: offline }),
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByText('Unable to load records')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: wired({}, 0),
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByText('No records scraped yet')).toBeInTheDocument();
  },
};

/** Real and fake records, the fake one marked. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByText('Margaret Hayes')).toBeInTheDocument();
    await expect(within(page(canvasElement).getByTestId('record-2')).getByText('Fake')).toBeInTheDocument();
    await expect(page(canvasElement).getByRole('link', { name: 'Old page' })).toHaveAttribute('target', '_blank');
  },
};
