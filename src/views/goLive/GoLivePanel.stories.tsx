import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fromCallback, fromPromise } from 'xstate';
import type { GoLiveSummary, LaunchState } from '../../../domain/api/goLive.schema';
import type { PendingScrape } from '../../../domain/goLive/pendingScrapes';
import { goLiveCheckNames } from '../../../domain/goLive/goLiveChecks';
import { launchSteps } from '../../../domain/goLive/launchSteps';
import { type GoLiveActors, goLiveTexts, type LaunchLiveEvent, refusedWith } from '../../../machines/goLive/goLive.actors';
import { createControlledGoLiveActors } from '../../../machines/goLive/goLiveStubActors';
import { AppProviders } from '../../app/AppProviders';
import { GoLivePanel } from './GoLivePanel';

const summary: GoLiveSummary = {
  siteId: 1042,
  name: 'Smith Funeral Home',
  apex: 'smith-funeral.example',
  status: '100% Ready',
  cloudHosted: true,
  liveUrl: '/sandbox/live/smith-funeral.example',
  launchWikiUrl: 'https://wiki.example/launch/dns',
  runningLaunchId: null,
  revisions: { unfixed: 0, unverified: 0 },
  design: { unfinished: [] },
  floral: { hasAddon: true, unfinished: [] },
  seo: { unfinished: [] },
};
const launchId = '6f1c2d7e-0000-4000-8000-000000000001';
const running = (messages: string[]): LaunchState => ({ id: launchId, siteId: 1042, status: 'running', stepsDone: messages.slice(0, -1), messages, error: null });

/** An actor that never answers: the panel stays in the state that called it. */
const pending = <TOutput, TInput>() => fromPromise<TOutput, TInput>(() => new Promise<TOutput>(() => {}));
const failing = <TOutput, TInput>(error: unknown) => fromPromise<TOutput, TInput>(() => Promise.reject(error));

/** Live messages pushed once the panel subscribes, as the socket would deliver them. */
const liveMessages = (events: LaunchLiveEvent[]) =>
  fromCallback<LaunchLiveEvent, { launchId: string }>(({ sendBack }) => {
    const timer = setTimeout(() => events.forEach((event) => sendBack(event)), 50);
    return () => clearTimeout(timer);
  });

/** Every call answers at once: every check passes, no scrape is pending, the site is cloud hosted. */
const ready = (overrides: Partial<GoLiveActors> = {}): GoLiveActors => ({
  loadCheck: fromPromise(async ({ input }) => ({ name: input.name, status: 'passed' as const, missing: [] })),
  loadPendingScrapes: fromPromise(async (): Promise<PendingScrape[]> => []),
  loadSummary: fromPromise(async () => summary),
  loadDomainContacts: fromPromise(async () => [
    { name: 'Dana Smith', email: 'dana@smith-funeral.example' },
    { name: 'Group IT', email: 'it@group.example' },
  ]),
  startFullSend: fromPromise(async () => ({ launchId })),
  readLaunch: fromPromise(async () => running(['Getting started'])),
  sendDnsInstructions: fromPromise(async ({ input }) => ({ to: input.contactEmail })),
  launchEvents: liveMessages([]),
  ...overrides,
});
const manual = (overrides: Partial<GoLiveActors> = {}) =>
  ready({ loadSummary: fromPromise(async (): Promise<GoLiveSummary> => ({ ...summary, cloudHosted: false })), ...overrides });

const meta = {
  title: 'Go-live/GoLivePanel',
  component: GoLivePanel,
  decorators: [
    (Story) => (
      <AppProviders>
        <Story />
      </AppProviders>
    ),
  ],
  args: { siteId: 1042, opened: true, onClose: fn(), actors: ready() },
} satisfies Meta<typeof GoLivePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Every call in flight: a loader per check. */
export const Loading: Story = {
  args: { actors: createControlledGoLiveActors().actors },
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByLabelText('Domain: loading')).toBeInTheDocument();
  },
};

/** A failing check lists its unfinished items, one check's call failed (grey), a scrape is pending: no send. */
export const Blocked: Story = {
  args: {
    actors: ready({
      loadCheck: fromPromise(async ({ input }) => {
        if (input.name === 'floral') throw new Error('502');
        return input.name === 'designChecks'
          ? { name: input.name, status: 'failed' as const, missing: ['No broken images', 'Mobile menu opens and closes'] }
          : { name: input.name, status: 'passed' as const, missing: [] };
      }),
      loadPendingScrapes: fromPromise(async () => [{ id: 'checklist-scrape', type: 'obituaries', status: 'Scrape started, not finished' }]),
      loadSummary: fromPromise(async () => ({ ...summary, design: { unfinished: ['No broken images', 'Mobile menu opens and closes'] } })),
    }),
  },
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
    for (const name of goLiveCheckNames) await expect(page(canvasElement).getByTestId(`check-${name}`)).toHaveAttribute('data-status', 'passed');
  },
};

