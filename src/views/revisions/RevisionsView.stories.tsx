import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Viewer } from '../../../domain/viewer';
import { storyWiring } from '../../testing/storyWiring';
import {
  revisionsActorsFixture,
  revisionsAdmin,
  revisionsCare,
  revisionsDesigner,
  revisionsExecutive,
  revisionsFixture,
} from './revisionsFixtures';
import { RevisionsView } from './RevisionsView';
import { offline } from '../../testing/stubAnswer';
import { machineDoc } from '../../stories/machineDocs';
import { revisionsMachine } from '../../../machines/revisions/revisions.machine';
import { revisionMachine } from '../../../machines/revisions/revision.machine';
import { revisionNotes, revisionsNotes } from '../../stories/notes/sitePageNotes';

type Behaviour = Parameters<typeof revisionsActorsFixture>[1];

/** The tab with its own copy of the revisions, each call answering, hanging or failing as asked. */
const wired = (behaviour: Behaviour = {}, viewer: Viewer = revisionsCare, revisions = revisionsFixture) =>
  storyWiring({ viewer, actors: () => ({ revisions: revisionsActorsFixture(revisions, behaviour) }) });

const meta = {
  title: 'revisions',
  component: RevisionsView,
  args: { fhid: 1042, siteLabel: 'Final QA' },
  parameters: { machineDocs: [machineDoc(revisionsMachine, revisionsNotes), machineDoc(revisionMachine, revisionNotes)], ...wired() },
} satisfies Meta<typeof RevisionsView>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const item = async (canvasElement: HTMLElement, id: number) => within(await page(canvasElement).findByTestId(`revision-${id}`));
const addForm = async (canvasElement: HTMLElement) => within(await page(canvasElement).findByRole('form', { name: 'Log a revision' }));

export const Loading: Story = {
  parameters: wired({ loadRevisions: 'pending' }),
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByLabelText('Loading revisions')).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadFailed: Story = {
  parameters: wired({ loadRevisions: offline }),
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByText('Error loading site revisions')).toBeInTheDocument();
    await expect(page(canvasElement).getByRole('button', { name: 'Retry' })).toBeEnabled();
  },
};

export const Empty: Story = {
  parameters: wired({}, revisionsCare, []),
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
    for (const id of [1, 2, 3]) {
      const revision = await item(canvasElement, id);
      await expect(revision.getByRole('checkbox', { name: 'Fixed' })).toBeEnabled();
      await expect(revision.getByRole('checkbox', { name: 'Verified' })).toBeEnabled();
    }
    await expect((await addForm(canvasElement)).getByLabelText('Status', { selector: 'input' })).toBeEnabled();
  },
};

/** A colleague logged a revision: the list stays while it is read again. */
export const Rereading: Story = {
  parameters: wired({ liveChange: true, reloadRevisions: 'pending' }),
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await expect(await body.findByText('Waiting for designer')).toBeInTheDocument();
    await waitFor(() => expect(body.getByRole('group', { name: 'Revisions' })).toHaveAttribute('aria-busy', 'true'));
  },
};

/** A colleague marked revision 1 fixed: the re-read brings it, and its label and box follow. */
export const FixedByColleague: Story = {
  parameters: wired({ liveChange: true, colleagueChange: { id: 1, fixed: true } }, revisionsDesigner),
  play: async ({ canvasElement }) => {
    const revision = await item(canvasElement, 1);
    await waitFor(() => expect(revision.getByRole('checkbox', { name: 'Fixed' })).toBeChecked());
    await expect(revision.getByText('Waiting for verification')).toBeInTheDocument();
    await expect(revision.queryByText('Waiting for designer')).not.toBeInTheDocument();
  },
};

