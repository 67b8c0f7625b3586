import { fromPromise } from 'xstate';
import type { BulkResult } from '../../../domain/api/bulkActions.schema';
import type { BulkActionsActors } from '../../../machines/bulkActions/bulkActions.actors';
import { stubAnswer, type StubAnswer } from '../../testing/stubAnswer';

type Answers = {
  /** What 'select all N matching' selects. */
  matchingIds?: number[];
  loadMatchingIds?: StubAnswer;
  /** The sites refused, with the reason; every other site is done. */
  refuse?: Record<number, string>;
  applyBulkAction?: StubAnswer;
};

/** Bulk-actions actors for stories and tests, answering, never answering or failing as asked. */
export const bulkActionsActorsFixture = ({
  matchingIds = [],
  loadMatchingIds = 'answer',
  refuse = {},
  applyBulkAction = 'answer',
}: Answers = {}): BulkActionsActors => ({
  loadMatchingIds: fromPromise(() => stubAnswer(loadMatchingIds, () => ({ ids: matchingIds }))),
  applyBulkAction: fromPromise(({ input }) =>
    stubAnswer(applyBulkAction, (): BulkResult => ({
      outcomes: input.siteIds.map((siteId) =>
        refuse[siteId] === undefined
          ? { siteId, outcome: 'done', note: null }
          : { siteId, outcome: 'refused', status: 409, reason: refuse[siteId] },
      ),
    })),
  ),
});
