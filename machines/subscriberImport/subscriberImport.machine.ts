import { and, assign, setup } from 'xstate';
import { refusalOf } from '../../domain/api/apiError';
import type { ImportReport, SiteSubscribers } from '../../domain/api/subscriberImport.schema';
import { can } from '../../domain/permissions';
import type { Viewer } from '../../domain/viewer';
import { notify } from '../shared/notice';
import { subscriberImportNotices, unprovidedSubscriberImportActors } from './subscriberImport.actors';
import { readFailedTag } from '../shared/readFailed';

type SubscriberImportContext = {
  siteId: number;
  canImport: boolean;
  subscribers: SiteSubscribers | null;
  file: File | null;
  report: ImportReport | null;
};

export type SubscriberImportEvent =
  { type: 'RETRY' } | { type: 'CHOOSE_FILE'; file: File | null } | { type: 'IMPORT' } | { type: 'DISMISS_REPORT' };

export type SubscriberImportInput = { siteId: number; viewer: Viewer };

/**
 * The Actions tab's Subscriber Import: loading the site's subscribers -> ready (or failed, retry).
 * Ready: idle (choose a CSV), importing, then the report (imported, duplicates skipped, invalid
 * rows with line and reason) until dismissed or another file is chosen. A refused file keeps the
 * choice and says why.
 */
export const subscriberImportMachine = setup({
  types: {
    context: {} as SubscriberImportContext,
    events: {} as SubscriberImportEvent,
    input: {} as SubscriberImportInput,
  },
  actors: unprovidedSubscriberImportActors,
  actions: { notify },
  guards: {
    canImport: ({ context }) => context.canImport,
    hasFile: ({ context }) => context.file !== null,
  },
}).createMachine({
  id: 'subscriberImport',
  context: ({ input }) => ({
    siteId: input.siteId,
    canImport: can(input.viewer.role, 'importSubscribers'),
    subscribers: null,
    file: null,
    report: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadSubscribers',
        src: 'loadSubscribers',
        input: ({ context }) => ({ id: context.siteId }),
        onDone: { target: 'ready', actions: assign({ subscribers: ({ event }) => event.output }) },
        onError: { target: 'failed' },
      },
    },
    failed: { tags: readFailedTag, on: { RETRY: 'loading' } },
    ready: {
      initial: 'idle',
      on: { CHOOSE_FILE: { guard: 'canImport', target: '.idle', actions: assign({ file: ({ event }) => event.file, report: null }) } },
      states: {
        idle: { on: { IMPORT: { guard: and(['canImport', 'hasFile']), target: 'importing' } } },
        importing: {
          // A new choice waits until this file is done.
          on: { CHOOSE_FILE: {} },
          invoke: {
            id: 'importSubscribers',
            src: 'importSubscribers',
            input: ({ context }) => ({ id: context.siteId, file: context.file as File }),
            onDone: {
              target: 'reported',
              actions: [
                assign({ report: ({ event }) => event.output, subscribers: ({ event }) => event.output.subscribers, file: null }),
                { type: 'notify', params: subscriberImportNotices.imported },
              ],
            },
            onError: {
              target: 'idle',
              actions: { type: 'notify', params: ({ event }) => subscriberImportNotices.importFailed(refusalOf(event.error)) },
            },
          },
        },
        reported: { on: { DISMISS_REPORT: { target: 'idle', actions: assign({ report: null }) } } },
      },
    },
  },
});