/** Admin sees Verified only once a revision is fixed, and may edit and delete anyone's. */
export const LoadedAsAdmin: Story = {
  parameters: wired({}, revisionsAdmin),
  play: async ({ canvasElement }) => {
    await expect((await item(canvasElement, 1)).queryByRole('checkbox', { name: 'Verified' })).not.toBeInTheDocument();
    await expect((await item(canvasElement, 2)).getByRole('checkbox', { name: 'Verified' })).not.toBeChecked();
    await expect((await item(canvasElement, 3)).getByRole('checkbox', { name: 'Verified' })).toBeChecked();
    for (const id of [1, 2, 3]) {
      const revision = await item(canvasElement, id);
      await expect(revision.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
      await expect(revision.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    }
  },
};

/** The designer marks fixed but never verifies; the status of a new revision is Client Request. */
export const LoadedAsDesigner: Story = {
  parameters: wired({}, revisionsDesigner),
  play: async ({ canvasElement }) => {
    const revision = await item(canvasElement, 1);
    await expect(revision.getByRole('checkbox', { name: 'Fixed' })).not.toBeChecked();
    await expect(revision.queryByRole('checkbox', { name: 'Verified' })).not.toBeInTheDocument();
    const status = (await addForm(canvasElement)).getByLabelText('Status', { selector: 'input' });
    await expect(status).toHaveValue('Client Request');
    await expect(status).toBeDisabled();
  },
};

/** An account executive reads, logs Client Requests, and edits only their own revision. */
export const LoadedAsAccountExecutive: Story = {
  parameters: wired({}, revisionsExecutive),
  play: async ({ canvasElement }) => {
    const theirs = await item(canvasElement, 3);
    await expect(theirs.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    await expect(theirs.queryByRole('checkbox', { name: 'Fixed' })).not.toBeInTheDocument();
    const someoneElses = await item(canvasElement, 1);
    await expect(someoneElses.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    await expect(someoneElses.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  },
};

/** The site is live: admin and care default new revisions to Post-Live QA. */
export const PostLiveDefault: Story = {
  args: { siteLabel: 'Live' },
  play: async ({ canvasElement }) => {
    await expect((await addForm(canvasElement)).getByLabelText('Status', { selector: 'input' })).toHaveValue('Post-Live QA');
  },
};

const logRevision = async (canvasElement: HTMLElement) => {
  const form = await addForm(canvasElement);
  await userEvent.type(form.getByRole('textbox', { name: 'Issue' }), 'Menu overlaps the hero image');
  await userEvent.click(form.getByRole('button', { name: 'Log revision' }));
  return form;
};

export const SubmittingRevision: Story = {
  parameters: wired({ createRevision: 'pending' }),
  play: async ({ canvasElement }) => {
    const form = await logRevision(canvasElement);
    await expect(form.getByRole('button', { name: 'Log revision' })).toHaveAttribute('data-loading');
  },
};

/** The form keeps the text, so nothing typed is lost. */
export const SubmitFailed: Story = {
  parameters: wired({ createRevision: offline }),
  play: async ({ canvasElement }) => {
    const form = await logRevision(canvasElement);
    await expect(await page(canvasElement).findByText('Error updating site revision')).toBeInTheDocument();
    await expect(form.getByRole('textbox', { name: 'Issue' })).toHaveValue('Menu overlaps the hero image');
  },
};

export const SavingFixed: Story = {
  parameters: wired({ markFixed: 'pending' }, revisionsDesigner),
  play: async ({ canvasElement }) => {
    const revision = await item(canvasElement, 1);
    await userEvent.click(revision.getByRole('checkbox', { name: 'Fixed' }));
    await expect(revision.getByLabelText('Saving revision')).toBeInTheDocument();
  },
};

/** created.failed: the fix was not saved; the revision still waits for the designer. */
export const FixFailed: Story = {
  parameters: wired({ markFixed: offline }, revisionsDesigner),
  play: async ({ canvasElement }) => {
    const revision = await item(canvasElement, 1);
    await userEvent.click(revision.getByRole('checkbox', { name: 'Fixed' }));
    await expect(await page(canvasElement).findByText('Error updating site revision')).toBeInTheDocument();
    await expect(revision.getByText('Waiting for designer')).toBeInTheDocument();
    await expect(revision.getByRole('checkbox', { name: 'Fixed' })).not.toBeChecked();
  },
};

export const SavingVerified: Story = {
  parameters: wired({ markVerified: 'pending' }),
  play: async ({ canvasElement }) => {
    const revision = await item(canvasElement, 2);
    await userEvent.click(revision.getByRole('checkbox', { name: 'Verified' }));
    await expect(revision.getByLabelText('Saving revision')).toBeInTheDocument();
  },
};

/** fixed.failed: the verification was not saved; the revision still waits for verification. */
export const VerifyFailed: Story = {
  parameters: wired({ markVerified: offline }),
  play: async ({ canvasElement }) => {
    const revision = await item(canvasElement, 2);
    await userEvent.click(revision.getByRole('checkbox', { name: 'Verified' }));
    await expect(await page(canvasElement).findByText('Error updating site revision')).toBeInTheDocument();
    await expect(revision.getByText('Waiting for verification')).toBeInTheDocument();
    await expect(revision.getByRole('checkbox', { name: 'Verified' })).not.toBeChecked();
  },
};

/** verified.failed: taking the verification back was not saved; the revision stays completed. */
export const UnverifyFailed: Story = {
  parameters: wired({ markVerified: offline }, revisionsAdmin),
  play: async ({ canvasElement }) => {
    const revision = await item(canvasElement, 3);
    await userEvent.click(revision.getByRole('checkbox', { name: 'Verified' }));
    await expect(await page(canvasElement).findByText('Error updating site revision')).toBeInTheDocument();
    await expect(revision.getByText('Completed')).toBeInTheDocument();
    await expect(revision.getByRole('checkbox', { name: 'Verified' })).toBeChecked();
  },
};

const openEdit = async (canvasElement: HTMLElement) => {
  await userEvent.click((await item(canvasElement, 1)).getByRole('button', { name: 'Edit' }));
  return within(await page(canvasElement).findByRole('dialog', { name: 'Edit revision' }));
};

export const EditModalOpen: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openEdit(canvasElement);
    await expect(dialog.getByRole('textbox', { name: 'Issue' })).toHaveValue(revisionsFixture[0]?.issue);
  },
};

export const SavingEdit: Story = {
  parameters: wired({ updateRevision: 'pending' }),
  play: async ({ canvasElement }) => {
    const dialog = await openEdit(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(dialog.getByRole('button', { name: 'Save' })).toHaveAttribute('data-loading');
  },
};

/** The modal stays open with the text, so nothing typed is lost. */
export const EditFailed: Story = {
  parameters: wired({ updateRevision: offline }),
  play: async ({ canvasElement }) => {
    const dialog = await openEdit(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await page(canvasElement).findByText('Error updating site revision')).toBeInTheDocument();
    await expect(dialog.getByRole('button', { name: 'Save' })).not.toHaveAttribute('data-loading');
  },
};

const askDelete = async (canvasElement: HTMLElement) => {
  await userEvent.click((await item(canvasElement, 1)).getByRole('button', { name: 'Delete' }));
  return within(await page(canvasElement).findByRole('dialog', { name: 'Delete revision' }));
};

export const ConfirmingDelete: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await askDelete(canvasElement);
    await expect(dialog.getByText('Delete this revision? This cannot be undone.')).toBeInTheDocument();
  },
};

export const Deleting: Story = {
  parameters: wired({ deleteRevision: 'pending' }),
  play: async ({ canvasElement }) => {
    const dialog = await askDelete(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expect(dialog.getByRole('button', { name: 'Delete' })).toHaveAttribute('data-loading');
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

export const DeleteFailed: Story = {
  parameters: wired({ deleteRevision: offline }),
  play: async ({ canvasElement }) => {
    const dialog = await askDelete(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expect(await page(canvasElement).findByText('Error deleting site revision')).toBeInTheDocument();
    await expect((await item(canvasElement, 1)).getByText(/wrong service times/)).toBeInTheDocument();
  },
};
