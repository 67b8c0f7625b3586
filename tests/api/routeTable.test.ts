import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transitionEventTypes } from '../../domain/api/siteStatus.schema';
import { capabilities, rolesWith } from '../../domain/permissions';
import { roles } from '../../domain/roles';
import { actorMaySend } from '../../domain/siteLifecycle/siteLifecycleEvents';
import { idParam } from '../../domain/api/id.schema';
import * as v from 'valibot';
import { endpoint } from '../../domain/api/endpoint';
import type { RouteDefinition } from '../../server/http/route';
import { routeTable } from '../../server/routes';
import { createHarness, type Harness } from './harness';

const pathParams = (path: string) => [...path.matchAll(/:(\w+)(\{[^}]*\})?/g)].map(([, name, pattern]) => ({ name: name!, pattern }));

/** The path with every id as 0 (an id that cannot exist) and any other parameter as 'x'. */
const withImpossibleIds = (route: RouteDefinition) =>
  route.path.replace(/:(\w+)(\{[^}]*\})?/g, (_, name: string) => (route.params?.entries[name] === idParam ? '0' : 'x'));

describe('the route table', () => {
  let h: Harness;
  let table: RouteDefinition[];
  beforeAll(async () => {
    h = await createHarness();
    table = routeTable(h.deps);
  });
  afterAll(() => h.close());

  it('names a capability of the permission matrix, or public, on every route', () => {
    expect(table.length).toBeGreaterThan(80);
    for (const route of table) expect([...capabilities, 'public'], `${route.method} ${route.path}`).toContain(route.capability);
  });

  it('puts every signed-in route under /api, behind the session guard', () => {
    for (const route of table.filter((candidate) => candidate.capability !== 'public')) expect(route.path, route.path).toMatch(/^\/api\//);
  });

  it('declares each method and path once', () => {
    const keys = table.map((route) => `${route.method} ${route.path}`);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });

  it('writes every numeric path id as :name{[0-9]+} and parses it with idParam, and declares every path parameter', () => {
    for (const route of table) {
      const declared = Object.keys(route.params?.entries ?? {}).sort();
      expect(declared, `${route.method} ${route.path}`).toEqual(
        pathParams(route.path)
          .map((param) => param.name)
          .sort(),
      );
      for (const { name, pattern } of pathParams(route.path)) {
        const isId = route.params?.entries[name] === idParam;
        expect(pattern === '{[0-9]+}', `${route.method} ${route.path} :${name}`).toBe(isId);
        // An id is numeric, except a checklist type's text id (decision 0510), which names its own pattern: a bare :id is a slip.
        if (name === 'siteId') expect(isId, `${route.method} ${route.path} :${name}`).toBe(true);
        if (name === 'id') expect(isId || pattern === '{[a-z0-9_]+}', `${route.method} ${route.path} :${name}`).toBe(true);
      }
    }
  });

  it('answers 404 for a path id that cannot exist, before anything else', async () => {
    const withIds = table.filter((route) => pathParams(route.path).some(({ name }) => route.params?.entries[name] === idParam));
    expect(withIds.length).toBeGreaterThan(40);
    for (const route of withIds) {
      const res = await h.request(route.method.toUpperCase(), withImpossibleIds(route), { as: 'admin' });
      const name = `${route.method} ${route.path}`;
      expect(res.status, name).toBe(404);
      expect(((await res.json()) as { error: string }).error, name).toMatch(/^No (id|siteId) 0$/);
    }
  });

  it('gates /transition on exactly the roles that may send one of its events', () => {
    const senders = roles.filter((role) => transitionEventTypes.some((event) => actorMaySend(role, event)));
    expect([...rolesWith('changeSiteStatus')].sort()).toEqual(senders.sort());
  });

  it('gates updateLaunchDate on scheduling, which covers rescheduling and unscheduling', () => {
    for (const capability of ['rescheduleLaunch', 'unscheduleLaunch'] as const) {
      for (const role of rolesWith(capability)) expect(rolesWith('scheduleLaunch')).toContain(role);
    }
  });

  it('does not compile an endpoint without a capability', () => {
    // @ts-expect-error capability is required: every endpoint says who may call it
    const declared = endpoint({ method: 'get', path: '/api/nothing', summary: 'Nothing', answers: { 200: v.object({}) } });
    expect(declared.capability).toBeUndefined();
  });

  it('serves every route from an endpoint declaration with a summary and a success answer', () => {
    for (const route of table) {
      expect(route.endpoint.summary, `${route.method} ${route.path}`).not.toBe('');
      expect(Object.keys(route.endpoint.answers).length, `${route.method} ${route.path}`).toBeGreaterThan(0);
      expect([route.endpoint.method, route.endpoint.path], `${route.method} ${route.path}`).toEqual([route.method, route.path]);
    }
  });
});
