import type { Context } from 'hono';
import { peopleEndpoints } from '../../domain/api/people.endpoints';
import type { AppDeps, AppEnv, SessionUser } from '../appDeps';
import { answer, defineRoute, type RouteModule } from '../http/route';
import { acceptInvitation, readInvitation } from '../people/invitations';
import { addPerson, changePerson, type PeopleRequest, resendInvitation, resetSignIn, revokeInvitation } from '../people/peopleCommands';
import { listPeople } from '../people/personQueries';
import { signedIn } from '../signIn/signedIn';

/** The links in e-mails point at PUBLIC_ORIGIN, or at the origin the admin's request came to. */
const peopleRequest = (c: Context<AppEnv>, deps: AppDeps, admin: SessionUser): PeopleRequest => ({
  admin,
  origin: deps.config.PUBLIC_ORIGIN?.replace(/\/+$/, '') ?? new URL(c.req.url).origin,
});

/** The People screen and the invitation pages (domain/api/people.endpoints.ts). */
export const peopleRoutes: RouteModule = () => [
  defineRoute(peopleEndpoints.list, ({ deps, query }) => listPeople(deps.db, query)),
  defineRoute(peopleEndpoints.add, async ({ c, deps, user, body }) =>
    answer(201, await addPerson(deps, peopleRequest(c, deps, user), body)),
  ),
  defineRoute(peopleEndpoints.change, ({ c, deps, user, params, body }) =>
    changePerson(deps, peopleRequest(c, deps, user), params.id, body),
  ),
  defineRoute(peopleEndpoints.resendInvitation, ({ c, deps, user, params }) =>
    resendInvitation(deps, peopleRequest(c, deps, user), params.id),
  ),
  defineRoute(peopleEndpoints.revokeInvitation, ({ c, deps, user, params }) =>
    revokeInvitation(deps, peopleRequest(c, deps, user), params.id),
  ),
  defineRoute(peopleEndpoints.resetSignIn, ({ c, deps, user, params }) => resetSignIn(deps, peopleRequest(c, deps, user), params.id)),
  defineRoute(peopleEndpoints.readInvitation, async ({ deps, params }) => {
    const { name, email } = await readInvitation(deps, params.token);
    return { name, email };
  }),
  defineRoute(peopleEndpoints.acceptInvitation, async ({ c, deps, params, body }) => {
    const userId = await acceptInvitation(deps, params.token, body.password);
    return signedIn(c, deps, userId, null, 'password');
  }),
];
