import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyWiring } from '../../testing/storyWiring';
import { offline, refused, type StubAnswer } from '../../testing/stubAnswer';
import { settingsActorsFixture } from './settingsFixtures';
import { SettingsView } from './SettingsView';
import { machineDoc } from '../../stories/machineDocs';
import { settingsMachine } from '../../../machines/settings/settings.machine';
import { settingsHistoryMachine } from '../../../machines/settings/settingsHistory.machine';
import { settingsHistoryNotes, settingsNotes } from '../../stories/notes/otherScreenNotes';

const wired = (how: StubAnswer = 'answer', save: StubAnswer = 'answer', role: 'admin' | 'executive' = 'admin', history: StubAnswer = how) =>
  storyWiring({
    path: '/settings',
    viewer: { id: 1, role, name: role === 'admin' ? 'Ada Admin' : 'Eve Executive' },
    actors: () => ({ settings: settingsActorsFixture(how, save, history) }),
  });

/** One story per state of settingsMachine (each section runs its own) and of settingsHistoryMachine (the History section). */
const meta = {
  title: 'settings',
  component: SettingsView,
  parameters: {
    machineDocs: [machineDoc(settingsMachine, settingsNotes), machineDoc(settingsHistoryMachine, settingsHistoryNotes)],
    ...wired(),
  },
} satisfies Meta<typeof SettingsView>;
export default meta;

type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const fundingSection = (canvasElement: HTMLElement) => page(canvasElement).getByRole('region', { name: 'Pre-need insurers' });
const historySection = (canvasElement: HTMLElement) => within(page(canvasElement).getByRole('region', { name: 'History' }));

/** One change of the history: a table row on a desktop, a list item on a phone. */
const historyEntry = async (history: ReturnType<typeof historySection>, what: string) =>
  (await history.findByText(what)).closest<HTMLElement>('tr, [role="listitem"]');

export const Loading: Story = {
  parameters: wired('pending'),
  play: async ({ canvasElement }) => {
    await expect(page(canvasElement).getByLabelText('Loading Corporations')).toBeInTheDocument();
  },
};

export const Failed: Story = {
  parameters: wired(offline),
  play: async ({ canvasElement }) => {
    await expect(await within(fundingSection(canvasElement)).findByText('Unable to load the list')).toBeInTheDocument();
  },
};

/** Ready, for an admin: counts, the retired badge and every control. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const section = within(fundingSection(canvasElement));
    await expect(await section.findByRole('row', { name: /Precept Trust/ })).toHaveTextContent('Retired');
    await expect(section.getByRole('button', { name: 'Restore' })).toBeInTheDocument();
    await expect(section.getByRole('button', { name: 'Add' })).toBeInTheDocument();
  },
};

/** Ready, for an executive: the lists without a control. */
export const ReadOnly: Story = {
  parameters: wired('answer', 'answer', 'executive'),
  play: async ({ canvasElement }) => {
    const section = within(fundingSection(canvasElement));
    await expect(await section.findByRole('row', { name: /Homestead Pre-Need Life/ })).toBeInTheDocument();
    await expect(section.queryByRole('button', { name: 'Add' })).toBeNull();
  },
};

export const Saving: Story = {
  parameters: wired('answer', 'pending'),
  play: async ({ canvasElement }) => {
    const section = within(fundingSection(canvasElement));
    await userEvent.click(await section.findByRole('button', { name: 'Retire' }));
    for (const button of section.getAllByRole('button', { name: 'Rename' })) await expect(button).toBeDisabled();
  },
};

/** A refusal (here a duplicate name) is a toast in the server's words; the list stays. */
export const SaveRefused: Story = {
  parameters: wired('answer', refused(409, "A pre-need insurer named 'Precept Trust' already exists")),
  play: async ({ canvasElement }) => {
    const section = within(fundingSection(canvasElement));
    await userEvent.click(await section.findByRole('button', { name: 'Retire' }));
    await expect(
      await page(canvasElement).findByText("Unable to save the change: A pre-need insurer named 'Precept Trust' already exists"),
    ).toBeInTheDocument();
  },
};

/** The history, newest first: who, when, what, and the fields before and after. */
export const HistoryReady: Story = {
  play: async ({ canvasElement }) => {
    const history = historySection(canvasElement);
    const retired = await historyEntry(history, "Changed pre-need insurer 'Precept Trust'");
    await expect(retired).toHaveTextContent('Ada Admin');
    await expect(retired).toHaveTextContent('Retired: no');
    await expect(retired).toHaveTextContent('Retired: yes');
    const added = await historyEntry(history, "Added pre-need insurer 'Homestead Pre-Need Life'");
    await expect(added).toHaveTextContent('A deleted user');
    await expect(history.queryByRole('button', { name: 'Show older' })).toBeNull();
  },
};

export const HistoryLoading: Story = {
  parameters: wired('answer', 'answer', 'admin', 'pending'),
  play: async ({ canvasElement }) => {
    await expect(historySection(canvasElement).getByLabelText('Loading the history')).toBeInTheDocument();
  },
};

export const HistoryFailed: Story = {
  parameters: wired('answer', 'answer', 'admin', offline),
  play: async ({ canvasElement }) => {
    const history = historySection(canvasElement);
    await expect(await history.findByText('Unable to load the history')).toBeInTheDocument();
    await expect(history.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    // The toast says it too: the picture waits for it, so it does not show it one run and not the next.
    await waitFor(() => expect(page(canvasElement).getAllByText('Unable to load the history')).toHaveLength(2));
  },
};
