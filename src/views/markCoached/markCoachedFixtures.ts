import { fromPromise } from 'xstate';
import type { CoachingRecorded } from '../../../domain/api/markCoached.schema';
import type { MarkCoachedActors } from '../../../machines/markCoached/markCoached.actors';
import { stubAnswer, type StubAnswer } from '../../testing/stubAnswer';

/** The session the fixture records. */
export const coachingRecorded: CoachingRecorded = { last_coaching_session: '2025-06-16', pretty_last_coaching_session: 'Jun 16, 2025' };

/** Mark Coached actors for stories: the session is recorded, never answered, or fails, as asked. */
export const markCoachedActorsFixture = (how: StubAnswer = 'answer'): MarkCoachedActors => ({
  markCoached: fromPromise(() => stubAnswer(how, () => coachingRecorded)),
});
