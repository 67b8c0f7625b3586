import { fromPromise } from 'xstate';

/**
 * The placeholder a machine declares for an actor it does not implement: `setup({ actors })` names
 * each actor with its input and output types, and the view (or a test, or the server) injects the
 * real one with `machine.provide`. A missing `provide` fails loudly instead of hanging in a
 * pending state.
 */
export const unprovided = <TOutput, TInput = void>(machine: string, actor: string) =>
  fromPromise<TOutput, TInput>(() => Promise.reject(new Error(`${machine} machine: the ${actor} actor was not provided`)));
