import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { storyWiring } from '../../testing/storyWiring';
import { offline } from '../../testing/stubAnswer';
import { scrapeRecordsActorsFixture } from '../scrapeTasks/scrapeTasksFixtures';
import { FakeObituariesPanel } from './FakeObituariesPanel';
import { machineDoc } from '../../stories/machineDocs';
import { fakeObituariesMachine } from '../../../machines/scrapeRecords/fakeObituaries.machine';
import { fakeObituariesNotes } from '../../stories/notes/sitePageNotes';

const wired = (behaviour: Parameters<typeof scrapeRecordsActorsFixture>[0] = {}) =>
  storyWiring({ actors: () => ({ scrapeRecords: scrapeRecordsActorsFixture(behaviour) }) });

const meta = {
  title: 'fakeObituaries',
  component: FakeObituariesPanel,
  args: { siteId: 12 },
  parameters: { machineDocs: [machineDoc(fakeObituariesMachine, fakeObituariesNotes)], ...wired() },
} satisfies Meta<typeof FakeObituariesPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const tile = (canvasElement: HTMLElement) => within(canvasElement);
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Loading: Story = {
  parameters: wired({ loadFakeCount: 'pending' }),
  play: async ({ canvasElement }) => {
    await expect(tile(canvasElement).getByLabelText('Loading fake obituaries')).toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  parameters: wired({ loadFakeCount: offline }),
  play: async ({ canvasElement }) => {
    await expect(await tile(canvasElement).findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  },
};

export const Ready: Story = {
  play: async ({ canvasElement }) => {
    await expect(await tile(canvasElement).findByText('2 fake obituaries on the site')).toBeInTheDocument();
  },
};

export const Adding: Story = {
  parameters: wired({ addFakeObituaries: 'pending' }),
  play: async ({ canvasElement }) => {
    await userEvent.click(await tile(canvasElement).findByRole('button', { name: 'Add fake obituaries' }));
    await expect(tile(canvasElement).getByRole('button', { name: 'Add fake obituaries' })).toHaveAttribute('data-loading');
  },
};

export const Added: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await tile(canvasElement).findByRole('button', { name: 'Add fake obituaries' }));
    await expect(await body(canvasElement).findByText('Fake obituaries added')).toBeInTheDocument();
    await expect(tile(canvasElement).getByText('6 fake obituaries on the site')).toBeInTheDocument();
  },
};

export const Removing: Story = {
  parameters: wired({ removeFakeObituaries: 'pending' }),
  play: async ({ canvasElement }) => {
    await userEvent.click(await tile(canvasElement).findByRole('button', { name: 'Remove fake obituaries' }));
    await expect(tile(canvasElement).getByRole('button', { name: 'Remove fake obituaries' })).toHaveAttribute('data-loading');
  },
};

export const RemoveFailed: Story = {
  parameters: wired({ removeFakeObituaries: offline }),
  play: async ({ canvasElement }) => {
    await userEvent.click(await tile(canvasElement).findByRole('button', { name: 'Remove fake obituaries' }));
    await expect(await body(canvasElement).findByText('Unable to remove fake obituaries')).toBeInTheDocument();
  },
};
