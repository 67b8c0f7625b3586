import { assertEvent, assign, setup } from 'xstate';
import { apiFailureOf, refusalOf } from '../../domain/api/apiError';
import type { DomainRequestDefaults, SentDomainRequest } from '../../domain/api/domainRequest.schema';
import { type DomainRequestForm, domainRequestFormOf, domainRequestOf } from '../../domain/domainRequest/domainRequestForm';
import { type DomainRequestField, domainRequestProblems, type FieldProblem } from '../../domain/domainRequest/domainRequestRules';
import { notify } from '../shared/notice';
import { domainRequestNotices, unprovidedDomainRequestActors } from './domainRequest.actors';
import { readFailedTag } from '../shared/readFailed';

export type DomainRequestContext = {
  fhid: number;
  defaults: DomainRequestDefaults | null;
  form: DomainRequestForm;
  /** Shown beside their fields; a field's problem goes when it is changed. */
  problems: FieldProblem[];
  lastRequest: SentDomainRequest | null;
};

export type DomainRequestEvent =
  | { type: 'RETRY' }
  | { type: 'CHANGE'; field: DomainRequestField; value: string }
  /** The form as it was kept in the browser (a draft offered back), or the defaults (its Discard). */
  | { type: 'RESTORE'; form: DomainRequestForm }
  | { type: 'SUBMIT' }
  | { type: 'NEW_REQUEST' };

const emptyForm: DomainRequestForm = {
  fhName: '',
  primaryDomain: '',
  additionalDomains: '',
  providerEmail: '',
  otherEmail: '',
  fhEmail: '',
  aeEmail: '',
  additionalCc: '',
  aeNotes: '',
};

const problemsOf = (context: DomainRequestContext) => domainRequestProblems(domainRequestOf(context.fhid, context.form));

const isField = (field: string | undefined): field is DomainRequestField => field !== undefined && field in emptyForm;

/**
 * The Domains tab's request form (part 2 §3, §5): loading the site's defaults -> editing ->
 * sending -> sent ('Domain Request Sent!'), then another request from the same form, filled with the
 * defaults again. A submit with
 * problems stays in editing and shows each one beside its field; the same rules run on the server.
 */
export const domainRequestMachine = setup({
  types: {
    context: {} as DomainRequestContext,
    events: {} as DomainRequestEvent,
    input: {} as { fhid: number },
  },
  actors: unprovidedDomainRequestActors,
  actions: { notify },
  guards: {
    isComplete: ({ context }) => problemsOf(context).length === 0,
  },
}).createMachine({
  id: 'domainRequest',
  context: ({ input }) => ({ fhid: input.fhid, defaults: null, form: emptyForm, problems: [], lastRequest: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadDefaults',
        src: 'loadDefaults',
        input: ({ context }) => ({ fhid: context.fhid }),
        onDone: {
          target: 'editing',
          actions: assign(({ event }) => ({
            defaults: event.output,
            form: domainRequestFormOf(event.output),
            lastRequest: event.output.lastRequest,
          })),
        },
        onError: { target: 'loadFailed' },
      },
    },
    loadFailed: { tags: readFailedTag, on: { RETRY: 'loading' } },
    editing: {
      on: {
        CHANGE: {
          actions: assign(({ context, event }) => {
            assertEvent(event, 'CHANGE');
            return {
              form: { ...context.form, [event.field]: event.value },
              problems: context.problems.filter((problem) => problem.field !== event.field),
            };
          }),
        },
        RESTORE: { actions: assign({ form: ({ event }) => event.form, problems: [] }) },
        SUBMIT: [
          { guard: 'isComplete', target: 'sending', actions: assign({ problems: [] }) },
          { actions: assign({ problems: ({ context }) => problemsOf(context) }) },
        ],
      },
    },
    sending: {
      invoke: {
        id: 'sendRequest',
        src: 'sendRequest',
        input: ({ context }) => domainRequestOf(context.fhid, context.form),
        onDone: {
          target: 'sent',
          actions: [
            // The next request starts from the site's defaults again: this one is sent, so nothing typed is left to keep.
            assign(({ context, event }) => ({
              lastRequest: event.output,
              form: context.defaults ? domainRequestFormOf(context.defaults) : context.form,
            })),
            { type: 'notify', params: domainRequestNotices.sent },
          ],
        },
        onError: {
          target: 'editing',
          actions: [
            assign({
              problems: ({ event }) => {
                const failure = apiFailureOf(event.error);
                return failure?.status === 400 && isField(failure.field)
                  ? [{ field: failure.field, reason: failure.reason ?? failure.error }]
                  : [];
              },
            }),
            { type: 'notify', params: ({ event }) => domainRequestNotices.sendFailed(refusalOf(event.error)) },
          ],
        },
      },
    },
    sent: { on: { NEW_REQUEST: 'editing' } },
  },
});
