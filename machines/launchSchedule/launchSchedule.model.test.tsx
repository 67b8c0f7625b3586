import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import dayjs from 'dayjs';
import { beforeEach, describe, expect, it } from 'vitest';
import { fromPromise, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { ApiError } from '../../domain/api/apiError';
import type { EndpointInput } from '../../domain/api/endpoint';
import type { launchScheduleEndpoints } from '../../domain/api/launchSchedule.endpoints';
import type { LaunchDateUpdated, LaunchDayCount } from '../../domain/api/launchSchedule.schema';
import type { SiteRow } from '../../domain/api/siteList.schema';
import type { LaunchChangeKind } from '../../domain/launchSchedule/launchDateRules';
import type { Role } from '../../domain/roles';
import { createControlledActors } from '../../src/testing/controlledActors';
import { coveredLeafStateIds, coveringTransitions, leafStateIds } from '../../src/testing/modelPaths';
import { renderView } from '../../src/testing/ViewWiring';
import { fixtureLookups } from '../../src/views/siteList/fixtures/siteRows';
import { LaunchDateControl, type LaunchDateSite } from '../../src/views/launchSchedule/LaunchDateControl';
import type { DayLaunchesInput, LaunchScheduleActors } from './launchSchedule.actors';
import { launchScheduleMachine, type LaunchScheduleEvent } from './launchSchedule.machine';

type Snapshot = SnapshotFrom<typeof launchScheduleMachine>;

type ActorId = 'checkAvailability' | 'submitLaunchDate';
/** What a path replays: the start, the user's events, and each actor settling. */
type ModelEvent =
  | { type: 'xstate.init' }
  | LaunchScheduleEvent
  | { type: `xstate.done.actor.${ActorId}`; output: unknown }
  | { type: `xstate.error.actor.${ActorId}`; error: unknown };

// A Wednesday: the first day 3 business days out is Monday the 17th.
const today = '2025-03-12';
const siteId = 42;
const capMessage = 'Cannot be more than 7 launches on one day';

type Scenario = { mode: LaunchChangeKind; role: Role; oldDate: string | null; newDate: string | null };
const scenarios: Scenario[] = [
  { mode: 'schedule', role: 'ae', oldDate: null, newDate: '2025-03-18' },
  // admin is exempt from the cap, so no availability check runs
  { mode: 'schedule', role: 'admin', oldDate: null, newDate: '2025-03-13' },
  { mode: 'reschedule', role: 'launch', oldDate: '2025-03-20', newDate: '2025-03-24' },
  { mode: 'unschedule', role: 'launch', oldDate: '2025-03-20', newDate: null },
];

const pretty = (date: string | null) => (date ? dayjs(date).format('MMM D, YYYY') : null);

const answerFor = (scenario: Scenario, context: Snapshot['context']): LaunchDateUpdated => {
  const date = scenario.mode === 'unschedule' ? null : context.date;
  return {
    id: siteId,
    kind: scenario.mode,
    scheduled_launch_date: date ? date.replaceAll('-', '') : null,
    pretty_scheduled_launch_date: pretty(date),
    launcher_label: '100% Ready',
  };
};

const eventsFor =
  (scenario: Scenario) =>
  (snapshot: Snapshot): ModelEvent[] => {
    const { context } = snapshot;
    const events: ModelEvent[] = [{ type: 'SUBMIT' }];
    if (scenario.newDate && context.date === null) events.push({ type: 'PICK_DATE', date: scenario.newDate });
    if (scenario.mode !== 'schedule') {
      // one reason that stands alone and 'Other', which wants a note
      if (context.reason === null) events.push({ type: 'PICK_REASON', reason: 'No domain' }, { type: 'PICK_REASON', reason: 'Other' });
      if (context.reason === 'Other' && context.note === '') events.push({ type: 'CHANGE_NOTE', note: 'Family asked to wait' });
    }
    events.push(
      { type: 'xstate.done.actor.checkAvailability', output: { count: 2 } },
      { type: 'xstate.done.actor.checkAvailability', output: { count: 7 } },
      { type: 'xstate.error.actor.checkAvailability', error: new ApiError(0, { error: 'The server could not be reached' }) },
      { type: 'xstate.done.actor.submitLaunchDate', output: answerFor(scenario, context) },
      { type: 'xstate.error.actor.submitLaunchDate', error: new ApiError(409, { error: capMessage }) },
      { type: 'xstate.error.actor.submitLaunchDate', error: new ApiError(0, { error: 'The server could not be reached' }) },
    );
    return events;
  };

const serialize = (snapshot: Snapshot) =>
  JSON.stringify({
    value: snapshot.value,
    date: snapshot.context.date,
    reason: snapshot.context.reason,
    note: snapshot.context.note,
    errors: snapshot.context.errors,
    server: snapshot.context.serverMessage,
  });

const siteFor = (scenario: Scenario): LaunchDateSite => ({
  id: siteId,
  name: 'Evergreen Chapel',
  launcher_label: '100% Ready',
  scheduled_launch_date: scenario.oldDate ? scenario.oldDate.replaceAll('-', '') : null,
  pretty_scheduled_launch_date: pretty(scenario.oldDate),
});

const renderControl = (scenario: Scenario) => {
  const stubs = createControlledActors(['checkAvailability', 'submitLaunchDate'] as const);
  const actors: LaunchScheduleActors = {
    checkAvailability: stubs.actor('checkAvailability'),
    submitLaunchDate: stubs.actor('submitLaunchDate'),
    // No day is full: the picker leaves the cap to the availability check.
    loadLaunchCounts: fromPromise<LaunchDayCount[], EndpointInput<typeof launchScheduleEndpoints.capacity>>(async () => []),
    loadDayLaunches: fromPromise<SiteRow[], DayLaunchesInput>(async () => []),
  };
  let changes = 0;
  renderView(<LaunchDateControl site={siteFor(scenario)} today={today} onChanged={() => (changes += 1)} />, {
    actors: { launchSchedule: actors },
    viewer: { id: 8, role: scenario.role, name: 'Pat Scheduler' },
  });
  return { stubs, changes: () => changes };
};

const titles: Record<LaunchChangeKind, string> = {
  schedule: 'Schedule launch date',
  reschedule: 'Reschedule launch',
  unschedule: 'Unschedule launch',
};
const submitLabels: Record<LaunchChangeKind, string> = { schedule: 'Schedule', reschedule: 'Reschedule', unschedule: 'Unschedule' };

const dialog = (mode: LaunchChangeKind) => screen.getByRole('dialog', { name: titles[mode] });
const submitButton = (mode: LaunchChangeKind) => within(dialog(mode)).getByRole('button', { name: submitLabels[mode] });

beforeEach(() => notifications.clean());

const assertScreen = async (scenario: Scenario, snapshot: Snapshot) => {
  const { mode } = scenario;
  const { context } = snapshot;
  if (snapshot.matches('done')) {
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const success = mode === 'unschedule' ? 'Unscheduled!' : 'Site scheduled for launch!';
    expect(await screen.findByText(success)).toBeInTheDocument();
    expect(screen.getByText(pretty(mode === 'unschedule' ? null : context.date) ?? 'Not scheduled')).toBeInTheDocument();
    return;
  }
  const modal = await screen.findByRole('dialog', { name: titles[mode] });
  const busy = snapshot.matches('validating') || snapshot.matches('submitting');
  if (busy) await waitFor(() => expect(submitButton(mode)).toHaveAttribute('data-loading'));
  else await waitFor(() => expect(submitButton(mode)).not.toHaveAttribute('data-loading'));
  if (snapshot.matches('submitting')) {
    const pending = mode === 'unschedule' ? 'Unscheduling launch...' : 'Scheduling site for launch...';
    expect(await screen.findByText(pending)).toBeInTheDocument();
  }
  if (snapshot.matches('failed')) {
    const failed = mode === 'unschedule' ? 'Unable to unschedule launch' : 'Unable to schedule launch date';
    expect(await screen.findByText(failed)).toBeInTheDocument();
    if (context.serverMessage) expect(await screen.findByText(context.serverMessage)).toBeInTheDocument();
  }
  if (context.date) expect(within(modal).getByText(`Launch on ${pretty(context.date)}`)).toBeInTheDocument();
  for (const message of Object.values(context.errors)) expect(within(modal).getByText(message)).toBeInTheDocument();
  if (context.errors.launchDate === undefined) expect(within(modal).queryByRole('alert')).toBeNull();
  if (mode !== 'schedule') {
    expect(within(modal).getByRole('combobox', { name: /Reason/ })).toHaveValue(context.reason ?? '');
    expect(within(modal).getByRole('textbox', { name: /Note/ })).toHaveValue(context.note);
  } else expect(within(modal).queryByRole('combobox', { name: /Reason/ })).toBeNull();
};

const doEvent = async (user: UserEvent, scenario: Scenario, stubs: ReturnType<typeof renderControl>['stubs'], event: ModelEvent) => {
  const modal = () => dialog(scenario.mode);
  switch (event.type) {
    case 'xstate.init':
      return user.click(screen.getByRole('button', { name: `${submitLabels[scenario.mode]} Evergreen Chapel` }));
    case 'PICK_DATE':
      return user.click(within(modal()).getByRole('button', { name: dayjs(event.date).format('D MMMM YYYY') }));
    case 'PICK_REASON':
      if (event.reason === null) throw new Error('The model always picks a reason');
      await user.click(within(modal()).getByRole('combobox', { name: /Reason/ }));
      return user.click(await within(modal()).findByRole('option', { name: event.reason }));
    case 'CHANGE_NOTE':
      // One change event, not a keystroke each: the machine takes the field's whole value either way.
      return fireEvent.change(within(modal()).getByRole('textbox', { name: /Note/ }), { target: { value: event.note } });
    case 'SUBMIT':
      return user.click(submitButton(scenario.mode));
    default: {
      const id: ActorId = event.type.endsWith('checkAvailability') ? 'checkAvailability' : 'submitLaunchDate';
      await waitFor(() => expect(stubs.waiting(id)).toBe(true));
      return stubs.settle(event);
    }
  }
};

// The fewest paths that walk every transition (decision 0585).
const pathsOf = (scenario: Scenario) =>
  coveringTransitions(
    getShortestPaths(launchScheduleMachine, {
      input: {
        mode: scenario.mode,
        siteId,
        role: scenario.role,
        today,
        oldDate: scenario.oldDate,
        reasons: fixtureLookups.launchReasons,
        companyHolidays: [],
      },
      events: eventsFor(scenario) as never,
      serializeState: serialize,
    }),
  );

describe('launch date modals, replayed through LaunchDateControl', () => {
  it('replays a path through every state node of the machine', () => {
    expect(coveredLeafStateIds(scenarios.flatMap(pathsOf))).toEqual(leafStateIds(launchScheduleMachine));
  });

  for (const scenario of scenarios) {
    const paths = pathsOf(scenario);
    // Every state the replays pass through, not only where they end.
    const states = paths.flatMap((path) => path.steps.map((step) => step.state));

    it(`${scenario.role} ${scenario.mode}: reaches every state`, () => {
      const values = new Set(states.map((state) => JSON.stringify(state.value)));
      expect(values).toContain('"done"');
      expect(values).toContain('"failed"');
      expect(values).toContain('"submitting"');
      const checks = scenario.mode !== 'unschedule' && scenario.role !== 'admin';
      expect(values.has(JSON.stringify({ validating: 'checkingAvailability' }))).toBe(checks);
      // a submit without a date (or reason) stays in editing with the rule's message
      const messages = states.flatMap((state) => Object.values(state.context.errors));
      if (scenario.mode !== 'unschedule') expect(messages).toContain('Please select a launch date');
      if (scenario.mode !== 'schedule') expect(messages).toContain('Please select a reason');
      if (checks) expect(messages).toContain(capMessage);
    });

    for (const path of paths) {
      const description = path.steps.map((step) => step.event.type.replace('xstate.', '')).join(' -> ');
      it(`${scenario.role} ${scenario.mode}: ${description}`, async () => {
        const user = userEvent.setup({ delay: null });
        const { stubs, changes } = renderControl(scenario);
        for (const step of path.steps) {
          await doEvent(user, scenario, stubs, step.event);
          await assertScreen(scenario, step.state);
        }
        expect(changes()).toBe(path.state.matches('done') ? 1 : 0);
        if (path.state.matches('done')) {
          // the machine sent exactly the change the modal holds
          const [sent] = stubs.calls.submitLaunchDate;
          expect(sent).toMatchObject({
            id: siteId,
            launchDate: scenario.mode === 'unschedule' ? null : path.state.context.date,
            reason: scenario.mode === 'schedule' ? null : path.state.context.reason,
            allowNull: scenario.mode === 'unschedule',
          });
        }
      });
    }
  }
});
