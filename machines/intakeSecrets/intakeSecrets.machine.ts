import { assertEvent, assign, setup } from 'xstate';
import type { MaskedSecret, RevealedSecret } from '../../domain/api/intake.schema';
import type { IntakeSecretName } from '../../domain/intake/intakeSecrets';
import { notify } from '../shared/notice';
import { intakeSecretsNotices, unprovidedIntakeSecretsActors } from './intakeSecrets.actors';
import { readFailedTag } from '../shared/readFailed';

export type IntakeSecretsContext = {
  fhid: number;
  /** The secrets the site has, masked, in the server's order. */
  secrets: MaskedSecret[];
  /** The plain values revealed so far; Hide drops one again. */
  revealed: Partial<Record<IntakeSecretName, string>>;
  /** The secrets still to reveal, the first one being revealed now (one for Reveal, the hidden ones for Reveal all). */
  queue: IntakeSecretName[];
};

export type IntakeSecretsEvent =
  { type: 'RETRY' } | { type: 'REVEAL'; name: IntakeSecretName } | { type: 'REVEAL_ALL' } | { type: 'HIDE'; name: IntakeSecretName };

const withRevealed = (context: IntakeSecretsContext, secret: RevealedSecret) => ({ ...context.revealed, [secret.name]: secret.value });

const hiddenNames = (context: IntakeSecretsContext) =>
  context.secrets.map((secret) => secret.name).filter((name) => context.revealed[name] === undefined);

/**
 * A site's intake secrets for an admin (decisions.md §9): loading -> ready (or empty, or failed with
 * Retry). Each value shows masked until revealed; Reveal asks the server for one value (each reveal
 * is logged there), Reveal all asks for each hidden one in turn, Hide masks one again without a call.
 * A refused reveal says which secret it was and stops the rest.
 */
export const intakeSecretsMachine = setup({
  types: {
    context: {} as IntakeSecretsContext,
    events: {} as IntakeSecretsEvent,
    input: {} as { fhid: number },
  },
  actors: unprovidedIntakeSecretsActors,
  actions: { notify },
  guards: {
    hasNone: ({ context }) => context.secrets.length === 0,
    isHidden: ({ context, event }) => {
      assertEvent(event, 'REVEAL');
      return context.secrets.some((secret) => secret.name === event.name) && context.revealed[event.name] === undefined;
    },
    someHidden: ({ context }) => hiddenNames(context).length > 0,
    moreQueued: ({ context }) => context.queue.length > 1,
  },
}).createMachine({
  id: 'intakeSecrets',
  context: ({ input }) => ({ fhid: input.fhid, secrets: [], revealed: {}, queue: [] }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadSecrets',
        src: 'loadSecrets',
        input: ({ context }) => ({ id: context.fhid }),
        onDone: { target: 'loaded', actions: assign({ secrets: ({ event }) => event.output }) },
        onError: { target: 'loadFailed' },
      },
    },
    loadFailed: { tags: readFailedTag, on: { RETRY: 'loading' } },
    loaded: { always: [{ guard: 'hasNone', target: 'empty' }, { target: 'ready' }] },
    empty: {},
    ready: {
      on: {
        REVEAL: { guard: 'isHidden', target: 'revealing', actions: assign({ queue: ({ event }) => [event.name] }) },
        REVEAL_ALL: { guard: 'someHidden', target: 'revealing', actions: assign({ queue: ({ context }) => hiddenNames(context) }) },
        HIDE: {
          actions: assign({
            revealed: ({ context, event }) => Object.fromEntries(Object.entries(context.revealed).filter(([name]) => name !== event.name)),
          }),
        },
      },
    },
    revealing: {
      invoke: {
        id: 'revealSecret',
        src: 'revealSecret',
        input: ({ context }) => ({ id: context.fhid, name: context.queue[0] ?? 'dnsPassword' }),
        onDone: [
          {
            guard: 'moreQueued',
            target: 'revealing',
            reenter: true,
            actions: assign({
              revealed: ({ context, event }) => withRevealed(context, event.output),
              queue: ({ context }) => context.queue.slice(1),
            }),
          },
          {
            target: 'ready',
            actions: assign({ revealed: ({ context, event }) => withRevealed(context, event.output), queue: [] }),
          },
        ],
        onError: {
          target: 'ready',
          actions: [
            { type: 'notify', params: ({ context }) => intakeSecretsNotices.revealFailed(context.queue[0] ?? 'dnsPassword') },
            assign({ queue: [] }),
          ],
        },
      },
    },
  },
});
