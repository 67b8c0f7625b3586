import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { storyWiring } from '../../testing/storyWiring';
import { offline, type StubAnswer } from '../../testing/stubAnswer';
import { logActorsFixture, logNow } from './logFixtures';
import { RecentUpdates } from './RecentUpdates';
import { machineDoc } from '../../stories/machineDocs';
import { logMachine } from '../../../machines/log/log.machine';
import { logNotes } from '../../stories/notes/sitePageNotes';

const wired = (how: StubAnswer = 'answer', entries?: Parameters<typeof logActorsFixture>[1]) =>
  storyWiring({ actors: () => ({ log: logActorsFixture(how, entries) }) });

/** One story per state of logMachine. */
const meta = {
  title: 'log',
  component: RecentUpdates,
  args: { fhid: 1042, now: logNow },
  parameters: { machineDocs: [machineDoc(logMachine, logNotes)], ...wired() },
} satisfies Meta<typeof RecentUpdates>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Loading: Story = {
  parameters: wired('pending'),
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByLabelText('Loading recent updates')).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadFailed: Story = {
  parameters: wired(offline),
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByText('Unable to load recent updates')).toBeInTheDocument();
    await expect(page(canvasElement).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: wired('answer', []),
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByText('No updates yet')).toBeInTheDocument();
  },
};

/** Newest first: who, what and how long ago. */
export const Timeline: Story = {
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await expect(await body.findByText('Launch scheduled for Mar 18, 2025')).toBeInTheDocument();
    await expect(body.getByText('an hour ago')).toBeInTheDocument();
    await expect(body.getByText('System')).toBeInTheDocument();
  },
};

/** Filtered to one log type: only its entries. */
export const FilteredByType: Story = {
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await body.findByText('Site staged');
    await userEvent.click(body.getByRole('combobox', { name: 'Log type' }));
    await userEvent.click(await body.findByRole('option', { name: 'STAGE' }));
    await expect(await body.findByText('Site staged')).toBeInTheDocument();
    await expect(body.queryByText('Launch date missed')).toBeNull();
  },
};
