import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { Viewer } from '../../../domain/viewer';
import { adminViewer } from '../../testing/ViewWiring';
import { storyWiring } from '../../testing/storyWiring';
import { SiteBackupPanel } from './SiteBackupPanel';
import { siteBackupActorsFixture } from './siteBackupFixtures';
import { machineDoc } from '../../stories/machineDocs';
import { siteBackupMachine } from '../../../machines/siteBackup/siteBackup.machine';
import { siteBackupNotes } from '../../stories/notes/sitePageNotes';

type Behaviour = Parameters<typeof siteBackupActorsFixture>[0];

const wired = (behaviour: Behaviour = {}, viewer: Viewer = adminViewer) =>
  storyWiring({ viewer, actors: () => ({ siteBackup: siteBackupActorsFixture(behaviour) }) });

const meta = {
  title: 'siteBackup',
  component: SiteBackupPanel,
  args: { siteId: 42 },
  parameters: { machineDocs: [machineDoc(siteBackupMachine, siteBackupNotes)], ...wired() },
} satisfies Meta<typeof SiteBackupPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
// The list is read again 2 s after a backup starts (siteBackup.machine.ts pollDelay).
const afterPoll = { timeout: 5_000 };

const run = async (canvasElement: HTMLElement) => {
  await userEvent.click(await page(canvasElement).findByRole('button', { name: 'Back up now' }));
};

/**
 * Runs a backup and keeps the pointer on its 'Site backup started' toast, as a person reading it
 * does: Mantine holds every toast open while one is hovered, so the picture shows that toast beside
 * the outcome's whatever the time between the click, the poll 2 s later, the accessibility check
 * and the screenshot (the started toast otherwise closes after 5 s, on a busy machine before the
 * picture is taken, on a quiet one after).
 */
const runAndHoldToasts = async (canvasElement: HTMLElement) => {
  await run(canvasElement);
  await userEvent.hover(await page(canvasElement).findByText('Site backup started'));
};

export const Loading: Story = {
  parameters: wired({ loadBackups: 'pending' }),
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByLabelText('Loading backups')).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadFailed: Story = {
  parameters: wired({ loadBackups: 'fail' }),
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByText('Unable to load backups')).toBeInTheDocument();
  },
};

export const Listed: Story = {
  play: async ({ canvasElement }) => {
    const table = within(await page(canvasElement).findByRole('table', { name: 'Backups' }));
    await expect(table.getByText('Done')).toBeInTheDocument();
    await expect(table.getByText('Failed')).toBeInTheDocument();
    await expect(table.getByText('Ada Admin')).toBeInTheDocument();
    await expect(table.getByText('The website builder (Duda) is having problems (status 502); try again later.')).toBeInTheDocument();
    await expect(table.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Requested', 'Status', 'Finished']);
  },
};

export const Empty: Story = {
  parameters: wired({ backups: [] }),
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByText('No backups yet')).toBeInTheDocument();
  },
};

/** A florist sees the backups but cannot run one. */
export const ReadOnly: Story = {
  parameters: wired({}, { id: 6, role: 'florist', name: 'Flo Florist' }),
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByRole('table', { name: 'Backups' });
    await expect(page(canvasElement).queryByRole('button', { name: 'Back up now' })).toBeNull();
  },
};

export const Starting: Story = {
  parameters: wired({ startBackup: 'pending' }),
  play: async ({ canvasElement }) => {
    await run(canvasElement);
    await expect(page(canvasElement).getByRole('button', { name: 'Back up now' })).toHaveAttribute('data-loading');
  },
};

export const InProgress: Story = {
  parameters: wired({ loadBackups: 'answer' }),
  play: async ({ canvasElement }) => {
    await run(canvasElement);
    await expect(await page(canvasElement).findByText('Backup in progress…')).toBeInTheDocument();
    await expect(page(canvasElement).getByText('Queued')).toBeInTheDocument();
    await expect(page(canvasElement).getByRole('button', { name: 'Back up now' })).toBeDisabled();
  },
};

export const Finished: Story = {
  play: async ({ canvasElement }) => {
    await runAndHoldToasts(canvasElement);
    await expect(await page(canvasElement).findByText('Site backup finished', {}, afterPoll)).toBeInTheDocument();
    await expect(page(canvasElement).getByText('Site backup started')).toBeInTheDocument();
    await expect(page(canvasElement).getAllByText('Done')).toHaveLength(2);
  },
};

export const BackupFailed: Story = {
  parameters: wired({ outcome: 'failed' }),
  play: async ({ canvasElement }) => {
    await runAndHoldToasts(canvasElement);
    await expect(
      await page(canvasElement).findByText(
        'Unable to back up the site: The website builder (Duda) rejected the request (400).',
        {},
        afterPoll,
      ),
    ).toBeInTheDocument();
  },
};

export const StartFailed: Story = {
  parameters: wired({ startBackup: 'fail' }),
  play: async ({ canvasElement }) => {
    await run(canvasElement);
    await expect(await page(canvasElement).findByText('Unable to run site backup')).toBeInTheDocument();
    await expect(page(canvasElement).getByRole('button', { name: 'Back up now' })).toBeEnabled();
  },
};
