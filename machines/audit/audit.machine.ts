import { assign, setup } from 'xstate';
import { refusalOf } from '../../domain/api/apiError';
import type { AuditEntry, AuditFilter, AuditPage } from '../../domain/api/audit.schema';
import { notify } from '../shared/notice';
import { readFailedTag } from '../shared/readFailed';
import { auditNotices, unprovidedAuditActors } from './audit.actors';

export type AuditContext = {
  filter: AuditFilter;
  entries: AuditEntry[];
  nextCursor: string | null;
  people: AuditPage['people'];
};

export type AuditEvent = { type: 'RETRY' } | { type: 'LOAD_MORE' };

/**
 * The Audit log screen (issue 34): loading -> ready | error (RETRY). Ready: idle; LOAD_MORE while
 * there is a next page -> loadingMore, which appends it (a failure keeps what is shown and says
 * so). The filters live in the URL: a new filter starts the machine again with it as input.
 */
export const auditMachine = setup({
  types: { context: {} as AuditContext, events: {} as AuditEvent, input: {} as { filter: AuditFilter } },
  actors: unprovidedAuditActors,
  actions: { notify },
  guards: { hasMore: ({ context }) => context.nextCursor !== null },
}).createMachine({
  id: 'audit',
  context: ({ input }) => ({ filter: input.filter, entries: [], nextCursor: null, people: [] }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadAuditPage',
        src: 'loadAuditPage',
        input: ({ context }) => context.filter,
        onDone: {
          target: 'ready',
          actions: assign(({ event }) => ({
            entries: event.output.entries,
            nextCursor: event.output.nextCursor,
            people: event.output.people,
          })),
        },
        onError: { target: 'error' },
      },
    },
    error: { tags: readFailedTag, on: { RETRY: 'loading' } },
    ready: {
      initial: 'idle',
      states: {
        idle: { on: { LOAD_MORE: { guard: 'hasMore', target: 'loadingMore' } } },
        loadingMore: {
          invoke: {
            id: 'loadAuditPage',
            src: 'loadAuditPage',
            input: ({ context }) => ({ ...context.filter, cursor: context.nextCursor ?? undefined }),
            onDone: {
              target: 'idle',
              actions: assign(({ context, event }) => ({
                entries: [...context.entries, ...event.output.entries],
                nextCursor: event.output.nextCursor,
              })),
            },
            onError: {
              target: 'idle',
              actions: { type: 'notify', params: ({ event }) => auditNotices.loadMoreFailed(refusalOf(event.error)) },
            },
          },
        },
      },
    },
  },
});
