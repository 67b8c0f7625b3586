import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import type { Revision } from '../../../domain/api/revisions.schema';
import type { RevisionViewer } from '../../../domain/revisions/revisionRules';
import type { RevisionsActors } from '../../../machines/revisions/revisions.actors';
import { createControlledActors, createInstantActors } from '../../../machines/revisions/revisionsStubActors';
import { AppProviders } from '../../app/AppProviders';
import { RevisionsView } from './RevisionsView';

const admin: RevisionViewer = { id: 1, role: 'admin' };
const care: RevisionViewer = { id: 2, role: 'care' };
const designer: RevisionViewer = { id: 3, role: 'designer' };
const ae: RevisionViewer = { id: 4, role: 'ae' };

const revision = (id: number, overrides: Partial<Revision>): Revision => ({
  id,
  issue: 'The header logo is blurry on phones.',
  severity: 'Low',
  status: 'Final QA',
  fixed: false,
  verified: false,
  user_id: care.id,
  user_name: 'Casey Care',
  user_image: null,
  created_at: '2024-05-01T10:00:00.000Z',
  ...overrides,
});

/** One revision per label: waiting for the designer, waiting for verification, completed. */
const revisions: Revision[] = [
  revision(1, {
    severity: 'High',
    issue:
      'The obituary page shows the wrong service times for every listing after the import.\nCheck the time zone of the feed.\nThis third line is cut by the two-line clamp.',
  }),
  revision(2, { severity: 'Medium', issue: 'Contact form sends to the old e-mail address.', fixed: true }),
  revision(3, { issue: 'Footer copyright year.', status: 'Client Request', fixed: true, verified: true, user_id: ae.id, user_name: 'Alex AE' }),
];

/** An actor that never answers: the view stays in the state that called it. */
const pending = <TOutput, TInput>() => fromPromise<TOutput, TInput>(() => new Promise<TOutput>(() => {}));

const instant = (overrides: Partial<RevisionsActors> = {}, failing: Parameters<typeof createInstantActors>[1] = {}): RevisionsActors => ({
  ...createInstantActors(revisions, failing),
  ...overrides,
});

const meta = {
  title: 'Revisions/RevisionsView',
  component: RevisionsView,
  decorators: [
    (Story) => (
      <AppProviders>
        <Story />
      </AppProviders>
    ),
  ],
  args: { fhid: 1042, siteLabel: 'Final QA', viewer: care, actors: instant() },
} satisfies Meta<typeof RevisionsView>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Loading: Story = { args: { actors: createControlledActors().actors } };

export const LoadFailed: Story = {
  args: { actors: instant({}, { loadRevisions: true }) },
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByText('Error loading site revisions')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { actors: createInstantActors([]) },
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByText('No revisions logged')).toBeInTheDocument();
  },
};

/** Care sees every label, both checkboxes on every revision, and every status in the form. */
export const LoadedAsCare: Story = {
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    for (const label of ['Waiting for designer', 'Waiting for verification', 'Completed']) {
      await expect(await body.findByText(label)).toBeInTheDocument();
    }
  },
};

/** Admin sees Verified only once a revision is fixed, and may edit and delete anyone's. */
export const LoadedAsAdmin: Story = { args: { viewer: admin } };

/** The designer marks fixed but never verifies; the status of a new revision is Client Request. */
export const LoadedAsDesigner: Story = { args: { viewer: designer } };

/** An account executive reads, logs Client Requests, and edits only their own revision. */
export const LoadedAsAccountExecutive: Story = { args: { viewer: ae } };

/** The site is live: admin and care default new revisions to Post-Live QA. */
export const PostLiveDefault: Story = { args: { siteLabel: 'Live' } };

