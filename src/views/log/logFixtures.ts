import { fromPromise } from 'xstate';
import type { LogEntry } from '../../../domain/api/log.schema';
import type { LogActors } from '../../../machines/log/log.actors';
import { stubAnswer, type StubAnswer } from '../../testing/stubAnswer';

/** A site's log as GET /api/log answers it, newest first; 'now' for stories is an hour after the newest. */
export const logNow = '2025-03-14T16:00:00.000Z';

export const logEntriesFixture: LogEntry[] = [
  { id: 4, message: 'Launch scheduled for Mar 18, 2025', name: 'Alex Executive', when: '2025-03-14T15:00:00.000Z', log_type: 'OTHER' },
  { id: 3, message: 'Site staged', name: 'Casey Care', when: '2025-03-13T11:20:00.000Z', log_type: 'STAGE' },
  { id: 2, message: 'Submitted for review', name: 'Dana Designer', when: '2025-03-10T09:05:00.000Z', log_type: 'IN_REVIEW' },
  { id: 1, message: 'Launch date missed', name: 'System', when: '2025-02-28T05:05:00.000Z', log_type: 'OTHER' },
];

/** Log actors for stories: the entries of the type asked for, never answered, or a failure, as asked. */
export const logActorsFixture = (how: StubAnswer = 'answer', entries: LogEntry[] = logEntriesFixture): LogActors => ({
  loadLog: fromPromise(({ input }) =>
    stubAnswer(how, () => entries.filter((entry) => input.logType === undefined || entry.log_type === input.logType)),
  ),
});
