import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { CollectionUrlError } from '../../../domain/api/staging.schema';
import { stagingBlocked, stagingFailed } from '../../../machines/staging/staging.actors';
import { createControlledStagingActors, createInstantStagingActors } from '../../../machines/staging/stagingStubActors';
import { AppProviders } from '../../app/AppProviders';
import { StagingModal } from './StagingModal';

const brokenCollections: CollectionUrlError[] = [
  { name: 'Memorial Wall', url: 'http://localhost:3000/sandbox/preview/ab12cd34/memorial-wall', error: 'Not found on the preview (404)' },
  { name: 'FAQ', url: 'http://localhost:3000/sandbox/preview/ab12cd34/faq', error: 'No answer within 5 seconds' },
];

/** Long enough that the story stays before the progress steps. */
const anHour = 3_600_000;

const meta = {
  title: 'Staging/StagingModal',
  component: StagingModal,
  decorators: [
    (Story) => (
      <AppProviders>
        <Story />
      </AppProviders>
    ),
  ],
  args: {
    site: { id: 1042, name: 'Oak Hill Funeral Home' },
    actors: createInstantStagingActors(),
    onClose: fn(),
    onStaged: fn(),
    progressDelayMs: 0,
  },
} satisfies Meta<typeof StagingModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Both validators still running. */
export const Validating: Story = {
  args: { actors: createControlledStagingActors().actors },
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByText('Checking Oak Hill Funeral Home before staging…')).toBeInTheDocument();
  },
};

/** 'Hang on!': fake obituaries are still on the site; Continue stages anyway. */
export const Warnings: Story = {
  args: { actors: createInstantStagingActors({ fakeObitCount: 3 }) },
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await expect(await body.findByText('Hang on!')).toBeInTheDocument();
    await expect(body.getByText(/still has 3 fake obituaries/)).toBeInTheDocument();
  },
};

/** Collection URLs that do not resolve on the preview block staging, warnings or not. */
export const Errors: Story = {
  args: { actors: createInstantStagingActors({ fakeObitCount: 2, collectionErrors: brokenCollections }) },
  play: async ({ canvasElement }) => {
    const list = await page(canvasElement).findByRole('list', { name: "Collection URLs that don't resolve" });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  },
};

/** No findings: staging starts, the progress steps wait for the delay. */
export const StagingStarting: Story = {
  args: { actors: createInstantStagingActors({ stage: 'pending' }), progressDelayMs: anHour },
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await expect(await body.findByText('Staging Oak Hill Funeral Home…')).toBeInTheDocument();
    await expect(body.queryByRole('list', { name: 'Staging steps' })).not.toBeInTheDocument();
  },
};

/** The server is staging: the steps it goes through. */
export const StagingInProgress: Story = {
  args: { actors: createInstantStagingActors({ stage: 'pending' }) },
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByRole('list', { name: 'Staging steps' })).toBeInTheDocument();
  },
};

export const Staged: Story = {
  // Own spies: the meta's are shared by every story.
  args: { onStaged: fn() },
  play: async ({ canvasElement, args }) => {
    await expect(await page(canvasElement).findByText('Oak Hill Funeral Home is now Staged.')).toBeInTheDocument();
    await expect(args.onStaged).toHaveBeenCalledTimes(1);
  },
};

/** The server found collection errors when it validated again (the preview changed meanwhile). */
export const BlockedByServer: Story = {
  args: { actors: createInstantStagingActors({ stage: { reject: stagingBlocked(brokenCollections.slice(0, 1)) } }) },
  play: async ({ canvasElement }) => {
    const list = await page(canvasElement).findByRole('list', { name: "Collection URLs that don't resolve" });
    await expect(within(list).getByText('Memorial Wall')).toBeInTheDocument();
  },
};

export const ValidationFailed: Story = {
  args: { actors: createInstantStagingActors({ fakeObitCount: { reject: new TypeError('Failed to fetch') } }) },
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await expect(await body.findByText('Unable to validate site')).toBeInTheDocument();
    await expect(body.getByText('Something went wrong. Try again.')).toBeInTheDocument();
  },
};

export const StagingFailed: Story = {
  args: {
    actors: createInstantStagingActors({ stage: { reject: stagingFailed('The website builder (Duda) is having problems (status 502); try again later.') } }),
  },
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await expect(await body.findByText('Unable to stage site')).toBeInTheDocument();
    await expect(body.getByText(/is having problems \(status 502\)/)).toBeInTheDocument();
  },
};

/** Cancel on 'Hang on!' closes the modal without staging. */
export const Closed: Story = {
  args: { actors: createInstantStagingActors({ fakeObitCount: 1 }), onClose: fn(), onStaged: fn() },
  play: async ({ canvasElement, args }) => {
    const body = page(canvasElement);
    await expect(await body.findByText(/still has 1 fake obituary\./)).toBeInTheDocument();
    await userEvent.click(body.getByRole('button', { name: 'Cancel' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(args.onStaged).not.toHaveBeenCalled();
    await expect(body.queryByRole('dialog')).not.toBeInTheDocument();
  },
};
