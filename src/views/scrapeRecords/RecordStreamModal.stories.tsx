import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyWiring } from '../../testing/storyWiring';
import { scrapeRecordsActorsFixture } from '../scrapeTasks/scrapeTasksFixtures';
import { RecordStreamModal } from './RecordStreamModal';
import { machineDoc } from '../../stories/machineDocs';
import { recordStreamMachine } from '../../../machines/scrapeRecords/recordStream.machine';
import { recordStreamNotes } from '../../stories/notes/sitePageNotes';

const wired = (behaviour: Parameters<typeof scrapeRecordsActorsFixture>[0] = {}) =>
  storyWiring({ actors: () => ({ scrapeRecords: scrapeRecordsActorsFixture(behaviour) }) });

const meta = {
  title: 'recordStream',
  component: RecordStreamModal,
  args: { organizationId: 'org-12', onClose: fn() },
  parameters: { machineDocs: [machineDoc(recordStreamMachine, recordStreamNotes)], ...wired() },
} satisfies Meta<typeof RecordStreamModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const log = async (canvasElement: HTMLElement) => within(await body(canvasElement).findByRole('log', { name: 'Obituary Stream' }));

/** streaming, before the scrape has saved anything: the first line only. */
export const Waiting: Story = {
  parameters: wired({ recordEvents: 'pending' }),
  play: async ({ canvasElement }) => {
    await expect(await body(canvasElement).findByRole('dialog', { name: 'Obituary Stream' })).toBeInTheDocument();
    const lines = await log(canvasElement);
    await expect(lines.getByText('Obituary Stream...')).toBeInTheDocument();
    await expect(lines.queryAllByRole('link')).toHaveLength(0);
  },
};

/** streaming: each saved record a line, a link opening in a new tab; Escape closes. */
export const Streaming: Story = {
  play: async ({ canvasElement, args }) => {
    const lines = await log(canvasElement);
    await expect(lines.getByText('Obituary Stream...')).toBeInTheDocument();
    await expect((await lines.findAllByRole('link')).map((link) => link.textContent)).toEqual(['Margaret Hayes', 'Harold Becker']);
    await expect(lines.getByRole('link', { name: 'Margaret Hayes' })).toHaveAttribute('target', '_blank');
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** stopped: the live connection could not be opened. */
export const Stopped: Story = {
  parameters: wired({ recordEvents: { fail: new Error('The live connection could not be opened') } }),
  play: async ({ canvasElement }) => {
    const lines = await log(canvasElement);
    await expect(await lines.findByText('Stream disconnected')).toBeInTheDocument();
    await expect(lines.getByText('Obituary Stream...')).toBeInTheDocument();
  },
};

/** No task chosen: no modal, no stream. */
export const Closed: Story = {
  args: { organizationId: null },
  play: async ({ canvasElement }) => {
    await expect(body(canvasElement).queryByRole('dialog', { name: 'Obituary Stream' })).toBeNull();
  },
};
