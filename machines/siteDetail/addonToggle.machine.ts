import { assertEvent, assign, setup } from 'xstate';
import { type AddonFlag, videoAddonId } from '../../domain/api/siteDetailEdit.schema';
import { replaceById } from '../shared/listById';
import { notify } from '../shared/notice';
import { type SaveAddonInput, type SiteAddon, siteDetailNotices, unprovidedSiteDetailActors } from './siteDetail.actors';

type AddonRequest = { addonId: number; flag: AddonFlag; checked: boolean };

type AddonToggleContext = {
  siteId: number;
  /** Every addon with the ticks the server holds. */
  addons: SiteAddon[];
  /** The tick being asked about or saved. */
  request: AddonRequest | null;
  previousCustomer: boolean | undefined;
};

export type AddonToggleEvent = ({ type: 'TOGGLE' } & AddonRequest) | { type: 'ANSWER'; previousCustomer: boolean } | { type: 'CANCEL' };

type AddonToggleInput = { siteId: number; addons: SiteAddon[] };

/** The tick being saved: there is always one while saving. */
const requestOf = (context: AddonToggleContext): AddonRequest => {
  if (!context.request) throw new Error('addonToggle machine: saving without a request');
  return context.request;
};

/** A tick may be asked for whenever no call runs and no question is open. */
const toggle = [
  { guard: 'asksPreviousCustomer', target: 'askingPreviousCustomer', actions: 'rememberRequest' },
  { target: 'saving', actions: 'rememberRequest' },
] as const;

/**
 * The addons list's Setup and Committed checkboxes (part 2 §2.1, §5): idle -> (checking the video
 * addon) askingPreviousCustomer -> saving -> saved (toast 'Setup checked', ...; the view tells the
 * page to re-read the site) or failed (toast 'Unable to update setup', the tick goes back). One
 * machine for the whole list, so a click on any checkbox while an update runs is ignored, as part 2
 * §5 asks. No I/O here: `saveAddon` and `notify` are injected.
 */
export const addonToggleMachine = setup({
  types: {
    context: {} as AddonToggleContext,
    events: {} as AddonToggleEvent,
    input: {} as AddonToggleInput,
  },
  actors: unprovidedSiteDetailActors,
  actions: {
    notify,
    // The tick a TOGGLE asks for, without the event's type (it is sent to the server as is).
    rememberRequest: assign(({ event }) => {
      assertEvent(event, 'TOGGLE');
      const { addonId, flag, checked } = event;
      return { request: { addonId, flag, checked }, previousCustomer: undefined };
    }),
    rememberAnswer: assign({
      previousCustomer: ({ event }) => {
        assertEvent(event, 'ANSWER');
        return event.previousCustomer;
      },
    }),
    forgetRequest: assign({ request: null, previousCustomer: undefined }),
    keepAddon: assign({
      addons: ({ context }, saved: SiteAddon) => replaceById(context.addons, saved),
    }),
  },
  guards: {
    asksPreviousCustomer: ({ event }) => {
      assertEvent(event, 'TOGGLE');
      return event.addonId === videoAddonId && event.checked;
    },
  },
}).createMachine({
  id: 'addonToggle',
  context: ({ input }) => ({ siteId: input.siteId, addons: input.addons, request: null, previousCustomer: undefined }),
  initial: 'idle',
  states: {
    idle: { on: { TOGGLE: toggle } },
    askingPreviousCustomer: {
      on: {
        ANSWER: { target: 'saving', actions: 'rememberAnswer' },
        CANCEL: { target: 'idle', actions: 'forgetRequest' },
      },
    },
    saving: {
      invoke: {
        id: 'saveAddon',
        src: 'saveAddon',
        input: ({ context }): SaveAddonInput => {
          return {
            siteId: context.siteId,
            ...requestOf(context),
            ...(context.previousCustomer === undefined ? {} : { previousCustomer: context.previousCustomer }),
          };
        },
        onDone: {
          target: 'saved',
          actions: [
            { type: 'keepAddon', params: ({ event }) => event.output },
            { type: 'notify', params: ({ context }) => siteDetailNotices.addonSaved(requestOf(context).flag, requestOf(context).checked) },
            'forgetRequest',
          ],
        },
        onError: {
          target: 'failed',
          actions: [{ type: 'notify', params: ({ context }) => siteDetailNotices.addonFailed(requestOf(context).flag) }, 'forgetRequest'],
        },
      },
    },
    saved: { on: { TOGGLE: toggle } },
    failed: { on: { TOGGLE: toggle } },
  },
});
