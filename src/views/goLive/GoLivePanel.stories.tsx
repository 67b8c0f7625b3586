import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import { ApiError } from '../../../domain/api/apiError';
import type { GoLiveSummary } from '../../../domain/api/goLive.schema';
import { type GoLiveCheckName, goLiveCheckNames } from '../../../domain/goLive/goLiveChecks';
import { launchSteps } from '../../../domain/goLive/launchSteps';
import type { Viewer } from '../../../domain/viewer';
import type { GoLiveActors } from '../../../machines/goLive/goLive.actors';
import { storyWiring } from '../../testing/storyWiring';
import { goLiveActorsFixture, goLiveLaunchId, goLiveSummaryFixture as summary, liveMessages } from './goLiveFixtures';
import { GoLivePanel } from './GoLivePanel';
import { machineDoc } from '../../stories/machineDocs';
import { goLiveMachine } from '../../../machines/goLive/goLive.machine';
import { goLiveNotes } from '../../stories/notes/sitePageNotes';

const launchSpecialist: Viewer = { id: 8, role: 'launch', name: 'Lee Launch' };

/** An actor that never answers: the panel stays in the state that called it. */
const pending = <TOutput, TInput>() => fromPromise<TOutput, TInput>(() => new Promise<TOutput>(() => {}));
const failing = <TOutput, TInput>(error: Error) => fromPromise<TOutput, TInput>(() => Promise.reject(error));

/** The panel with its own calls: each answers at once unless `overrides` says otherwise. */
const wired = (overrides: () => Partial<GoLiveActors> = () => ({})) =>
  storyWiring({ viewer: launchSpecialist, actors: () => ({ goLive: goLiveActorsFixture(overrides()) }) });

/** A site off our cloud hosting: the manual-DNS choice instead of Full Send. */
const manual = (overrides: () => Partial<GoLiveActors> = () => ({})) =>
  wired(() => ({ loadSummary: fromPromise(async (): Promise<GoLiveSummary> => ({ ...summary, cloudHosted: false })), ...overrides() }));

const meta = {
  title: 'goLive',
  component: GoLivePanel,
  args: { siteId: 1042, opened: true, onClose: fn() },
  parameters: { machineDocs: [machineDoc(goLiveMachine, goLiveNotes)], ...wired() },
} satisfies Meta<typeof GoLivePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Every call in flight: a loader per check. */
export const Loading: Story = {
  parameters: wired(() => ({ loadCheck: pending(), loadPendingScrapes: pending(), loadSummary: pending() })),
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByLabelText('Domain: loading')).toBeInTheDocument();
    await expect(page(canvasElement).queryByRole('button', { name: 'Full Send' })).not.toBeInTheDocument();
  },
};

/** A failing check lists its unfinished items, one check's call failed (grey), a scrape is pending: no send. */
export const Blocked: Story = {
  parameters: wired(() => ({
    loadCheck: fromPromise(async ({ input }) => {
      // The machine asks only for the 13 checks, so `check` is one of their names.
      const name = input.check as GoLiveCheckName;
      if (name === 'floral') throw new ApiError(502, { error: 'The florist service is having problems (status 502); try again later.' });
      return name === 'designChecks'
        ? { name, status: 'failed' as const, missing: ['No broken images', 'Mobile menu opens and closes'] }
        : { name, status: 'passed' as const, missing: [] };
    }),
    loadPendingScrapes: fromPromise(async () => [{ id: 'request-12', type: 'obituaries', status: 'Requested' }]),
    loadSummary: fromPromise(async () => ({ ...summary, design: { unfinished: ['No broken images', 'Mobile menu opens and closes'] } })),
  })),
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await expect(await body.findByText('Not ready to go live')).toBeInTheDocument();
    await expect(body.getByLabelText('Floral: unavailable')).toBeInTheDocument();
    await expect(body.queryByRole('button', { name: 'Full Send' })).not.toBeInTheDocument();
  },
};

export const FullSendOffered: Story = {
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByRole('button', { name: 'Full Send' })).toBeEnabled();
    for (const name of goLiveCheckNames)
      await expect(page(canvasElement).getByTestId(`check-${name}`)).toHaveAttribute('data-status', 'passed');
  },
};

export const Starting: Story = {
  parameters: wired(() => ({ startFullSend: pending() })),
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await userEvent.click(await body.findByRole('button', { name: 'Full Send' }));
    await expect(body.getByRole('button', { name: 'Full Send' })).toHaveAttribute('data-loading');
  },
};

/** The panel reopened on a site whose Full Send runs: it reads the launch before following it. */
export const Rereading: Story = {
  parameters: wired(() => ({
    loadSummary: fromPromise(async (): Promise<GoLiveSummary> => ({ ...summary, runningLaunchId: goLiveLaunchId })),
    readLaunch: pending(),
  })),
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await expect(await body.findByText('Launching…')).toBeInTheDocument();
    await expect(body.queryByRole('button', { name: 'Full Send' })).not.toBeInTheDocument();
  },
};

