import { fromPromise } from 'xstate';
import type { SiteBackup } from '../../../domain/api/siteBackup.schema';
import type { SiteBackupActors } from '../../../machines/siteBackup/siteBackup.actors';

const backupsFixture: SiteBackup[] = [
  {
    id: 2,
    backup_name: null,
    status: 'failed',
    error: 'The website builder (Duda) is having problems (status 502); try again later.',
    requested_by_name: 'Cory Care',
    requested_at: '2025-06-03T15:00:00.000Z',
    finished_at: '2025-06-03T15:00:05.000Z',
  },
  {
    id: 1,
    backup_name: 'site-42-backup-1',
    status: 'done',
    error: null,
    requested_by_name: 'Ada Admin',
    requested_at: '2025-06-02T14:00:00.000Z',
    finished_at: '2025-06-02T14:00:09.000Z',
  },
];

type Behaviour = 'answer' | 'pending' | 'fail';
const never = <T>() => new Promise<T>(() => {});
const settle = async <T>(behaviour: Behaviour, answer: () => T): Promise<T> => {
  if (behaviour === 'pending') return never();
  if (behaviour === 'fail') throw new Error('offline');
  return answer();
};

/**
 * Site backup actors for stories: a started backup is queued, and the next reading of the list
 * finds it done (or failed, when asked), as the job would leave it.
 */
export const siteBackupActorsFixture = (
  behaviour: Partial<Record<keyof SiteBackupActors, Behaviour>> & { backups?: SiteBackup[]; outcome?: 'done' | 'failed' } = {},
): SiteBackupActors => {
  let backups = behaviour.backups ?? backupsFixture;
  return {
    loadBackups: fromPromise(() =>
      settle(behaviour.loadBackups ?? 'answer', () => {
        const listed = backups;
        backups = backups.map((backup) =>
          backup.status === 'queued'
            ? behaviour.outcome === 'failed'
              ? {
                  ...backup,
                  status: 'failed',
                  error: 'The website builder (Duda) rejected the request (400).',
                  finished_at: '2025-06-04T09:00:09.000Z',
                }
              : { ...backup, status: 'done', backup_name: `site-42-backup-${backup.id}`, finished_at: '2025-06-04T09:00:09.000Z' }
            : backup,
        );
        return listed;
      }),
    ),
    startBackup: fromPromise(() =>
      settle(behaviour.startBackup ?? 'answer', () => {
        const started: SiteBackup = {
          id: 3,
          backup_name: null,
          status: 'queued',
          error: null,
          requested_by_name: 'Ada Admin',
          requested_at: '2025-06-04T09:00:00.000Z',
          finished_at: null,
        };
        backups = [started, ...backups];
        return started;
      }),
    ),
  };
};
