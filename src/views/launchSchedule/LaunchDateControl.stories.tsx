import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { Viewer } from '../../../domain/viewer';
import { adminViewer } from '../../testing/ViewWiring';
import { storyWiring } from '../../testing/storyWiring';
import { refused } from '../../testing/stubAnswer';
import { LaunchDateControl } from './LaunchDateControl';
import { launchScheduleActorsFixture, launchToday, scheduledSite, unscheduledSite } from './launchFixtures';
import { machineDoc } from '../../stories/machineDocs';
import { launchScheduleMachine } from '../../../machines/launchSchedule/launchSchedule.machine';
import { launchScheduleNotes } from '../../stories/notes/listNotes';

const accountExecutive: Viewer = { id: 21, role: 'ae', name: 'Alex Exec' };
const launchSpecialist: Viewer = { id: 71, role: 'launch', name: 'Lee Launch' };

/** The control as `viewer` sees it, its launch calls answering as asked. */
const wired = (viewer: Viewer, answers: Parameters<typeof launchScheduleActorsFixture>[0] = {}) =>
  storyWiring({ viewer, actors: () => ({ launchSchedule: launchScheduleActorsFixture(answers) }) });

/** One story per state of launchScheduleMachine, and the control's buttons by role. */
const meta = {
  title: 'launchSchedule',
  component: LaunchDateControl,
  args: { site: unscheduledSite, today: launchToday },
  parameters: { machineDocs: [machineDoc(launchScheduleMachine, launchScheduleNotes)], ...wired(accountExecutive) },
} satisfies Meta<typeof LaunchDateControl>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

const openModal = async (canvasElement: HTMLElement, label: string) => {
  const body = page(canvasElement);
  await userEvent.click(await body.findByRole('button', { name: `${label} Evergreen Chapel` }));
  return within(await body.findByRole('dialog'));
};

/** No date: an account executive may schedule. */
export const Unscheduled: Story = {
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByText('Not scheduled')).toBeInTheDocument();
    await expect(page(canvasElement).getByRole('button', { name: 'Schedule Evergreen Chapel' })).toBeEnabled();
  },
};

/** A date: the launch specialist may reschedule or unschedule; the icon says pending. */
export const Scheduled: Story = {
  args: { site: scheduledSite },
  parameters: wired(launchSpecialist),
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByLabelText('Launch pending')).toBeInTheDocument();
    await expect(page(canvasElement).getByRole('button', { name: 'Unschedule Evergreen Chapel' })).toBeEnabled();
  },
};

/** An account executive cannot move a date (decisions.md §2): no buttons. */
export const ScheduledReadOnly: Story = {
  args: { site: scheduledSite },
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByText('Mar 20, 2025')).toBeInTheDocument();
    await expect(page(canvasElement).queryByRole('button', { name: /Evergreen Chapel/ })).toBeNull();
  },
};

/** editing: weekends, too-soon days and the full 19th are greyed out; each day shows its 'n/7'. */
export const ScheduleEditing: Story = {
  play: async ({ canvasElement }) => {
    const modal = await openModal(canvasElement, 'Schedule');
    await expect(modal.getByRole('button', { name: '19 March 2025, 7/7 launches' })).toBeDisabled();
    await expect(within(modal.getByRole('button', { name: '17 March 2025, 2/7 launches' })).getByText('2/7')).toBeInTheDocument();
    await expect(modal.getByText('n/7: launches booked of 7 a day')).toBeInTheDocument();
    await expect(modal.getByRole('button', { name: '14 March 2025' })).toBeDisabled();
    await expect(modal.getByRole('button', { name: '18 March 2025, 5/7 launches' })).toBeEnabled();
  },
};

/** Admin is exempt: any day, full ones included. */
export const ScheduleAsAdmin: Story = {
  parameters: wired(adminViewer),
  play: async ({ canvasElement }) => {
    const modal = await openModal(canvasElement, 'Schedule');
    await expect(modal.getByRole('button', { name: '19 March 2025, 7/7 launches' })).toBeEnabled();
  },
};

