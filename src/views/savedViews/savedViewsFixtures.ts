import { fromPromise } from 'xstate';
import type { SavedView } from '../../../domain/api/savedViews.schema';
import type { SavedViewsActors } from '../../../machines/savedViews/savedViews.actors';
import { stubAnswer, type StubAnswer } from '../../testing/stubAnswer';

export const fixtureViews = (): SavedView[] => [
  {
    id: 7,
    screen: 'allSites',
    name: 'Live corporate',
    search: { label: 'Live', corporation: 1 },
    sharedRole: null,
    ownerId: 1,
    ownerName: 'Ada Admin',
    mayChange: true,
  },
  {
    id: 8,
    screen: 'allSites',
    name: 'QA backlog',
    search: { label: 'Final QA' },
    sharedRole: 'care',
    ownerId: 61,
    ownerName: 'Quinn QA',
    mayChange: false,
  },
];

type Answers = {
  views?: SavedView[];
  loadViews?: StubAnswer;
  createView?: StubAnswer;
  changeView?: StubAnswer;
  deleteView?: StubAnswer;
};

/** Saved-views actors for stories and tests: the views given (none by default), each call answering, never answering or failing as asked. */
export const savedViewsActorsFixture = ({
  views = [],
  loadViews = 'answer',
  createView = 'answer',
  changeView = 'answer',
  deleteView = 'answer',
}: Answers = {}): SavedViewsActors => ({
  loadViews: fromPromise(() => stubAnswer(loadViews, () => views)),
  createView: fromPromise(({ input }) =>
    stubAnswer(createView, () => ({
      id: 99,
      ...input,
      sharedRole: input.sharedRole ?? null,
      ownerId: 1,
      ownerName: 'Ada Admin',
      mayChange: true,
    })),
  ),
  changeView: fromPromise(({ input }) =>
    stubAnswer(changeView, () => {
      const { id, ...change } = input;
      const view = views.find((each) => each.id === id) ?? fixtureViews()[0]!;
      return { ...view, ...change, sharedRole: change.sharedRole === undefined ? view.sharedRole : change.sharedRole };
    }),
  ),
  // 204: no body.
  deleteView: fromPromise(() => stubAnswer<unknown>(deleteView, () => null)),
});
