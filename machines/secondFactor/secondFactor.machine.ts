import { assertEvent, assign, setup } from 'xstate';
import { refusalOf } from '../../domain/api/apiError';
import type { SecondFactorStatus, TotpEnrolment } from '../../domain/api/secondFactor.schema';
import { notify } from '../shared/notice';
import { readFailedTag } from '../shared/readFailed';
import { secondFactorNotices, unprovidedSecondFactorActors } from './secondFactor.actors';

export type SecondFactorContext = {
  status: SecondFactorStatus | null;
  /** The enrolment in progress: the secret and the URL its QR code carries. */
  enrolment: TotpEnrolment | null;
  /** The recovery codes, held only while they are shown (once). */
  recoveryCodes: string[];
  errorMessage: string | null;
};

export type SecondFactorEvent =
  | { type: 'RETRY' }
  | { type: 'START' }
  | { type: 'CONFIRM'; code: string }
  | { type: 'CODES_SAVED' }
  | { type: 'TURN_OFF'; password: string; code: string };

/** The server's reason for a refusal it explained, else the step's own words. */
const reasonOr = (error: unknown, fallback: string): string => refusalOf(error) ?? fallback;

/**
 * The Second factor tab of the profile (issue 29): loading -> off | on. From off, starting ->
 * enrolling (the QR code and the secret) -> confirming -> codes (the 10 recovery codes, shown once)
 * -> on. From on, turningOff (password and a code) -> off. A refused step stays where it was with
 * the server's reason. No I/O: the actors and `notify` are injected.
 */
export const secondFactorMachine = setup({
  types: {
    context: {} as SecondFactorContext,
    events: {} as SecondFactorEvent,
  },
  actors: unprovidedSecondFactorActors,
  actions: {
    notify,
    keepStatus: assign((_, status: SecondFactorStatus) => ({ status, errorMessage: null })),
  },
}).createMachine({
  id: 'secondFactor',
  context: { status: null, enrolment: null, recoveryCodes: [], errorMessage: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'status',
        src: 'status',
        onDone: [
          {
            guard: ({ event }) => event.output.enabled,
            target: 'on',
            actions: { type: 'keepStatus', params: ({ event }) => event.output },
          },
          { target: 'off', actions: { type: 'keepStatus', params: ({ event }) => event.output } },
        ],
        onError: 'loadFailed',
      },
    },
    loadFailed: { tags: [readFailedTag], on: { RETRY: 'loading' } },
    off: { on: { START: 'starting' } },
    starting: {
      entry: assign({ errorMessage: null }),
      invoke: {
        id: 'enrol',
        src: 'enrol',
        onDone: { target: 'enrolling', actions: assign({ enrolment: ({ event }) => event.output }) },
        onError: {
          target: 'off',
          actions: assign({ errorMessage: ({ event }) => reasonOr(event.error, 'Unable to start the second factor') }),
        },
      },
    },
    enrolling: { on: { CONFIRM: 'confirming' } },
    confirming: {
      entry: assign({ errorMessage: null }),
      invoke: {
        id: 'confirm',
        src: 'confirm',
        input: ({ event }) => {
          assertEvent(event, 'CONFIRM');
          return { code: event.code };
        },
        onDone: {
          target: 'codes',
          actions: [
            assign({ recoveryCodes: ({ event }) => event.output.recoveryCodes, enrolment: null }),
            { type: 'notify', params: secondFactorNotices.turnedOn },
          ],
        },
        onError: {
          target: 'enrolling',
          actions: assign({ errorMessage: ({ event }) => reasonOr(event.error, 'Unable to check the code') }),
        },
      },
    },
    codes: { on: { CODES_SAVED: { target: 'loading', actions: assign({ recoveryCodes: [] }) } } },
    on: { on: { TURN_OFF: 'turningOff' } },
    turningOff: {
      entry: assign({ errorMessage: null }),
      invoke: {
        id: 'turnOff',
        src: 'turnOff',
        input: ({ event }) => {
          assertEvent(event, 'TURN_OFF');
          return { password: event.password, code: event.code };
        },
        onDone: {
          target: 'off',
          actions: [
            { type: 'keepStatus', params: ({ event }) => event.output },
            { type: 'notify', params: secondFactorNotices.turnedOff },
          ],
        },
        onError: {
          target: 'on',
          actions: assign({ errorMessage: ({ event }) => reasonOr(event.error, 'Unable to turn the second factor off') }),
        },
      },
    },
  },
});
