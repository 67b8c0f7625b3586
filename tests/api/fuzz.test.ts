import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import type { RouteDefinition } from '../../server/http/route';
import { routeTable } from '../../server/routes';
import { bodyText, contentType } from './bodyArbitrary';
import { createHarness } from './harness';
import { routePath } from './routePath';
import { watchRowChanges } from './rowChanges';

/**
 * Property-based fuzz of every mutation route of the route table, as admin (so authorisation lets
 * every body through to validation): whatever the body, the server answers below 500; a body that
 * is not a JSON object, or not declared application/json, is refused; and a body it refuses (4xx)
 * changes no row. The seed is printed; FUZZ_SEED=<seed> replays a run.
 */
const seed = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
console.info(`fuzz seed ${seed} (replay: FUZZ_SEED=${seed} npx vitest run tests/api/fuzz.test.ts)`);

/** Bodies per route: 62 mutation routes make 3,720 requests, about a minute on a loaded 2-core machine. */
const bodiesPerRoute = 60;

/** Sign-in hashes every password it is given, slow by design: room for 60 of them on a loaded machine. */
const fuzzTimeoutMs = 300_000;

const h = await createHarness();
afterAll(() => h.close());
const changes = await watchRowChanges(h.handle.db);
const mutations = routeTable(h.deps).filter((route) => route.method !== 'get');

/**
 * Sign-in records a wrong password or a throttled attempt on purpose (ASVS 6.3.1): those refusals
 * may write. Every other refusal, validation first of all, must leave the database as it was.
 */
const mayRecordRefusal = (route: RouteDefinition, status: number) => route.capability === 'public' && (status === 401 || status === 429);

const isJsonType = (type: string) => /^application\/json\s*(;|$)/.test(type);

const isJsonObject = (text: string) => {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value);
  } catch {
    return false;
  }
};

describe('every mutation route, fuzzed', () => {
  it('covers the whole route table', () => {
    expect(mutations.length).toBeGreaterThan(50);
  });

  it.each(mutations.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s: no 5xx, no row changed by a refused body',
    async (_, route) => {
      // Its own site, so a route that deletes or changes one does not starve the next of a target.
      const siteId = await h.createSite({ name: 'Fuzzed Funeral Home' });
      const knownIds = [siteId, h.users.admin.id, 1, 2];
      await fc.assert(
        fc.asyncProperty(bodyText(route.body, knownIds), contentType, async (body, type) => {
          const mark = await changes.mark();
          const res = await h.request(route.method.toUpperCase(), routePath(route, siteId), {
            as: 'admin',
            ...(body === undefined ? {} : { body, headers: { 'content-type': type } }),
          });
          const answer = await res.text();
          expect(res.status, `${res.status} ${answer}`).toBeLessThan(500);
          if (body !== undefined && !(isJsonType(type) && isJsonObject(body)))
            expect(res.status, `accepted ${type} ${answer}`).toBeGreaterThanOrEqual(400);
          if (res.status >= 400 && !mayRecordRefusal(route, res.status))
            expect(await changes.since(mark), `refused ${res.status} ${answer}`).toEqual([]);
        }),
        { seed, numRuns: bodiesPerRoute },
      );
    },
    fuzzTimeoutMs,
  );
});
