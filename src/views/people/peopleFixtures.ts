import { fromPromise } from 'xstate';
import type { Invitation, Person } from '../../../domain/api/people.schema';
import type { SignInSuccess } from '../../../domain/api/signIn.schema';
import type { AcceptInvitationActors } from '../../../machines/people/acceptInvitation.actors';
import type { PeopleActors } from '../../../machines/people/people.actors';
import { stubAnswer, type StubAnswer } from '../../testing/stubAnswer';

/** An admin who signed in with a second factor, and a designer still invited. */
const peopleFixture: Person[] = [
  {
    id: 1,
    name: 'Ada Admin',
    email: 'ada@example.com',
    role: 'admin',
    state: 'active',
    lastSignInAt: '2026-11-20T09:00:00.000Z',
    secondFactor: true,
    trelloId: null,
  },
  {
    id: 2,
    name: 'Ivy Invited',
    email: 'ivy@example.com',
    role: 'designer',
    state: 'invited',
    lastSignInAt: null,
    secondFactor: false,
    trelloId: 'ivy-trello',
  },
];

/** People actors for stories: the list answers as asked; every change answers the changed person. */
export const peopleActorsFixture = (how: StubAnswer = 'answer', act: StubAnswer = 'answer'): PeopleActors => ({
  loadPeople: fromPromise(() => stubAnswer(how, () => peopleFixture)),
  addPerson: fromPromise(({ input }) =>
    stubAnswer(act, () => ({
      ...peopleFixture[1]!,
      id: 3,
      name: input.name,
      email: input.email,
      role: input.role,
      trelloId: input.trelloId ?? null,
    })),
  ),
  actOnPerson: fromPromise(({ input }) =>
    stubAnswer(act, () => {
      const person = peopleFixture.find((candidate) => candidate.id === input.id) ?? peopleFixture[0]!;
      if (input.action === 'deactivate') return { ...person, state: 'deactivated' as const };
      if (input.action === 'changeRole' && input.role) return { ...person, role: input.role };
      return person;
    }),
  ),
});

const invitationFixture: Invitation = { name: 'Ivy Invited', email: 'ivy@example.com' };

/** Accept-invitation actors for stories: reading and accepting answer as asked. */
export const acceptInvitationActorsFixture = (read: StubAnswer = 'answer', accept: StubAnswer = 'pending'): AcceptInvitationActors => ({
  readInvitation: fromPromise(() => stubAnswer(read, () => invitationFixture)),
  acceptInvitation: fromPromise(() =>
    stubAnswer(accept, (): SignInSuccess => ({
      status: 'SUCCESS',
      token: 'story-token',
      redirect: null,
      user: { id: 2, name: 'Ivy Invited', role: 'designer', image: null, email: 'ivy@example.com', trello_id: 'ivy-trello' },
    })),
  ),
});