/** editing after a submit without a date. */
export const ValidationMessage: Story = {
  play: async ({ canvasElement }) => {
    const modal = await openModal(canvasElement, 'Schedule');
    await userEvent.click(modal.getByRole('button', { name: 'Schedule' }));
    await expect(await modal.findByText('Please select a launch date')).toBeInTheDocument();
  },
};

const pickAndSubmit = async (canvasElement: HTMLElement) => {
  const modal = await openModal(canvasElement, 'Schedule');
  await userEvent.click(modal.getByRole('button', { name: '18 March 2025, 5/7 launches' }));
  await userEvent.click(modal.getByRole('button', { name: 'Schedule' }));
  return modal;
};

/** validating: the day's count is being checked. */
export const CheckingAvailability: Story = {
  parameters: wired(accountExecutive, { checkAvailability: 'pending' }),
  play: async ({ canvasElement }) => {
    const modal = await pickAndSubmit(canvasElement);
    await expect(modal.getByRole('button', { name: 'Schedule' })).toHaveAttribute('data-loading');
  },
};

/** editing: someone took the last place meanwhile. */
export const DayFilledMeanwhile: Story = {
  parameters: wired(accountExecutive, { launchesThatDay: 7 }),
  play: async ({ canvasElement }) => {
    const modal = await pickAndSubmit(canvasElement);
    await expect(await modal.findByText('Cannot be more than 7 launches on one day')).toBeInTheDocument();
  },
};

/** submitting: the pending toast. */
export const Submitting: Story = {
  parameters: wired(accountExecutive, { submitLaunchDate: 'pending' }),
  play: async ({ canvasElement }) => {
    await pickAndSubmit(canvasElement);
    await expect(await page(canvasElement).findByText('Scheduling site for launch...')).toBeInTheDocument();
  },
};

/** failed: the server refused and said why. */
export const Failed: Story = {
  parameters: wired(accountExecutive, { submitLaunchDate: refused(409, 'Cannot be more than 7 launches on one day') }),
  play: async ({ canvasElement }) => {
    const modal = await pickAndSubmit(canvasElement);
    await expect(await page(canvasElement).findByText('Unable to schedule launch date')).toBeInTheDocument();
    await expect(page(canvasElement).getByText('Cannot be more than 7 launches on one day')).toBeInTheDocument();
    await expect(modal.getByRole('button', { name: 'Schedule' })).not.toHaveAttribute('data-loading');
  },
};

/** done: the modal closes, the toast and the new date show. */
export const Done: Story = {
  play: async ({ canvasElement }) => {
    await pickAndSubmit(canvasElement);
    await expect(await page(canvasElement).findByText('Site scheduled for launch!')).toBeInTheDocument();
    await expect(await page(canvasElement).findByText('Mar 18, 2025')).toBeInTheDocument();
  },
};

/** Reschedule: a later day and a reason; 'Other' wants a note. */
export const RescheduleEditing: Story = {
  args: { site: scheduledSite },
  parameters: wired(launchSpecialist),
  play: async ({ canvasElement }) => {
    const modal = await openModal(canvasElement, 'Reschedule');
    await expect(modal.getByRole('button', { name: '20 March 2025, 1/7 launches' })).toBeDisabled();
    await userEvent.click(modal.getByRole('button', { name: 'Reschedule' }));
    await expect(await modal.findByText('Please select a reason')).toBeInTheDocument();
  },
};

/** Unschedule: a reason and a note, no date. */
export const UnscheduleEditing: Story = {
  args: { site: scheduledSite },
  parameters: wired(launchSpecialist),
  play: async ({ canvasElement }) => {
    const modal = await openModal(canvasElement, 'Unschedule');
    await expect(modal.getByRole('combobox', { name: /Reason/ })).toBeInTheDocument();
  },
};
