import { assertEvent, assign, setup } from 'xstate';
import { apiFailureOf, refusalOf } from '../../domain/api/apiError';
import type { LaunchDateUpdated } from '../../domain/api/launchSchedule.schema';
import {
  exceedsDailyCap,
  launchMessages,
  validateLaunchChange,
  type LaunchChangeKind,
  type LaunchRuleProblem,
} from '../../domain/launchSchedule/launchDateRules';
import type { Holiday } from '../../domain/launchSchedule/holidays';
import type { LaunchReasonOption } from '../../domain/launchSchedule/launchReasons';
import { can } from '../../domain/permissions';
import type { Role } from '../../domain/roles';
import { notify } from '../shared/notice';
import { launchScheduleNotices, unprovidedLaunchScheduleActors } from './launchSchedule.actors';

type LaunchField = LaunchRuleProblem['field'];
type LaunchFieldErrors = Partial<Record<LaunchField, string>>;

export type LaunchScheduleContext = {
  mode: LaunchChangeKind;
  siteId: number;
  role: Role;
  /** 'YYYY-MM-DD': the viewer's calendar day, the rules count business days from it. */
  today: string;
  /** The stored date ('YYYY-MM-DD'), null when the site has none. */
  oldDate: string | null;
  date: string | null;
  /** The reasons offered and the company's holidays, from the lookups (the Settings screen keeps them). */
  reasons: readonly LaunchReasonOption[];
  companyHolidays: readonly Holiday[];
  reason: string | null;
  note: string;
  errors: LaunchFieldErrors;
  /** Why the server refused the last submit, when it said. */
  serverMessage: string | null;
  result: LaunchDateUpdated | null;
};

export type LaunchScheduleEvent =
  | { type: 'PICK_DATE'; date: string | null }
  | { type: 'PICK_REASON'; reason: string | null }
  | { type: 'CHANGE_NOTE'; note: string }
  | { type: 'SUBMIT' };

export type LaunchScheduleInput = Pick<
  LaunchScheduleContext,
  'mode' | 'siteId' | 'role' | 'today' | 'oldDate' | 'reasons' | 'companyHolidays'
>;

/** The change as the domain rules see it: an unschedule sends no date and says so with allowNull. */
const changeOf = (context: LaunchScheduleContext) => ({
  role: context.role,
  today: context.today,
  oldDate: context.oldDate,
  newDate: context.mode === 'unschedule' ? null : context.date,
  allowNull: context.mode === 'unschedule',
  reason: context.reason,
  note: context.note,
  reasons: context.reasons,
  companyHolidays: context.companyHolidays,
});

const errorsOf = (problems: LaunchRuleProblem[]): LaunchFieldErrors =>
  Object.fromEntries(problems.map((problem) => [problem.field, problem.message]));

/** An edit clears the message of the field it touches, the others stay until the next submit. */
const without = (errors: LaunchFieldErrors, field: LaunchField): LaunchFieldErrors => {
  const { [field]: _cleared, ...rest } = errors;
  return rest;
};

const launchFields: readonly string[] = ['launchDate', 'reason', 'note'] satisfies LaunchField[];
const isLaunchField = (field: string | undefined): field is LaunchField => field !== undefined && launchFields.includes(field);

/** The field a refusal of the server belongs to, when it named one of the form's. */
const refusedField = (error: unknown): LaunchField | null => {
  const field = apiFailureOf(error)?.field;
  return isLaunchField(field) ? field : null;
};

/** The modal's one toast: the outcome replaces the pending one. */
const editActions = {
  PICK_DATE: { target: '#launchSchedule.editing', actions: 'pickDate' },
  PICK_REASON: { target: '#launchSchedule.editing', actions: 'pickReason' },
  CHANGE_NOTE: { target: '#launchSchedule.editing', actions: 'changeNote' },
} as const;

/**
 * The Schedule, Reschedule and Unschedule modals (part 1 §5, decisions.md §4), one machine with the
 * mode in context: editing -> validating (the rules of domain/launchSchedule, then, for a role the
 * cap applies to, the day's count from the injected `checkAvailability`) -> submitting (the
 * injected `submitLaunchDate`) -> done, or failed with the server's reason. No I/O: the actors and
 * the `notify` action are injected.
 */
