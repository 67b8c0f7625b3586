import { assign, setup, type PromiseActorLogic, type StateMachine } from 'xstate';
import { refusalOf } from '../../domain/api/apiError';
import { readFailedTag } from './readFailed';

export type LoadContext<TOutput, TInput> = {
  /** What the last load asked for. */
  input: TInput;
  /** The answer of the last load that succeeded; kept while a newer one runs. */
  output: TOutput | null;
  /** The server's words when it refused the last load, null for any other failure (refusalOf). */
  refusal: string | null;
};

export type LoadEvent<TInput> =
  /** Load again for another input (a filter, a month, a day changed) or the same one (the page changed it). */
  { type: 'LOAD'; input: TInput } | { type: 'RETRY' };

const buildLoadMachine = (actor: string, placeholder: PromiseActorLogic<unknown, unknown>) =>
  setup({
    types: {
      context: {} as LoadContext<unknown, unknown>,
      events: {} as LoadEvent<unknown>,
    },
    // At run time the actor has the workflow's own name, so the workflow's actors provide it as they
    // are; the types call it 'load'.
    actors: { [actor]: placeholder } as { load: typeof placeholder },
  }).createMachine({
    id: actor,
    context: ({ input }) => ({ input, output: null, refusal: null }),
    initial: 'loading',
    on: {
      LOAD: { target: '.loading', reenter: true, actions: assign({ input: ({ event }) => event.input }) },
    },
    states: {
      loading: {
        invoke: {
          id: actor as 'load',
          src: actor as 'load',
          input: ({ context }) => context.input,
          onDone: { target: 'loaded', actions: assign({ output: ({ event }) => event.output, refusal: null }) },
          onError: { target: 'failed', actions: assign({ refusal: ({ event }) => refusalOf(event.error) }) },
        },
      },
      loaded: {},
      failed: { tags: readFailedTag, on: { RETRY: 'loading' } },
    },
  });

/** The machine's type with its context, events and input told apart per workflow. */
type Typed<TMachine, TOutput, TInput> =
  TMachine extends StateMachine<
    LoadContext<unknown, unknown>,
    LoadEvent<unknown>,
    infer TChildren,
    infer TActor,
    infer TAction,
    infer TGuard,
    infer TDelay,
    infer TStateValue,
    infer TTag,
    infer _TUntypedInput,
    infer TMachineOutput,
    infer TEmitted,
    infer TMeta,
    infer TSchema
  >
    ? StateMachine<
        LoadContext<TOutput, TInput>,
        LoadEvent<TInput>,
        TChildren,
        TActor,
        TAction,
        TGuard,
        TDelay,
        TStateValue,
        TTag,
        TInput,
        TMachineOutput,
        TEmitted,
        TMeta,
        TSchema
      >
    : never;

export type LoadMachine<TOutput, TInput> = Typed<ReturnType<typeof buildLoadMachine>, TOutput, TInput>;

/**
 * A screen's read of one thing it shows and the user only re-asks for (a site's Recent Updates, the
 * outbox, a month's launch counts, a day's launches, the My Sites stats): loading -> loaded |
 * failed (RETRY). LOAD starts over with a new input from any state; leaving 'loading' stops the
 * running actor, so the answer to an older input never lands.
 *
 * `actor` is the name of the workflow's actor that loads (the `invoke` id and `src`), `placeholder`
 * its contract from the workflow's `<workflow>.actors.ts`: the view injects the real one through
 * useWorkflowMachine like any other actor. XState's types cannot follow a generic machine, so it is
 * built over `unknown` and typed here once.
 */
export const createLoadMachine = <TOutput, TInput>(
  actor: string,
  placeholder: PromiseActorLogic<TOutput, TInput>,
): LoadMachine<TOutput, TInput> =>
  buildLoadMachine(actor, placeholder as PromiseActorLogic<unknown, unknown>) as unknown as LoadMachine<TOutput, TInput>;