export const Starting: Story = {
  args: { actors: ready({ startFullSend: pending() }) },
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await userEvent.click(await body.findByRole('button', { name: 'Full Send' }));
    await expect(body.getByRole('button', { name: 'Full Send' })).toHaveAttribute('data-loading');
  },
};

/** The stepper follows the live messages: three steps done, 'Waiting for DNS' running. */
export const Launching: Story = {
  args: {
    actors: ready({
      launchEvents: liveMessages(['Publishing site', 'Pointing DNS', 'Waiting for DNS'].map((message) => ({ type: 'LAUNCH_EVENT' as const, message, status: 'running' as const }))),
    }),
  },
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await userEvent.click(await body.findByRole('button', { name: 'Full Send' }));
    await expect(await body.findByText('Launching…')).toBeInTheDocument();
  },
};

export const Live: Story = {
  args: {
    actors: ready({ launchEvents: liveMessages(launchSteps.slice(1).map((message) => ({ type: 'LAUNCH_EVENT' as const, message, status: message === 'Done' ? ('done' as const) : ('running' as const) }))) }),
  },
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await userEvent.click(await body.findByRole('button', { name: 'Full Send' }));
    await expect(await body.findByRole('heading', { name: goLiveTexts.live })).toBeInTheDocument();
    await expect(body.getByRole('link', { name: goLiveTexts.checkItOut })).toHaveAttribute('href', summary.liveUrl);
  },
};

export const LaunchFailed: Story = {
  args: {
    actors: ready({
      launchEvents: liveMessages([
        { type: 'LAUNCH_EVENT', message: 'Publishing site', status: 'running' },
        { type: 'LAUNCH_EVENT', message: 'Full Send failed: The website builder (Duda) is having problems (status 502); try again later.', status: 'failed' },
      ]),
    }),
  },
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await userEvent.click(await body.findByRole('button', { name: 'Full Send' }));
    await expect(await body.findByRole('alert')).toHaveTextContent('Full Send failed');
  },
};

export const StartRefused: Story = {
  args: { actors: ready({ startFullSend: failing(refusedWith('Full Send needs all 13 checks to pass; not passed: seo')) }) },
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await userEvent.click(await body.findByRole('button', { name: 'Full Send' }));
    await expect(await body.findByRole('alert')).toHaveTextContent('not passed: seo');
  },
};

export const ManualDnsChoosing: Story = {
  args: { actors: manual() },
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByRole('radiogroup', { name: 'Who will change the DNS?' })).toBeInTheDocument();
  },
};

export const ManualDnsLaunchSpecialist: Story = {
  args: { actors: manual() },
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await userEvent.click(await body.findByRole('radio', { name: 'A launch specialist' }));
    await expect(await body.findByRole('link', { name: 'Open the launch wiki for the DNS steps' })).toHaveAttribute('href', summary.launchWikiUrl);
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
  args: { actors: manual() },
  play: async ({ canvasElement }) => {
    const body = await chooseOther(canvasElement);
    await expect(body.getByRole('button', { name: 'Send Email' })).toBeEnabled();
  },
};

export const SendingEmail: Story = {
  args: { actors: manual({ sendDnsInstructions: pending() }) },
  play: async ({ canvasElement }) => {
    const body = await chooseOther(canvasElement);
    await userEvent.click(body.getByRole('button', { name: 'Send Email' }));
    await expect(body.getByRole('button', { name: 'Send Email' })).toHaveAttribute('data-loading');
  },
};

export const InstructionsSent: Story = {
  args: { actors: manual() },
  play: async ({ canvasElement }) => {
    const body = await chooseOther(canvasElement);
    await userEvent.click(body.getByRole('button', { name: 'Send Email' }));
    await expect(await body.findByText(goLiveTexts.sentTo)).toBeInTheDocument();
    await expect(body.getByText('owner@smith-funeral.example')).toBeInTheDocument();
  },
};

export const SendFailed: Story = {
  args: { actors: manual({ sendDnsInstructions: failing(new Error('502')) }) },
  play: async ({ canvasElement }) => {
    const body = await chooseOther(canvasElement);
    await userEvent.click(body.getByRole('button', { name: 'Send Email' }));
    await expect(await body.findByRole('alert')).toHaveTextContent(goLiveTexts.sendFailed);
  },
};
