import { assign, setup } from 'xstate';
import { type AddonFlag, videoAddonId } from '../../domain/api/siteDetailEdit.schema';
import { replaceById } from '../shared/listById';
import { type SaveAddonInput, type SiteAddon, unprovidedSaveAddon } from './addonToggle.actors';

export type AddonRequest = { addonId: number; flag: AddonFlag; checked: boolean };

export type AddonToggleContext = {
  siteId: number;
  /** Every addon with the ticks the server holds. */
  addons: SiteAddon[];
  /** The tick being asked about or saved. */
  request: AddonRequest | null;
  previousCustomer: boolean | undefined;
};

export type AddonToggleEvent =
  | ({ type: 'TOGGLE' } & AddonRequest)
  | { type: 'ANSWER'; previousCustomer: boolean }
  | { type: 'CANCEL' };

export type AddonToggleInput = { siteId: number; addons: SiteAddon[] };

/** The tick a TOGGLE asks for, without the event's type (it is sent to the server as is). */
const requestOf = ({ addonId, flag, checked }: AddonRequest): AddonRequest => ({ addonId, flag, checked });

/**
 * The addons list's Setup and Committed checkboxes (part 2 §2.1, §5): idle -> (checking the video
 * addon) askingPreviousCustomer -> saving -> idle (toast 'Setup checked', ...) or failed (toast
 * 'Unable to update setup', the tick goes back). One machine for the whole list, so a click on any
 * checkbox while an update runs is ignored, as part 2 §5 asks. No I/O here: `saveAddon` and the
 * toasts are provided by the view.
 */
export const addonToggleMachine = setup({
  types: {
    context: {} as AddonToggleContext,
    events: {} as AddonToggleEvent,
    input: {} as AddonToggleInput,
  },
  actors: { saveAddon: unprovidedSaveAddon },
  actions: {
    rememberRequest: assign({
      request: (_, request: AddonRequest) => request,
      previousCustomer: undefined,
    }),
    rememberAnswer: assign({ previousCustomer: (_, answer: boolean) => answer }),
    forgetRequest: assign({ request: null, previousCustomer: undefined }),
    keepAddon: assign({
      addons: ({ context }, saved: SiteAddon) => replaceById(context.addons, saved),
    }),
    notifySaved: (_, _request: AddonRequest) => {},
    notifyFailed: (_, _request: AddonRequest) => {},
    reportSaved: (_, _addon: SiteAddon) => {},
  },
  guards: {
    asksPreviousCustomer: (_, request: AddonRequest) => request.addonId === videoAddonId && request.checked,
  },
}).createMachine({
  id: 'addonToggle',
  context: ({ input }) => ({ siteId: input.siteId, addons: input.addons, request: null, previousCustomer: undefined }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        TOGGLE: [
          {
            guard: { type: 'asksPreviousCustomer', params: ({ event }) => requestOf(event) },
            target: 'askingPreviousCustomer',
            actions: { type: 'rememberRequest', params: ({ event }) => requestOf(event) },
          },
          { target: 'saving', actions: { type: 'rememberRequest', params: ({ event }) => requestOf(event) } },
        ],
      },
    },
    askingPreviousCustomer: {
      on: {
        ANSWER: { target: 'saving', actions: { type: 'rememberAnswer', params: ({ event }) => event.previousCustomer } },
        CANCEL: { target: 'idle', actions: 'forgetRequest' },
      },
    },
    saving: {
      invoke: {
        id: 'saveAddon',
        src: 'saveAddon',
        input: ({ context }): SaveAddonInput => {
          const request = context.request as AddonRequest;
          return {
            siteId: context.siteId,
            ...request,
            ...(context.previousCustomer === undefined ? {} : { previousCustomer: context.previousCustomer }),
          };
        },
        onDone: {
          target: 'idle',
          actions: [
            { type: 'keepAddon', params: ({ event }) => event.output },
            { type: 'notifySaved', params: ({ context }) => context.request as AddonRequest },
            { type: 'reportSaved', params: ({ event }) => event.output },
            'forgetRequest',
          ],
        },
        onError: {
          target: 'failed',
          actions: [{ type: 'notifyFailed', params: ({ context }) => context.request as AddonRequest }, 'forgetRequest'],
        },
      },
    },
    failed: {
      on: {
        TOGGLE: [
          {
            guard: { type: 'asksPreviousCustomer', params: ({ event }) => requestOf(event) },
            target: 'askingPreviousCustomer',
            actions: { type: 'rememberRequest', params: ({ event }) => requestOf(event) },
          },
          { target: 'saving', actions: { type: 'rememberRequest', params: ({ event }) => requestOf(event) } },
        ],
      },
    },
  },
});
