import { and, assign, setup } from 'xstate';
import { refusalOf } from '../../domain/api/apiError';
import type { SiteBackup } from '../../domain/api/siteBackup.schema';
import { can } from '../../domain/permissions';
import { isBackupUnderway } from '../../domain/siteBackup/backupStatuses';
import type { Viewer } from '../../domain/viewer';
import type { Notice } from '../shared/notice';
import { notify } from '../shared/notice';
import { siteBackupNotices, unprovidedSiteBackupActors } from './siteBackup.actors';
import { readFailedTag } from '../shared/readFailed';

type SiteBackupContext = {
  siteId: number;
  canRun: boolean;
  backups: SiteBackup[];
  /** The backup this screen started and is waiting for. */
  watching: number | null;
};

export type SiteBackupEvent = { type: 'RETRY' } | { type: 'RUN' };

export type SiteBackupMachineInput = { siteId: number; viewer: Viewer };

const anyUnderway = (backups: readonly SiteBackup[]) => backups.some((backup) => isBackupUnderway(backup.status));

const outcomeNotice = (context: SiteBackupContext, backups: readonly SiteBackup[]): Notice | null => {
  const watched = backups.find((backup) => backup.id === context.watching);
  if (!watched) return null;
  return watched.status === 'done' ? siteBackupNotices.finished : siteBackupNotices.backupFailed(watched.error);
};

/**
 * The Actions tab's Run Site Backup: the site's backups (loading -> ready, or failed with retry).
 * Ready: idle; starting (the request); then, while any backup is queued or running, the list is
 * read again every `pollDelay` until none is, and the backup this screen started is announced.
 */
export const siteBackupMachine = setup({
  types: {
    context: {} as SiteBackupContext,
    events: {} as SiteBackupEvent,
    input: {} as SiteBackupMachineInput,
  },
  actors: unprovidedSiteBackupActors,
  actions: { notify },
  guards: {
    canRun: ({ context }) => context.canRun,
    nothingUnderway: ({ context }) => !anyUnderway(context.backups),
    somethingUnderway: ({ context }) => anyUnderway(context.backups),
    readUnderway: (_, params: { backups: SiteBackup[] }) => anyUnderway(params.backups),
    readWatchedOutcome: ({ context }, params: { backups: SiteBackup[] }) => outcomeNotice(context, params.backups) !== null,
  },
  delays: { pollDelay: 2_000 },
}).createMachine({
  id: 'siteBackup',
  context: ({ input }) => ({ siteId: input.siteId, canRun: can(input.viewer.role, 'runSiteBackup'), backups: [], watching: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadBackups',
        src: 'loadBackups',
        input: ({ context }) => ({ id: context.siteId }),
        onDone: { target: 'ready', actions: assign({ backups: ({ event }) => event.output }) },
        onError: { target: 'failed' },
      },
    },
    failed: { tags: readFailedTag, on: { RETRY: 'loading' } },
    ready: {
      initial: 'settling',
      states: {
        settling: { always: [{ guard: 'somethingUnderway', target: 'watching' }, { target: 'idle' }] },
        idle: { on: { RUN: { guard: and(['canRun', 'nothingUnderway']), target: 'starting' } } },
        starting: {
          invoke: {
            id: 'startBackup',
            src: 'startBackup',
            input: ({ context }) => ({ id: context.siteId }),
            onDone: {
              target: 'watching',
              actions: [
                assign(({ context, event }) => ({ backups: [event.output, ...context.backups], watching: event.output.id })),
                { type: 'notify', params: siteBackupNotices.started },
              ],
            },
            onError: {
              target: 'idle',
              actions: { type: 'notify', params: ({ event }) => siteBackupNotices.startFailed(refusalOf(event.error)) },
            },
          },
        },
        watching: { after: { pollDelay: 'polling' } },
        polling: {
          invoke: {
            id: 'refreshBackups',
            src: 'loadBackups',
            input: ({ context }) => ({ id: context.siteId }),
            onDone: [
              {
                guard: { type: 'readUnderway', params: ({ event }) => ({ backups: event.output }) },
                target: 'watching',
                actions: assign({ backups: ({ event }) => event.output }),
              },
              {
                guard: { type: 'readWatchedOutcome', params: ({ event }) => ({ backups: event.output }) },
                target: 'idle',
                actions: [
                  // The guard has just found the outcome, so the fallback never shows.
                  { type: 'notify', params: ({ context, event }) => outcomeNotice(context, event.output) ?? siteBackupNotices.finished },
                  assign({ backups: ({ event }) => event.output, watching: null }),
                ],
              },
              // A backup someone else started (or one under way when the tab opened) ends without a toast here.
              { target: 'idle', actions: assign({ backups: ({ event }) => event.output, watching: null }) },
            ],
            // Asking again later: a missed poll is not the backup failing.
            onError: { target: 'watching' },
          },
        },
      },
    },
  },
});
