import { fromPromise } from 'xstate';
import type { ImportReport, SiteSubscribers } from '../../../domain/api/subscriberImport.schema';
import type { SubscriberImportActors } from '../../../machines/subscriberImport/subscriberImport.actors';

const subscribersFixture: SiteSubscribers = {
  count: 2,
  latest: [
    { email: 'mary.jones@example.com', name: 'Mary Jones', imported_at: '2025-06-02T14:00:00.000Z' },
    { email: 'bob@example.com', name: null, imported_at: '2025-06-02T14:00:00.000Z' },
  ],
};

export const subscriberCsv = 'email,name\nann@example.com,Ann\n,No Address\nnot-an-address,Pat\nbob@example.com,Bob\n';

const importReportFixture: ImportReport = {
  fileName: 'subscribers.csv',
  imported: 1,
  duplicates: 1,
  invalid: [
    { line: 3, reason: 'e-mail is missing' },
    { line: 4, reason: "'not-an-address' is not an e-mail address" },
  ],
  subscribers: { ...subscribersFixture, count: 3 },
};

type Behaviour = 'answer' | 'pending' | 'fail';
const never = <T>() => new Promise<T>(() => {});
const settle = async <T>(behaviour: Behaviour, answer: () => T): Promise<T> => {
  if (behaviour === 'pending') return never();
  if (behaviour === 'fail') throw new Error('offline');
  return answer();
};

/** Subscriber import actors for stories: each call answers, hangs or fails as asked. */
export const subscriberImportActorsFixture = (
  behaviour: Partial<Record<keyof SubscriberImportActors, Behaviour>> = {},
): SubscriberImportActors => ({
  loadSubscribers: fromPromise(() => settle(behaviour.loadSubscribers ?? 'answer', () => subscribersFixture)),
  importSubscribers: fromPromise(({ input }) =>
    settle(behaviour.importSubscribers ?? 'answer', () => ({ ...importReportFixture, fileName: input.file.name })),
  ),
});
