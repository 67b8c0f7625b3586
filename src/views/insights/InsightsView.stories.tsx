import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyWiring } from '../../testing/storyWiring';
import { offline, type StubAnswer } from '../../testing/stubAnswer';
import { insightsActorsFixture, insightsToday } from './insightsFixtures';
import { InsightsScreen } from './fixtures/InsightsScreen';
import { machineDoc } from '../../stories/machineDocs';
import { insightsMachine } from '../../../machines/insights/insights.machine';
import { insightsNotes } from '../../stories/notes/otherScreenNotes';

const wired = (how: StubAnswer = 'answer') => storyWiring({ actors: () => ({ insights: insightsActorsFixture(how) }) });

/** One story per state of insightsMachine. */
const meta = {
  title: 'insights',
  component: InsightsScreen,
  args: { today: insightsToday },
  parameters: { machineDocs: [machineDoc(insightsMachine, insightsNotes)], ...wired() },
} satisfies Meta<typeof InsightsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Loading: Story = {
  parameters: wired('pending'),
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByLabelText('Loading insights')).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadFailed: Story = {
  parameters: wired(offline),
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByText('Unable to load the insights')).toBeInTheDocument();
    await expect(page(canvasElement).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  },
};

/** Every chart, each with its table and CSV. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await expect(await body.findByRole('region', { name: 'Cumulative flow' })).toBeInTheDocument();
    await expect(body.getByRole('region', { name: 'Ageing work' })).toHaveTextContent('Riverside Memorial');
    await expect(body.getByRole('link', { name: 'Download Launches per week as CSV' })).toHaveAttribute(
      'download',
      'launches-per-week.csv',
    );
  },
};
