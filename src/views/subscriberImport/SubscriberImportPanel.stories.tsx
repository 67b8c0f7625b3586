import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { Viewer } from '../../../domain/viewer';
import { adminViewer } from '../../testing/ViewWiring';
import { storyWiring } from '../../testing/storyWiring';
import { SubscriberImportPanel } from './SubscriberImportPanel';
import { subscriberCsv, subscriberImportActorsFixture } from './subscriberImportFixtures';
import { machineDoc } from '../../stories/machineDocs';
import { subscriberImportMachine } from '../../../machines/subscriberImport/subscriberImport.machine';
import { subscriberImportNotes } from '../../stories/notes/sitePageNotes';

type Behaviour = Parameters<typeof subscriberImportActorsFixture>[0];

const wired = (behaviour: Behaviour = {}, viewer: Viewer = adminViewer) =>
  storyWiring({ viewer, actors: () => ({ subscriberImport: subscriberImportActorsFixture(behaviour) }) });

const meta = {
  title: 'subscriberImport',
  component: SubscriberImportPanel,
  args: { siteId: 42 },
  parameters: { machineDocs: [machineDoc(subscriberImportMachine, subscriberImportNotes)], ...wired() },
} satisfies Meta<typeof SubscriberImportPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

const chooseFile = async (canvasElement: HTMLElement) => {
  await page(canvasElement).findByText('2 subscribers');
  const input = canvasElement.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('No file input');
  await userEvent.upload(input, new File([subscriberCsv], 'subscribers.csv', { type: 'text/csv' }));
  await expect(await page(canvasElement).findByText('subscribers.csv')).toBeInTheDocument();
};

const importFile = async (canvasElement: HTMLElement) => {
  await chooseFile(canvasElement);
  await userEvent.click(page(canvasElement).getByRole('button', { name: 'Import' }));
};

export const Loading: Story = {
  parameters: wired({ loadSubscribers: 'pending' }),
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByLabelText('Loading subscribers')).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadFailed: Story = {
  parameters: wired({ loadSubscribers: 'fail' }),
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByText('Unable to load subscribers')).toBeInTheDocument();
    await expect(page(canvasElement).getByRole('button', { name: 'Retry' })).toBeEnabled();
  },
};

export const Ready: Story = {
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByText('2 subscribers')).toBeInTheDocument();
    const newest = within(page(canvasElement).getByRole('list', { name: 'Newest subscribers' }));
    await expect(newest.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Mary Jones (mary.jones@example.com)',
      'bob@example.com',
    ]);
    await expect(page(canvasElement).getByText('No file chosen')).toBeInTheDocument();
    await expect(page(canvasElement).getByRole('button', { name: 'Import' })).toBeDisabled();
  },
};

/** An account executive sees the count but has no import. */
export const ReadOnly: Story = {
  parameters: wired({}, { id: 4, role: 'ae', name: 'Alex Executive' }),
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByText('2 subscribers')).toBeInTheDocument();
    await expect(page(canvasElement).queryByRole('button', { name: 'Import' })).toBeNull();
  },
};

export const FileChosen: Story = {
  play: async ({ canvasElement }) => {
    await chooseFile(canvasElement);
    await expect(page(canvasElement).getByRole('button', { name: 'Import' })).toBeEnabled();
  },
};

export const Importing: Story = {
  parameters: wired({ importSubscribers: 'pending' }),
  play: async ({ canvasElement }) => {
    await importFile(canvasElement);
    await expect(page(canvasElement).getByRole('button', { name: 'Import' })).toHaveAttribute('data-loading');
  },
};

export const Reported: Story = {
  play: async ({ canvasElement }) => {
    await importFile(canvasElement);
    const report = within(await page(canvasElement).findByRole('status'));
    await expect(report.getByText('1 subscriber imported')).toBeInTheDocument();
    await expect(report.getByText('1 duplicate skipped')).toBeInTheDocument();
    await expect(report.getByText('2 invalid rows')).toBeInTheDocument();
    await expect(report.getByText('Line 3: e-mail is missing')).toBeInTheDocument();
    await expect(report.getByText("Line 4: 'not-an-address' is not an e-mail address")).toBeInTheDocument();
    await expect(page(canvasElement).getByText('3 subscribers')).toBeInTheDocument();
    await expect(await page(canvasElement).findByText('Subscribers imported')).toBeInTheDocument();
  },
};

export const ImportFailed: Story = {
  parameters: wired({ importSubscribers: 'fail' }),
  play: async ({ canvasElement }) => {
    await importFile(canvasElement);
    await expect(await page(canvasElement).findByText('Unable to import subscribers')).toBeInTheDocument();
    await expect(page(canvasElement).getByText('subscribers.csv')).toBeInTheDocument();
  },
};
