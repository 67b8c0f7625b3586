import { afterAll, describe, expect, it } from 'vitest';
import { capabilities, type Capability, rolesWith } from '../../domain/permissions';
import { type Role, roles } from '../../domain/roles';
import type { RouteDefinition } from '../../server/http/route';
import { routeTable } from '../../server/routes';
import { createHarness, type TestUser } from './harness';
import { routePath } from './routePath';
import { watchRowChanges } from './rowChanges';

/**
 * The authorisation matrix, generated from the route table so a new route cannot escape it: every
 * route, as every role and with no session, answers as domain/permissions.ts says. A role without
 * the route's capability gets 403 and one with it gets past authorisation (anything but 401/403);
 * no session gets 401; a public route answers everyone alike (a fresh user per call, as /logout
 * ends the session it is called with). Mutations carry an empty JSON object:
 * authorisation is decided before the body is read, so a role with the capability may get a 400
 * (or 404, 409) for it, and a role without gets 403 whatever the body. Refused calls change no row.
 */
const h = await createHarness();
afterAll(() => h.close());
const changes = await watchRowChanges(h.handle.db);
const table = routeTable(h.deps);

const isCapability = (value: unknown): value is Capability => (capabilities as readonly unknown[]).includes(value);

const call = (route: RouteDefinition, path: string, as: TestUser | undefined) =>
  h.request(route.method.toUpperCase(), path, { ...(as ? { as } : {}), ...(route.method === 'get' ? {} : { body: {} }) });

describe('the permission matrix, route by route', () => {
  it('covers the whole route table', () => {
    expect(table.length).toBeGreaterThan(100);
  });

  it.each(table.map((route) => [`${route.method} ${route.path}`, route] as const))('%s', async (name, route) => {
    const capability: unknown = route.capability;
    expect(capability === 'public' || isCapability(capability), `${name} declares no capability of domain/permissions.ts`).toBe(true);
    const path = routePath(route, await h.createSite({ name: 'Matrix Funeral Home' }));

    if (capability === 'public') {
      // Nobody is refused for who they are: every role and no session get the same answer (a
      // handler may still refuse what the request carries, such as the sandbox editor's token).
      const anonymous = (await call(route, path, undefined)).status;
      expect(anonymous, `${name} without a session`).not.toBe(401);
      for (const role of roles) expect((await call(route, path, await h.createUser(role))).status, `${name} as ${role}`).toBe(anonymous);
      return;
    }

    const allowed = rolesWith(capability as Capability);
    // People of their own per route: a route an admin may call can end a person's sessions (reset
    // sign-in, deactivation, with the path's id), which must not sign out the next route's callers.
    const users = Object.fromEntries(await Promise.all(roles.map(async (role) => [role, await h.createUser(role)] as const))) as Record<
      Role,
      TestUser
    >;
    const mark = await changes.mark();
    expect((await call(route, path, undefined)).status, `${name} without a session`).toBe(401);
    for (const role of roles.filter((each) => !allowed.includes(each)))
      expect((await call(route, path, users[role])).status, `${name} as ${role}`).toBe(403);
    expect(await changes.since(mark), `${name}: rows changed by refused calls`).toEqual([]);

    for (const role of allowed) {
      const res = await call(route, path, users[role]);
      expect([401, 403], `${name} as ${role}: ${res.status} ${await res.text()}`).not.toContain(res.status);
    }
  });
});
