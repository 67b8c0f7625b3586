import type { AnyActorLogic, DoneActorEvent, InputFrom, OutputFrom } from 'xstate';

type LiveRereadingOptions<
  TContext,
  TActors extends Record<string, AnyActorLogic>,
  TSrc extends keyof TActors & string,
  TShow extends string,
> = {
  /** The machine's actor contract: `reread.src` is one of its actors, and its answer is what `show` takes. */
  actors: TActors;
  /** The sites whose `site_changed` events matter while the state shows them. */
  siteIds: (context: TContext) => readonly number[];
  /** The background read: its own invoke id (so a test can tell it from the first load), the load actor, its input. */
  reread: { id: string; src: TSrc; input: (args: { context: TContext }) => InputFrom<TActors[TSrc]> };
  /** The machine's action that puts the read's answer on screen; it takes the answer as params. */
  show: TShow;
  /**
   * Where the answer goes when the watched sites follow it (a page of rows): that state is entered
   * anew, so the subscription watches the page as it now is. By default the answer stays here.
   */
  rewatchAt?: string;
};

/**
 * The live re-read of whatever a machine shows, as one state node: while it is active the
 * `siteChanges` actor (machines/shared/siteChanges.ts) watches the shown sites; a change heard in
 * 'listening' re-reads in 'rereading', with what is shown kept on screen. A change heard during the
 * read starts a new read, since the read under way may have missed it. A failed read keeps what is
 * shown; the next change or visit reads again. The machine's own transitions go on the node itself
 * (they then hold in both states); the machine declares `siteChanges` and the load actor in setup.
 */
export const liveRereading = <
  TContext,
  TActors extends Record<string, AnyActorLogic>,
  const TSrc extends keyof TActors & string,
  const TShow extends string,
>({
  siteIds,
  reread,
  show,
  rewatchAt,
}: LiveRereadingOptions<TContext, TActors, TSrc, TShow>) => ({
  initial: 'listening' as const,
  invoke: {
    id: 'siteChanges' as const,
    src: 'siteChanges' as const,
    input: ({ context }: { context: TContext }) => ({ siteIds: siteIds(context) }),
  },
  states: {
    listening: { on: { SITES_CHANGED: 'rereading' as const } },
    rereading: {
      invoke: {
        id: reread.id,
        src: reread.src,
        input: reread.input,
        onDone: {
          target: rewatchAt ?? 'listening',
          reenter: true,
          actions: { type: show, params: ({ event }: { event: DoneActorEvent<OutputFrom<TActors[TSrc]>> }) => event.output },
        },
        onError: 'listening' as const,
      },
      on: { SITES_CHANGED: { target: 'rereading' as const, reenter: true } },
    },
  },
});