export const launchScheduleMachine = setup({
  types: {
    context: {} as LaunchScheduleContext,
    events: {} as LaunchScheduleEvent,
    input: {} as LaunchScheduleInput,
  },
  actors: unprovidedLaunchScheduleActors,
  actions: {
    notify,
    pickDate: assign(({ context, event }) => {
      assertEvent(event, 'PICK_DATE');
      return { date: event.date, errors: without(context.errors, 'launchDate') };
    }),
    pickReason: assign(({ context, event }) => {
      assertEvent(event, 'PICK_REASON');
      return { reason: event.reason, errors: without(without(context.errors, 'reason'), 'note') };
    }),
    changeNote: assign(({ context, event }) => {
      assertEvent(event, 'CHANGE_NOTE');
      return { note: event.note, errors: without(context.errors, 'note') };
    }),
    showRuleProblems: assign({ errors: ({ context }) => errorsOf(validateLaunchChange(changeOf(context))) }),
  },
  guards: {
    breaksRules: ({ context }) => validateLaunchChange(changeOf(context)).length > 0,
    /** Admin is exempt from the cap and an unschedule takes no place, so neither asks. */
    needsAvailability: ({ context }) => context.mode !== 'unschedule' && !can(context.role, 'launchRulesExempt'),
    dayIsFull: ({ context }, launchesThatDay: number) => exceedsDailyCap(context.role, launchesThatDay),
  },
}).createMachine({
  id: 'launchSchedule',
  context: ({ input }) => ({ ...input, date: null, reason: null, note: '', errors: {}, serverMessage: null, result: null }),
  initial: 'editing',
  states: {
    editing: {
      on: { ...editActions, SUBMIT: 'validating' },
    },
    validating: {
      initial: 'checkingRules',
      states: {
        checkingRules: {
          always: [
            { guard: 'breaksRules', target: '#launchSchedule.editing', actions: 'showRuleProblems' },
            { guard: 'needsAvailability', target: 'checkingAvailability' },
            { target: '#launchSchedule.submitting' },
          ],
        },
        checkingAvailability: {
          invoke: {
            id: 'checkAvailability',
            src: 'checkAvailability',
            input: ({ context }) => ({ id: context.siteId, date: context.date ?? '' }),
            onDone: [
              {
                guard: { type: 'dayIsFull', params: ({ event }) => event.output.count },
                target: '#launchSchedule.editing',
                actions: assign({ errors: { launchDate: launchMessages.dailyCap } }),
              },
              { target: '#launchSchedule.submitting' },
            ],
            // The count is a courtesy: the server recounts under a lock, so a failed check does not block.
            onError: { target: '#launchSchedule.submitting' },
          },
        },
      },
    },
    submitting: {
      entry: [
        assign({ errors: {}, serverMessage: null }),
        {
          type: 'notify',
          params: ({ context }) =>
            context.mode === 'unschedule'
              ? launchScheduleNotices.unschedulePending(context.siteId)
              : launchScheduleNotices.schedulePending(context.siteId),
        },
      ],
      invoke: {
        id: 'submitLaunchDate',
        src: 'submitLaunchDate',
        input: ({ context }) => {
          const change = changeOf(context);
          return {
            id: context.siteId,
            launchDate: change.newDate,
            reason: context.mode === 'schedule' ? null : context.reason,
            note: context.note.trim() || null,
            allowNull: change.allowNull,
          };
        },
        onDone: {
          target: 'done',
          actions: [
            assign({ result: ({ event }) => event.output }),
            {
              type: 'notify',
              params: ({ context }) =>
                context.mode === 'unschedule'
                  ? launchScheduleNotices.unscheduled(context.siteId)
                  : launchScheduleNotices.scheduled(context.siteId),
            },
          ],
        },
        onError: {
          target: 'failed',
          actions: [
            assign(({ event }) => {
              const message = refusalOf(event.error);
              const field = refusedField(event.error);
              return { serverMessage: message, errors: message && field ? { [field]: message } : {} };
            }),
            {
              type: 'notify',
              params: ({ context }) =>
                context.mode === 'unschedule'
                  ? launchScheduleNotices.unscheduleFailed(context.siteId, context.serverMessage)
                  : launchScheduleNotices.scheduleFailed(context.siteId, context.serverMessage),
            },
          ],
        },
      },
    },
    failed: {
      on: { ...editActions, SUBMIT: 'validating' },
    },
    done: { type: 'final' },
  },
});
