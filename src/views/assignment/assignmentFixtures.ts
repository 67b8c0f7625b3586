import { fromPromise } from 'xstate';
import type { AssignmentResponse } from '../../../domain/api/assignment.schema';
import type { AssignmentActors } from '../../../machines/assignment/assignment.actors';
import { stubAnswer, type StubAnswer } from '../../testing/stubAnswer';

/** Assignment actors for stories: the server accepts (true) or warns with `answer`, never answers, or fails, as asked. */
export const assignmentActorsFixture = ({
  how = 'answer',
  answer = true,
}: { how?: StubAnswer; answer?: AssignmentResponse } = {}): AssignmentActors => ({
  assignPerson: fromPromise(() => stubAnswer(how, () => answer)),
});
