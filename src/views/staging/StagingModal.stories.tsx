import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ApiError } from '../../../domain/api/apiError';
import type { CollectionUrlError } from '../../../domain/api/staging.schema';
import type { Viewer } from '../../../domain/viewer';
import { storyWiring } from '../../testing/storyWiring';
import { stageBlocked, stagingActorsFixture, type StagingAnswers } from './stagingFixtures';
import { StagingModal } from './StagingModal';
import { machineDoc } from '../../stories/machineDocs';
import { stagingMachine } from '../../../machines/staging/staging.machine';
import { stagingNotes } from '../../stories/notes/sitePageNotes';

const brokenCollections: CollectionUrlError[] = [
  { name: 'Memorial Wall', url: 'http://localhost:3000/sandbox/preview/ab12cd34/memorial-wall', error: 'Not found on the preview (404)' },
  { name: 'FAQ', url: 'http://localhost:3000/sandbox/preview/ab12cd34/faq', error: 'No answer within 5 seconds' },
];

/** Long enough that the story stays before the progress steps. */
const anHour = 3_600_000;

const care: Viewer = { id: 2, role: 'care', name: 'Casey Care' };

/** The modal with its own staging calls, answering, hanging or failing as asked. */
const wired = (answers: StagingAnswers = {}) => storyWiring({ viewer: care, actors: () => ({ staging: stagingActorsFixture(answers) }) });

const meta = {
  title: 'staging',
  component: StagingModal,
  args: {
    site: { id: 1042, name: 'Oak Hill Funeral Home' },
    onClose: fn(),
    onStaged: fn(),
    progressDelayMs: 0,
  },
  parameters: { machineDocs: [machineDoc(stagingMachine, stagingNotes)], ...wired() },
} satisfies Meta<typeof StagingModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Answers the confirmation that opens the modal (issue 33), so the story reaches its state. */
const confirm = async (canvasElement: HTMLElement) => {
  const dialog = within(await page(canvasElement).findByRole('dialog', { name: 'Stage Site' }));
  await userEvent.click(dialog.getByRole('button', { name: 'Stage Site' }));
};

/** The confirmation: nothing is checked or staged until Stage Site. */
export const Confirming: Story = {
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await expect(
      await body.findByText(
        'Stage Oak Hill Funeral Home? This publishes the site for the funeral home to review and sets its status to Staged.',
      ),
    ).toBeInTheDocument();
    await expect(body.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  },
};

/** Both validators still running. */
export const Validating: Story = {
  parameters: wired({ fakeObitCount: 'pending', collectionErrors: 'pending' }),
  play: async ({ canvasElement }) => {
    await confirm(canvasElement);
    await expect(await page(canvasElement).findByText('Checking Oak Hill Funeral Home before staging…')).toBeInTheDocument();
    await expect(page(canvasElement).getByRole('button', { name: 'Cancel' })).toBeEnabled();
  },
};

/** 'Hang on!': fake obituaries are still on the site; Continue stages anyway. */
export const Warnings: Story = {
  parameters: wired({ fakeObitCount: 3 }),
  play: async ({ canvasElement }) => {
    await confirm(canvasElement);
    const body = page(canvasElement);
    await expect(await body.findByText('Hang on!')).toBeInTheDocument();
    await expect(body.getByText(/still has 3 fake obituaries/)).toBeInTheDocument();
  },
};

/** Collection URLs that do not resolve on the preview block staging, warnings or not. */
export const Errors: Story = {
  parameters: wired({ fakeObitCount: 2, collectionErrors: brokenCollections }),
  play: async ({ canvasElement }) => {
    await confirm(canvasElement);
    const list = await page(canvasElement).findByRole('list', { name: "Collection URLs that don't resolve" });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  },
};

/** No findings: staging starts, the progress steps wait for the delay. */
export const StagingStarting: Story = {
  args: { progressDelayMs: anHour },
  parameters: wired({ stage: 'pending' }),
  play: async ({ canvasElement }) => {
    await confirm(canvasElement);
    const body = page(canvasElement);
    await expect(await body.findByText('Staging Oak Hill Funeral Home…')).toBeInTheDocument();
    await expect(body.queryByRole('list', { name: 'Staging steps' })).not.toBeInTheDocument();
  },
};

/** The server is staging: the steps it goes through. */
export const StagingInProgress: Story = {
  parameters: wired({ stage: 'pending' }),
  play: async ({ canvasElement }) => {
    await confirm(canvasElement);
    await expect(await page(canvasElement).findByRole('list', { name: 'Staging steps' })).toBeInTheDocument();
  },
};

export const Staged: Story = {
  // Own spies: the meta's are shared by every story.
  args: { onStaged: fn() },
  play: async ({ canvasElement, args }) => {
    await confirm(canvasElement);
    await expect(await page(canvasElement).findByText('Oak Hill Funeral Home is now Staged.')).toBeInTheDocument();
    await expect(
      await page(canvasElement).findByText('Site staged', { selector: '.mantine-Notification-description' }),
    ).toBeInTheDocument();
    await expect(args.onStaged).toHaveBeenCalledTimes(1);
  },
};

/** The server found collection errors when it validated again (the preview changed meanwhile). */
export const BlockedByServer: Story = {
  parameters: wired({ stage: { reject: stageBlocked(brokenCollections.slice(0, 1)) } }),
  play: async ({ canvasElement }) => {
    await confirm(canvasElement);
    const list = await page(canvasElement).findByRole('list', { name: "Collection URLs that don't resolve" });
    await expect(within(list).getByText('Memorial Wall')).toBeInTheDocument();
  },
};

export const ValidationFailed: Story = {
  parameters: wired({ fakeObitCount: { reject: new ApiError(0, { error: 'The server could not be reached' }) } }),
  play: async ({ canvasElement }) => {
    await confirm(canvasElement);
    const body = page(canvasElement);
    await expect(await body.findByText('Unable to validate site')).toBeInTheDocument();
    await expect(body.getByText('Something went wrong. Try again.')).toBeInTheDocument();
  },
};

/** The server refused to stage and said why. */
export const StagingFailed: Story = {
  parameters: wired({ stage: { reject: new ApiError(409, { error: 'Cannot stage a site in Staged: Staged to Staged is not allowed' }) } }),
  play: async ({ canvasElement }) => {
    await confirm(canvasElement);
    const body = page(canvasElement);
    await expect(await body.findByText('Unable to stage site')).toBeInTheDocument();
    await expect(body.getByText('Cannot stage a site in Staged: Staged to Staged is not allowed')).toBeInTheDocument();
    await expect(body.getByRole('button', { name: 'Retry' })).toBeEnabled();
  },
};

/** Cancel on 'Hang on!' closes the modal without staging. */
export const Closed: Story = {
  args: { onClose: fn(), onStaged: fn() },
  parameters: wired({ fakeObitCount: 1 }),
  play: async ({ canvasElement, args }) => {
    await confirm(canvasElement);
    const body = page(canvasElement);
    await expect(await body.findByText(/still has 1 fake obituary\./)).toBeInTheDocument();
    await userEvent.click(body.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(args.onClose).toHaveBeenCalledTimes(1));
    await expect(args.onStaged).not.toHaveBeenCalled();
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};