/** The stepper follows the live messages: three steps done, 'Waiting for DNS' running. */
export const Launching: Story = {
  parameters: wired(() => ({
    launchEvents: liveMessages(
      ['Publishing site', 'Pointing DNS', 'Waiting for DNS'].map((message) => ({
        type: 'LAUNCH_EVENT' as const,
        message,
        status: 'running' as const,
      })),
    ),
  })),
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await userEvent.click(await body.findByRole('button', { name: 'Full Send' }));
    await expect(await body.findByText('Launching…')).toBeInTheDocument();
    await expect(await body.findByText('Waiting for DNS')).toBeInTheDocument();
  },
};

export const Live: Story = {
  parameters: wired(() => ({
    launchEvents: liveMessages(
      launchSteps.slice(1).map((message) => ({
        type: 'LAUNCH_EVENT' as const,
        message,
        status: message === 'Done' ? ('done' as const) : ('running' as const),
      })),
    ),
  })),
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await userEvent.click(await body.findByRole('button', { name: 'Full Send' }));
    await expect(await body.findByRole('heading', { name: 'Your new site is live!' })).toBeInTheDocument();
    await expect(body.getByRole('link', { name: 'Check it out!' })).toHaveAttribute('href', summary.liveUrl);
  },
};

export const LaunchFailed: Story = {
  parameters: wired(() => ({
    launchEvents: liveMessages([
      { type: 'LAUNCH_EVENT', message: 'Publishing site', status: 'running' },
      {
        type: 'LAUNCH_EVENT',
        message: 'Full Send failed: The website builder (Duda) is having problems (status 502); try again later.',
        status: 'failed',
      },
    ]),
  })),
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await userEvent.click(await body.findByRole('button', { name: 'Full Send' }));
    await expect(await body.findByRole('alert')).toHaveTextContent('Full Send failed');
  },
};

export const StartRefused: Story = {
  parameters: wired(() => ({
    startFullSend: failing(new ApiError(409, { error: 'Full Send needs all 13 checks to pass; not passed: seo' })),
  })),
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await userEvent.click(await body.findByRole('button', { name: 'Full Send' }));
    await expect(await body.findByRole('alert')).toHaveTextContent('not passed: seo');
  },
};

export const ManualDnsChoosing: Story = {
  parameters: manual(),
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByRole('radiogroup', { name: 'Who will change the DNS?' })).toBeInTheDocument();
  },
};

export const ManualDnsLaunchSpecialist: Story = {
  parameters: manual(),
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await userEvent.click(await body.findByRole('radio', { name: 'A launch specialist' }));
    await expect(await body.findByRole('link', { name: 'Open the launch wiki for the DNS steps' })).toHaveAttribute(
      'href',
      summary.launchWikiUrl,
    );
  },
};

const chooseOther = async (canvasElement: HTMLElement) => {
  const body = page(canvasElement);
  await userEvent.click(await body.findByRole('radio', { name: 'The funeral home or its IT' }));
  await userEvent.click(body.getByLabelText('Send the instructions to', { selector: 'input' }));
  await userEvent.click(await body.findByRole('option', { name: 'Other' }));
  await userEvent.type(body.getByRole('textbox', { name: 'E-mail address' }), 'owner@smith-funeral.example');
  return body;
};

export const ManualDnsFuneralHome: Story = {
  parameters: manual(),
  play: async ({ canvasElement }) => {
    const body = await chooseOther(canvasElement);
    await expect(body.getByRole('button', { name: 'Send Email' })).toBeEnabled();
  },
};

export const SendingEmail: Story = {
  parameters: manual(() => ({ sendDnsInstructions: pending() })),
  play: async ({ canvasElement }) => {
    const body = await chooseOther(canvasElement);
    await userEvent.click(body.getByRole('button', { name: 'Send Email' }));
    await expect(body.getByRole('button', { name: 'Send Email' })).toHaveAttribute('data-loading');
  },
};

export const InstructionsSent: Story = {
  parameters: manual(),
  play: async ({ canvasElement }) => {
    const body = await chooseOther(canvasElement);
    await userEvent.click(body.getByRole('button', { name: 'Send Email' }));
    await expect(await body.findByText('Instructions Sent To...')).toBeInTheDocument();
    await expect(body.getByText('owner@smith-funeral.example')).toBeInTheDocument();
  },
};

export const SendFailed: Story = {
  parameters: manual(() => ({
    sendDnsInstructions: failing(new ApiError(502, { error: 'The mail service is having problems (status 502); try again later.' })),
  })),
  play: async ({ canvasElement }) => {
    const body = await chooseOther(canvasElement);
    await userEvent.click(body.getByRole('button', { name: 'Send Email' }));
    await expect(await body.findByRole('alert')).toHaveTextContent("Couldn't send email");
  },
};