export const SubmittingRevision: Story = {
  args: { actors: instant({ createRevision: pending() }) },
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    const form = await body.findByRole('form', { name: 'Log a revision' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Issue' }), 'Menu overlaps the hero image');
    await userEvent.click(within(form).getByRole('button', { name: 'Log revision' }));
    await expect(within(form).getByRole('button', { name: 'Log revision' })).toHaveAttribute('data-loading');
  },
};

export const SubmitFailed: Story = {
  args: { actors: instant({}, { createRevision: true }) },
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    const form = await body.findByRole('form', { name: 'Log a revision' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Issue' }), 'Menu overlaps the hero image');
    await userEvent.click(within(form).getByRole('button', { name: 'Log revision' }));
    await expect(await body.findByText('Error updating site revision')).toBeInTheDocument();
  },
};

export const SavingFixed: Story = {
  args: { viewer: designer, actors: instant({ markFixed: pending() }) },
  play: async ({ canvasElement }) => {
    const item = await page(canvasElement).findByTestId('revision-1');
    await userEvent.click(within(item).getByRole('checkbox', { name: 'Fixed' }));
    await expect(within(item).getByLabelText('Saving revision')).toBeInTheDocument();
  },
};

export const FixFailed: Story = {
  args: { viewer: designer, actors: instant({}, { markFixed: true }) },
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await userEvent.click(within(await body.findByTestId('revision-1')).getByRole('checkbox', { name: 'Fixed' }));
    await expect(await body.findByText('Error updating site revision')).toBeInTheDocument();
  },
};

export const SavingVerified: Story = {
  args: { actors: instant({ markVerified: pending() }) },
  play: async ({ canvasElement }) => {
    const item = await page(canvasElement).findByTestId('revision-2');
    await userEvent.click(within(item).getByRole('checkbox', { name: 'Verified' }));
    await expect(within(item).getByLabelText('Saving revision')).toBeInTheDocument();
  },
};

export const EditModalOpen: Story = {
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await userEvent.click(within(await body.findByTestId('revision-1')).getByRole('button', { name: 'Edit' }));
    await expect(await body.findByRole('dialog', { name: 'Edit revision' })).toBeInTheDocument();
  },
};

export const SavingEdit: Story = {
  args: { actors: instant({ updateRevision: pending() }) },
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await userEvent.click(within(await body.findByTestId('revision-1')).getByRole('button', { name: 'Edit' }));
    const dialog = await body.findByRole('dialog', { name: 'Edit revision' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(within(dialog).getByRole('button', { name: 'Save' })).toHaveAttribute('data-loading');
  },
};

export const EditFailed: Story = {
  args: { actors: instant({}, { updateRevision: true }) },
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await userEvent.click(within(await body.findByTestId('revision-1')).getByRole('button', { name: 'Edit' }));
    const dialog = await body.findByRole('dialog', { name: 'Edit revision' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(await body.findByText('Error updating site revision')).toBeInTheDocument();
  },
};

export const ConfirmingDelete: Story = {
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await userEvent.click(within(await body.findByTestId('revision-1')).getByRole('button', { name: 'Delete' }));
    await expect(await body.findByRole('dialog', { name: 'Delete revision' })).toBeInTheDocument();
  },
};

export const Deleting: Story = {
  args: { actors: instant({ deleteRevision: pending() }) },
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await userEvent.click(within(await body.findByTestId('revision-1')).getByRole('button', { name: 'Delete' }));
    const dialog = await body.findByRole('dialog', { name: 'Delete revision' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(within(dialog).getByRole('button', { name: 'Delete' })).toHaveAttribute('data-loading');
  },
};

export const DeleteFailed: Story = {
  args: { actors: instant({}, { deleteRevision: true }) },
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await userEvent.click(within(await body.findByTestId('revision-1')).getByRole('button', { name: 'Delete' }));
    await userEvent.click(within(await body.findByRole('dialog', { name: 'Delete revision' })).getByRole('button', { name: 'Delete' }));
    await expect(await body.findByText('Error deleting site revision')).toBeInTheDocument();
  },
};
