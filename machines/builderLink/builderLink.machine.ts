import { assertEvent, assign, setup } from 'xstate';
import { apiFailureOf, refusalOf } from '../../domain/api/apiError';
import { unprovidedBuilderLinkActors } from './builderLink.actors';

export type BuilderLinkRequest = { kind: 'link'; dudaSite: string; fhId: number } | { kind: 'unlink'; fhId: number };

/** The server's refusal as the modal shows it: its title and its sentence. */
export type LinkRefusal = { title: string; message: string };

export type BuilderLinkContext = {
  request: BuilderLinkRequest | null;
  refusal: LinkRefusal | null;
};

export type BuilderLinkEvent =
  | { type: 'LINK'; dudaSite: string; fhId: number }
  | { type: 'UNLINK'; fhId: number }
  | { type: 'ENTER_DIFFERENT_ID' }
  | { type: 'DISMISS_ALERT' };

const refusalFrom = (error: unknown): LinkRefusal => {
  const failure = apiFailureOf(error);
  return { title: refusalOf(error) ?? 'Refused', message: failure?.errorMessage ?? failure?.reason ?? '' };
};

const onFailure = [{ guard: 'refused', target: 'refused', actions: 'rememberRefusal' }, { target: 'ready.networkFailed' }] as const;

/**
 * The link page (part 2 §2.4, §4 'Link and unlink'): a submit of either form, then success (204)
 * or the error modal with the server's title and message and 'Enter a different ID'; an answer
 * that is not a refusal (no network, a server fault) shows an alert instead. Success ends the
 * machine; the page then opens the site.
 */
export const builderLinkMachine = setup({
  types: {
    context: {} as BuilderLinkContext,
    events: {} as BuilderLinkEvent,
  },
  actors: unprovidedBuilderLinkActors,
  actions: {
    rememberRefusal: assign({ refusal: ({ event }) => refusalFrom((event as { error?: unknown }).error) }),
  },
  guards: {
    refused: ({ event }) => refusalOf((event as { error?: unknown }).error) !== null,
  },
}).createMachine({
  id: 'builderLink',
  context: { request: null, refusal: null },
  initial: 'ready',
  states: {
    ready: {
      initial: 'clean',
      on: {
        LINK: {
          target: 'linking',
          actions: assign({
            request: ({ event }) => {
              assertEvent(event, 'LINK');
              return { kind: 'link', dudaSite: event.dudaSite, fhId: event.fhId };
            },
          }),
        },
        UNLINK: {
          target: 'unlinking',
          actions: assign({
            request: ({ event }) => {
              assertEvent(event, 'UNLINK');
              return { kind: 'unlink', fhId: event.fhId };
            },
          }),
        },
      },
      states: {
        clean: {},
        networkFailed: { on: { DISMISS_ALERT: 'clean' } },
      },
    },
    linking: {
      invoke: {
        id: 'linkSite',
        src: 'linkSite',
        input: ({ context }) =>
          context.request?.kind === 'link' ? { dudaSite: context.request.dudaSite, fhId: context.request.fhId } : { dudaSite: '', fhId: 0 },
        onDone: 'linked',
        onError: [...onFailure],
      },
    },
    unlinking: {
      invoke: {
        id: 'unlinkSite',
        src: 'unlinkSite',
        input: ({ context }) => ({ fhId: context.request?.fhId ?? 0 }),
        onDone: 'unlinked',
        onError: [...onFailure],
      },
    },
    refused: { on: { ENTER_DIFFERENT_ID: { target: 'ready.clean', actions: assign({ refusal: null }) } } },
    linked: { type: 'final' },
    unlinked: { type: 'final' },
  },
});
